import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFirstScreen } from './use-first-screen'

function List({ total, log }: { total: number; log: number[] }) {
  const drawn = useFirstScreen(total)
  log.push(drawn)
  return <p data-testid="drawn">{drawn}</p>
}

describe('useFirstScreen', () => {
  it('draws the first screenful, lets the browser paint it, then draws every item', async () => {
    const log: number[] = []
    render(<List total={56} log={log} />)
    // Committed with the first screen only: nothing more is drawn before the next frame.
    expect(screen.getByTestId('drawn')).toHaveTextContent('8')
    await waitFor(() => expect(screen.getByTestId('drawn')).toHaveTextContent('56'))
    expect(log[0]).toBe(8)
  })

  it('draws a short list at once', () => {
    const log: number[] = []
    render(<List total={5} log={log} />)
    expect(new Set(log)).toEqual(new Set([5]))
  })
})

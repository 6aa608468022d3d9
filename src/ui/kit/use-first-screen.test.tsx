import { render, screen } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { useFirstScreen } from './use-first-screen'

function List({ total, log }: { total: number; log: number[] }) {
  const drawn = useFirstScreen(total)
  log.push(drawn)
  return <p data-testid="drawn">{drawn}</p>
}

describe('useFirstScreen', () => {
  it('draws the first screenful first, then every item', async () => {
    const log: number[] = []
    await act(async () => {
      render(<List total={56} log={log} />)
    })
    expect(log[0]).toBe(8)
    expect(screen.getByTestId('drawn')).toHaveTextContent('56')
  })

  it('draws a short list at once', async () => {
    const log: number[] = []
    await act(async () => {
      render(<List total={5} log={log} />)
    })
    expect(new Set(log)).toEqual(new Set([5]))
  })
})

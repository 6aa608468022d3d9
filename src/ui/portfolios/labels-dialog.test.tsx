import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { LabelsDialog } from './labels-dialog'

describe('LabelsDialog', () => {
  it('checks each label as it is added, keeps what was typed, and saves the labels through the mock', async () => {
    const onClose = vi.fn()
    const { user, server } = renderWithApp(
      <LabelsDialog markIds={['TM0004638']} initial={['Asia']} known={['Core']} onClose={onClose} />,
      { signedInAs: 'u-demo' },
    )
    const dialog = await screen.findByTestId('labels-dialog')
    const input = within(dialog).getByTestId('labels-input')

    await user.type(input, 'x'.repeat(21))
    await user.click(within(dialog).getByTestId('labels-add'))
    expect(await within(dialog).findByText('A label can be at most 20 characters')).toBeTruthy()
    expect((input as HTMLInputElement).value).toBe('x'.repeat(21))

    await user.clear(input)
    await user.type(input, 'Asia')
    await user.click(within(dialog).getByTestId('labels-add'))
    expect(await within(dialog).findByText('This label is already on the mark')).toBeTruthy()

    await user.clear(input)
    await user.type(input, '核心品牌{Enter}')
    expect(within(within(dialog).getByTestId('labels-current')).getByText('核心品牌')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Remove label Asia' }))

    await user.click(within(dialog).getByTestId('labels-save'))
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 20_000 })
    expect(server.db.portfolioLabels).toContainEqual({
      accountId: 'u-demo',
      markId: 'TM0004638',
      labels: ['核心品牌'],
    })
  }, 60_000)
})

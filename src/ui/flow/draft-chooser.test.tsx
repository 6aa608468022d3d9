import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import type { RegistrationDraft } from '../../domain/registration/types'
import { DraftChooser } from './draft-chooser'
import type { DraftListItem, WizardUi } from './wizard-ui'

const item = (draftId: string, extra: Partial<DraftListItem> = {}): DraftListItem => ({
  draftId,
  title: `Mark ${draftId}`,
  details: '1 class · applicant: Yunshan',
  stepTitle: 'Information',
  paid: false,
  orderNo: null,
  updatedAt: '2026-11-26T08:00:00.000Z',
  ...extra,
})

function fakeUi(list: DraftListItem[] | undefined, discard = vi.fn(async () => undefined)) {
  const ui = {
    calls: { discard },
    useDraftList: () => ({ data: list, isPending: list === undefined, isError: false }),
    onDiscarded: vi.fn(),
  } as unknown as WizardUi<RegistrationDraft>
  return { ui, discard }
}

describe('DraftChooser', () => {
  it('starts a new draft at once when the account has none', async () => {
    const onNew = vi.fn()
    renderWithApp(<DraftChooser ui={fakeUi([]).ui} onOpen={vi.fn()} onNew={onNew} />, { server: false })
    await waitFor(() => expect(onNew).toHaveBeenCalledTimes(1))
  })

  it('continues a draft, and deletes an unpaid one only after asking; a paid one cannot be deleted', async () => {
    const { ui, discard } = fakeUi([item('d-1'), item('d-2', { paid: true, orderNo: 'TM1' })])
    const onOpen = vi.fn()
    const { user } = renderWithApp(<DraftChooser ui={ui} onOpen={onOpen} onNew={vi.fn()} />, {
      server: false,
    })
    const rows = await screen.findAllByTestId('draft-row')
    expect(within(rows[1]!).queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument()

    await user.click(within(rows[0]!).getByRole('button', { name: 'Continue' }))
    expect(onOpen).toHaveBeenCalledWith('d-1')

    await user.click(within(rows[0]!).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByTestId('draft-delete-dialog')
    expect(dialog).toHaveTextContent('Mark d-1')
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(discard).not.toHaveBeenCalled()

    await user.click(within(rows[0]!).getByRole('button', { name: 'Delete' }))
    await user.click(await screen.findByTestId('draft-delete-confirm'))
    await waitFor(() => expect(discard).toHaveBeenCalledWith('d-1'))
    await waitFor(() => expect(ui.onDiscarded).toHaveBeenCalled())
  })
})

import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { LawAdvisePage } from './law-advise-page'

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
])

const renderPage = () => renderWithApp(<LawAdvisePage />, { signedInAs: 'u-demo', route: '/' })

// Typing a whole form takes a few seconds when the machine is busy.
describe('LawAdvisePage', { timeout: 20_000 }, () => {
  it('says what is wrong with each field, keeps the typing, then sends the request and shows its number', async () => {
    const { user, server } = renderPage()
    const page = await screen.findByTestId('law-advise-page')
    const question = within(page).getByLabelText(/Question/)
    await user.type(question, 'Too short')
    await user.click(screen.getByTestId('law-advise-submit'))
    expect(await screen.findByText('Describe the question in at least 20 characters')).toBeInTheDocument()
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3)
    expect(question).toHaveValue('Too short')
    const before = server.db.manualRequests?.length ?? 0

    await user.selectOptions(screen.getByTestId('law-advise-topic'), 'opposition')
    await user.type(within(page).getByLabelText(/Marks concerned/), '华为')
    await user.type(question, ': a near copy of our mark was published; may we oppose it?')
    await user.type(within(page).getByLabelText(/Contact name/), 'Li Lei')
    await user.type(within(page).getByLabelText(/^Phone/), '13800138000')
    // An attachment is checked by content, uploaded at once and named in the request.
    await user.upload(screen.getByTestId('law-advise-file'), new File(['not an image'], 'notes.png'))
    expect(await screen.findByText('Wrong file format')).toBeInTheDocument()
    await user.upload(
      screen.getByTestId('law-advise-file'),
      new File([PNG], 'notice.png', { type: 'image/png' }),
    )
    expect(await screen.findByText('notice.png')).toBeInTheDocument()
    // The draft is kept as it is typed, for a reload.
    expect(sessionStorage.getItem('formDraft:lawAdvise')).toContain('Li Lei')
    await user.click(screen.getByTestId('law-advise-submit'))

    expect(await screen.findByTestId('law-advise-done')).toHaveTextContent(/Question sent, reference MS\d+/)
    const saved = server.db.manualRequests.at(-1)!
    expect(server.db.manualRequests.length).toBe(before + 1)
    expect(saved.content).toContain('【Opposition】')
    expect(saved.content).toContain('华为')
    expect(saved.content).toMatch(/Attachments: notice\.png \(f-/)
    expect(saved.phone).toBe('13800138000')
    expect(sessionStorage.getItem('formDraft:lawAdvise')).toBeNull()
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import type { UserEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp, testServer } from '../../../../tests/render-with-app'
import { pickApplicant } from '../../../domain/registration/applicant-rules'
import type { Applicant, ApplicantsSelection, RegistrationRegion } from '../../../domain/registration/types'
import { ApplicantsEditor } from './applicants-editor'

const record = (id: string): Applicant =>
  pickApplicant(testServer().db.applicants.find((a) => a.applicantId === id)!)

function renderEditor(initial: ApplicantsSelection, region: RegistrationRegion = 'mainland') {
  const changes: ApplicantsSelection[] = []
  const onChange = vi.fn((next: ApplicantsSelection) => changes.push(next))
  function Harness() {
    const [value, setValue] = useState(initial)
    return (
      <ApplicantsEditor
        region={region}
        value={value}
        errors={{}}
        onChange={(next) => {
          onChange(next)
          setValue(next)
        }}
      />
    )
  }
  const { user } = renderWithApp(<Harness />, { signedInAs: 'u-demo', userEvent: { delay: null } })
  return { user, changes, onChange }
}

async function openPicker(user: UserEvent, button: string) {
  await user.click(screen.getByRole('button', { name: button }))
  const dialog = await screen.findByTestId('applicant-picker')
  await waitFor(() => expect(within(dialog).getAllByTestId('picker-row')).toHaveLength(10))
  return dialog
}

// Dialogs, a paged list and a few dozen clicks against the in-page mock take a few seconds in jsdom.
describe('ApplicantsEditor', { timeout: 60_000 }, () => {
  it('chooses the applicant from the account’s applicants', async () => {
    const { user, changes } = renderEditor({ main: null, joint: [] })
    expect(screen.getByText('No applicant chosen yet')).toBeInTheDocument()
    const dialog = await openPicker(user, 'Choose from my applicants')
    expect(within(dialog).getByText('14 applicants')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'Search applicants' }), '杭州')
    await waitFor(() => expect(within(dialog).getAllByTestId('picker-row')).toHaveLength(1))
    await user.click(within(dialog).getByRole('radio', { name: /Hangzhou Yunshan Data Services/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByTestId('applicant-picker')).not.toBeInTheDocument())
    expect(changes.at(-1)?.main).toMatchObject({
      applicantId: 'app-demo-02',
      nameZh: '杭州云杉数据服务有限公司',
    })
    // The draft keeps a plain copy of the applicant, without the account's labels and counters.
    expect(changes.at(-1)?.main).not.toHaveProperty('labels')
    const card = screen.getByRole('article', { name: 'Hangzhou Yunshan Data Services Co., Ltd.' })
    expect(within(card).getByText('杭州云杉数据服务有限公司')).toBeInTheDocument()
  })

  it('adds joint applicants up to 10 in all, refuses the 11th and the applicant twice', async () => {
    const { user, changes } = renderEditor({ main: record('app-demo-01'), joint: [] })
    const dialog = await openPicker(user, 'Add joint applicants')
    // The applicant cannot also be a joint applicant: its row says why and cannot be ticked.
    const mainRow = within(dialog).getByRole('checkbox', { name: /Shanghai Yunshan Intelligent Technology/ })
    expect(mainRow).toBeDisabled()
    expect(within(dialog).getByText(/is already the applicant of this application/)).toBeInTheDocument()

    const boxes = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => !(box as HTMLInputElement).disabled)
    expect(boxes).toHaveLength(9)
    for (const box of boxes) await user.click(box)
    expect(within(dialog).getByText(/9 selected · 0 more possible/)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: /next page/i }))
    await waitFor(() => expect(within(dialog).getAllByTestId('picker-row')).toHaveLength(4))
    const eleventh = within(dialog).getAllByRole('checkbox')[0]!
    await user.click(eleventh)
    expect(eleventh).not.toBeChecked()
    expect(within(dialog).getByTestId('picker-notice')).toHaveTextContent(
      'At most 10 applicants (applicant plus joint applicants): no more can be added',
    )

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(changes.at(-1)?.joint).toHaveLength(9))
    expect(screen.getAllByTestId('applicant-card')).toHaveLength(10)
    expect(screen.getByTestId('applicant-count')).toHaveTextContent('10 applicants, 0 more possible')
    expect(screen.getByRole('button', { name: 'Add joint applicants' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'New joint applicant' })).toBeDisabled()
    expect(screen.getByTestId('joint-blocked')).toHaveTextContent(
      'The limit of 10 applicants (applicant plus joint applicants) is reached',
    )

    // Removing one frees a place again.
    const last = screen.getAllByTestId('applicant-card').at(-1)!
    await user.click(within(last).getByRole('button', { name: 'Remove' }))
    expect(screen.getByRole('button', { name: 'Add joint applicants' })).toBeEnabled()
    expect(changes.at(-1)?.joint).toHaveLength(8)
  })

  it('refuses to make a joint applicant the applicant as well, with the reason', async () => {
    const { user, onChange } = renderEditor({
      main: record('app-demo-01'),
      joint: [record('app-demo-07')],
    })
    const card = screen.getByRole('article', { name: 'Shanghai Yunshan Intelligent Technology Co., Ltd.' })
    await user.click(within(card).getByRole('button', { name: 'Replace' }))
    const dialog = await screen.findByTestId('applicant-picker')
    const twin = await within(dialog).findByRole('radio', { name: /Wuhan Yunshan Optoelectronics/ })
    expect(twin).toBeDisabled()
    expect(
      within(dialog).getByText(
        '“Wuhan Yunshan Optoelectronics Technology Co., Ltd.” is already a joint applicant and cannot be added again',
      ),
    ).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('words a refused licence file in the language on screen, also after a switch', async () => {
    const { user } = renderEditor({ main: null, joint: [] })
    await user.click(screen.getByRole('button', { name: 'New applicant' }))
    const form = await screen.findByTestId('applicant-form')
    // Named .pdf, but not a PDF or an image by its content.
    await user.upload(
      within(form).getByTestId('licence-file'),
      new File(['just some text, not a document'], 'licence.pdf', { type: 'application/pdf' }),
    )
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toMatch(/[A-Za-z]{4}/)
    expect(alert.textContent).not.toMatch(/\p{Script=Han}/u)
    await act(() => i18next.changeLanguage('zh-CN'))
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toMatch(/\p{Script=Han}/u))
    await act(() => i18next.changeLanguage('en'))
  })

  it('creates an applicant: rule messages by the fields, the server’s refusal by its field, nothing typed lost', async () => {
    const { user, changes } = renderEditor({ main: null, joint: [] })
    await user.click(screen.getByRole('button', { name: 'New applicant' }))
    const form = await screen.findByTestId('applicant-form')
    await waitFor(() => expect(within(form).getByTestId('applicant-country')).toHaveValue('CN'))
    await user.click(within(form).getByRole('button', { name: 'Save and use' }))
    const nameZh = within(form).getByTestId('applicant-nameZh')
    await waitFor(() => expect(nameZh).toHaveAttribute('aria-invalid', 'true'))
    expect(within(form).getByText('Upload the business licence')).toBeInTheDocument()
    expect(within(form).getByText('Choose the province, city and district')).toBeInTheDocument()

    const existing = testServer().db.applicants.find((a) => a.applicantId === 'app-demo-03')!
    await user.type(nameZh, '深圳云杉硬件技术有限公司')
    await user.type(within(form).getByTestId('applicant-uscc'), existing.uscc)
    await within(form).findByRole('option', { name: '广东省' }, { timeout: 5000 })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Province' }), '44')
    await within(form).findByRole('option', { name: '深圳市' }, { timeout: 5000 })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'City' }), '4403')
    await within(form).findByRole('option', { name: '福田区' }, { timeout: 5000 })
    await user.selectOptions(within(form).getByRole('combobox', { name: 'District' }), '440304')
    await user.type(within(form).getByTestId('applicant-addressZh'), '广东省深圳市福田区福华三路88号')
    await user.type(within(form).getByTestId('applicant-licenceAddress'), '广东省深圳市福田区福华三路88号')
    await user.type(within(form).getByTestId('applicant-postalCode'), '518048')
    await user.type(within(form).getByTestId('applicant-contactPerson'), '刘洋')
    await user.type(within(form).getByTestId('applicant-phone'), '0755-86543210')
    await user.upload(
      within(form).getByTestId('licence-file'),
      new File([new TextEncoder().encode('%PDF-1.4\n'.padEnd(3000, ' '))], 'licence.pdf', {
        type: 'application/pdf',
      }),
    )
    await within(form).findByText('Uploaded: licence.pdf')
    await user.click(within(form).getByRole('button', { name: 'Save and use' }))

    // The server knows this credit code: its message shows under the field, and the rest stays as typed.
    await within(form).findByText(/The credit code is already used by “Shenzhen Yunshan Hardware Technology/)
    expect(within(form).getByTestId('applicant-uscc')).toHaveValue(existing.uscc)
    expect(within(form).getByTestId('applicant-addressZh')).toHaveValue('广东省深圳市福田区福华三路88号')
    await user.click(within(form).getByRole('button', { name: 'Use the existing applicant' }))
    await waitFor(() => expect(changes.at(-1)?.main?.applicantId).toBe('app-demo-03'))
  })

  it('asks Madrid applicants to be domiciled in mainland China', async () => {
    const { user } = renderEditor({ main: record('app-demo-13'), joint: [] }, 'madrid')
    expect(screen.getByText(/the applicant must be the holder of the basic application/)).toBeInTheDocument()
    expect(
      screen.getByText(/A Madrid applicant must be domiciled or established in mainland China: replace/),
    ).toBeInTheDocument()
    const dialog = await openPicker(user, 'Add joint applicants')
    expect(within(dialog).getByRole('checkbox', { name: /FirLink GmbH/ })).toBeDisabled()
  })
})

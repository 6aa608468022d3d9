import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp, testServer } from '../../../../tests/render-with-app'
import { ASSIGNED_MARK, ASSIGNMENT_DECIDED, ASSIGNMENT_INFORMED } from '../../../../tests/fixtures/assignment'
import {
  hasRelatedMarks,
  informationIssues,
  newAssignmentDraft,
  supplementIssues,
  type AssignmentDraft,
} from '../../../domain/services/assignment'
import { usccCheckChar } from '../../../domain/registration/applicant-ids'
import { defineWizard } from '../../../domain/wizard/define'
import { confirmStep, editStep } from '../../../domain/wizard/steps'
import { FiledAssignmentSection } from './filed-assignment-section'
import { AssignmentInformationStep } from './information-step'
import { AssignmentSupplementStep } from './supplement-step'

// The two own steps of the flow, as the service shape places them.
const config = defineWizard<AssignmentDraft>({
  id: 'test.assignment',
  productType: 12,
  steps: [
    editStep('perfectInformation', {
      edits: ['assignor', 'assignee', 'assigneeSource', 'relatedMarks', 'relatedFor', 'relatedChoices'],
      issues: (d) => informationIssues(d),
    }),
    editStep('supplement', { edits: ['relatedChoices'], issues: supplementIssues, when: hasRelatedMarks }),
    confirmStep({ edits: [] }),
  ],
  reopenableBeforePayment: [],
  newDraft: newAssignmentDraft,
})

describe('the assignment perfectInformation step', () => {
  it('reads the assignor and the related marks from the register into the draft', async () => {
    const send = vi.fn()
    const draft: AssignmentDraft = {
      ...newAssignmentDraft('d-1', '2026-11-26T08:00:00.000Z'),
      step: 'perfectInformation',
      marks: [ASSIGNED_MARK],
    }
    renderWithApp(
      <AssignmentInformationStep config={config} draft={draft} issues={[]} busy={false} send={send} />,
      { signedInAs: 'u-demo' },
    )
    await waitFor(
      () =>
        expect(send).toHaveBeenCalledWith({
          type: 'draft.changed',
          patch: expect.objectContaining({
            assignor: expect.objectContaining({ applicantId: 'app-demo-01' }),
          }),
        }),
      { timeout: 8000 },
    )
    await waitFor(
      () =>
        expect(send).toHaveBeenCalledWith({
          type: 'draft.changed',
          patch: expect.objectContaining({ relatedFor: '35126478', relatedChoices: {} }),
        }),
      { timeout: 8000 },
    )
    const related = send.mock.calls.map(([e]) => e.patch?.relatedMarks).find(Boolean)
    expect(related.map((m: { regNo: string }) => m.regNo)).toEqual(['35126502', '41870233'])
  })

  it('says how many marks must go together, and what blocks the step', async () => {
    const draft = { ...ASSIGNMENT_INFORMED, step: 'perfectInformation', assignee: null }
    renderWithApp(
      <AssignmentInformationStep
        config={config}
        draft={draft}
        issues={informationIssues(draft)}
        busy={false}
        send={vi.fn()}
      />,
      { signedInAs: 'u-demo' },
    )
    expect(screen.getByTestId('related-count')).toHaveTextContent('holds 2 identical or similar marks')
    expect(screen.getByTestId('assignee')).toHaveTextContent(
      'Choose the assignee from your applicants, or enter a new one.',
    )
  })

  it(
    'takes an assignee who is not in the book yet, typed in place with the applicant rules, and books it',
    { timeout: 20_000 },
    async () => {
      const send = vi.fn()
      const draft = { ...ASSIGNMENT_INFORMED, step: 'perfectInformation', assignee: null }
      const { user } = renderWithApp(
        <AssignmentInformationStep
          config={config}
          draft={draft}
          issues={informationIssues(draft)}
          busy={false}
          send={send}
        />,
        { signedInAs: 'u-demo' },
      )
      await user.click(screen.getByTestId('assignee-party-create'))
      const form = await screen.findByTestId('applicant-form')
      expect(within(form).getByRole('heading', { name: 'New assignee' })).toBeInTheDocument()
      // The applicant rules apply as in a registration: an empty form is refused field by field.
      await user.click(within(form).getByRole('button', { name: 'Save and use' }))
      await waitFor(() =>
        expect(within(form).getByTestId('applicant-nameZh')).toHaveAttribute('aria-invalid', 'true'),
      )
      expect(within(form).getByText('Upload the business licence')).toBeInTheDocument()

      const uscc = `91330201MA2H${'7Q3K4'}`
      await user.type(within(form).getByTestId('applicant-nameZh'), '宁波甬杉科技有限公司')
      await user.type(within(form).getByTestId('applicant-uscc'), uscc + usccCheckChar(uscc))
      await within(form).findByRole('option', { name: '浙江省' }, { timeout: 5000 })
      await user.selectOptions(within(form).getByRole('combobox', { name: 'Province' }), '33')
      await within(form).findByRole('option', { name: '宁波市' }, { timeout: 5000 })
      await user.selectOptions(within(form).getByRole('combobox', { name: 'City' }), '3302')
      await within(form).findByRole('option', { name: '鄞州区' }, { timeout: 5000 })
      await user.selectOptions(within(form).getByRole('combobox', { name: 'District' }), '330212')
      await user.type(within(form).getByTestId('applicant-addressZh'), '浙江省宁波市鄞州区天童南路588号')
      await user.type(within(form).getByTestId('applicant-licenceAddress'), '浙江省宁波市鄞州区天童南路588号')
      await user.type(within(form).getByTestId('applicant-postalCode'), '315100')
      await user.type(within(form).getByTestId('applicant-contactPerson'), '王敏')
      await user.type(within(form).getByTestId('applicant-phone'), '0574-87654321')
      await user.upload(
        within(form).getByTestId('licence-file'),
        new File([new TextEncoder().encode('%PDF-1.4\n'.padEnd(3000, ' '))], 'licence.pdf', {
          type: 'application/pdf',
        }),
      )
      await within(form).findByText('Uploaded: licence.pdf')
      await user.click(within(form).getByRole('button', { name: 'Save and use' }))

      await waitFor(() =>
        expect(send).toHaveBeenCalledWith({
          type: 'draft.changed',
          patch: {
            assignee: expect.objectContaining({
              nameZh: '宁波甬杉科技有限公司',
              addressZh: '浙江省宁波市鄞州区天童南路588号',
            }),
            assigneeSource: 'new',
          },
        }),
      )
      // The book keeps the new applicant for the next filing.
      const booked = testServer().db.applicants.filter((a) => a.nameZh === '宁波甬杉科技有限公司')
      expect(booked).toHaveLength(1)
    },
  )
})

describe('the assignment supplement step', () => {
  it('lists each related mark with why, asks for a decision and a reason for a mark kept', async () => {
    const send = vi.fn()
    const draft = { ...ASSIGNMENT_INFORMED, step: 'supplement' }
    const { user, unmount } = renderWithApp(
      <AssignmentSupplementStep
        config={config}
        draft={draft}
        issues={supplementIssues(draft)}
        busy={false}
        send={send}
      />,
      { server: false, lang: 'zh-CN' },
    )
    const row = screen.getByTestId('related-35126502')
    expect(row).toHaveTextContent('YUNSHAN')
    expect(row).toHaveTextContent('读音（拼音）相同')
    expect(row).toHaveTextContent('相同类似群：0901、0907、0908')
    expect(screen.getByTestId('related-error-41870233')).toHaveTextContent('请对此商标作出选择')
    await user.click(screen.getAllByText('保留在转让人名下')[1]!)
    expect(send).toHaveBeenCalledWith({
      type: 'draft.changed',
      patch: { relatedChoices: { '41870233': { include: false, reason: '' } } },
    })
    const kept = { ...draft, relatedChoices: { '41870233': { include: false, reason: '不相似' } } }
    unmount()
    renderWithApp(
      <AssignmentSupplementStep
        config={config}
        draft={kept}
        issues={supplementIssues(kept)}
        busy={false}
        send={send}
      />,
      { server: false, lang: 'zh-CN' },
    )
    expect(screen.getByTestId('related-41870233')).toHaveTextContent('理由至少 10 个字')
  })
})

describe('the filed assignment on the order page', () => {
  it('shows the marks assigned, both parties and the related mark kept with its reason', () => {
    renderWithApp(<FiledAssignmentSection draft={ASSIGNMENT_DECIDED} />, { server: false })
    expect(screen.getByTestId('filed-marks')).toHaveTextContent('云杉智能 35126478')
    expect(screen.getByTestId('filed-marks')).toHaveTextContent('YUNSHAN 35126502 · 09 · assigned together')
    expect(screen.getByTestId('filed-assignee')).toHaveTextContent('宁波云杉贸易有限公司')
    expect(screen.getByTestId('filed-kept')).toHaveTextContent('云杉 CloudFir 41870233')
    expect(screen.getByTestId('filed-kept')).toHaveTextContent('已另案转让给同一受让人')
  })
})

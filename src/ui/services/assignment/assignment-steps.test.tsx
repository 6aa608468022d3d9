import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../../tests/render-with-app'
import { ASSIGNED_MARK, ASSIGNMENT_DECIDED, ASSIGNMENT_INFORMED } from '../../../../tests/fixtures/assignment'
import {
  hasRelatedMarks,
  informationIssues,
  newAssignmentDraft,
  supplementIssues,
  type AssignmentDraft,
} from '../../../domain/services/assignment'
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

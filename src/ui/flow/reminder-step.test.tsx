import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../tests/render-with-app'
import { editStep, confirmStep } from '../../domain/wizard/steps'
import { defineWizard } from '../../domain/wizard/define'
import type { WizardDraftBase } from '../../domain/wizard/types'
import { ReminderStepView } from './reminder-step'

interface OppositionLike extends WizardDraftBase {
  acknowledged: boolean
}

const config = defineWizard<OppositionLike>({
  id: 'test.reminder',
  productType: 7,
  steps: [
    editStep('reminder', {
      edits: ['acknowledged'],
      issues: (d) =>
        d.acknowledged ? [] : [{ path: 'acknowledged', message: 'flow:reminder.acknowledgeRequired' }],
    }),
    confirmStep({ edits: [] }),
  ],
  reopenableBeforePayment: [],
  newDraft: (draftId, now) => ({
    draftId,
    step: 'reminder',
    orderId: null,
    orderNo: null,
    paid: false,
    completedAt: null,
    createdAt: now,
    updatedAt: now,
    revision: 0,
    acknowledged: false,
  }),
})

describe('ReminderStepView', () => {
  it('shows the points, sets the flow’s field when ticked, and says what blocks it', async () => {
    const send = vi.fn()
    const draft = config.newDraft('d-1', '2026-11-26T08:00:00.000Z')
    const issues = config.steps[0]!.issues(draft)
    const { user } = renderWithApp(
      <ReminderStepView
        view={{ config, draft, issues, busy: false, send }}
        title="Before you oppose"
        points={['The opposition period ends on 2026-12-24.', 'Evidence may follow within 3 months.']}
        field="acknowledged"
      />,
      { server: false },
    )
    expect(screen.getByText('The opposition period ends on 2026-12-24.')).toBeInTheDocument()
    expect(screen.getByTestId('step-issues')).toHaveTextContent(
      'Please confirm you have read the points above',
    )
    await user.click(screen.getByText('I have read the points above'))
    expect(send).toHaveBeenCalledWith({ type: 'draft.changed', patch: { acknowledged: true } })
    await user.click(screen.getByTestId('reminder-submit'))
    expect(send).toHaveBeenCalledWith({ type: 'step.submitted' })
  })
})

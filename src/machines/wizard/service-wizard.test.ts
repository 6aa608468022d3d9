import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { serviceMark } from '../../../tests/fixtures/services'
import { createWizardMachine, type WizardEmitted } from './create-wizard-machine'
import { defineWizard, orderStepFor } from '../../domain/wizard/define'
import { editStep, paymentStep, confirmStep } from '../../domain/wizard/steps'
import type { ServiceDraftBase } from '../../domain/services/types'
import { serviceWizard } from '../../domain/services/wizard'

/** A flow with a supplement present only for some drafts (assignment's related marks, for instance). */
interface TestDraft extends ServiceDraftBase {
  note: string
  related: string[]
  relatedConfirmed: boolean
}

const flow = serviceWizard<TestDraft>({
  slug: 'assignment',
  productTypes: { mainland: 12 },
  maxMarks: 3,
  information: {
    edits: ['note', 'related'],
    issues: (d) => (d.note ? [] : [{ path: 'note', message: 'services:issues.markRequired' }]),
  },
  supplement: {
    edits: ['relatedConfirmed'],
    issues: (d) =>
      d.relatedConfirmed ? [] : [{ path: 'relatedConfirmed', message: 'services:issues.markRequired' }],
    when: (d) => d.related.length > 0,
  },
  documentsNeeded: () => [{ kind: 'powerOfAttorney', required: true }],
  eligibility: () => ({ ok: true }),
  party: () => null,
  ownFields: () => ({ note: '', related: [], relatedConfirmed: false }),
  detailPage: 'assignmentDetail',
})

const NOW = '2026-11-26T02:00:00.000Z'

function run(draft: TestDraft) {
  const actor = createActor(createWizardMachine(flow)).start()
  const emitted: WizardEmitted<TestDraft>['type'][] = []
  actor.on('*', (e) => emitted.push((e as WizardEmitted<TestDraft>).type))
  actor.send({ type: 'draft.loaded', draft })
  const step = () => flow.steps.find((s) => actor.getSnapshot().hasTag(s.id))?.id
  return { actor, emitted, step }
}

describe('serviceWizard', () => {
  it('makes the steps of routes.tsv, the supplement only when the flow has one', () => {
    expect(flow.steps.map((s) => s.id)).toEqual([
      'selectTrademark',
      'perfectInformation',
      'supplement',
      'payment',
      'provideDocument',
      'confirm',
    ])
    expect(flow.id).toBe('service.assignment')
    expect(flow.reopenableBeforePayment).toEqual(['selectTrademark', 'perfectInformation', 'supplement'])
    const fresh = flow.newDraft('d-1', NOW)
    expect(fresh).toMatchObject({
      service: 'assignment',
      region: 'mainland',
      productType: 12,
      marks: [],
      note: '',
    })
  })

  it('without related marks, leaving the information makes the order', () => {
    const draft = { ...flow.newDraft('d-1', NOW), marks: [serviceMark()], note: 'x' }
    const { actor, emitted, step } = run(draft)
    actor.send({ type: 'step.submitted' })
    expect(step()).toBe('perfectInformation')
    actor.send({ type: 'step.submitted' })
    expect(emitted).toEqual(['order.create'])
    actor.send({ type: 'order.created', orderId: 'o-1', orderNo: 'TM1' })
    expect(step()).toBe('payment')
    expect(orderStepFor(flow, draft)).toBe('perfectInformation')
  })

  it('with related marks, the supplement is shown and leaving it makes the order', () => {
    const draft = { ...flow.newDraft('d-1', NOW), marks: [serviceMark()], note: 'x', related: ['9'] }
    const { actor, emitted, step } = run(draft)
    actor.send({ type: 'step.submitted' })
    actor.send({ type: 'step.submitted' })
    expect(step()).toBe('supplement')
    expect(emitted).toEqual([])
    actor.send({ type: 'step.submitted' })
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().context.issues).toEqual([
      { path: 'relatedConfirmed', message: 'services:issues.markRequired' },
    ])
    actor.send({ type: 'draft.changed', patch: { relatedConfirmed: true } })
    actor.send({ type: 'step.submitted' })
    expect(emitted).toEqual(['order.create'])
    actor.send({ type: 'order.created', orderId: 'o-1', orderNo: 'TM1' })
    expect(step()).toBe('payment')
    expect(orderStepFor(flow, draft)).toBe('supplement')
    // Unpaid, the supplement can be reopened.
    actor.send({ type: 'step.reopen', step: 'supplement' })
    expect(step()).toBe('supplement')
  })

  it('refuses a configuration whose ordering steps are not right before the payment', () => {
    type D = TestDraft
    expect(() =>
      defineWizard<D>({
        id: 'bad',
        productType: 12,
        steps: [
          editStep<D>('a', { edits: ['note'], makesOrder: true }),
          editStep<D>('b', { edits: ['note'] }),
          paymentStep<D>(),
          confirmStep<D>({ edits: [] }),
        ],
        reopenableBeforePayment: [],
        newDraft: flow.newDraft,
      }),
    ).toThrow(/right before the payment/)
  })
})

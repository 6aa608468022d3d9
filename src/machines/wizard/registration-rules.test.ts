import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { REGISTRATION_FIXTURES } from '../../../tests/fixtures/registration'
import type { RegistrationDraft, RegistrationRegion } from '../../domain/registration/types'
import { REGISTRATION_WIZARDS } from '../../domain/registration/wizards'
import { createWizardMachine, type WizardEmitted } from './create-wizard-machine'

const NOW = '2026-11-22T08:00:00.000Z'
const fresh = (region: RegistrationRegion) => REGISTRATION_WIZARDS[region].newDraft('d-1', NOW)
const information = (region: RegistrationRegion) => {
  const { trademarks, applicants, countries } = REGISTRATION_FIXTURES[region]
  return { trademarks, applicants, countries }
}

function load(draft: RegistrationDraft) {
  const actor = createActor(createWizardMachine(REGISTRATION_WIZARDS[draft.region])).start()
  const emitted: WizardEmitted<RegistrationDraft>[] = []
  actor.on('*', (e) => emitted.push(e as WizardEmitted<RegistrationDraft>))
  actor.send({ type: 'draft.loaded', draft })
  return { actor, emitted }
}

describe('registration on the wizard shape (rules)', () => {
  it('refuses to leave the information step while something is missing, and names it', () => {
    const { actor, emitted } = load(fresh('mainland'))
    actor.send({ type: 'step.submitted' })
    const snap = actor.getSnapshot()
    expect(snap.value).toEqual({ fillInInformation: 'editing' })
    expect(emitted).toEqual([])
    expect(snap.context.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        'trademarks.0.name',
        'trademarks.0.image',
        'trademarks.0.classes',
        'applicants.main',
      ]),
    )
    // Once shown, the issues follow every change: choosing an applicant clears its issue.
    actor.send({ type: 'draft.changed', patch: { applicants: information('mainland').applicants } })
    expect(actor.getSnapshot().context.issues.map((i) => i.path)).not.toContain('applicants.main')
  })

  it('keeps what the user typed when the server refuses, with the server’s issues shown', () => {
    const { actor, emitted } = load({ ...fresh('madrid'), ...information('madrid') })
    actor.send({ type: 'step.submitted' })
    expect(emitted.at(-1)?.type).toBe('order.create')
    const issue = { path: 'trademarks.0.basis.number', message: 'registration:issues.basisNotFound' } as const
    actor.send({ type: 'order.failed', issues: [issue], error: null })
    const snap = actor.getSnapshot()
    expect(snap.value).toEqual({ fillInInformation: 'editing' })
    expect(snap.context.issues).toEqual([issue])
    expect(snap.context.draft?.trademarks[0]?.name).toBe('青禾')
  })

  it('refuses 11 applicants', () => {
    const info = information('mainland')
    const joint = Array.from({ length: 10 }, (_, i) => ({
      ...info.applicants.main!,
      applicantId: `ap-j${i}`,
    }))
    const { actor, emitted } = load({ ...fresh('mainland'), ...info })
    actor.send({ type: 'draft.changed', patch: { applicants: { main: info.applicants.main, joint } } })
    actor.send({ type: 'step.submitted' })
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().context.issues).toContainEqual({
      path: 'applicants.joint',
      message: 'registration:issues.tooManyApplicants',
    })
  })

  it('lets a step change only its own part of the draft', () => {
    const { actor } = load({
      ...fresh('hk'),
      ...information('hk'),
      step: 'payment',
      orderId: 'ord-1',
      paid: true,
    })
    expect(actor.getSnapshot().value).toEqual({ provideDocument: 'editing' })
    actor.send({ type: 'draft.changed', patch: { trademarks: [], originalsByPost: true } })
    const draft = actor.getSnapshot().context.draft!
    expect(draft.trademarks).toHaveLength(1)
    expect(draft.originalsByPost).toBe(true)
  })

  it('goes back to the information before paying, never after; global has no documents step', () => {
    const { actor } = load({ ...fresh('global'), ...information('global') })
    actor.send({ type: 'step.submitted' })
    actor.send({ type: 'order.created', orderId: 'ord-1', orderNo: 'T1' })
    expect(actor.getSnapshot().value).toBe('payment')
    actor.send({ type: 'step.reopen', step: 'fillInInformation' })
    expect(actor.getSnapshot().value).toEqual({ fillInInformation: 'editing' })
    actor.send({ type: 'step.submitted' })
    actor.send({ type: 'order.created', orderId: 'ord-2', orderNo: 'T2' })
    expect(actor.getSnapshot().context.draft?.orderId).toBe('ord-2')
    actor.send({ type: 'payment.paid' })
    expect(actor.getSnapshot().value).toEqual({ confirm: 'editing' })
    actor.send({ type: 'step.reopen', step: 'fillInInformation' })
    actor.send({ type: 'step.reopen', step: 'provideDocument' })
    expect(actor.getSnapshot().value).toEqual({ confirm: 'editing' })
  })

  it('resumes what the server knows: paid goes past the payment, an unpaid order waits at it', () => {
    const paid = load({
      ...fresh('madrid'),
      ...information('madrid'),
      step: 'fillInInformation',
      orderId: 'o',
      paid: true,
    })
    expect(paid.actor.getSnapshot().value).toEqual({ provideDocument: 'editing' })
    const unpaid = load({
      ...fresh('madrid'),
      ...information('madrid'),
      step: 'confirm',
      orderId: 'o',
      paid: false,
    })
    expect(unpaid.actor.getSnapshot().value).toBe('payment')
    const done = load({ ...REGISTRATION_FIXTURES.madrid })
    expect(done.actor.getSnapshot().status).toBe('done')
  })

  it('takes a newer copy of the draft from another tab and resumes it', () => {
    const { actor } = load({ ...fresh('mainland'), ...information('mainland') })
    const newer = {
      ...fresh('mainland'),
      ...information('mainland'),
      revision: 4,
      step: 'payment' as const,
      orderId: 'o-2',
      orderNo: 'T2',
    }
    actor.send({ type: 'draft.replaced', draft: newer })
    expect(actor.getSnapshot().value).toBe('payment')
    expect(actor.getSnapshot().context.draft?.revision).toBe(4)
  })
})

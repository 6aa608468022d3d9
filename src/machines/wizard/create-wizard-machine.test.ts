import { describe, expect, it } from 'vitest'
import { createActor, type AnyMachineSnapshot } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { WIZARD_SAMPLES, type WizardSample } from '../../../tests/fixtures/wizard-samples'
import { DONE, paymentStepOf, possibleReopens } from '../../domain/wizard/define'
import type { WizardDraftBase } from '../../domain/wizard/types'
import { WIZARDS } from '../../domain/wizards'
import { createWizardMachine, type WizardEmitted, type WizardEvent } from './create-wizard-machine'

type D = WizardDraftBase
type Event = WizardEvent<D>

const NOW = '2026-11-22T09:00:00.000Z'

/** The step a snapshot shows (its step tag), 'done', or null while loading. */
const shownStep = (config: WizardSample<D>['config'], s: AnyMachineSnapshot) =>
  s.status === 'done' ? DONE : (config.steps.find((step) => s.hasTag(step.id))?.id ?? null)

/** The events a user and the server can send, with the payloads that make each step pass or fail. */
function eventsOf(sample: WizardSample<D>): Event[] {
  const { config, fresh, complete } = sample
  const everything = Object.assign({}, ...Object.values(complete)) as Partial<D>
  const pay = paymentStepOf(config)
  const events: Event[] = [
    { type: 'draft.loaded', draft: fresh },
    // A draft paid elsewhere (another tab, the order list) resumes after the payment.
    ...(pay
      ? [
          {
            type: 'draft.loaded' as const,
            draft: { ...fresh, ...everything, step: pay, orderId: 'ord-9', orderNo: 'T9', paid: true },
          },
        ]
      : []),
    ...Object.values(complete).map((patch) => ({ type: 'draft.changed' as const, patch })),
    { type: 'order.created', orderId: 'ord-1', orderNo: 'TM202611220001' },
    { type: 'order.failed', issues: [sample.serverIssue], error: null },
    { type: 'flow.completed', completedAt: NOW },
    { type: 'flow.failed', issues: [], error: 'errors:communication' },
    ...[...new Set(config.steps.flatMap((s) => possibleReopens(config, s.id)))].map((step) => ({
      type: 'step.reopen' as const,
      step,
    })),
  ]
  return events
}

const BARE: Event['type'][] = ['step.submitted', 'payment.paid']

const models = WIZARD_SAMPLES.map((sample) => {
  const machine = createWizardMachine(sample.config)
  const events = eventsOf(sample)
  // The model would also try every event type bare; only these payloads (and the bare ones) make sense.
  const model = createTestModel(machine, {
    events: [...events, ...BARE.map((type) => ({ type }) as Event)],
    filterEvents: (_state, event) =>
      BARE.includes(event.type as Event['type']) || events.includes(event as Event),
  })
  return { sample, machine, events, paths: model.getShortestPaths() }
})

describe('every wizard of the portal is walked here', () => {
  it('has samples for each configured wizard', () => {
    expect(WIZARD_SAMPLES.map((s) => s.config.id).sort()).toEqual(WIZARDS.map((w) => w.id).sort())
  })
})

describe.each(models.map((m) => [m.sample.config.id, m] as const))('%s (model-based)', (_id, m) => {
  const { config } = m.sample
  const reached = m.paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)])

  it('reaches every step, the order and the end', () => {
    const shown = new Set(reached.map((s) => shownStep(config, s)))
    for (const step of config.steps) expect(shown).toContain(step.id)
    expect(shown).toContain(DONE)
    if (paymentStepOf(config)) expect(reached.some((s) => s.hasTag('busy') && s.context.draft)).toBe(true)
  })

  it('reopens the steps before payment only while unpaid, and comes back through a new order', () => {
    const reopened = m.paths.filter((p) => p.steps.some((s) => s.event.type === 'step.reopen'))
    for (const step of config.reopenableBeforePayment)
      expect(reopened.some((p) => p.steps.some((s) => 'step' in s.event && s.event.step === step))).toBe(true)
    for (const s of reached) {
      const step = shownStep(config, s)
      const before =
        config.steps.findIndex((x) => x.id === step) < config.steps.findIndex((x) => x.role === 'pay')
      if (s.context.draft?.paid && step !== DONE && step !== null) expect(before).toBe(false)
    }
  })

  it('a reload at any state resumes at the same step with the same data', () => {
    for (const state of reached) {
      const step = shownStep(config, state)
      if (!state.context.draft || step === null) continue
      // What the edge persists is the draft with the step the machine is at.
      const actor = createActor(m.machine).start()
      actor.send({ type: 'draft.loaded', draft: state.context.draft })
      const again = actor.getSnapshot()
      expect(shownStep(config, again), JSON.stringify(state.value)).toBe(step)
      expect(again.context.draft).toEqual(state.context.draft)
    }
  })

  // Path names list the events only: the drafts they carry would make each name several kilobytes long.
  const named = m.paths.map((p) => {
    const label = (e: { type: string }) =>
      'step' in e && typeof e.step === 'string' ? `${e.type}(${e.step})` : e.type
    return [`→ ${shownStep(config, p.state)}: ${p.steps.map((s) => label(s.event)).join(' → ')}`, p] as const
  })
  describe.each(named)('%s', (_d, path) => {
    it('the live actor follows the model, never skips a check, and the draft names the step shown', async () => {
      const actor = createActor(m.machine).start()
      const emitted: WizardEmitted<D>[] = []
      actor.on('*', (e) => emitted.push(e as WizardEmitted<D>))
      const check = (state: AnyMachineSnapshot) => {
        const live = actor.getSnapshot()
        expect(live.value).toEqual(state.value)
        expect(live.context).toEqual(state.context)
        const step = shownStep(config, live)
        if (step && step !== DONE) {
          expect(live.context.draft?.step).toBe(step)
          const at = config.steps.find((s) => s.id === step)!
          // A step after the payment is only ever shown for a paid draft; the payment only with an order.
          const pay = config.steps.findIndex((s) => s.role === 'pay')
          if (pay >= 0 && config.steps.indexOf(at) > pay) expect(live.context.draft?.paid).toBe(true)
          if (at.role === 'pay') expect(live.context.draft?.orderId).toBeTruthy()
        }
        if (live.hasTag('busy')) {
          const last = emitted.at(-1)
          expect(last?.type).toBe(
            JSON.stringify(live.value).includes('ordering') ? 'order.create' : 'flow.complete',
          )
          // A request is made only with a draft whose steps so far all pass.
          const through = config.steps.slice(0, config.steps.findIndex((s) => s.id === step) + 1)
          for (const s of through)
            if (s.role !== 'pay' && (!s.when || s.when(last!.draft)))
              expect(s.issues(last!.draft)).toEqual([])
        }
      }
      const send = ({ event }: { event: { type: string } }) => actor.send(event as Event)
      await path.test({
        states: { '*': check },
        events: Object.fromEntries(
          [...new Set([...m.events.map((e) => e.type), ...BARE])].map((t) => [t, send]),
        ),
      })
    })
  })
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createTestModel } from 'xstate/graph'
import type { MarkEvent } from '../../domain/mark-lifecycle'
import {
  renewalStatusMachine,
  renewalStatusOf,
  renewalStatusView,
  type RenewalStatusEvent,
  type RenewalStatusSnapshot,
} from './renewal-status'

// Registered on 1 March 2018: the ten-year term ends on Tuesday 29 February 2028 (the day before the
// anniversary), the window opens on 1 March 2027 and the grace period ends on Tuesday 29 August 2028.
const LEAP: MarkEvent[] = [
  { code: 'filed', date: '2017-03-15' },
  { code: 'published', date: '2017-12-01' },
  { code: 'registered', date: '2018-03-01' },
]

const at = (today: string, submittedOn?: string) => renewalStatusOf({ events: LEAP, submittedOn }, today)

describe('renewalStatusOf', () => {
  it('is scheduled until the window opens 12 months before a 29 February expiry', () => {
    expect(at('2027-02-28')).toMatchObject({ status: 'scheduled', canSubmit: false, opens: '2027-03-01' })
    expect(at('2027-02-28').expiry?.nominal).toBe('2028-02-29')
  })

  it('is normal from the first day of the window through the 29 February expiry day', () => {
    expect(at('2027-03-01')).toMatchObject({ status: 'normal', canSubmit: true, surcharge: false })
    expect(at('2028-02-29')).toMatchObject({ status: 'normal', canSubmit: true, surcharge: false })
  })

  it('is in grace with the surcharge from the day after expiry through the last day of grace', () => {
    expect(at('2028-03-01')).toMatchObject({ status: 'grace', canSubmit: true, surcharge: true })
    const last = at('2028-08-29')
    expect(last).toMatchObject({ status: 'grace', canSubmit: true, surcharge: true })
    expect(last.graceEnds?.due).toBe('2028-08-29')
  })

  it('is unable the day after grace ends, saying the registration expired', () => {
    expect(at('2028-08-30')).toMatchObject({
      status: 'unable',
      canSubmit: false,
      unableReason: 'expired',
      endedOn: '2028-08-30',
    })
  })

  it('is unable for a mark not registered yet, and for an invalidated one', () => {
    expect(renewalStatusOf({ events: LEAP.slice(0, 2) }, '2027-06-01')).toMatchObject({
      status: 'unable',
      unableReason: 'notRegistered',
    })
    const invalid = [...LEAP, { code: 'invalidated', date: '2026-01-05' }]
    expect(renewalStatusOf({ events: invalid }, '2027-06-01')).toMatchObject({
      status: 'unable',
      unableReason: 'invalidated',
      endedOn: '2026-01-05',
    })
  })

  it('keeps a renewal filed in the window submitted, past expiry and past the grace period', () => {
    expect(at('2027-06-01', '2027-05-20')).toMatchObject({
      status: 'submitted',
      canSubmit: false,
      surcharge: false,
      submittedOn: '2027-05-20',
    })
    expect(at('2028-09-15', '2028-02-01')).toMatchObject({ status: 'submitted', canSubmit: false })
  })

  it('keeps the surcharge of a renewal filed in grace', () => {
    expect(at('2028-05-01', '2028-04-02')).toMatchObject({ status: 'submitted', surcharge: true })
  })

  it('ignores a filing made while the mark could not be renewed', () => {
    expect(at('2027-06-01', '2026-12-01').status).toBe('normal')
    expect(at('2028-09-15', '2028-09-01').status).toBe('unable')
  })

  it('starts the next term at scheduled once the renewal is on the register', () => {
    const renewed = [...LEAP, { code: 'renewed', date: '2027-09-01' }]
    const view = renewalStatusOf({ events: renewed }, '2028-06-01')
    expect(view.status).toBe('scheduled')
    expect(view.expiry?.nominal).toBe('2038-02-28')
  })

  it('gives empty values while no day is known', () => {
    const actor = createActor(renewalStatusMachine, { input: { events: LEAP } }).start()
    expect(renewalStatusView(actor.getSnapshot())).toMatchObject({
      status: null,
      canSubmit: false,
      opens: null,
    })
  })
})

describe('renewalStatusMachine', () => {
  it('accepts one filing only: a second submission leaves the first one standing', () => {
    const actor = createActor(renewalStatusMachine, { input: { events: LEAP } }).start()
    actor.send({ type: 'day.changed', today: '2027-05-01' })
    actor.send({ type: 'renewal.submitted', on: '2027-05-01' })
    actor.send({ type: 'renewal.submitted', on: '2027-05-02' })
    expect(actor.getSnapshot().value).toBe('submitted')
    expect(actor.getSnapshot().context.submitted).toEqual({ on: '2027-05-01', inGrace: false })
  })

  it('goes back to the dates when a filing is refused', () => {
    const actor = createActor(renewalStatusMachine, { input: { events: LEAP } }).start()
    actor.send({ type: 'day.changed', today: '2028-04-01' })
    actor.send({ type: 'renewal.submitted', on: '2028-04-01' })
    actor.send({ type: 'day.changed', today: '2028-09-01' })
    expect(actor.getSnapshot().value).toBe('submitted')
    actor.send({ type: 'renewal.refused' })
    expect(actor.getSnapshot().value).toBe('unable')
  })
})

// The model: the days around the 29 February expiry, a filing, its registration and a refusal.
const DAYS = ['2027-02-28', '2027-03-01', '2028-02-29', '2028-03-01', '2028-08-29', '2028-08-30']
const MODEL_EVENTS: RenewalStatusEvent[] = [
  ...DAYS.map((today) => ({ type: 'day.changed' as const, today })),
  { type: 'renewal.submitted', on: '2028-01-10' },
  { type: 'renewal.registered', on: '2028-01-20' },
  { type: 'renewal.refused' },
]

describe('renewalStatusMachine (model-based)', () => {
  const paths = createTestModel(renewalStatusMachine, {
    events: MODEL_EVENTS,
    input: { events: LEAP },
    // Only the events above, never a bare `{ type }` without its day.
    filterEvents: (_state, event) => MODEL_EVENTS.includes(event),
  }).getShortestPaths()

  it('reaches every status', () => {
    const reached = new Set(paths.map((path) => path.state.value))
    for (const value of ['scheduled', 'normal', 'grace', 'unable', 'submitted', 'renewed']) {
      expect(reached).toContain(value)
    }
  })

  describe.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) => {
    it('the live actor follows the model and each status agrees with the rule set', async () => {
      const actor = createActor(renewalStatusMachine, { input: { events: LEAP } }).start()
      const same = (state: RenewalStatusSnapshot) => {
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      }
      const phaseNow = (state: RenewalStatusSnapshot) => state.context.life?.renewal?.phase
      const send = ({ event }: { event: { type: RenewalStatusEvent['type'] } }) => {
        actor.send(event as RenewalStatusEvent)
      }
      await path.test({
        states: {
          unknown: (state) => {
            same(state)
            expect(renewalStatusView(state).status).toBeNull()
          },
          scheduled: (state) => {
            same(state)
            expect(phaseNow(state)).toBe('notYet')
            expect(renewalStatusView(state).canSubmit).toBe(false)
          },
          normal: (state) => {
            same(state)
            expect(phaseNow(state)).toBe('window')
            expect(renewalStatusView(state)).toMatchObject({ canSubmit: true, surcharge: false })
          },
          grace: (state) => {
            same(state)
            expect(phaseNow(state)).toBe('grace')
            expect(renewalStatusView(state)).toMatchObject({ canSubmit: true, surcharge: true })
          },
          unable: (state) => {
            same(state)
            expect(state.context.life?.renewal).toBeNull()
            expect(renewalStatusView(state).canSubmit).toBe(false)
          },
          submitted: (state) => {
            same(state)
            expect(renewalStatusView(state)).toMatchObject({ canSubmit: false, submittedOn: '2028-01-10' })
            // No second submission: the filing stands as it was.
            actor.send({ type: 'renewal.submitted', on: '2028-02-01' })
            expect(actor.getSnapshot().context.submitted?.on).toBe('2028-01-10')
          },
          renewed: (state) => {
            same(state)
            expect(state.context.events.at(-1)).toEqual({ code: 'renewed', date: '2028-01-20' })
            expect(state.context.submitted).toBeNull()
          },
        },
        events: Object.fromEntries(MODEL_EVENTS.map((e) => [e.type, send])),
      })
    })
  })

  it('starts the next term at scheduled after a renewal', () => {
    const renewedPaths = paths.filter((p) => p.steps.some((s) => s.event.type === 'renewal.registered'))
    expect(renewedPaths.length).toBeGreaterThan(0)
    const actor = createActor(renewalStatusMachine, { input: { events: LEAP } }).start()
    actor.send({ type: 'day.changed', today: '2028-01-10' })
    actor.send({ type: 'renewal.submitted', on: '2028-01-10' })
    actor.send({ type: 'renewal.registered', on: '2028-01-20' })
    actor.send({ type: 'day.changed', today: '2028-03-01' })
    expect(actor.getSnapshot().value).toBe('scheduled')
    expect(renewalStatusView(actor.getSnapshot()).expiry?.nominal).toBe('2038-02-28')
  })
})

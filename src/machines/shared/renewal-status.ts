import { assertEvent, assign, createActor, setup, type SnapshotFrom } from 'xstate'
import type { RolledDeadline } from '../../domain/deadline-calendar'
import {
  markLifecycle,
  type MarkEnd,
  type MarkEvent,
  type MarkLifecycle,
  type MarkRenewal,
} from '../../domain/mark-lifecycle'

/** Where a mark stands in its renewal cycle (overview §4 "Renewal status", plus a filed and a granted renewal). */
export const RENEWAL_STATUSES = ['scheduled', 'normal', 'grace', 'unable', 'submitted', 'renewed'] as const
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number]

/** What the machine knows of a mark: its register events (src/domain/mark-lifecycle.ts reads them). */
export interface RenewalStatusInput {
  events: readonly MarkEvent[]
}

export type RenewalStatusEvent =
  /** The business day changed (the mock's clock, or the server's `today` on each answer). */
  | { type: 'day.changed'; today: string }
  /** A renewal of the current term was filed (its order made). */
  | { type: 'renewal.submitted'; on: string }
  /** The office registered the filed renewal on `on`: a new ten-year term. */
  | { type: 'renewal.registered'; on: string }
  /** The filed renewal came to nothing (order cancelled, renewal refused): the dates decide again. */
  | { type: 'renewal.refused' }

export interface RenewalStatusContext {
  events: MarkEvent[]
  /** The business day the status is for; null until the first `day.changed`. */
  today: string | null
  /** The rule set's answer for `events` on `today` (dates, phase, end); null until a day is known. */
  life: MarkLifecycle | null
  /** The renewal filed for the current term, and whether it was filed in the grace period (surcharge). */
  submitted: { on: string; inGrace: boolean } | null
}

const phaseIs = (context: RenewalStatusContext, phase: MarkRenewal['phase']) =>
  context.life?.renewal?.phase === phase

/**
 * A mark's renewal lifecycle: scheduled (the window is not open yet) → normal (from 12 months before expiry
 * to the expiry day) → grace (6 months after it, with the surcharge) → unable; from normal or grace a filed
 * renewal makes it `submitted` (no second filing), and the registered renewal (`renewed`) starts the next
 * term at scheduled. Days arrive as `day.changed`; every date rule is src/domain/mark-lifecycle.ts's
 * (window, grace, holiday roll-over), so the machine never counts days itself. See renewal-status.md.
 */
export const renewalStatusMachine = setup({
  types: {
    context: {} as RenewalStatusContext,
    events: {} as RenewalStatusEvent,
    input: {} as RenewalStatusInput,
  },
  actions: {
    applyDay: assign(({ context, event }) => {
      assertEvent(event, 'day.changed')
      return { today: event.today, life: markLifecycle(context.events, event.today) }
    }),
    recordSubmission: assign(({ context, event }) => {
      assertEvent(event, 'renewal.submitted')
      return { submitted: { on: event.on, inGrace: phaseIs(context, 'grace') } }
    }),
    recordRenewal: assign(({ context, event }) => {
      assertEvent(event, 'renewal.registered')
      // Once per day: the same registration told twice (or a clock moved back and forth) adds no term.
      const known = context.events.some((e) => e.code === 'renewed' && e.date === event.on)
      const events = known ? context.events : [...context.events, { code: 'renewed', date: event.on }]
      return {
        events,
        submitted: null,
        life: context.today ? markLifecycle(events, context.today) : context.life,
      }
    }),
    dropSubmission: assign({ submitted: null }),
  },
  guards: {
    inScheduled: ({ context }) => phaseIs(context, 'notYet'),
    inNormal: ({ context }) => phaseIs(context, 'window'),
    inGrace: ({ context }) => phaseIs(context, 'grace'),
  },
}).createMachine({
  id: 'renewalStatus',
  context: ({ input }) => ({
    events: (input?.events ?? []).map((e) => ({ code: e.code, date: e.date })),
    today: null,
    life: null,
    submitted: null,
  }),
  initial: 'unknown',
  states: {
    unknown: {
      on: { 'day.changed': { target: 'deciding', actions: 'applyDay' } },
    },
    deciding: {
      always: [
        { guard: 'inScheduled', target: 'scheduled' },
        { guard: 'inNormal', target: 'normal' },
        { guard: 'inGrace', target: 'grace' },
        { target: 'unable' },
      ],
    },
    scheduled: {
      on: { 'day.changed': { target: 'deciding', actions: 'applyDay' } },
    },
    normal: {
      tags: ['renewable'],
      on: {
        'day.changed': { target: 'deciding', actions: 'applyDay' },
        'renewal.submitted': { target: 'submitted', actions: 'recordSubmission' },
      },
    },
    grace: {
      tags: ['renewable', 'surcharge'],
      on: {
        'day.changed': { target: 'deciding', actions: 'applyDay' },
        'renewal.submitted': { target: 'submitted', actions: 'recordSubmission' },
      },
    },
    unable: {
      on: { 'day.changed': { target: 'deciding', actions: 'applyDay' } },
    },
    // Filed in time: the days passing change nothing until the office answers, and a second filing is
    // not accepted (the event has no transition here).
    submitted: {
      on: {
        'day.changed': { actions: 'applyDay' },
        'renewal.registered': { target: 'renewed', actions: 'recordRenewal' },
        'renewal.refused': { target: 'deciding', actions: 'dropSubmission' },
      },
    },
    renewed: {
      on: { 'day.changed': { target: 'deciding', actions: 'applyDay' } },
    },
  },
})

export type RenewalStatusSnapshot = SnapshotFrom<typeof renewalStatusMachine>

/** Why a mark cannot be renewed: how its registration ended, or that it was never registered. */
export type UnableReason = MarkEnd | 'notRegistered'

/** What the renewal list, the record, home and the renewal wizard show of a mark's renewal. */
export interface RenewalStatusView {
  /** null while no day is known (an empty date gives empty values). */
  status: RenewalStatus | null
  /** A renewal may be filed now (normal or grace, none filed yet). */
  canSubmit: boolean
  /** The grace-period surcharge applies (in grace, or filed in grace). */
  surcharge: boolean
  /** First day of the renewal window of the current term. */
  opens: string | null
  /** Last day of the current term (nominal) and of the window once rolled over. */
  expiry: RolledDeadline | null
  /** Last day of the grace period, rolled over. */
  graceEnds: RolledDeadline | null
  /** Last day of the current term, as the register counts it (null until registered). */
  expiryDate: string | null
  /** Why the mark cannot be renewed (status unable), else null. */
  unableReason: UnableReason | null
  /** The day the registration ended (with unableReason other than notRegistered). */
  endedOn: string | null
  /** The day the pending renewal was filed (status submitted). */
  submittedOn: string | null
}

/** Reads the view off a snapshot of the machine. */
export function renewalStatusView(snapshot: RenewalStatusSnapshot): RenewalStatusView {
  const { life, submitted } = snapshot.context
  const value = snapshot.value
  const status = value === 'unknown' || value === 'deciding' ? null : value
  const renewal = life?.renewal ?? null
  return {
    status,
    canSubmit: snapshot.hasTag('renewable'),
    surcharge: snapshot.hasTag('surcharge') || (status === 'submitted' && !!submitted?.inGrace),
    opens: renewal?.opens ?? null,
    expiry: renewal?.expiry ?? null,
    graceEnds: renewal?.graceEnds ?? null,
    expiryDate: life?.expiryDate ?? null,
    unableReason:
      status === 'unable'
        ? (life?.ended?.reason ?? (life?.registrationDate ? 'expired' : 'notRegistered'))
        : null,
    endedOn: status === 'unable' ? (life?.ended?.date ?? null) : null,
    submittedOn: status === 'submitted' ? (submitted?.on ?? null) : null,
  }
}

/** The facts a reader passes: the mark's register events and the day a renewal of this term was filed. */
export interface RenewalFacts extends RenewalStatusInput {
  /** The filing day of a live renewal order for the mark, or null/absent when none is pending. */
  submittedOn?: string | null
}

/**
 * A mark's renewal status on `today`, by running the machine over the days that matter: the filing day of a
 * pending renewal (the machine accepts the filing only if the mark was renewable that day, so a filing for an
 * unregistered or lapsed mark changes nothing), then today (a renewal filed in time stays submitted after the
 * grace period ends). The one reader every page uses.
 */
export function renewalStatusOf(facts: RenewalFacts, today: string): RenewalStatusView {
  const actor = createActor(renewalStatusMachine, { input: { events: facts.events } }).start()
  const filed = facts.submittedOn?.slice(0, 10)
  if (filed && filed <= today) {
    actor.send({ type: 'day.changed', today: filed })
    actor.send({ type: 'renewal.submitted', on: filed })
  }
  actor.send({ type: 'day.changed', today })
  const view = renewalStatusView(actor.getSnapshot())
  actor.stop()
  return view
}

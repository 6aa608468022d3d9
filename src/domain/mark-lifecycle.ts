// One rule set for a China trademark's life: from its procedure events (what the office did and when) it
// derives the mark's status, whether a renewal prompt shows and the deadlines that are open. Home, the bell's
// notices, the trademark record and the mock's seeds all call this, so they cannot disagree about a mark.
// Time limits: official-rules.md §1.2 (商标法 and 实施条例 articles cited at each rule). Days are business
// days in Beijing ('YYYY-MM-DD', src/domain/clock.ts); a period counted in months ends on the same day of the
// last month, or that month's last day when it has none (实施条例 Art 12 [I]), which is what addMonths does.
import { addBusinessDays, daysBetween } from './clock'
import { addMonths, parseIsoDate, toIsoDate } from './dates'
import { rollToWorkingDay, type RolledDeadline } from './deadline-calendar'
import { DEEMED_SERVICE_DAYS, oppositionLastDay, refusalReviewLastDay } from './procedure-deadlines'
import { renewalWindow } from './renewal'
import type { TrademarkStatusId } from './trademark-status'

/**
 * The procedure events the rules read (the register's event codes; others, such as the register's own
 * deadline rows, are ignored). 'nonUseNotified': the office served the registrant a non-use (撤三) request;
 * 'surrenderFiled': the owner asked to surrender the registration and the office has not decided yet.
 */
export const MARK_EVENT_CODES = [
  'priority',
  'filed',
  'priorityDocsFiled',
  'refused',
  'reviewFiled',
  'refusalFinal',
  'withdrawn',
  'published',
  'opposed',
  'oppositionRejected',
  'registered',
  'renewed',
  'change',
  'assignment',
  'cancellationFiled',
  'nonUseNotified',
  'useEvidenceFiled',
  'cancellationRejected',
  'invalidated',
  'revoked',
  'lapsed',
  'surrendered',
  'surrenderFiled',
  'suspended',
] as const
export type MarkEventCode = (typeof MARK_EVENT_CODES)[number]

/** One procedure event; `code` is open so the register's full event list can be passed as it is. */
export interface MarkEvent {
  code: MarkEventCode | (string & {})
  /** The day it happened, 'YYYY-MM-DD' (a trailing time is ignored). */
  date: string
}

/** The deadlines the rules open; each is also a deadline (task) type of the orders calls. */
export type MarkDeadlineKind =
  | 'oppositionDeadline'
  | 'renewalDue'
  | 'renewalGrace'
  | 'refusalReview'
  | 'priorityDocument'
  | 'nonUseEvidence'

export interface MarkDeadline extends RolledDeadline {
  kind: MarkDeadlineKind
  /** The event that started the period. */
  from: string
  /** Days from today to `due`. */
  daysLeft: number
  /** Which number the office files the step under: an application until the mark is registered. */
  numberKind: 'application' | 'registration'
}

/** How a mark's life ended; 'expired' = neither renewed in the window nor in the grace period. */
export type MarkEnd =
  'invalidated' | 'revoked' | 'lapsed' | 'expired' | 'surrendered' | 'refused' | 'withdrawn'

export type RenewalPhase = 'notYet' | 'window' | 'grace'

export interface MarkRenewal {
  phase: RenewalPhase
  /** First day a renewal may be filed. */
  opens: string
  /** Last day of the current ten-year term, and the last day of the window once rolled over. */
  expiry: RolledDeadline
  /** Last day of the six-month grace period (late fee), rolled over. */
  graceEnds: RolledDeadline
}

export interface MarkLifecycle {
  /** §4 China status id (src/domain/trademark-status.ts). */
  status: TrademarkStatusId
  registrationDate: string | null
  /** Last day of the current term, null until registered. */
  expiryDate: string | null
  ended: { reason: MarkEnd; date: string } | null
  /** The renewal prompt; null when none shows (not registered, invalid, cancelled or past the grace period). */
  renewal: MarkRenewal | null
  /** Open deadlines, earliest first. */
  deadlines: MarkDeadline[]
  /**
   * Deadlines the owner let pass without the step on record in the last OVERDUE_DAYS days (days left below
   * zero), earliest first: the priority documents and the evidence of use, whose loss does not end the mark.
   */
  overdue: MarkDeadline[]
}

const day = (date: string) => date.slice(0, 10)
const plusMonths = (date: string, months: number) => {
  const parsed = parseIsoDate(day(date))
  if (!parsed) throw new RangeError(`mark-lifecycle: not a date "${date}"`)
  return toIsoDate(addMonths(parsed, months))
}

export { DEEMED_SERVICE_DAYS, OPPOSITION_MONTHS, REFUSAL_REVIEW_DAYS } from './procedure-deadlines'
/** Priority documents: within 3 months of filing (商标法 Art 25). */
export const PRIORITY_DOCUMENT_MONTHS = 3
/** Non-use cancellation: the registrant has 2 months from receipt to file use evidence (实施条例 Art 66 [I]). */
export const USE_EVIDENCE_MONTHS = 2
/**
 * How long a missed step stays on the overdue list: about the time the office takes to act on it (priority
 * deemed not claimed, 商标法 Art 25 [I: from memory]; the registration revoked for want of evidence of use,
 * 实施条例 Art 66 [I]).
 */
export const OVERDUE_DAYS = 30
/** The deadlines whose passing is reported as overdue rather than ending the mark or simply closing. */
const OVERDUE_KINDS: readonly MarkDeadlineKind[] = ['priorityDocument', 'nonUseEvidence']

/** A registration runs ten years from its registration day; each renewal adds ten (商标法 Art 39–40). */
export const TERM_YEARS = 10

const ENDING: Partial<Record<string, MarkEnd>> = {
  invalidated: 'invalidated',
  revoked: 'revoked',
  lapsed: 'lapsed',
  surrendered: 'surrendered',
  refusalFinal: 'refused',
  withdrawn: 'withdrawn',
}

/** The last day of the term that began on `registered`, after `renewals` renewals (商标法 Art 39–40). */
export function termEnd(registered: string, renewals: number): string {
  return addBusinessDays(plusMonths(registered, 12 * TERM_YEARS * (renewals + 1)), -1)
}

/** The renewal window of a term ending on `expiryDate`, its last day and the grace period's rolled over holidays. */
export function renewalDays(expiryDate: string) {
  const window = renewalWindow(expiryDate)
  return { window, expiry: rollToWorkingDay(window.expiry), graceEnds: rollToWorkingDay(window.graceEnds) }
}

/**
 * Where a term ending on `expiryDate` stands on `today`: the renewal window's days (rolled over holidays) and
 * the phase, 'over' once the grace period has passed. The one renewal rule: markLifecycle and the services'
 * renewal status (src/domain/services/renewal.ts) both read it.
 */
export function renewalPhaseOn(expiryDate: string, today: string) {
  const { window, expiry, graceEnds } = renewalDays(expiryDate)
  const phase: RenewalPhase | 'over' =
    today < window.opens
      ? 'notYet'
      : today <= expiry.due
        ? 'window'
        : today <= graceEnds.due
          ? 'grace'
          : 'over'
  return { phase, window, expiry, graceEnds }
}

/** Status, renewal prompt and open deadlines of a China mark from its events, on `today`. */
export function markLifecycle(events: readonly MarkEvent[], today: string): MarkLifecycle {
  const past = events
    .map((e) => ({ code: e.code, date: day(e.date) }))
    .filter((e) => e.date <= today)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const last = (code: MarkEventCode) => past.findLast((e) => e.code === code)?.date ?? null
  const after = (date: string, ...codes: MarkEventCode[]) =>
    past.some((e) => e.date >= date && codes.includes(e.code as MarkEventCode))

  let status: TrademarkStatusId = 6
  let ended: MarkLifecycle['ended'] = null
  for (const e of past) {
    const end = ENDING[e.code]
    if (end) {
      ended = { reason: end, date: e.date }
      status = 2
      continue
    }
    if (ended) continue
    if (e.code === 'published' || e.code === 'oppositionRejected') status = 3
    else if (e.code === 'opposed') status = 5
    else if (e.code === 'reviewFiled') status = 4
    else if (e.code === 'registered' || e.code === 'cancellationRejected') status = 1
    else if (e.code === 'cancellationFiled' || e.code === 'nonUseNotified') status = 7
    // A suspended examination or a pending request to surrender: §4's "other".
    else if (e.code === 'suspended' || e.code === 'surrenderFiled') status = 8
  }

  const registrationDate = last('registered')
  const renewals = registrationDate ? past.filter((e) => e.code === 'renewed').length : 0
  const expiryDate = registrationDate ? termEnd(registrationDate, renewals) : null
  const deadlines: Omit<MarkDeadline, 'daysLeft'>[] = []
  const open = (kind: MarkDeadlineKind, from: string, nominal: string | RolledDeadline) => {
    const rolled = typeof nominal === 'string' ? rollToWorkingDay(nominal) : nominal
    deadlines.push({ kind, from, ...rolled, numberKind: registrationDate ? 'registration' : 'application' })
    return rolled
  }

  let renewal: MarkRenewal | null = null
  if (!ended && registrationDate && expiryDate) {
    const { phase, window, expiry, graceEnds } = renewalPhaseOn(expiryDate, today)
    if (phase === 'over') {
      // Not renewed by the end of the grace period: the registration is removed (商标法 Art 40).
      ended = { reason: 'expired', date: addBusinessDays(graceEnds.due, 1) }
      status = 2
    } else {
      renewal = { phase, opens: window.opens, expiry, graceEnds }
      if (phase === 'window')
        deadlines.push({ kind: 'renewalDue', from: window.opens, ...expiry, numberKind: 'registration' })
      if (phase === 'grace')
        deadlines.push({
          kind: 'renewalGrace',
          from: window.expiry,
          ...graceEnds,
          numberKind: 'registration',
        })
    }
  }

  if (!ended) {
    const published = last('published')
    // Anyone may oppose within 3 months of the preliminary publication (商标法 Art 33); only while the mark
    // waits for registration, and it is filed under the application number.
    if (published && !registrationDate) open('oppositionDeadline', published, oppositionLastDay(published))

    const refused = last('refused')
    if (refused && !after(refused, 'reviewFiled')) {
      // Receipt deemed 15 days after dispatch, then 15 days to ask for review (procedure-deadlines.ts).
      const rolled = open('refusalReview', refused, refusalReviewLastDay(refused))
      // No review asked for in time: the refusal is final.
      if (today > rolled.due) {
        ended = { reason: 'refused', date: addBusinessDays(rolled.due, 1) }
        status = 2
      }
    }

    const filed = last('filed')
    if (filed && last('priority') && !last('priorityDocsFiled') && !registrationDate)
      open('priorityDocument', filed, plusMonths(filed, PRIORITY_DOCUMENT_MONTHS))

    const notified = last('nonUseNotified')
    if (notified && !after(notified, 'useEvidenceFiled'))
      open(
        'nonUseEvidence',
        notified,
        plusMonths(addBusinessDays(notified, DEEMED_SERVICE_DAYS), USE_EVIDENCE_MONTHS),
      )
  }

  const withDaysLeft = (d: Omit<MarkDeadline, 'daysLeft'>) => ({ ...d, daysLeft: daysBetween(today, d.due) })
  const earliest = (a: MarkDeadline, b: MarkDeadline) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0)
  return {
    status,
    registrationDate,
    expiryDate,
    ended,
    renewal: ended ? null : renewal,
    overdue: ended
      ? []
      : deadlines
          .filter((d) => OVERDUE_KINDS.includes(d.kind) && d.due < today)
          .map(withDaysLeft)
          .filter((d) => d.daysLeft >= -OVERDUE_DAYS)
          .sort(earliest),
    deadlines: ended
      ? []
      : deadlines
          .filter((d) => d.due >= today)
          .map(withDaysLeft)
          .sort(earliest),
  }
}

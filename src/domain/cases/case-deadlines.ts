// The deadline engine of the case manager (issue 15 "One deadline calendar"): a case's deadlines are derived
// from its office's events, never typed twice. China marks use the one China rule set
// (src/domain/mark-lifecycle.ts: renewal window and grace, opposition period, refusal review, priority
// documents, evidence of use; rolled over China's holidays). Hong Kong, Madrid and other offices use the rules
// of official-rules.md §3 below, on the nominal day (China's holidays are not theirs). Custom tasks join them.
import { addBusinessDays, daysBetween } from '../clock'
import { addMonths, parseIsoDate, toIsoDate } from '../dates'
import type { DeadlineCalendar } from '../deadline-calendar'
import { markLifecycle, termEnd, type MarkDeadlineKind, type MarkEvent } from '../mark-lifecycle'
import type { TrademarkStatusId } from '../trademark-status'
import { officeKindOf, type CaseRecord, type DeadlineDone, type OfficeKind } from './case-record'

export type CaseDeadlineKind = MarkDeadlineKind | 'madridDependency' | 'task'

export interface CaseDeadline {
  /** Stable while the trigger does not change: what a "done" mark refers to. */
  key: string
  caseId: string
  kind: CaseDeadlineKind
  officeKind: OfficeKind
  /** The event day the period runs from ('' for a task). */
  from: string
  /** The day by the count alone. */
  nominal: string
  /** The day it actually ends (rolled over China's holidays for CNIPA). */
  due: string
  /** 'none': the office's own calendar is not applied (not CNIPA); the nominal day is shown. */
  calendar: DeadlineCalendar | 'none'
  daysLeft: number
  /** Why: the rule's citation ('' for a task). */
  basis: string
  /** The custom task's title. */
  title?: string
  assigneeId?: string | null
  done: DeadlineDone | null
}

export interface CaseFacts {
  status: TrademarkStatusId
  expiryDate: string | null
  deadlines: CaseDeadline[]
}

/** Hong Kong and Madrid: renewal may be filed in the 6 months before expiry (official-rules.md §3.1, §3.2). */
export const FOREIGN_RENEWAL_WINDOW_MONTHS = 6
/** Hong Kong and Madrid: late renewal in the 6 months after expiry, with a surcharge (§3.1, §3.2). */
export const FOREIGN_GRACE_MONTHS = 6
/** Madrid: the IR depends on its basic mark for 5 years from the IR date (Madrid Protocol Art 6(3)) [I]. */
export const MADRID_DEPENDENCY_YEARS = 5
/** Hong Kong: notice of opposition within 3 months of publication (Cap. 559 s.44) [I]. */
export const HK_OPPOSITION_MONTHS = 3
/** Deadlines passed without being marked done stay listed this long (as overdue). */
export const PAST_DEADLINE_DAYS = 30

export const DEADLINE_BASIS: Readonly<Record<Exclude<CaseDeadlineKind, 'task'>, Record<OfficeKind, string>>> =
  {
    renewalDue: {
      china: '商标法 Art 40',
      hongKong: 'Cap. 559 s.49',
      madrid: 'Madrid Protocol Art 7',
      global: 'national law [I]',
    },
    renewalGrace: {
      china: '商标法 Art 40',
      hongKong: 'Cap. 559 s.49',
      madrid: 'Madrid Protocol Art 7(4)',
      global: 'national law [I]',
    },
    oppositionDeadline: {
      china: '商标法 Art 33',
      hongKong: 'Cap. 559 s.44 [I]',
      madrid: '',
      global: '',
    },
    refusalReview: { china: '商标法 Art 34', hongKong: '', madrid: '', global: '' },
    priorityDocument: { china: '商标法 Art 25', hongKong: '', madrid: '', global: '' },
    nonUseEvidence: { china: '实施条例 Art 66 [I]', hongKong: '', madrid: '', global: '' },
    madridDependency: { china: '', hongKong: '', madrid: 'Madrid Protocol Art 6(3) [I]', global: '' },
  }

const plusMonths = (date: string, months: number) => {
  const parsed = parseIsoDate(date.slice(0, 10))
  if (!parsed) throw new RangeError(`case-deadlines: not a date "${date}"`)
  return toIsoDate(addMonths(parsed, months))
}

export const deadlineKey = (kind: CaseDeadlineKind, from: string) => `${kind}:${from}`

/** The office events of a case as of `today` (later ones are not on the register yet), in date order. */
function pastEvents(events: readonly MarkEvent[], today: string) {
  return events
    .map((e) => ({ code: e.code, date: e.date.slice(0, 10) }))
    .filter((e) => e.date <= today)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

type Open = Omit<CaseDeadline, 'daysLeft' | 'done' | 'caseId' | 'officeKind'>

/** Status and deadlines of a mark at an office other than CNIPA (Hong Kong, Madrid, a national office). */
function foreignFacts(kind: OfficeKind, events: readonly MarkEvent[], today: string) {
  const past = pastEvents(events, today)
  const last = (code: string) => past.findLast((e) => e.code === code)?.date ?? null
  const ended = past.find((e) =>
    ['invalidated', 'revoked', 'lapsed', 'surrendered', 'refusalFinal', 'withdrawn'].includes(e.code),
  )
  // Hong Kong's term runs from the filing date (Cap. 559 s.48); Madrid's from the IR date (the 'registered'
  // event of a WIPO case); elsewhere from registration.
  const registered = last('registered')
  const termStart = kind === 'hongKong' && registered ? (last('filed') ?? registered) : registered
  const renewals = registered ? past.filter((e) => e.code === 'renewed').length : 0
  const expiryDate = termStart ? termEnd(termStart, renewals) : null
  const open: Open[] = []
  const add = (k: Exclude<CaseDeadlineKind, 'task'>, from: string, nominal: string) =>
    open.push({
      key: deadlineKey(k, from),
      kind: k,
      from,
      nominal,
      due: nominal,
      calendar: 'none',
      basis: DEADLINE_BASIS[k][kind],
    })
  let status: TrademarkStatusId = registered ? 10 : last('published') ? 11 : 12
  if (ended) status = 9
  else if (expiryDate) {
    const graceEnds = plusMonths(expiryDate, FOREIGN_GRACE_MONTHS)
    const opens = addBusinessDays(plusMonths(expiryDate, -FOREIGN_RENEWAL_WINDOW_MONTHS), 1)
    if (today > graceEnds) status = 9
    else if (today > expiryDate) add('renewalGrace', expiryDate, graceEnds)
    else if (today >= opens) add('renewalDue', opens, expiryDate)
    if (kind === 'madrid' && registered && status !== 9)
      add('madridDependency', registered, plusMonths(registered, 12 * MADRID_DEPENDENCY_YEARS))
  }
  const published = last('published')
  if (!ended && kind === 'hongKong' && published && !registered)
    add('oppositionDeadline', published, plusMonths(published, HK_OPPOSITION_MONTHS))
  return { status, expiryDate: status === 9 && ended ? null : expiryDate, open }
}

/**
 * A case's status and its deadlines on `today`: the derived ones still open or passed in the last
 * PAST_DEADLINE_DAYS days, and every custom task; each with its done mark, earliest first. `events` are the
 * case's effective events (for a portfolio case, its live events plus the recorded ones).
 */
export function caseFacts(
  record: Pick<CaseRecord, 'id' | 'office' | 'tasks' | 'done'>,
  events: readonly MarkEvent[],
  today: string,
): CaseFacts {
  const kind = officeKindOf(record.office)
  let status: TrademarkStatusId
  let expiryDate: string | null
  let open: Open[]
  if (kind === 'china') {
    const life = markLifecycle(events, today)
    status = life.status
    expiryDate = life.expiryDate
    open = [...life.overdue, ...life.deadlines].map((d) => ({
      key: deadlineKey(d.kind, d.from),
      kind: d.kind,
      from: d.from,
      nominal: d.nominal,
      due: d.due,
      calendar: d.calendar,
      basis: DEADLINE_BASIS[d.kind].china,
    }))
  } else {
    ;({ status, expiryDate, open } = foreignFacts(kind, events, today))
  }
  const doneOf = (key: string) => record.done.find((d) => d.key === key) ?? null
  const derived: CaseDeadline[] = open
    .map((d) => ({
      ...d,
      caseId: record.id,
      officeKind: kind,
      daysLeft: daysBetween(today, d.due),
      done: doneOf(d.key),
    }))
    .filter((d) => d.daysLeft >= -PAST_DEADLINE_DAYS)
  const tasks: CaseDeadline[] = record.tasks.map((t) => ({
    key: deadlineKey('task', t.id),
    caseId: record.id,
    kind: 'task',
    officeKind: kind,
    from: '',
    nominal: t.due,
    due: t.due,
    calendar: 'none',
    daysLeft: daysBetween(today, t.due),
    basis: '',
    title: t.title,
    assigneeId: t.assigneeId,
    done: doneOf(deadlineKey('task', t.id)),
  }))
  const deadlines = [...derived, ...tasks].sort((a, b) =>
    a.due < b.due ? -1 : a.due > b.due ? 1 : a.key < b.key ? -1 : 1,
  )
  return { status, expiryDate, deadlines }
}

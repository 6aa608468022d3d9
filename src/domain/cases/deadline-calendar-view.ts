// What the deadline calendar page (/deadline) shows: its URL state, the filters over the deadline rows, and the
// days of a month or week grid (Monday first, Beijing business days through the one clock).
import { addBusinessDays, businessDayParts } from '../clock'
import { daysInMonth, isIsoDate } from '../dates'
import { OFFICE_KINDS, type OfficeKind } from './case-record'
import { CASE_DEADLINE_KINDS } from './deadline-rules'
import type { CaseDeadlineKind } from './case-deadlines'

export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]
export const DEADLINE_STATES = ['open', 'done', 'overdue'] as const
export type DeadlineState = (typeof DEADLINE_STATES)[number]
export const CALENDAR_QUERY_MAX = 50
/** The "due within" filter's choices, in days (the team dashboard's "due in 30 days" links to 30). */
export const DUE_WITHIN_DAYS = [7, 30, 90, 180] as const
export type DueWithin = (typeof DUE_WITHIN_DAYS)[number]

export interface CalendarSearch {
  view?: CalendarView
  /** The day the month or week shown contains. */
  date?: string
  office?: OfficeKind
  kind?: CaseDeadlineKind
  /** A member id, or 'none' for unassigned. */
  assignee?: string
  state?: DeadlineState
  /** Open deadlines due from today to this many days ahead (overdue ones left out). */
  within?: DueWithin
  q?: string
}

const oneOf = <T extends string>(value: unknown, list: readonly T[]): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined

/** The page's search params, anything unknown dropped (a hand-edited URL never breaks the page). */
export function parseCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  const date = typeof search.date === 'string' && isIsoDate(search.date) ? search.date : undefined
  return {
    view: oneOf(search.view, CALENDAR_VIEWS),
    date,
    office: oneOf(search.office, OFFICE_KINDS),
    kind: oneOf(search.kind, CASE_DEADLINE_KINDS),
    assignee: text(search.assignee, 40),
    state: oneOf(search.state, DEADLINE_STATES),
    within: DUE_WITHIN_DAYS.find((n) => String(n) === String(search.within)),
    q: text(search.q, CALENDAR_QUERY_MAX),
  }
}

export interface FilterableDeadline {
  kind: CaseDeadlineKind
  officeKind: OfficeKind
  assigneeId: string | null
  daysLeft: number
  done: unknown
  markName: string
  title: string
  applicationNo: string
  registrationNo: string
  reference: string
  caseId: string
}

/** The rows the filters keep. Text matches mark name, task title, numbers, reference and case id. */
export function filterDeadlines<T extends FilterableDeadline>(rows: readonly T[], s: CalendarSearch): T[] {
  const q = s.q?.toLowerCase()
  return rows.filter(
    (d) =>
      (!s.office || d.officeKind === s.office) &&
      (!s.kind || d.kind === s.kind) &&
      (!s.assignee || (s.assignee === 'none' ? !d.assigneeId : d.assigneeId === s.assignee)) &&
      (!s.state ||
        (s.state === 'done' ? Boolean(d.done) : s.state === 'open' ? !d.done : !d.done && d.daysLeft < 0)) &&
      (s.within === undefined || (!d.done && d.daysLeft >= 0 && d.daysLeft <= s.within)) &&
      (!q ||
        [d.markName, d.title, d.applicationNo, d.registrationNo, d.reference, d.caseId].some((v) =>
          v.toLowerCase().includes(q),
        )),
  )
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(day: string): number {
  const { year, month, day: d } = businessDayParts(day)
  return (new Date(Date.UTC(year, month - 1, d)).getUTCDay() + 6) % 7
}

/** The Monday-first week containing `day`: its seven days. */
export function weekDays(day: string): string[] {
  const monday = addBusinessDays(day, -weekdayOf(day))
  return Array.from({ length: 7 }, (_, i) => addBusinessDays(monday, i))
}

/** The weeks (Monday first) covering the month of `day`; days outside the month fill the first and last. */
export function monthWeeks(day: string): string[][] {
  const { year, month } = businessDayParts(day)
  const first = `${year}-${String(month).padStart(2, '0')}-01`
  const last = `${first.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`
  const weeks: string[][] = []
  for (let monday = weekDays(first)[0]!; monday <= last; monday = addBusinessDays(monday, 7))
    weeks.push(weekDays(monday))
  return weeks
}

/** The anchor day one month or week on (or back); a month step keeps the day within the shorter month. */
export function shiftAnchor(day: string, view: CalendarView, step: 1 | -1): string {
  if (view === 'week') return addBusinessDays(day, 7 * step)
  const { year, month, day: d } = businessDayParts(day)
  const index = year * 12 + (month - 1) + step
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, daysInMonth(y, m))).padStart(2, '0')}`
}

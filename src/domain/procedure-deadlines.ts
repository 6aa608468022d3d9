// The one deadline engine of the contested procedures (opposition, refusal review, non-use cancellation,
// invalidation): from each procedure's trigger event it computes the last day, rolled to the next working day
// over Chinese public holidays and weekends (src/domain/deadline-calendar.ts, the trust issue's holiday rule).
// mark-lifecycle.ts opens a mark's deadlines with these same functions, and the service flows, their mock and
// the home page read them, so no two screens can count a period differently.
// Time limits: official-rules.md §1.2 (商标法 Art 33, 34, 44-45, 49; 实施条例 Art 10, 12 [I]). A period in
// months ends on the same day of the last month, or on that month's last day when it has none (addMonths).
import { addBusinessDays, daysBetween } from './clock'
import { addMonths, parseIsoDate, toIsoDate } from './dates'
import { rollToWorkingDay, type RolledDeadline } from './deadline-calendar'

/** Deemed service: an office notice counts as received 15 days after it was sent (实施条例 Art 10 [I]). */
export const DEEMED_SERVICE_DAYS = 15
/** Opposition: 3 months from the preliminary-approval publication (商标法 Art 33). */
export const OPPOSITION_MONTHS = 3
/** Review of a refusal: 15 days from receipt of the refusal (商标法 Art 34). */
export const REFUSAL_REVIEW_DAYS = 15
/** Supplementary evidence reserved in the request: within 3 months of filing it (实施条例 Art 27, 60 [I]). */
export const SUPPLEMENTARY_EVIDENCE_MONTHS = 3
/** Non-use cancellation: possible once the mark has been registered 3 consecutive years (商标法 Art 49). */
export const NON_USE_YEARS = 3
/** Invalidation on relative grounds: within 5 years of registration, unless bad faith (商标法 Art 45). */
export const RELATIVE_GROUNDS_YEARS = 5

const day = (date: string) => date.slice(0, 10)

/** `date` plus `months` calendar months ('YYYY-MM-DD'; a missing day is the month's last). */
export function plusMonths(date: string, months: number): string {
  const parsed = parseIsoDate(day(date))
  if (!parsed) throw new RangeError(`procedure-deadlines: not a date "${date}"`)
  return toIsoDate(addMonths(parsed, months))
}

/** The last day to oppose a mark published for opposition on `gazetteDate` (商标法 Art 33). */
export function oppositionLastDay(gazetteDate: string): RolledDeadline {
  return rollToWorkingDay(plusMonths(gazetteDate, OPPOSITION_MONTHS))
}

/**
 * When a notice sent on `dispatched` counts as received: the actual receipt day when the user gives one (it
 * cannot be before the dispatch), else the deemed day 15 days after dispatch.
 */
export function receiptDay(dispatched: string, received?: string | null): string {
  const sent = day(dispatched)
  if (received && day(received) >= sent) return day(received)
  return addBusinessDays(sent, DEEMED_SERVICE_DAYS)
}

/** The last day to ask for review of a refusal sent on `dispatched` (received on `received`, if known). */
export function refusalReviewLastDay(dispatched: string, received?: string | null): RolledDeadline {
  return rollToWorkingDay(addBusinessDays(receiptDay(dispatched, received), REFUSAL_REVIEW_DAYS))
}

/** The last day to file the evidence reserved in a request filed on `filedOn`. */
export function supplementaryEvidenceLastDay(filedOn: string): RolledDeadline {
  return rollToWorkingDay(plusMonths(filedOn, SUPPLEMENTARY_EVIDENCE_MONTHS))
}

/** The first day a non-use cancellation may be filed against a mark registered on `registered`. */
export const nonUseOpensOn = (registered: string): string => plusMonths(registered, 12 * NON_USE_YEARS)

/** The last day to ask for invalidation on relative grounds of a mark registered on `registered`. */
export function relativeGroundsLastDay(registered: string): RolledDeadline {
  // The day before the fifth anniversary (registered on 29 Feb: 28 Feb of the fifth year).
  return rollToWorkingDay(plusMonths(addBusinessDays(registered, -1), 12 * RELATIVE_GROUNDS_YEARS))
}

/** A last day as the pages show it: the day, the days left from `today` (negative once passed). */
export interface DeadlineView extends RolledDeadline {
  daysLeft: number
  passed: boolean
}

export function deadlineOn(deadline: RolledDeadline, today: string): DeadlineView {
  const daysLeft = daysBetween(today, deadline.due)
  return { ...deadline, daysLeft, passed: daysLeft < 0 }
}

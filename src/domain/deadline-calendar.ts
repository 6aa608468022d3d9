// When a time limit that ends on a rest day actually ends. The rule (official-rules.md §1.2, "Holiday
// rollover": a period ending on a statutory holiday ends on the next working day [V zq128.cn (TM); dfrtw.com
// (patent)]) is 商标法实施条例 Art 12 [I: article number from memory]: "期限届满日是节假日的，以节假日后的
// 第一个工作日为期限届满日". China moves working days around its public holidays (调休: some Saturdays are
// working days), so the calendar is the State Council's published schedule as the maintained data package
// `chinese-days` carries it, not a hand list.
// The package's prebuilt table, not its functions: they read 'YYYY-MM-DD' as UTC midnight but take the
// weekday and the table keys from the machine's local fields, so west of Greenwich every date is off by one
// (checked with TZ=America/Los_Angeles). The table's keys are plain calendar days, so this module is exact in
// every time zone.
import calendar from 'chinese-days/dist/chinese-days.json' with { type: 'json' }
import {
  addBusinessDays,
  businessDate,
  businessDayParts,
  instantMs,
  startOfBusinessDay,
  type Instant,
} from './clock'

/**
 * 'official': the year's published holiday schedule was applied. 'weekendsOnly': the package has no published
 * schedule for a year the deadline falls in, so only Saturdays and Sundays were rolled over.
 */
export type DeadlineCalendar = 'official' | 'weekendsOnly'

export interface RolledDeadline {
  /** The day the period ends by the count alone (months or days from its trigger). */
  nominal: string
  /** The day it actually ends: `nominal`, or the first working day after it. */
  due: string
  calendar: DeadlineCalendar
}

/** Public holidays (days off) and make-up working days (调休, usually a Saturday or Sunday), by day. */
const HOLIDAYS: Readonly<Record<string, string>> = calendar.holidays
const MAKE_UP_WORKDAYS: Readonly<Record<string, string>> = calendar.workdays

const yearsWithSchedule = new Set(Object.keys(HOLIDAYS).map((d) => Number(d.slice(0, 4))))

/**
 * True when the package holds the official holiday schedule of `year`. Every year has public holidays (New
 * Year, Spring Festival, National Day), so a year for which it lists none has not been published yet.
 */
export function hasOfficialSchedule(year: number): boolean {
  return yearsWithSchedule.has(year)
}

/**
 * True on a working day in mainland China: Monday to Friday unless a public holiday, plus the make-up
 * Saturdays and Sundays of the official schedule. A year without a schedule falls back to Monday to Friday.
 */
export function isWorkingDay(day: string): boolean {
  if (MAKE_UP_WORKDAYS[day]) return true
  if (HOLIDAYS[day]) return false
  const { year, month, day: date } = businessDayParts(day)
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/** The day a time limit ending on `nominal` ends once a holiday or weekend is rolled over. */
export function rollToWorkingDay(nominal: string): RolledDeadline {
  let due = nominal
  let calendar: DeadlineCalendar = hasOfficialSchedule(businessDayParts(nominal).year)
    ? 'official'
    : 'weekendsOnly'
  while (!isWorkingDay(due)) {
    due = addBusinessDays(due, 1)
    if (!hasOfficialSchedule(businessDayParts(due).year)) calendar = 'weekendsOnly'
  }
  return { nominal, due, calendar }
}

/** The first working day after the business day `day` ('YYYY-MM-DD'). */
export function nextWorkingDayAfter(day: string): string {
  let next = addBusinessDays(day, 1)
  while (!isWorkingDay(next)) next = addBusinessDays(next, 1)
  return next
}

/**
 * The same Beijing wall-clock time on the first working day after the business day of `at` (a promise "within
 * one working day"), as an ISO instant: weekends and public holidays skipped, make-up working days counted.
 */
export function sameTimeNextWorkingDay(at: Instant): string {
  const ms = instantMs(at)
  const day = businessDate(ms)
  return new Date(startOfBusinessDay(nextWorkingDayAfter(day)) + (ms - startOfBusinessDay(day))).toISOString()
}

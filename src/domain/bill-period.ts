import type { Lang } from '../i18n/resources'
import { addBusinessDays } from './clock'
import { addMonths, daysInMonth, isIsoDate, toIsoDate } from './dates'

/** The period a bill covers: one calendar month, or any range of days (both ends included). */
export type BillPeriod = { kind: 'month'; month: string } | { kind: 'range'; from: string; to: string }

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** True for a month written 'YYYY-MM'. */
export const isIsoMonth = (value: string): boolean => MONTH.test(value)

/** The first and last day of a 'YYYY-MM' month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year = 0, m = 1] = month.split('-').map(Number)
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}` }
}

/** The first and last day a period covers. */
export function periodRange(period: BillPeriod): { from: string; to: string } {
  return period.kind === 'month' ? monthRange(period.month) : { from: period.from, to: period.to }
}

/** The month `delta` months after (or before, when negative) a 'YYYY-MM' month. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number)
  return toIsoDate(addMonths({ year, month: m, day: 1 }, delta)).slice(0, 7)
}

/** `count` months ending with `latest`, newest first. */
export function recentMonths(latest: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(latest, -i))
}

/** The fee bill's default period: the 90 days up to and including `today` (a business day, Beijing). */
export function lastNinetyDays(today: string): { from: string; to: string } {
  return { from: addBusinessDays(today, -89), to: today }
}

/**
 * The period a bill's URL asks for: a valid range (from not after to) wins, then a valid month, else the month
 * of `today`. Anything malformed falls back rather than failing the page.
 */
export function readPeriod(
  search: { month?: string; from?: string; to?: string },
  today: string,
): BillPeriod {
  const { month, from, to } = search
  if (from && to && isIsoDate(from) && isIsoDate(to) && from <= to) return { kind: 'range', from, to }
  if (month && isIsoMonth(month)) return { kind: 'month', month }
  return { kind: 'month', month: today.slice(0, 7) }
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** A month for display: '2026年11月' in Chinese, 'November 2026' in English. */
export function formatMonth(month: string, lang: Lang): string {
  const [year = 0, m = 1] = month.split('-').map(Number)
  return lang === 'en' ? `${MONTHS_EN[m - 1] ?? ''} ${year}` : `${year}年${m}月`
}

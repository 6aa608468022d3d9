// Calendar arithmetic on 'YYYY-MM-DD' strings. Nothing here goes through Date parsing, whose local-time
// interpretation shifts dates by a day for users west or east of the server.

/** Calendar date as numbers; month is 1-based. */
export interface CalendarDate {
  year: number
  month: number
  day: number
}

/** Number of days in a month (1-based), with Gregorian leap years. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Parses a real calendar date written 'YYYY-MM-DD'; undefined for malformed or impossible dates. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  return { year, month, day }
}

/** True for a real calendar date written 'YYYY-MM-DD' (rejects 2023-02-29 and 2024-13-01). */
export const isIsoDate = (value: string): boolean => parseIsoDate(value) !== undefined

/** Formats a calendar date as 'YYYY-MM-DD'. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * Adds (or with a negative count subtracts) whole months. A day missing from the target month becomes that
 * month's last day: 2025-08-31 + 6 months = 2026-02-28.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

/**
 * A typed date in the usual Chinese and ISO forms (2026-1-5, 2026/01/05, 2026.1.5, 2026年1月5日, full-width
 * digits) as 'YYYY-MM-DD'; '' for blank text; null when it is not a real date (left for the form to refuse).
 */
export function normalizeDateText(text: string): string | null {
  const value = text
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0D\uFF0F\uFF0E]/g, '-')
    .trim()
  if (value === '') return ''
  const match = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(value)
  if (!match) return null
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  const iso = toIsoDate(date)
  return isIsoDate(iso) ? iso : null
}

// The one business clock. Every business date (order, payment, deadline, notice, bill, "today") is a day in
// China Standard Time (Asia/Shanghai, UTC+8 all year, no daylight saving), in the client and the mock alike.
// Nothing else in src/ or mock-server/ turns an instant into a business date: they call these.
//
// Instants travel as ISO strings with an offset (…Z or +08:00) or epoch milliseconds; business days travel as
// 'YYYY-MM-DD' strings and are compared as strings. Beijing has had no DST since 1991, so +8 h is exact.

/** The business's legal time zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai'

const OFFSET_MS = 8 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

export type Instant = Date | number | string

/** Milliseconds since the epoch for an instant; strings without an offset are Beijing wall-clock time. */
export function instantMs(at: Instant): number {
  if (typeof at === 'number') return at
  if (at instanceof Date) return at.getTime()
  const text = at.trim()
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/.exec(text)
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = local
    const ms = Number(frac.padEnd(3, '0').slice(0, 3))
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms) - OFFSET_MS
  }
  return Date.parse(text)
}

/** Beijing wall-clock fields of an instant, as a Date whose UTC fields are those of Beijing. */
function shifted(at: Instant): Date {
  return new Date(instantMs(at) + OFFSET_MS)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The business day ('YYYY-MM-DD', Beijing) an instant falls on. */
export function businessDate(at: Instant): string {
  const d = shifted(at)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Today's business day in Beijing. */
export function businessToday(now: Instant = Date.now()): string {
  return businessDate(now)
}

/** Beijing wall-clock date and time, 'YYYY-MM-DD HH:mm:ss' (the wire format of the server's timestamps). */
export function businessDateTime(at: Instant = Date.now()): string {
  const d = shifted(at)
  return `${businessDate(at)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/** The business day without dashes, 'YYYYMMDD', as order, bill and invoice numbers carry it. */
export function businessDayStamp(at: Instant = Date.now()): string {
  return businessDate(at).replaceAll('-', '')
}

/** The instant a business day starts (00:00 Beijing), in epoch milliseconds. */
export function startOfBusinessDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - OFFSET_MS
}

/** A business day plus (or minus) whole days. */
export function addBusinessDays(day: string, days: number): string {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (both business days, 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  )
}

/** Calendar year, month (1-12) and day of a business day. */
export function businessDayParts(day: string): { year: number; month: number; day: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) }
}

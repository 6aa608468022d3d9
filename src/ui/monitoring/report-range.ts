import { addBusinessDays, daysBetween } from '../../domain/clock'
import { normalizeDateText } from '../../domain/dates'
import type { MessageKey } from '../../domain/message-key'

/** The report's default period: the last 30 days to today (as the server takes it without dates). */
export const REPORT_DEFAULT_DAYS = 30
/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366

export type ReportRangeCheck =
  { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; error: MessageKey }

export const defaultReportRange = (today: string) => ({
  from: addBusinessDays(today, -REPORT_DEFAULT_DAYS),
  to: today,
})

/** A typed period (any usual date form): both days real, in order, not after today, at most a year. */
export function checkReportRange(fromText: string, toText: string, today: string): ReportRangeCheck {
  const from = normalizeDateText(fromText)
  const to = normalizeDateText(toText)
  if (!from)
    return { ok: false, field: 'from', error: from === '' ? 'validation:required' : 'validation:date' }
  if (!to) return { ok: false, field: 'to', error: to === '' ? 'validation:required' : 'validation:date' }
  if (from > to) return { ok: false, field: 'to', error: 'validation:dateRange' }
  if (to > today) return { ok: false, field: 'to', error: 'watchResults:report.errors.future' }
  if (daysBetween(from, to) > REPORT_MAX_DAYS)
    return { ok: false, field: 'from', error: 'watchResults:report.errors.tooLong' }
  return { ok: true, from, to }
}

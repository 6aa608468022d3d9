import { addBusinessDays } from './clock'
import { addMonths, parseIsoDate, toIsoDate } from './dates'

/**
 * The renewal periods around a term's last day (商标法 Art 40, official-rules.md §1.2 row 1): renewal may be
 * filed within the 12 months before expiry, then within a 6-month grace period (宽展期) with a late fee. Days
 * are the nominal ones; src/domain/mark-lifecycle.ts rolls them over holidays.
 */
export function renewalWindow(expiry: string): { opens: string; expiry: string; graceEnds: string } {
  const parsed = parseIsoDate(expiry.slice(0, 10))
  if (!parsed) throw new RangeError(`renewalWindow: expiry must be YYYY-MM-DD, got "${expiry}"`)
  return {
    // "Within the 12 months before expiry": the 12 months that end on the expiry day.
    opens: addBusinessDays(toIsoDate(addMonths(parsed, -12)), 1),
    expiry: toIsoDate(parsed),
    graceEnds: toIsoDate(addMonths(parsed, 6)),
  }
}

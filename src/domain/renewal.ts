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

/**
 * Where a mark stands in its renewal cycle: too early to renew ('scheduled'), in the normal renewal window,
 * in the six-month grace period, too late ('unable'), or '' when the expiry date is unknown.
 */
export type RenewalStatus = 'scheduled' | 'normal' | 'grace' | 'unable' | ''

export interface RenewalInfo {
  validdate: string
  oneYearBefore: string
  sixMonthAfter: string
  status: RenewalStatus
  today: string
}

/**
 * Renewal window for a mark expiring on `validdate` as seen on `today` (both 'YYYY-MM-DD'; a trailing time
 * part on `validdate` is ignored). The normal window runs through the 12 months that end on the expiry
 * date, the grace period through six months after it. An empty or unparseable `validdate` yields empty
 * strings for every field except `today`, because marks without a recorded expiry are still listed.
 */
export function renewalInfo(validdate: string, today: string): RenewalInfo {
  if (!parseIsoDate(today)) throw new RangeError(`renewalInfo: today must be YYYY-MM-DD, got "${today}"`)
  const expiry = parseIsoDate(/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/.test(validdate) ? validdate.slice(0, 10) : '')
  if (!expiry) return { validdate: '', oneYearBefore: '', sixMonthAfter: '', status: '', today }

  const {
    opens: oneYearBefore,
    expiry: expiryIso,
    graceEnds: sixMonthAfter,
  } = renewalWindow(toIsoDate(expiry))
  // Zero-padded ISO dates order the same as strings and as dates.
  let status: RenewalStatus
  if (today < oneYearBefore) status = 'scheduled'
  else if (today <= expiryIso) status = 'normal'
  else if (today <= sixMonthAfter) status = 'grace'
  else status = 'unable'
  return { validdate: expiryIso, oneYearBefore, sixMonthAfter, status, today }
}

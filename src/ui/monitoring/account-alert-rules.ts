import { ALERT_RECIPIENTS_MAX, type Watch, type WatchPeriod } from '../../api/schemas/monitoring'
import type { MessageKey } from '../../domain/message-key'
import { isEmail } from '../../domain/validation'

/** Months of each watch period. */
export const PERIOD_MONTHS: Readonly<Record<WatchPeriod, number>> = {
  year: 12,
  halfYear: 6,
  quarter: 3,
  month: 1,
}

/** Watch-months bought: the periods of the watches paid for (trials and unpaid ones are not bought). */
export function watchMonthsBought(watches: readonly Watch[]): number {
  return watches
    .filter((w) => !w.trial && w.status !== 'unpaid')
    .reduce((sum, w) => sum + PERIOD_MONTHS[w.period], 0)
}

/** A new alert recipient: an e-mail address, not already listed, while fewer than five are. */
export function checkRecipient(
  raw: string,
  recipients: readonly string[],
): { ok: true; email: string } | { ok: false; error: MessageKey } {
  const email = raw.trim()
  if (!email) return { ok: false, error: 'validation:required' }
  if (!isEmail(email) || email.length > 100) return { ok: false, error: 'validation:email' }
  if (recipients.some((r) => r.toLowerCase() === email.toLowerCase()))
    return { ok: false, error: 'watchResults:account.errors.duplicate' }
  if (recipients.length >= ALERT_RECIPIENTS_MAX)
    return { ok: false, error: 'watchResults:account.errors.full' }
  return { ok: true, email }
}

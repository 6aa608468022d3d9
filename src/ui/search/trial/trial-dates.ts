import { addBusinessDays, businessToday, startOfBusinessDay } from '../../../domain/clock'

const DAY_MS = 86_400_000

/**
 * Whole days left in a trial ending at `endsAt` (ISO), counting a started day as a day; 0 once it has ended.
 * Null when there is no trial end (purchasers).
 */
export function trialDaysLeft(endsAt: string | null | undefined, now: Date = new Date()): number | null {
  if (!endsAt) return null
  const end = Date.parse(endsAt)
  if (Number.isNaN(end)) return null
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS))
}

export function trialHasEnded(endsAt: string | null | undefined, now: Date = new Date()): boolean {
  return trialDaysLeft(endsAt, now) === 0
}

/**
 * When today's search count starts again: the server counts per business day (mock-server/search/gate.ts,
 * ctx.today()), so the next midnight in Beijing.
 */
export function nextCountReset(now: Date = new Date()): Date {
  return new Date(startOfBusinessDay(addBusinessDays(businessToday(now), 1)))
}

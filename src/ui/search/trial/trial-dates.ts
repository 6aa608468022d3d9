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
 * When today's search count starts again: the server counts per calendar day of its clock, which runs on UTC
 * (mock-server/search/gate.ts), so the next UTC midnight.
 */
export function nextCountReset(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
}

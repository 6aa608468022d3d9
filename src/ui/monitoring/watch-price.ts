import type { WatchPeriod } from '../../api/schemas/monitoring'
import { PLAN_MONTHS } from '../../domain/pricing'

/** What a period's price comes to per month, to the fen (the figure customers compare periods by). */
export function pricePerMonth(total: number, period: WatchPeriod): number {
  const months = PLAN_MONTHS[period]
  return months > 0 ? Math.round((total / months) * 100) / 100 : total
}

/**
 * The saving of a longer period against paying month by month for as long, in whole per cent (0 for a month).
 * `monthlyTotal` is the same watch's price for one month.
 */
export function savingPercent(total: number, monthlyTotal: number, period: WatchPeriod): number {
  const months = PLAN_MONTHS[period]
  const byMonth = monthlyTotal * months
  if (!(byMonth > 0) || months <= 1) return 0
  return Math.max(0, Math.round((1 - total / byMonth) * 100))
}

import type { RiskLevel } from '../../api/schemas/search-analysis'
import type { ReportOrder } from '../../api/schemas/search-orders'

/** A risk's colour: red for high, orange for medium, green for low. */
export const RISK_PALETTE: Record<RiskLevel, string> = { high: 'red', medium: 'orange', low: 'green' }

/** Where a search-report order stands for the member: to pay, being written, readable, or closed. */
export type ReportStatus = 'unpaid' | 'preparing' | 'delivered' | 'closed'

export function reportStatusOf(report: ReportOrder): ReportStatus {
  const { order } = report
  if (order.report?.status === 'delivered') return 'delivered'
  if (order.status === 'cancelled' || order.status === 'refunding' || order.status === 'refunded')
    return 'closed'
  return order.paymentStatus === 'paid' ? 'preparing' : 'unpaid'
}

/** How many of the orders stand at each status. */
export function reportCounts(list: readonly ReportOrder[]): Record<ReportStatus, number> {
  const counts: Record<ReportStatus, number> = { unpaid: 0, preparing: 0, delivered: 0, closed: 0 }
  for (const r of list) counts[reportStatusOf(r)] += 1
  return counts
}

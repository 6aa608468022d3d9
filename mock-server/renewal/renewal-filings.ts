/**
 * Which of an account's marks has a renewal filed and not yet decided: a live order of a mainland renewal
 * (product type 5) naming the mark, made during its current term. The renewal list, the mark's record and
 * the renewal wizard's checks read it, so a mark is never filed twice. An order names its marks by
 * `payload.regNos`, `payload.marks[].regNo` or `payload.regNo` (what the renewal wizard writes), or by its case
 * number once filed.
 */
import { businessDate } from '../../src/domain/clock'
import type { MarkEvent } from '../../src/domain/mark-lifecycle'
import type { MockDb } from '../db'
import type { OrderRecord } from '../commerce/orders-store'

/** The product type of a mainland renewal. */
export const RENEWAL_PRODUCT_TYPE = 5

const LIVE: ReadonlySet<OrderRecord['status']> = new Set(['unpaid', 'processing'])

const regNosOf = (order: OrderRecord): string[] => {
  const p = order.payload as { regNos?: unknown; marks?: unknown; regNo?: unknown }
  const named = [
    ...(Array.isArray(p.regNos) ? p.regNos : []),
    ...(Array.isArray(p.marks) ? p.marks.map((m) => (m as { regNo?: unknown } | null)?.regNo) : []),
    p.regNo,
    order.caseNo,
  ]
  return named.filter((n): n is string => typeof n === 'string' && n !== '')
}

/** The day the current term began: the last registration or renewal on or before `today`. */
const termStart = (events: readonly MarkEvent[], today: string): string | null =>
  events
    .filter((e) => (e.code === 'registered' || e.code === 'renewed') && e.date.slice(0, 10) <= today)
    .map((e) => e.date.slice(0, 10))
    .sort()
    .at(-1) ?? null

export interface RenewalFiling {
  /** The business day the order was made. */
  on: string
  orderNo: string
}

/** The pending renewal filing of one of the user's marks for its current term, or null. */
export function pendingRenewalOf(
  db: MockDb,
  userId: string,
  mark: { regNo: string; events: readonly MarkEvent[] },
  today: string,
): RenewalFiling | null {
  const since = termStart(mark.events, today)
  if (!since) return null
  const order = (db.orders ?? [])
    .filter(
      (o) =>
        o.userId === userId &&
        o.productType === RENEWAL_PRODUCT_TYPE &&
        LIVE.has(o.status) &&
        o.refundRequestedAt === null &&
        regNosOf(o).includes(mark.regNo),
    )
    .map((o) => ({ on: businessDate(o.createdAt), orderNo: o.orderNo }))
    .filter((f) => f.on >= since && f.on <= today)
    .sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0))
  return order[0] ?? null
}

import type { MockDb } from '../db'
import type { OrderRecord } from './orders-store'
import type { CouponRecord } from '../seeds/benefits'
import { amountDue } from '../../src/domain/pricing'
import { addBusinessDays, businessDate, DAY_MS, instantMs } from '../../src/domain/clock'
import {
  combinedDiscount,
  couponProblem,
  couponStatus,
  type CouponProblem,
  type CouponStatus,
} from '../../src/domain/coupon-rules'

/**
 * The member's coupons as the payment flow uses them. The rules (validity, service, minimum spend, the cap
 * at the amount due) live in src/domain/coupon-rules so the payment page shows the same discount.
 */
type CouponOrder = Pick<OrderRecord, 'productType' | 'officialFee' | 'serviceFee'>

/** The CNY amount a coupon's minimum spend and the discount cap are measured against: fees before coupons. */
export const amountBeforeCoupons = (order: CouponOrder): number =>
  Math.round((order.officialFee + order.serviceFee) * 100) / 100

const linked = new WeakSet<MockDb>()
/** The Beijing business day of an instant, moved by whole days. */
const dayOf = (iso: string, offset = 0) => addBusinessDays(businessDate(iso), offset)

/**
 * The coupons are seeded before the orders, so the seed cannot point a used coupon at a real order. The first
 * read ties them together: every paid order carrying a coupon discount but no coupon gets one (a seeded used
 * coupon of its member when one is left, else a new one), whose amount, dates and order number match it.
 * Idempotent: linked orders list their coupon in couponIds.
 */
export function linkSeededCoupons(db: MockDb): void {
  if (linked.has(db)) return
  linked.add(db)
  db.coupons ??= []
  const spare = db.coupons.filter((c) => c.usedAt && !db.orders?.some((o) => o.couponIds.includes(c.id)))
  const orders = (db.orders ?? [])
    .filter((o) => o.paymentStatus === 'paid' && o.couponDiscount > 0 && o.couponIds.length === 0 && o.paidAt)
    .sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? ''))
  for (const order of orders) {
    const paidAt = order.paidAt!
    const index = spare.findIndex((c) => c.userId === order.userId)
    const coupon: CouponRecord =
      index >= 0
        ? spare.splice(index, 1)[0]!
        : {
            id: `cpn-${order.id}`,
            userId: order.userId,
            kind: 'thanksgiving',
            code: `TH${dayOf(paidAt, -30).replaceAll('-', '').slice(2)}${order.orderNo.slice(-4)}`,
            campaignId: null,
            amount: 0,
            minSpend: 0,
            productTypes: [],
            validFrom: '',
            validUntil: '',
            grantedAt: '',
            usedAt: null,
            usedOrderId: null,
            usedOrderNo: null,
          }
    if (index < 0) db.coupons.push(coupon)
    Object.assign(coupon, {
      amount: order.couponDiscount,
      minSpend: Math.min(coupon.minSpend, amountBeforeCoupons(order)),
      productTypes: [],
      validFrom: dayOf(paidAt, -30),
      validUntil: dayOf(paidAt, 60),
      grantedAt: new Date(instantMs(paidAt) - 30 * DAY_MS).toISOString(),
      usedAt: paidAt,
      usedOrderId: order.id,
      usedOrderNo: order.orderNo,
    })
    order.couponIds = [coupon.id]
  }
}

/** Every coupon of the member, newest first. */
export function couponsOf(db: MockDb, userId: string): CouponRecord[] {
  linkSeededCoupons(db)
  return (db.coupons ?? [])
    .filter((c) => c.userId === userId)
    .sort((a, b) => b.grantedAt.localeCompare(a.grantedAt) || a.id.localeCompare(b.id))
}

export const statusOf = (coupon: CouponRecord, today: string): CouponStatus => couponStatus(coupon, today)

/** Why this coupon cannot go on this order today, or null when it can. */
export const problemOf = (coupon: CouponRecord, order: CouponOrder, today: string): CouponProblem | null =>
  couponProblem(coupon, { productType: order.productType, amount: amountBeforeCoupons(order) }, today)

/** The member's coupons that can be used on this order today: biggest first, then the soonest to end. */
export function usableCoupons(db: MockDb, userId: string, order: CouponOrder, today: string): CouponRecord[] {
  return couponsOf(db, userId)
    .filter((c) => problemOf(c, order, today) === null)
    .sort((a, b) => b.amount - a.amount || a.validUntil.localeCompare(b.validUntil))
}

/** What several coupons take off `amount` (CNY): their sum, never more than the amount. */
export const couponDiscount = (coupons: readonly Pick<CouponRecord, 'amount'>[], amount: number): number =>
  combinedDiscount(coupons, amount)

export type RedeemResult = { ok: true; discount: number } | { ok: false; reason: CouponProblem }

/**
 * Spends coupons on an order: every coupon must be the member's and usable on it, or none is spent. On
 * success the coupons are marked used by the order, and the order's couponIds, couponDiscount and total
 * are set (total = fees - discount).
 */
export function redeemCoupons(
  db: MockDb,
  userId: string,
  order: OrderRecord,
  couponIds: readonly string[],
  now: string,
): RedeemResult {
  linkSeededCoupons(db)
  const today = businessDate(now)
  const ids = [...new Set(couponIds)]
  if (ids.length === 0) return { ok: false, reason: 'notFound' }
  const chosen: CouponRecord[] = []
  for (const id of ids) {
    const coupon = (db.coupons ?? []).find((c) => c.id === id && c.userId === userId)
    if (!coupon) return { ok: false, reason: 'notFound' }
    const problem = problemOf(coupon, order, today)
    if (problem) return { ok: false, reason: problem }
    chosen.push(coupon)
  }
  const amount = amountBeforeCoupons(order)
  const discount = couponDiscount(chosen, amount)
  for (const coupon of chosen) {
    coupon.usedAt = now
    coupon.usedOrderId = order.id
    coupon.usedOrderNo = order.orderNo
  }
  order.couponIds = [...order.couponIds.filter((id) => !ids.includes(id)), ...ids]
  order.couponDiscount = discount
  order.total = amountDue(amount, discount)
  return { ok: true, discount }
}

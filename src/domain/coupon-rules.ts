import type { ProductTypeId } from './product-types'

/**
 * Coupon rules shared by the mock server (which redeems coupons) and the payment page (which shows the
 * discount before paying), so both compute the same amount.
 */
export type CouponKind = 'thanksgiving' | 'christmas' | 'welcome'
export type CouponStatus = 'valid' | 'used' | 'expired'
/** Why a coupon cannot be used on an order. */
export type CouponProblem = 'expired' | 'used' | 'notApplicable' | 'minSpend' | 'notFound'

export interface CouponTerms {
  /** CNY taken off the amount due. */
  amount: number
  /** CNY the order must reach before coupons; 0 means no threshold. */
  minSpend: number
  /** Services the coupon applies to; empty means every service. */
  productTypes: readonly ProductTypeId[]
  /** YYYY-MM-DD, first day of use. */
  validFrom: string
  /** YYYY-MM-DD, last day of use (inclusive). */
  validUntil: string
  usedAt: string | null
}

/** Used wins over expired: a coupon spent on an order stays "used" after its end date. */
export function couponStatus(coupon: CouponTerms, today: string): CouponStatus {
  if (coupon.usedAt) return 'used'
  return today > coupon.validUntil ? 'expired' : 'valid'
}

/** A valid coupon ending within this many days carries an "expires soon" warning. */
export const EXPIRING_SOON_DAYS = 7

/** Why the coupon cannot be used on an order of this service and amount (CNY before coupons), or null. */
export function couponProblem(
  coupon: CouponTerms,
  order: { productType: number; amount: number },
  today: string,
): CouponProblem | null {
  const status = couponStatus(coupon, today)
  if (status !== 'valid') return status
  // A coupon whose period has not begun cannot be used yet, like one for another service.
  if (today < coupon.validFrom) return 'notApplicable'
  if (coupon.productTypes.length > 0 && !coupon.productTypes.some((p) => p === order.productType))
    return 'notApplicable'
  if (order.amount < coupon.minSpend) return 'minSpend'
  return null
}

/** The discount of several coupons together: their sum, never more than the amount due (CNY, to the cent). */
export function combinedDiscount(coupons: readonly Pick<CouponTerms, 'amount'>[], amount: number): number {
  const sum = coupons.reduce((s, c) => s + c.amount, 0)
  return Math.round(Math.max(0, Math.min(sum, amount)) * 100) / 100
}

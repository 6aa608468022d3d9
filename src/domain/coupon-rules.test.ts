import { describe, expect, it } from 'vitest'
import { daysBetween } from './clock'
import { combinedDiscount, couponProblem, couponStatus, type CouponTerms } from './coupon-rules'

const coupon: CouponTerms = {
  amount: 200,
  minSpend: 1000,
  productTypes: [1],
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  usedAt: null,
}

describe('coupon rules', () => {
  it('is valid through its last day, then expired; used wins', () => {
    expect(couponStatus(coupon, '2026-11-30')).toBe('valid')
    expect(couponStatus(coupon, '2026-12-01')).toBe('expired')
    expect(couponStatus({ ...coupon, usedAt: '2026-11-03T00:00:00Z' }, '2026-12-01')).toBe('used')
    expect(daysBetween('2026-11-22', '2026-11-30')).toBe(8)
  })

  it('names the first reason a coupon does not fit an order', () => {
    const order = { productType: 1, amount: 1070 }
    expect(couponProblem(coupon, order, '2026-11-22')).toBeNull()
    expect(couponProblem(coupon, { ...order, productType: 5 }, '2026-11-22')).toBe('notApplicable')
    expect(couponProblem(coupon, { ...order, amount: 999.99 }, '2026-11-22')).toBe('minSpend')
    expect(couponProblem(coupon, order, '2026-12-01')).toBe('expired')
    expect(couponProblem(coupon, order, '2026-10-31')).toBe('notApplicable')
    expect(
      couponProblem({ ...coupon, productTypes: [] }, { ...order, productType: 26 }, '2026-11-22'),
    ).toBeNull()
  })

  it('never discounts more than the amount due', () => {
    expect(combinedDiscount([{ amount: 200 }, { amount: 300 }], 450.4)).toBe(450.4)
    expect(combinedDiscount([{ amount: 0.1 }, { amount: 0.2 }], 100)).toBe(0.3)
  })
})

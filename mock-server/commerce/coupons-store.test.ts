import { describe, expect, it } from 'vitest'
import { createSeededDb } from '../seeds'
import { createOrder } from './orders-store'
import { couponDiscount, couponsOf, redeemCoupons, statusOf, usableCoupons } from './coupons-store'
import type { FeeLine } from '../../src/domain/pricing'

const TODAY = '2026-11-22'
const NOW = `${TODAY}T09:00:00.000Z`

function orderOf(
  db: ReturnType<typeof createSeededDb>,
  productType: 1 | 4 | 26,
  official: number,
  service: number,
) {
  const lines: FeeLine[] = [{ kind: 'firstClass', quantity: 1, official, service }]
  return createOrder(db, { userId: 'u-demo', productType, trademarkName: '云杉', lines, now: NOW })
}

describe('coupons store', () => {
  it('seeds valid, used and expired coupons for every demo account', () => {
    const db = createSeededDb(TODAY)
    for (const userId of ['u-demo', 'u-agency', 'u-person']) {
      const statuses = couponsOf(db, userId).map((c) => statusOf(c, TODAY))
      expect(statuses).toContain('valid')
      expect(statuses).toContain('used')
      expect(statuses).toContain('expired')
    }
  })

  it('offers only unexpired, unused coupons for the service whose minimum spend the order reaches', () => {
    const db = createSeededDb(TODAY)
    const report = orderOf(db, 4, 0, 400)
    const usable = usableCoupons(db, 'u-demo', report, TODAY)
    expect(usable.map((c) => c.amount)).toEqual([80, 50])
    for (const coupon of usable) {
      expect(coupon.usedAt).toBeNull()
      expect(coupon.validUntil >= TODAY).toBe(true)
      expect(coupon.minSpend).toBeLessThanOrEqual(400)
    }
    // A bigger mainland filing reaches the 1000 and 500 thresholds; the search-report coupon does not apply.
    const filing = orderOf(db, 1, 270, 800)
    expect(usableCoupons(db, 'u-demo', filing, TODAY).map((c) => c.amount)).toEqual([200, 100, 50])
    // The same coupons are expired once the mock clock passes their last day.
    expect(usableCoupons(db, 'u-demo', filing, '2026-11-27').map((c) => c.amount)).toEqual([100, 50])
  })

  it('caps the combined discount at the amount due', () => {
    expect(couponDiscount([{ amount: 200 }, { amount: 100 }], 1070)).toBe(300)
    expect(couponDiscount([{ amount: 200 }, { amount: 100 }], 250.5)).toBe(250.5)
    expect(couponDiscount([], 100)).toBe(0)
  })

  it('redeems several coupons once, marks them used and updates the order', () => {
    const db = createSeededDb(TODAY)
    const order = orderOf(db, 1, 270, 800)
    const ids = usableCoupons(db, 'u-demo', order, TODAY).map((c) => c.id)
    const result = redeemCoupons(db, 'u-demo', order, ids, NOW)
    expect(result).toEqual({ ok: true, discount: 350 })
    expect(order).toMatchObject({ couponIds: ids, couponDiscount: 350, total: 720 })
    const used = db.coupons.filter((c) => ids.includes(c.id))
    expect(used.every((c) => c.usedOrderId === order.id && c.usedOrderNo === order.orderNo)).toBe(true)
    // Spent coupons cannot be spent again.
    expect(redeemCoupons(db, 'u-demo', orderOf(db, 1, 270, 800), ids, NOW)).toEqual({
      ok: false,
      reason: 'used',
    })
  })

  it('refuses with the reason and spends nothing when one coupon does not fit', () => {
    const db = createSeededDb(TODAY)
    const order = orderOf(db, 4, 0, 400)
    const expired = couponsOf(db, 'u-demo').find((c) => statusOf(c, TODAY) === 'expired' && !c.usedAt)!
    const minSpend = couponsOf(db, 'u-demo').find((c) => c.minSpend === 500)!
    const wrongService = couponsOf(db, 'u-demo').find((c) => c.productTypes.includes(5))!
    const welcome = usableCoupons(db, 'u-demo', order, TODAY)[0]!
    expect(redeemCoupons(db, 'u-demo', order, [welcome.id, expired.id], NOW)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(redeemCoupons(db, 'u-demo', order, [minSpend.id], NOW)).toEqual({ ok: false, reason: 'minSpend' })
    expect(redeemCoupons(db, 'u-demo', order, [wrongService.id], NOW)).toEqual({
      ok: false,
      reason: 'notApplicable',
    })
    expect(redeemCoupons(db, 'u-demo', order, ['cpn-u-agency-1'], NOW)).toEqual({
      ok: false,
      reason: 'notFound',
    })
    expect(welcome.usedAt).toBeNull()
    expect(order.couponDiscount).toBe(0)
  })
})

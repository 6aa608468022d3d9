import { describe, expect, it } from 'vitest'
import { CASE_STEPS, caseTimeline } from './case-steps'
import {
  DETAIL_PAGE_OF,
  ORDER_DETAIL_CONFIG,
  ORDER_DETAIL_PAGES,
  ORDER_DETAIL_PATHS,
  canDeleteOrder,
  canPayOrder,
  canRefundOrder,
  canRequestInvoice,
  detailPathOf,
  productTypesOfPage,
} from './order-routes'
import { PRODUCT_TYPES, type ProductTypeId } from './product-types'

const TYPES = Object.keys(PRODUCT_TYPES).map(Number) as ProductTypeId[]

describe('order detail routes', () => {
  it('sends every product type to a detail page, and every page serves at least one type', () => {
    for (const type of TYPES) {
      expect(ORDER_DETAIL_PAGES).toContain(DETAIL_PAGE_OF[type])
      expect(ORDER_DETAIL_CONFIG[type].page).toBe(DETAIL_PAGE_OF[type])
      expect(CASE_STEPS[type][0]).toBe('ordered')
    }
    for (const page of ORDER_DETAIL_PAGES) expect(productTypesOfPage(page).length).toBeGreaterThan(0)
  })

  it('maps the product types to the right pages', () => {
    expect(detailPathOf(1)).toBe('/order/detailTrademarkInfor/detailInfor')
    expect(detailPathOf(0)).toBe(detailPathOf(1))
    expect(detailPathOf(2)).toBe('/order/detailTrademarkInfor/HKdetail')
    expect(detailPathOf(26)).toBe('/order/detailTrademarkInfor/globalDetail')
    expect(detailPathOf(5)).toBe('/order/detailTrademarkInfor/renewDetail')
    expect(detailPathOf(7)).toBe('/order/detailTrademarkInfor/oppsitonDetail')
    expect(detailPathOf(16)).toBe('/cancellationDetail')
    // The owner's removal (注销, 34) is not a third party's cancellation (撤销, 16): its own page and roles.
    expect(detailPathOf(34)).toBe('/order/detailTrademarkInfor/annotationDetail')
    expect(ORDER_DETAIL_CONFIG[34]).toMatchObject({ markRole: 'registered', partyRole: 'registrant' })
    expect(CASE_STEPS[34]).not.toContain('servedOnOwner')
    expect(detailPathOf(31)).toBe('/order/detailTrademarkInfor/brandPermitDetail')
    expect(detailPathOf(4)).toBe(ORDER_DETAIL_PATHS.orderDetail)
    expect(ORDER_DETAIL_CONFIG[26].countries).toBe(true)
    expect(ORDER_DETAIL_CONFIG[1].countries).toBe(false)
    expect(ORDER_DETAIL_CONFIG[10].mailing).toBe(false)
  })
})

describe('order actions', () => {
  const base = { status: 'unpaid', paymentStatus: 'unpaid', invoiceStatus: 'unbilled' } as const
  it('lets only unpaid orders be paid or deleted', () => {
    expect(canPayOrder(base)).toBe(true)
    expect(canDeleteOrder(base)).toBe(true)
    expect(canDeleteOrder({ ...base, status: 'cancelled' })).toBe(true)
    expect(canPayOrder({ ...base, status: 'cancelled' })).toBe(false)
    const paid = { ...base, status: 'processing', paymentStatus: 'paid' } as const
    expect(canDeleteOrder(paid)).toBe(false)
    expect(canPayOrder(paid)).toBe(false)
  })
  it('refunds paid orders in process once, and invoices paid unbilled ones', () => {
    const paid = { ...base, status: 'processing', paymentStatus: 'paid' } as const
    expect(canRefundOrder(paid)).toBe(true)
    expect(canRefundOrder({ ...paid, status: 'refunding' })).toBe(false)
    expect(canRefundOrder({ ...paid, status: 'completed' })).toBe(false)
    expect(canRefundOrder(base)).toBe(false)
    expect(canRequestInvoice(paid)).toBe(true)
    expect(canRequestInvoice({ ...paid, invoiceStatus: 'auditing' })).toBe(false)
    expect(canRequestInvoice({ ...paid, status: 'refunding' })).toBe(false)
    expect(canRequestInvoice(base)).toBe(false)
  })
})

describe('case timeline', () => {
  it('marks reached steps done, the next current and the rest pending', () => {
    const steps = caseTimeline(5, [
      { key: 'ordered', date: '2026-01-02' },
      { key: 'filed', date: '2026-01-05' },
    ])
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'current', 'pending', 'pending'])
    expect(steps[1]?.date).toBe('2026-01-05')
    expect(caseTimeline(5, [{ key: 'ordered', date: '2026-01-02' }], true)[1]?.state).toBe('pending')
  })
})

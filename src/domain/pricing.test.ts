import { describe, expect, it } from 'vitest'
import {
  FEE_SCHEDULES,
  INVOICE_TAX_RATE,
  PLAN_MONTHS,
  PLAN_PERIODS,
  amountDue,
  graceSurcharge,
  invoiceTax,
  planPrice,
  quote,
  quoteWith,
} from './pricing'
import { PRODUCT_TYPES, type ProductTypeId } from './product-types'

const cls = (...items: number[]) => items.map((n, i) => ({ no: String(i + 1).padStart(2, '0'), items: n }))

describe('quote: mainland registration (CNIPA online fees)', () => {
  it('charges the first class alone for one class of up to 10 items', () => {
    const q = quote({ productType: 1, classes: cls(10) })
    expect(q.lines).toEqual([{ kind: 'firstClass', quantity: 1, official: 270, service: 600 }])
    expect(q).toMatchObject({ officialFee: 270, serviceFee: 600, total: 870 })
  })
  it('charges each additional class from the second', () => {
    const q = quote({ productType: 1, classes: cls(5, 8, 10) })
    expect(q.lines).toEqual([
      { kind: 'firstClass', quantity: 1, official: 270, service: 600 },
      { kind: 'extraClass', quantity: 2, official: 540, service: 600 },
    ])
    expect(q.total).toBe(270 + 540 + 600 + 600)
  })
  it('charges each goods item over 10 in every class, summed across classes', () => {
    const q = quote({ productType: 1, classes: cls(12, 10, 15) })
    const excess = q.lines.find((l) => l.kind === 'excessItems')
    expect(excess).toEqual({ kind: 'excessItems', quantity: 2 + 5, official: 27 * 7, service: 0 })
    expect(q.officialFee).toBe(270 * 3 + 27 * 7)
  })
  it('adds the priority claim line only when asked, with no office fee', () => {
    expect(quote({ productType: 1, classes: cls(1) }).lines.some((l) => l.kind === 'priority')).toBe(false)
    const q = quote({ productType: 1, classes: cls(1), priority: true })
    expect(q.lines.at(-1)).toEqual({ kind: 'priority', quantity: 1, official: 0, service: 300 })
    expect(q.total).toBe(870 + 300)
  })
  it('prices types 0 and 1 the same', () => {
    const input = { classes: cls(11, 3), priority: true }
    expect(quote({ productType: 0, ...input })).toEqual(quote({ productType: 1, ...input }))
  })
  it('has no lines for no class, and the total is official plus service', () => {
    expect(quote({ productType: 1, classes: [] })).toEqual({
      lines: [],
      officialFee: 0,
      serviceFee: 0,
      total: 0,
    })
  })
})

describe('quote: other product types', () => {
  it('charges per-case services once whatever the classes', () => {
    const q = quote({ productType: 34, classes: cls(3, 3, 3) })
    expect(q.lines).toEqual([{ kind: 'case', quantity: 1, official: 0, service: 800 }])
    // An opposition is charged per class of the opposed mark concerned (CNIPA's list: "按类别").
    expect(quote({ productType: 7, classes: cls(3, 3, 3) }).lines).toEqual([
      { kind: 'firstClass', quantity: 1, official: 450, service: 2500 },
      { kind: 'extraClass', quantity: 2, official: 900, service: 1600 },
    ])
    expect(quote({ productType: 29, classes: [] }).total).toBe(450 + 500)
    expect(quote({ productType: 13, classes: [] }).total).toBe(0 + 500)
    expect(quote({ productType: 30, classes: [] }).total).toBe(45 + 300)
  })
  it('multiplies per-class services by class without an item limit', () => {
    const q = quote({ productType: 5, classes: cls(30, 30) })
    expect(q.lines.map((l) => l.kind)).toEqual(['firstClass', 'extraClass'])
    expect(q.total).toBe(2 * (450 + 700))
  })
  it('prices Hong Kong with a lower fee from the second class', () => {
    const q = quote({ productType: 2, classes: cls(1, 1, 1) })
    expect(q.officialFee).toBe(1850 + 2 * 925)
    expect(q.serviceFee).toBe(1500 + 2 * 500)
  })
  it('charges the Madrid basic fee once, the agency fee per class', () => {
    const q = quote({ productType: 26, classes: cls(1, 1, 1), priority: true })
    expect(q.officialFee).toBe(5900)
    expect(q.serviceFee).toBe(2000 + 2 * 500 + 500)
  })
  it('has a schedule for every product type', () => {
    for (const id of Object.keys(PRODUCT_TYPES).map(Number) as ProductTypeId[]) {
      expect(quote({ productType: id, classes: cls(1) }).total).toBeGreaterThan(0)
    }
  })
  it('quoteWith a schedule sent over the wire equals quote of its product type', () => {
    const input = { classes: cls(14, 2), priority: true }
    expect(quoteWith({ ...FEE_SCHEDULES[1] }, input)).toEqual(quote({ productType: 1, ...input }))
  })
})

describe('graceSurcharge', () => {
  it('adds the late-renewal fee per class for a renewal in the grace period', () => {
    expect(graceSurcharge(FEE_SCHEDULES[5], 3)).toEqual({ quantity: 3, official: 675, service: 600 })
  })
  it('is nothing for services without a grace period', () => {
    expect(graceSurcharge(FEE_SCHEDULES[1], 2)).toEqual({ quantity: 2, official: 0, service: 0 })
  })
})

describe('planPrice', () => {
  it('prices each period from the monthly price with its discount', () => {
    expect(planPrice(100, 'month', 999)).toBe(100)
    expect(planPrice(100, 'quarter', 999)).toBe(270)
    expect(planPrice(100, 'halfYear', 999)).toBe(510)
    expect(planPrice(100, 'year', 999)).toBe(900)
    expect(planPrice(100, 'case', 999)).toBe(999)
  })
  it('rounds to whole yuan and never costs more per month for a longer period', () => {
    expect(planPrice(33, 'quarter', 0)).toBe(89)
    const perMonth = PLAN_PERIODS.filter((p) => p !== 'case').map(
      (p) => planPrice(150, p, 0) / PLAN_MONTHS[p],
    )
    expect(perMonth).toEqual([...perMonth].sort((a, b) => a - b))
  })
})

describe('invoiceTax and amountDue', () => {
  it('taxes at 6.72 % rounded to the fen', () => {
    expect(INVOICE_TAX_RATE).toBe(0.0672)
    expect(invoiceTax(1000)).toBe(67.2)
    expect(invoiceTax(870)).toBe(58.46)
    expect(invoiceTax(0)).toBe(0)
  })
  it('subtracts the coupon, never below zero', () => {
    expect(amountDue(870, 100)).toBe(770)
    expect(amountDue(100, 150)).toBe(0)
    expect(amountDue(0.3, 0.1)).toBe(0.2)
  })
})

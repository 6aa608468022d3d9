import { describe, expect, it } from 'vitest'
import type { CountryPriceRow, TrademarkFeeItem } from '../../src/api/schemas/fees'
import { FEE_SCHEDULES, quoteWith } from '../../src/domain/pricing'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer()

interface Schedule {
  effectiveDate: string
  groups: { category: string; items: TrademarkFeeItem[] }[]
  copyright: { id: string; service: number }[]
  protection: { id: string; prices: Record<string, number> }[]
}
interface CountryPage {
  total: number
  regions: { region: string; count: number }[]
  list: CountryPriceRow[]
}

describe('trademark/queryFeeShedule', () => {
  it('lists every trademark service with the pricing module’s schedule and unit lines', async () => {
    const { body } = await callApi<Schedule>('trademark/queryFeeShedule', {})
    expect(body.code).toBe(200)
    const items = body.data.groups.flatMap((g) => g.items)
    expect(items.length).toBeGreaterThanOrEqual(20)
    const mainland = items.find((i) => i.productType === 1)!
    expect(mainland.schedule).toEqual(FEE_SCHEDULES[1])
    expect(mainland.lines.map((l) => l.kind)).toEqual(['firstClass', 'extraClass', 'excessItems', 'priority'])
    expect(mainland.lines[2]).toEqual({ kind: 'excessItems', official: 27, service: 0 })
    const renewal = items.find((i) => i.productType === 5)!
    expect(renewal.lines.find((l) => l.kind === 'grace')).toEqual({
      kind: 'grace',
      official: 225,
      service: 200,
    })
    // Opposition: per class of the opposed mark concerned.
    expect(items.find((i) => i.productType === 7)!.lines).toEqual([
      { kind: 'firstClass', official: 450, service: 2500 },
      { kind: 'extraClass', official: 450, service: 800 },
    ])
    expect(quoteWith(mainland.schedule, { classes: [{ no: '09', items: 12 }] }).total).toBe(270 + 600 + 54)
    expect(body.data.copyright.length).toBeGreaterThan(5)
    expect(body.data.protection.map((p) => p.id)).toContain('takedown')
  })
  it('filters by section, category and product type', async () => {
    const { body } = await callApi<Schedule>('trademark/queryFeeShedule', { section: 'copyright' })
    expect(body.data.groups).toEqual([])
    expect(body.data.protection).toEqual([])
    expect(body.data.copyright.length).toBeGreaterThan(0)
    const one = await callApi<Schedule>('trademark/queryFeeShedule', { section: 'trademark', productType: 5 })
    expect(one.body.data.groups.flatMap((g) => g.items.map((i) => i.productType))).toEqual([5])
    const disputes = await callApi<Schedule>('trademark/queryFeeShedule', { category: 'disputes' })
    expect(disputes.body.data.groups.map((g) => g.category)).toEqual(['disputes'])
  })
})

describe('trademark/getTmFeeCountry', () => {
  it('finds a country by its Chinese or English name or its code', async () => {
    const zh = await callApi<CountryPage>('trademark/getTmFeeCountry', { keyword: '日本' })
    expect(zh.body.data.list.map((r) => r.code)).toEqual(['JP'])
    const en = await callApi<CountryPage>('trademark/getTmFeeCountry', { keyword: 'germany' })
    expect(en.body.data.list.map((r) => r.code)).toEqual(['DE'])
    expect(en.body.data.list[0]!.name).toEqual({ zh: '德国', en: 'Germany' })
    const code = await callApi<CountryPage>('trademark/getTmFeeCountry', { keyword: 'us' })
    expect(code.body.data.list.map((r) => r.code)).toContain('US')
  })
  it('prices the requested number of classes, pages and sorts', async () => {
    const { body } = await callApi<CountryPage>('trademark/getTmFeeCountry', {
      classes: 3,
      sort: 'total',
      order: 'desc',
      pageSize: 10,
      pageNum: 2,
    })
    expect(body.data.total).toBeGreaterThanOrEqual(60)
    expect(body.data.list).toHaveLength(10)
    const totals = body.data.list.map((r) => r.totalCny)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const us = (await callApi<CountryPage>('trademark/getTmFeeCountry', { keyword: 'US', classes: 3 })).body
      .data.list[0]!
    expect(us).toMatchObject({ currency: 'USD', officialLocal: 1050, serviceCny: 2500 + 2 * 1500 })
  })
  it('lists only Madrid members for type 26, in CHF, and counts by region', async () => {
    const { body } = await callApi<CountryPage>('trademark/getTmFeeCountry', {
      productType: 26,
      region: 'europe',
      pageSize: 100,
    })
    expect(body.data.list.every((r) => r.currency === 'CHF' && r.region === 'europe')).toBe(true)
    expect(body.data.list.some((r) => r.madridKind === 'complementary')).toBe(true)
    const all = body.data.regions.reduce((n, r) => n + r.count, 0)
    expect(all).toBeGreaterThan(body.data.total)
    const hk = await callApi<CountryPage>('trademark/getTmFeeCountry', { productType: 26, keyword: 'HK' })
    expect(hk.body.data.total).toBe(0)
  })
  it('rejects an out-of-range class count', async () => {
    const { status } = await callApi('trademark/getTmFeeCountry', { classes: 46 })
    expect(status).toBe(500)
    expect(server.schemaViolations).toEqual([])
  })
})

describe('tbOrder/getMonitoringPrice', () => {
  it('lists the plans and prices a quantity for a period', async () => {
    const list = await callApi<{ plans: { id: string }[]; quote: null }>('tbOrder/getMonitoringPrice', {})
    expect(list.body.data.plans.map((p) => p.id)).toEqual(['similar', 'competitor', 'status'])
    expect(list.body.data.quote).toBeNull()
    const q = await callApi<{ quote: { total: number; unitPrice: number } }>('tbOrder/getMonitoringPrice', {
      planId: 'similar',
      period: 'year',
      quantity: 3,
    })
    expect(q.body.data.quote).toMatchObject({ unitPrice: 1350, total: 4050 })
    const bad = await callApi('tbOrder/getMonitoringPrice', { planId: 'nope', period: 'year' })
    expect(bad.body.code).not.toBe(200)
  })
})

import { describe, expect, it } from 'vitest'
import type { CurrencyRate } from '../../src/api/schemas/currency'
import { callApi, setupTestServer } from '../test-support'
import { ratesOn } from './currency'

const server = setupTestServer({ signedInAs: 'u-demo' })

describe('exchange rates', () => {
  it('lists CNY, USD and EUR with their symbols and the day of the rate, CNY at 1', async () => {
    server.setNow('2026-11-22T09:00:00Z')
    const { body } = await callApi<{ list: CurrencyRate[] }>(
      'tbOrder/getCurrencyList',
      {},
      { token: 't-u-demo' },
    )
    expect(body.data.list.map((c) => [c.code, c.symbol])).toEqual([
      ['CNY', 'RMB¥'],
      ['USD', '$'],
      ['EUR', '€'],
    ])
    expect(body.data.list[0]!.rate).toBe(1)
    expect(body.data.list.every((c) => c.rateDate === '2026-11-22')).toBe(true)
    const usd = body.data.list[1]!.rate
    expect(usd).toBeGreaterThan(6.9)
    expect(usd).toBeLessThan(7.4)
  })

  it('keeps a rate all day and moves it a little from one day to the next', () => {
    expect(ratesOn('2026-11-22')).toEqual(ratesOn('2026-11-22'))
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((d) => ratesOn(d).USD)
    expect(new Set(days).size).toBeGreaterThan(1)
    for (const rate of days) expect(Math.abs(rate / 7.12 - 1)).toBeLessThanOrEqual(0.005)
  })

  it('converts through CNY and rounds to the cent', async () => {
    server.setNow('2026-11-22T09:00:00Z')
    const rates = ratesOn('2026-11-22')
    const { body } = await callApi<{ amount: number; rate: number }>(
      'tbOrder/calcExchangeRate',
      { amount: 1000, from: 'USD', to: 'EUR' },
      { token: 't-u-demo' },
    )
    expect(body.data.amount).toBe(Math.round(((1000 * rates.USD) / rates.EUR) * 100) / 100)
    expect(body.data.rate).toBeCloseTo(rates.USD / rates.EUR, 10)
  })

  it('refuses a negative amount or an unknown currency', async () => {
    const negative = await callApi(
      'tbOrder/calcExchangeRate',
      { amount: -1, from: 'CNY', to: 'USD' },
      { token: 't-u-demo' },
    )
    expect(negative.body.code).not.toBe(200)
    const unknown = await callApi(
      'tbOrder/calcExchangeRate',
      { amount: 1, from: 'GBP', to: 'USD' },
      { token: 't-u-demo' },
    )
    expect(unknown.body.code).not.toBe(200)
  })
})

import { describe, expect, it } from 'vitest'
import {
  CNY_PER_UNIT,
  COUNTRY_PRICES,
  MADRID_DESIGNATION_SERVICE,
  PRICE_REGIONS,
  classFeesTotal,
  countryQuote,
  findCountryPrice,
  toCny,
} from './country-prices'
import { FEE_SCHEDULES } from './pricing'

describe('the country price list', () => {
  it('covers at least 60 jurisdictions once each, in every region, with a reference rate for each currency', () => {
    const codes = COUNTRY_PRICES.map((c) => c.code)
    expect(codes.length).toBeGreaterThanOrEqual(60)
    expect(new Set(codes).size).toBe(codes.length)
    for (const r of PRICE_REGIONS) expect(COUNTRY_PRICES.some((c) => c.region === r)).toBe(true)
    for (const c of COUNTRY_PRICES) {
      expect(CNY_PER_UNIT[c.currency], c.code).toBeGreaterThan(0)
      expect(c.official.first, c.code).toBeGreaterThan(0)
      expect(c.service.first, c.code).toBeGreaterThanOrEqual(c.service.further)
    }
  })
  it('agrees with the Hong Kong and Madrid basic fees of the schedules', () => {
    const hk = findCountryPrice('hk')!
    expect(toCny(hk.official.first, hk.currency)).toBe(FEE_SCHEDULES[2].officialFirstClass)
    expect(toCny(hk.official.further, hk.currency)).toBe(FEE_SCHEDULES[2].officialExtraClass)
    expect(Math.abs(toCny(653, 'CHF') - FEE_SCHEDULES[26].officialFirstClass)).toBeLessThan(10)
  })
  it('throws for a currency without a rate', () => {
    expect(() => toCny(1, 'XXX')).toThrow(RangeError)
  })
})

describe('classFeesTotal', () => {
  it('adds further classes after the first', () => {
    expect(classFeesTotal({ first: 350, further: 350 }, 3)).toBe(1050)
  })
  it('prices the second class apart where the office does (EU: 850, 50, then 150)', () => {
    const eu = findCountryPrice('EM')!.official
    expect([1, 2, 3, 4].map((n) => classFeesTotal(eu, n))).toEqual([850, 900, 1050, 1200])
  })
  it('includes classes in the base fee where the office does (Germany: 3 classes, then 100 each)', () => {
    const de = findCountryPrice('DE')!.official
    expect([1, 3, 4, 6].map((n) => classFeesTotal(de, n))).toEqual([290, 290, 390, 590])
  })
})

describe('countryQuote', () => {
  it('prices a national filing: the office fee in CNY plus the agency fee per class', () => {
    const us = findCountryPrice('US')!
    expect(countryQuote(us, 3, 2)).toEqual({
      officialLocal: 700,
      currency: 'USD',
      officialCny: Math.round(700 * 7.12),
      serviceCny: 2500 + 1500,
      totalCny: Math.round(700 * 7.12) + 4000,
    })
  })
  it('prices a Madrid designation in CHF with the flat designation fee', () => {
    const jp = findCountryPrice('JP')!
    const q = countryQuote(jp, 26, 2)!
    expect(q.currency).toBe('CHF')
    expect(q.officialLocal).toBe(440 + 330)
    expect(q.serviceCny).toBe(MADRID_DESIGNATION_SERVICE)
    expect(q.totalCny).toBe(q.officialCny + MADRID_DESIGNATION_SERVICE)
  })
  it('offers no Madrid price for a non-member, and nothing for no class', () => {
    expect(countryQuote(findCountryPrice('HK')!, 26, 1)).toBeNull()
    expect(countryQuote(findCountryPrice('US')!, 3, 0)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { countryQuote, findCountryPrice, toCny, COUNTRY_PRICES } from '../country-prices'
import { FEE_SCHEDULES, quote } from '../pricing'
import { newDraft, newMark } from './draft'
import { MADRID_MEMBERS, findMadridMember } from './madrid-members'
import {
  BANK_CHARGE_PER_REMITTANCE,
  CNIPA_MADRID_HANDLING_FEE,
  FAIR_FEE_RATE,
  madridDesignationQuote,
  registrationFormula,
  registrationQuote,
  registrationQuoteInput,
  stairRate,
  unknownCountries,
  type QuoteMarkInput,
} from './price'
import type { FeeLine } from '../pricing'

const mark = (items: number[], priority = false, color = false): QuoteMarkInput => ({
  classes: items.map((n, i) => ({ classNo: String(9 + i).padStart(2, '0'), items: n })),
  priority,
  color,
})
const sum = (lines: FeeLine[]) => lines.reduce((s, l) => s + l.official + l.service, 0)
const kinds = (lines: FeeLine[]) => lines.map((l) => l.kind)

describe('registrationQuote: mainland China', () => {
  it('charges the first class alone, naming it', () => {
    const q = registrationQuote({ region: 'mainland', marks: [mark([10])], countries: [] })
    expect(q.lines).toEqual([
      { kind: 'firstClass', quantity: 1, official: 270, service: 600, classNo: '09', mark: 0 },
    ])
    expect(q).toMatchObject({ region: 'mainland', official: 270, service: 600, total: 870 })
  })
  it('charges each additional class from the second', () => {
    const q = registrationQuote({ region: 'mainland', marks: [mark([5, 8, 10])], countries: [] })
    expect(q.lines[1]).toEqual({ kind: 'extraClass', quantity: 2, official: 540, service: 600, mark: 0 })
    expect(q.total).toBe(870 + 540 + 600)
  })
  it('charges the excess items per class, one line per class over the limit', () => {
    const q = registrationQuote({ region: 'mainland', marks: [mark([12, 10, 15])], countries: [] })
    const excess = q.lines.filter((l) => l.kind === 'excessItems')
    expect(excess).toEqual([
      { kind: 'excessItems', quantity: 2, official: 54, service: 0, classNo: '09', mark: 0 },
      { kind: 'excessItems', quantity: 5, official: 135, service: 0, classNo: '11', mark: 0 },
    ])
  })
  it('adds the priority fee only for a mark that claims priority', () => {
    const q = registrationQuote({ region: 'mainland', marks: [mark([3], true), mark([3])], countries: [] })
    expect(q.lines.filter((l) => l.kind === 'priority')).toEqual([
      { kind: 'priority', quantity: 1, official: 0, service: 300, mark: 0 },
    ])
  })
  it('agrees with quote() of the fee schedules, mark by mark', () => {
    const marks = [mark([12, 3], true), mark([20, 11, 1])]
    const q = registrationQuote({ region: 'mainland', marks, countries: ['US'] })
    const expected = marks
      .map((m) =>
        quote({
          productType: 0,
          classes: m.classes.map((c) => ({ no: c.classNo, items: c.items })),
          priority: m.priority,
        }),
      )
      .reduce((s, x) => s + x.total, 0)
    expect(q.total).toBe(expected)
    expect(q.lines.some((l) => l.kind === 'country')).toBe(false)
  })
  it('prices a mark without classes at nothing', () => {
    expect(registrationQuote({ region: 'mainland', marks: [mark([])], countries: [] }).total).toBe(0)
  })
})

describe('registrationQuote: Hong Kong', () => {
  it('charges HK$2,000 for the first class and HK$1,000 for each further class, with no item limit', () => {
    const q = registrationQuote({ region: 'hk', marks: [mark([30, 4, 2])], countries: [] })
    expect(q.lines).toEqual([
      {
        kind: 'firstClass',
        quantity: 1,
        official: toCny(2000, 'HKD'),
        service: 1500,
        classNo: '09',
        mark: 0,
      },
      { kind: 'extraClass', quantity: 2, official: toCny(2000, 'HKD'), service: 1000, mark: 0 },
    ])
    expect(toCny(1000, 'HKD')).toBe(FEE_SCHEDULES[2].officialExtraClass)
  })
  it('adds the priority service fee', () => {
    const q = registrationQuote({ region: 'hk', marks: [mark([1], true)], countries: [] })
    expect(q.lines.at(-1)).toEqual({ kind: 'priority', quantity: 1, official: 0, service: 500, mark: 0 })
  })
})

describe('registrationQuote: global filing', () => {
  it('adds each country for the mark’s classes, the base service, bank charges and the allowance', () => {
    const q = registrationQuote({ region: 'global', marks: [mark([3, 1])], countries: ['US', 'jp'] })
    const us = countryQuote(findCountryPrice('US')!, 3, 2)!
    const jp = countryQuote(findCountryPrice('JP')!, 3, 2)!
    expect(q.lines.filter((l) => l.kind === 'country')).toEqual([
      {
        kind: 'country',
        quantity: 2,
        official: us.officialCny,
        service: us.serviceCny,
        country: 'US',
        mark: 0,
      },
      {
        kind: 'country',
        quantity: 2,
        official: jp.officialCny,
        service: jp.serviceCny,
        country: 'JP',
        mark: 0,
      },
    ])
    expect(q.lines.find((l) => l.kind === 'firstClass')).toMatchObject({ official: 0, service: 1800 })
    expect(q.lines.find((l) => l.kind === 'extraClass')).toMatchObject({ quantity: 1, service: 800 })
    expect(q.lines.find((l) => l.kind === 'bankCharges')).toEqual({
      kind: 'bankCharges',
      quantity: 2,
      official: 0,
      service: 2 * BANK_CHARGE_PER_REMITTANCE,
    })
    expect(q.lines.find((l) => l.kind === 'fairFee')!.service).toBe(
      Math.round((us.officialCny + jp.officialCny) * FAIR_FEE_RATE),
    )
    expect(q.lines.some((l) => l.kind === 'stairDiscount')).toBe(false)
    expect(q.total).toBe(sum(q.lines))
    expect(q.official + q.service).toBe(q.total)
  })
  it('files each mark in each country', () => {
    const q = registrationQuote({ region: 'global', marks: [mark([1]), mark([1, 1])], countries: ['GB'] })
    expect(q.lines.filter((l) => l.kind === 'country').map((l) => [l.mark, l.quantity])).toEqual([
      [0, 1],
      [1, 2],
    ])
    expect(q.lines.find((l) => l.kind === 'bankCharges')!.quantity).toBe(2)
  })
  it('gives the stair discount on the countries’ service fees from 5 countries', () => {
    const five = ['US', 'GB', 'DE', 'FR', 'IT']
    const q = registrationQuote({ region: 'global', marks: [mark([1])], countries: five })
    const service = q.lines.filter((l) => l.kind === 'country').reduce((s, l) => s + l.service, 0)
    expect(q.lines.at(-1)).toEqual({
      kind: 'stairDiscount',
      quantity: 5,
      official: 0,
      service: -Math.round(service * 0.05),
    })
    expect([4, 5, 9, 10, 19, 20, 60].map(stairRate)).toEqual([0, 0.05, 0.05, 0.1, 0.1, 0.15, 0.15])
  })
  it('prices each country once and leaves unknown codes out', () => {
    const q = registrationQuote({ region: 'global', marks: [mark([1])], countries: ['US', 'us', 'XX', 'CN'] })
    expect(q.lines.filter((l) => l.kind === 'country').map((l) => l.country)).toEqual(['US'])
    expect(unknownCountries('global', ['US', 'XX', 'CN'])).toEqual(['XX', 'CN'])
  })
})

describe('registrationQuote: Madrid', () => {
  it('charges the WIPO basic fee, the CNIPA handling fee, the base service and each designation', () => {
    const q = registrationQuote({ region: 'madrid', marks: [mark([2, 2])], countries: ['US', 'DE'] })
    expect(kinds(q.lines)).toEqual([
      'basicFee',
      'handling',
      'firstClass',
      'extraClass',
      'country',
      'country',
      'bankCharges',
      'fairFee',
    ])
    expect(q.lines[0]).toMatchObject({ official: FEE_SCHEDULES[26].officialFirstClass, service: 0 })
    expect(q.lines[1]).toMatchObject({ official: CNIPA_MADRID_HANDLING_FEE })
    expect(q.lines[2]).toMatchObject({ official: 0, service: 2000 })
    // The designation fee is the one the country price list gives for Madrid.
    const us = countryQuote(findCountryPrice('US')!, 26, 2)!
    expect(q.lines[4]).toMatchObject({ country: 'US', official: us.officialCny, service: us.serviceCny })
    expect(q.lines[5]).toMatchObject({ country: 'DE', official: toCny(100, 'CHF'), quantity: 2 })
    expect(q.lines[6]).toMatchObject({ quantity: 1, service: BANK_CHARGE_PER_REMITTANCE })
    expect(q.total).toBe(sum(q.lines))
  })
  it('charges the higher basic fee for a colour mark', () => {
    const bw = registrationQuote({ region: 'madrid', marks: [mark([1])], countries: ['US'] })
    const colour = registrationQuote({ region: 'madrid', marks: [mark([1], false, true)], countries: ['US'] })
    expect(colour.lines[0]!.official - bw.lines[0]!.official).toBe(toCny(250, 'CHF'))
  })
  it('adds the supplementary fee beyond three classes only with a complementary-fee designation', () => {
    const individualOnly = registrationQuote({
      region: 'madrid',
      marks: [mark([1, 1, 1, 1, 1])],
      countries: ['US'],
    })
    expect(individualOnly.lines.some((l) => l.kind === 'supplementaryFee')).toBe(false)
    const withDe = registrationQuote({
      region: 'madrid',
      marks: [mark([1, 1, 1, 1, 1])],
      countries: ['US', 'DE'],
    })
    expect(withDe.lines.find((l) => l.kind === 'supplementaryFee')).toEqual({
      kind: 'supplementaryFee',
      quantity: 2,
      official: toCny(200, 'CHF'),
      service: 0,
      mark: 0,
    })
  })
  it('adds the priority service and the stair discount on the designation service fees', () => {
    const ten = ['US', 'GB', 'DE', 'FR', 'IT', 'ES', 'JP', 'KR', 'AU', 'RU']
    const q = registrationQuote({ region: 'madrid', marks: [mark([1], true)], countries: ten })
    expect(q.lines.find((l) => l.kind === 'priority')).toMatchObject({ service: 500 })
    expect(q.lines.at(-1)).toMatchObject({ kind: 'stairDiscount', quantity: 10, service: -300 })
  })
  it('refuses to price a country that is not a Madrid member (Hong Kong) or the office of origin', () => {
    expect(unknownCountries('madrid', ['HK', 'CN', 'US'])).toEqual(['HK', 'CN'])
  })
})

describe('the Madrid members', () => {
  it('lists about a hundred members once each, every price-list member among them with the same fee', () => {
    const codes = MADRID_MEMBERS.map((m) => m.code)
    expect(codes.length).toBeGreaterThanOrEqual(100)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).not.toContain('CN')
    for (const p of COUNTRY_PRICES.filter((c) => c.madrid)) {
      const member = findMadridMember(p.code)!
      expect(member, p.code).toBeDefined()
      for (const n of [1, 2, 5])
        expect(madridDesignationQuote(member, n), `${p.code} ${n}`).toEqual(countryQuote(p, 26, n))
    }
  })
  it('asks for the declaration of intention to use for the United States', () => {
    expect(MADRID_MEMBERS.filter((m) => m.useDeclaration).map((m) => m.code)).toEqual(['US'])
    expect(findMadridMember('us')!.note!.en).toMatch(/MM18/)
  })
})

describe('registrationFormula', () => {
  it('gives each region the parameters registrationQuote computes with', () => {
    const mainland = registrationFormula('mainland')
    expect(mainland).toMatchObject({
      productType: 0,
      firstClass: { official: 270, service: 600 },
      extraClass: { official: 270, service: 300 },
      excessItem: { itemLimit: 10, official: 27, service: 0 },
      priority: { official: 0, service: 300 },
      bankCharges: 0,
      fairFee: 0,
      base: null,
      stair: [],
    })
    expect(registrationFormula('hk')).toMatchObject({
      officialLocal: { currency: 'HKD', first: 2000, further: 1000 },
      exchangeRates: [{ currency: 'HKD', cnyPerUnit: 0.925 }],
      excessItem: null,
    })
    const madrid = registrationFormula('madrid')
    expect(madrid.madrid).toMatchObject({ basicFeeChf: { blackWhite: 653, color: 903 }, handlingFee: 200 })
    expect(madrid).toMatchObject({ bankCharges: BANK_CHARGE_PER_REMITTANCE, fairFee: FAIR_FEE_RATE })
    const global = registrationFormula('global')
    expect(global.base).toEqual({ firstClass: 1800, extraClass: 800 })
    expect(global.exchangeRates.map((r) => r.currency)).toContain('USD')
    expect(global.stair.length).toBeGreaterThan(0)
  })
})

describe('registrationQuoteInput', () => {
  it('reads the classes, item counts, priority and colour of a draft, and no countries at home', () => {
    const draft = newDraft('madrid', 'd1', '2026-01-01T00:00:00Z')
    draft.countries = ['US']
    draft.trademarks = [
      {
        ...newMark('m1'),
        colorMode: 'color',
        priority: { country: 'US', date: '2026-01-01', number: '1', category: 'convention' },
        classes: [{ classNo: '25', goods: [] }],
      },
    ]
    expect(registrationQuoteInput(draft)).toEqual({
      region: 'madrid',
      marks: [{ classes: [{ classNo: '25', items: 0 }], priority: true, color: true }],
      countries: ['US'],
    })
    expect(registrationQuoteInput({ ...draft, region: 'mainland' }).countries).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import type {
  GlobalAreaData,
  MadridMemberData,
  RegistrationFormulaData,
  RegistrationQuoteData,
  RunCountryData,
} from '../../src/api/schemas/registration-regions'
import { COUNTRY_PRICES, countryQuote, findCountryPrice } from '../../src/domain/country-prices'
import { registrationQuote } from '../../src/domain/registration/price'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const call = <T>(path: string, body: object = {}, lang = 'en') =>
  callApi<T>(path, body, { token: 't-u-demo', lang })

const marks = [
  {
    classes: [
      { classNo: '09', items: 12 },
      { classNo: '42', items: 3 },
    ],
    priority: true,
  },
]

describe('trademark/getPrice', () => {
  it('answers the same quote the page computes, for every region', async () => {
    for (const region of ['mainland', 'hk', 'global', 'madrid'] as const) {
      const countries = region === 'global' ? ['US', 'JP'] : region === 'madrid' ? ['US', 'DE'] : []
      const res = await call<RegistrationQuoteData>('trademark/getPrice', { region, marks, countries })
      expect(res.body.code, region).toBe(200)
      expect(res.body.data).toEqual(registrationQuote({ region, marks, countries }))
    }
    expect(server.schemaViolations).toEqual([])
  })
  it('refuses countries the region does not offer, naming them, in the caller’s language', async () => {
    const madrid = await call('trademark/getPrice', { region: 'madrid', marks, countries: ['HK', 'US'] })
    expect(madrid.body.code).toBe(1001)
    expect(madrid.body.msg).toBe('These are not Madrid members that can be designated: HK')
    const global = await call('trademark/getPrice', { region: 'global', marks, countries: ['CN'] }, 'zh-CN')
    expect(global.body.msg).toBe('以下国家或地区暂不受理海外直接申请：CN')
  })
  it('refuses a class listed twice in one mark and a class outside 01–45', async () => {
    const twice = await call('trademark/getPrice', {
      region: 'mainland',
      marks: [
        {
          classes: [
            { classNo: '09', items: 1 },
            { classNo: '09', items: 2 },
          ],
          priority: false,
        },
      ],
    })
    expect(twice.body).toMatchObject({ code: 1001, msg: 'Trademark 1 lists class 09 twice' })
    const bad = await call('trademark/getPrice', {
      region: 'mainland',
      marks: [{ classes: [{ classNo: '46', items: 1 }], priority: false }],
    })
    expect(bad.status).toBe(500)
    expect(bad.body.code).toBe(800)
    expect(bad.body.msg).toMatch(/between 1 and 45/)
  })
})

describe('trademark/getFormula and madrid/getApplyFormula', () => {
  it('gives each region its formula parameters', async () => {
    const hk = await call<RegistrationFormulaData>('trademark/getFormula', { region: 'hk' })
    expect(hk.body.data).toMatchObject({
      productType: 2,
      officialLocal: { currency: 'HKD', first: 2000, further: 1000 },
      firstClass: { official: 1850, service: 1500 },
    })
    const global = await call<RegistrationFormulaData>('trademark/getFormula', { region: 'global' })
    expect(global.body.data).toMatchObject({ bankCharges: 150, fairFee: 0.02, base: { firstClass: 1800 } })
    expect(global.body.data.stair[0]).toEqual({ minCountries: 5, rate: 0.05 })
  })
  it('lists the Madrid formula with every member’s fee for the classes asked', async () => {
    const res = await call<{
      formula: RegistrationFormulaData
      classes: number
      countries: MadridMemberData[]
    }>('madrid/getApplyFormula', { classes: 2 })
    expect(res.body.data.formula.madrid).toMatchObject({ basicFeeChf: { blackWhite: 653, color: 903 } })
    const jp = res.body.data.countries.find((c) => c.code === 'JP')!
    const expected = countryQuote(findCountryPrice('JP')!, 26, 2)!
    expect(jp).toMatchObject({ kind: 'individual', officialChf: 770, officialCny: expected.officialCny })
    const de = res.body.data.countries.find((c) => c.code === 'DE')!
    expect(de).toMatchObject({ kind: 'complementary', officialChf: 100 })
    expect(server.schemaViolations).toEqual([])
  })
})

describe('madrid/getMadridList', () => {
  it('lists about a hundred members with names, fees and the US declaration of use', async () => {
    const res = await call<{ total: number; list: MadridMemberData[] }>('madrid/getMadridList', {})
    expect(res.body.data.total).toBeGreaterThanOrEqual(100)
    const codes = res.body.data.list.map((m) => m.code)
    for (const p of COUNTRY_PRICES.filter((c) => c.madrid)) expect(codes).toContain(p.code)
    expect(codes).not.toContain('CN')
    const us = res.body.data.list.find((m) => m.code === 'US')!
    expect(us).toMatchObject({
      zh: '美国',
      en: 'United States',
      useDeclaration: true,
      region: 'northAmerica',
    })
  })
  it('filters by region and by keyword in Chinese, English or code', async () => {
    const africa = await call<{ list: MadridMemberData[] }>('madrid/getMadridList', { region: 'africa' })
    expect(africa.body.data.list.every((m) => m.region === 'africa')).toBe(true)
    expect(africa.body.data.list.map((m) => m.code)).toContain('OA')
    for (const keyword of ['日本', 'japan', 'jp']) {
      const res = await call<{ list: MadridMemberData[] }>('madrid/getMadridList', { keyword })
      expect(
        res.body.data.list.map((m) => m.code),
        keyword,
      ).toContain('JP')
    }
  })
})

describe('trademark/getGlobalArea', () => {
  it('groups the world as overview §9 does, and says how each country is reached', async () => {
    const res = await call<GlobalAreaData>('trademark/getGlobalArea')
    const counts = Object.fromEntries(res.body.data.map((a) => [a.region, a.countries.length]))
    expect(counts).toEqual({
      asiaPacific: 14,
      europe: 19,
      northAmerica: 3,
      southAmerica: 3,
      africa: 1,
      oceania: 2,
      wipo: 1,
    })
    const all = res.body.data.flatMap((a) => a.countries)
    expect(all.find((c) => c.code === 'NL')).toMatchObject({ filing: 'via', via: 'BX' })
    expect(all.find((c) => c.code === 'CN')).toMatchObject({ filing: 'mainland' })
    expect(all.find((c) => c.code === 'WO')).toMatchObject({ filing: 'madrid' })
    expect(all.find((c) => c.code === 'US')).toMatchObject({ filing: 'direct', zh: '美国' })
  })
})

describe('trademark/getGlobalRunCountry', () => {
  it('lists every jurisdiction of the price list with its price for the classes and time to registration', async () => {
    const res = await call<{ list: RunCountryData[] }>('trademark/getGlobalRunCountry', { classes: 3 })
    expect(res.body.data.list).toHaveLength(COUNTRY_PRICES.length)
    const us = res.body.data.list.find((c) => c.code === 'US')!
    const q = countryQuote(findCountryPrice('US')!, 3, 3)!
    expect(us).toMatchObject({ totalCny: q.totalCny, currency: 'USD', madridMember: true, months: [12, 18] })
    const eu = await call<{ list: RunCountryData[] }>('trademark/getGlobalRunCountry', { keyword: '欧盟' })
    expect(eu.body.data.list.map((c) => c.code)).toEqual(['EM'])
  })
})

describe('trademark/getInquiryReportCountry', () => {
  it('lists the searchable jurisdictions with the report price and its one-day delivery', async () => {
    const res = await call<{ deliveryWorkingDays: number; list: { code: string; price: number }[] }>(
      'trademark/getInquiryReportCountry',
    )
    expect(res.body.data.deliveryWorkingDays).toBe(1)
    expect(res.body.data.list).toHaveLength(43)
    expect(res.body.data.list[0]).toMatchObject({ code: 'CN', price: 300 })
    expect(server.schemaViolations).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import type {
  RegistrationFormulaData,
  RegistrationQuoteData,
} from '../../src/api/schemas/registration-regions'
import type { ServiceFormulaData, ServiceQuoteData } from '../../src/api/schemas/service-pricing'
import { businessToday } from '../../src/domain/clock'
import { registrationFormula } from '../../src/domain/registration/price'
import { serviceQuote } from '../../src/domain/service-quote'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const call = <T>(path: string, body: object = {}, lang = 'en') =>
  callApi<T>(path, body, { token: 't-u-demo', lang })

const today = () => businessToday()
const other = { regNo: '90000001', classes: ['09', '35'] }

describe('each service’s getFormula', () => {
  it('answers the schedule and every official fee with its basis, date and paper/online price', async () => {
    const cases: [string, object, number, string][] = [
      ['tmAssignment/getFormula', {}, 12, 'assignment'],
      ['tmLicense/getFormula', {}, 31, 'licence'],
      ['tmCancellation/getFormula', {}, 34, 'removal'],
      ['tmReissueRegister/getFormula', {}, 29, 'reissueRegistration'],
      ['tmReissueOthers/getFormula', {}, 30, 'reissueCertificate'],
      ['tmAlteration/getFormula', {}, 13, 'change'],
      ['tmAlteration/getFormula', { region: 'global' }, 17, 'national'],
    ]
    for (const [path, body, productType, fee] of cases) {
      const res = await call<ServiceFormulaData>(path, body)
      expect(res.body.code, path).toBe(200)
      expect(res.body.data.productType, path).toBe(productType)
      expect(res.body.data.channel).toBe('online')
      expect(res.body.data.fees[0]!.id, path).toBe(fee)
      expect(res.body.data.fees[0]!.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    const change = await call<ServiceFormulaData>('tmAlteration/getFormula', {})
    expect(change.body.data.fees[0]).toMatchObject({ paper: 150, online: 0 })
    expect(server.schemaViolations).toEqual([])
  })
})

describe('getPrice of the licence and the two reissues', () => {
  it('prices a mark that is not the caller’s from the request', async () => {
    const licence = await call<ServiceQuoteData>('tmLicense/getPrice', { marks: [other] })
    expect(licence.body.data).toEqual(
      serviceQuote({ productType: 31, marks: [other] }, licence.body.data.quotedOn),
    )
    expect(licence.body.data.official).toBe(270)
    const reissue = await call<ServiceQuoteData>('tmReissueRegister/getPrice', { marks: [other] })
    expect(reissue.body.data.total).toBe(450 + 500)
    const others = await call<ServiceQuoteData>('tmReissueOthers/getPrice', {
      marks: [other, { ...other, regNo: '2' }],
    })
    expect(others.body.data.total).toBe(2 * (45 + 300))
    expect(server.schemaViolations).toEqual([])
  })
  it('prices the caller’s own mark from its record, whatever classes the request names', async () => {
    const own = portfolioOf('u-demo', today())[0]!
    const res = await call<ServiceQuoteData>('tmLicense/getPrice', {
      marks: [{ regNo: own.regNo, classes: ['09'] }],
    })
    expect(res.body.data.lines[0]!.regNo).toBe(own.regNo)
    expect(res.body.data.official).toBe(135 * own.niceClasses.length)
  })
  it('refuses a malformed class', async () => {
    const res = await call('tmLicense/getPrice', { marks: [{ regNo: '1', classes: ['46'] }] })
    expect(res.body.code).not.toBe(200)
  })
})

describe('validateFormula', () => {
  it('accepts the price the page shows and refuses another with the server’s price, in the caller’s language', async () => {
    const ok = await call<ServiceQuoteData>('tmAssignment/validateFormula', {
      marks: [other],
      total: 900 + 1000,
    })
    expect(ok.body.code).toBe(200)
    expect(ok.body.data.total).toBe(1900)
    const stale = await call<ServiceQuoteData>('tmAssignment/validateFormula', {
      marks: [other],
      total: 1250,
    })
    expect(stale.body.code).toBe(1001)
    expect(stale.body.msg).toBe('Price error: the price is now ¥1900.00; please check it and submit again')
    expect(stale.body.data.total).toBe(1900)
    const zh = await call('tmCancellation/validateFormula', { marks: [other], total: 1 }, 'zh-CN')
    expect(zh.body.msg).toBe('价格错误：当前价格为 ¥800.00，请确认后重新提交')
  })
  it('prices a mainland change (free online) or a global change by region', async () => {
    const mainland = await call<ServiceQuoteData>('tmAlteration/validateFormula', {
      marks: [other],
      total: 500,
    })
    expect(mainland.body.data.official).toBe(0)
    const global = await call('tmAlteration/validateFormula', {
      region: 'global',
      marks: [{ ...other, country: 'ZZ' }],
      total: 0,
    })
    expect(global.body.msg).toBe('This service is not offered for: ZZ')
  })
  it('licence validation refuses a mismatched total', async () => {
    const res = await call('tmLicense/validateFormula', { marks: [other], total: 0 })
    expect(res.body.code).toBe(1001)
  })
})

describe('trademark/getPrice and getFormula for a renewal', () => {
  it('keeps the registration behaviour', async () => {
    const res = await call<RegistrationFormulaData>('trademark/getFormula', { region: 'mainland' })
    expect(res.body.data).toEqual(registrationFormula('mainland'))
  })
  it('prices a renewal in grace from the mark’s own term, with the surcharge and its basis', async () => {
    const day = today()
    const grace = portfolioOf('u-demo', day).find((m) => lifecycleOf(m, day).renewal?.phase === 'grace')!
    const res = await call<RegistrationQuoteData & ServiceQuoteData>('trademark/getPrice', {
      productType: 5,
      marks: [{ regNo: grace.regNo, classes: ['01'], inGrace: false }],
    })
    expect(res.body.code).toBe(200)
    expect(res.body.data.region).toBe('mainland')
    expect(res.body.data.graceMarks).toBe(1)
    const n = grace.niceClasses.length
    expect(res.body.data.lines.find((l) => l.kind === 'grace')).toMatchObject({
      quantity: n,
      official: 225 * n,
    })
    expect(res.body.data.basis.map((b) => b.id)).toEqual(['renewal', 'renewalGrace'])
    expect(server.schemaViolations).toEqual([])
  })
  it('answers the renewal formula with the grace surcharge and the fees’ basis', async () => {
    const res = await call<RegistrationFormulaData & { grace: object; fees: { id: string }[] }>(
      'trademark/getFormula',
      { productType: 5 },
    )
    expect(res.body.data.firstClass).toEqual({ official: 450, service: 700 })
    expect(res.body.data.grace).toEqual({ official: 225, service: 200 })
    expect(res.body.data.fees.map((f) => f.id)).toEqual(['renewal', 'renewalGrace'])
    expect(server.schemaViolations).toEqual([])
  })
  it('refuses a Madrid renewal designating a non-member', async () => {
    const res = await call(
      'trademark/getPrice',
      { productType: 18, marks: [other], countries: ['TW'] },
      'zh-CN',
    )
    expect(res.body.msg).toBe('以下国家或地区无法办理此项业务：TW')
  })
})

describe('trademark/getGlobalExtendFormula', () => {
  it('lists each Madrid member’s renewal fee for the classes, complementary or individual', async () => {
    const res = await call<{
      formula: ServiceFormulaData
      countries: { code: string; fee: string; officialChf?: number; officialLocal: number }[]
    }>('trademark/getGlobalExtendFormula', { region: 'madrid', classes: 2 })
    expect(res.body.data.formula.productType).toBe(18)
    const de = res.body.data.countries.find((c) => c.code === 'DE')!
    expect(de).toMatchObject({ fee: 'madridRenewalComplementary', officialLocal: 100 })
    expect(res.body.data.countries.find((c) => c.code === 'US')!.fee).toBe('madridRenewalIndividual')
    expect(server.schemaViolations).toEqual([])
  })
  it('lists the national offices for a global renewal, filtered by keyword', async () => {
    const res = await call<{ countries: { code: string }[] }>('trademark/getGlobalExtendFormula', {
      region: 'global',
      classes: 1,
      keyword: 'japan',
    })
    expect(res.body.data.countries.map((c) => c.code)).toEqual(['JP'])
  })
})

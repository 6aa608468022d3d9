import { describe, expect, it } from 'vitest'
import { countryQuote, findCountryPrice, toCny } from './country-prices'
import { FEE_SCHEDULES, OFFICIAL_FEES } from './pricing'
import { renewalWindow } from './renewal'
import {
  inGraceOn,
  serviceFormula,
  serviceQuote,
  unknownServiceCountries,
  type ServiceProductType,
} from './service-quote'

const TODAY = '2026-11-26'
const mark = (classes: string[], extra: object = {}) => ({ regNo: '12345678', classes, ...extra })
const one = (productType: ServiceProductType, classes = ['09']) =>
  serviceQuote({ productType, marks: [mark(classes)] }, TODAY)

describe('serviceQuote: mainland renewal (5)', () => {
  it('charges the online renewal fee and the agency fee per class', () => {
    const q = one(5, ['09', '35'])
    expect(
      q.lines.map(({ kind, quantity, official, service }) => ({ kind, quantity, official, service })),
    ).toEqual([
      { kind: 'firstClass', quantity: 1, official: 450, service: 700 },
      { kind: 'extraClass', quantity: 1, official: 450, service: 700 },
    ])
    expect(q).toMatchObject({ official: 900, service: 1400, total: 2300, channel: 'online', graceMarks: 0 })
  })
  it('quotes the fee with its effective date, basis, and paper and online price', () => {
    const [basis] = one(5).basis
    expect(basis).toMatchObject({ id: 'renewal', paper: 500, online: 450, effectiveFrom: '2019-07-01' })
    expect(basis!.basis.zh).toContain('发改价格〔2019〕914号')
    expect(basis!.verified).toBe(true)
  })
  it('adds the late-renewal fee per class for a mark in the grace period, and lists its basis', () => {
    const q = serviceQuote(
      { productType: 5, marks: [mark(['09', '35', '42'], { expiryDate: '2026-06-30' }), mark(['01'])] },
      TODAY,
    )
    const grace = q.lines.filter((l) => l.kind === 'grace')
    expect(grace).toEqual([
      {
        kind: 'grace',
        quantity: 3,
        official: 675,
        service: 600,
        fee: 'renewalGrace',
        mark: 0,
        regNo: '12345678',
      },
    ])
    expect(q.graceMarks).toBe(1)
    expect(q.official).toBe(450 * 4 + 225 * 3)
    expect(q.basis.map((b) => b.id)).toEqual(['renewal', 'renewalGrace'])
    expect(q.basis[1]).toMatchObject({ paper: 250, online: 225 })
  })
  it('takes the grace period from the expiry date, not from the flag, when the date is known', () => {
    const q = serviceQuote(
      { productType: 5, marks: [mark(['09'], { expiryDate: '2027-06-30', inGrace: true })] },
      TODAY,
    )
    expect(q.lines.some((l) => l.kind === 'grace')).toBe(false)
    const flagged = serviceQuote({ productType: 5, marks: [mark(['09'], { inGrace: true })] }, TODAY)
    expect(flagged.total).toBe(450 + 700 + 225 + 200)
  })
})

describe('the grace period on 29 February and on the last day of grace', () => {
  it('a term ending on 29 February 2024 has its grace from 1 March to 29 August 2024', () => {
    expect(renewalWindow('2024-02-29').graceEnds).toBe('2024-08-29')
    expect(inGraceOn('2024-02-29', '2024-02-29')).toBe(false)
    expect(inGraceOn('2024-02-29', '2024-03-01')).toBe(true)
    expect(inGraceOn('2024-02-29', '2024-08-29')).toBe(true)
    expect(inGraceOn('2024-02-29', '2024-08-30')).toBe(false)
  })
  it('charges the surcharge on the last day of grace and not on the last day of the term', () => {
    const quote = (today: string) =>
      serviceQuote({ productType: 5, marks: [mark(['09'], { expiryDate: '2025-08-31' })] }, today)
    expect(renewalWindow('2025-08-31').graceEnds).toBe('2026-02-28')
    // 31 August 2025 is a Sunday: the term's last day rolls to Monday 1 September, still without surcharge.
    expect(quote('2025-08-31').graceMarks).toBe(0)
    expect(quote('2025-09-01').graceMarks).toBe(0)
    expect(quote('2025-09-02').graceMarks).toBe(1)
    // 28 February 2026 is a Saturday worked in lieu of the Spring Festival: the last day of grace stays.
    expect(quote('2026-02-28').graceMarks).toBe(1)
    expect(quote('2026-02-28').total).toBe(450 + 700 + 225 + 200)
    expect(quote('2026-03-01').graceMarks).toBe(0)
  })
  it('a grace period ending in the National Day holiday runs to the next working day', () => {
    // Term ends on 4 April 2025 (Qingming): the window runs to 7 April; grace ends 4 October, rolled to 9 October.
    expect(inGraceOn('2025-04-04', '2025-04-07')).toBe(false)
    expect(inGraceOn('2025-04-04', '2025-04-08')).toBe(true)
    expect(inGraceOn('2025-04-04', '2025-10-09')).toBe(true)
    expect(inGraceOn('2025-04-04', '2025-10-10')).toBe(false)
  })
})

describe('serviceQuote: the other CNIPA services', () => {
  it('assignment and licence record are charged per class', () => {
    expect(one(12, ['09', '35']).official).toBe(900)
    expect(one(12, ['09', '35']).service).toBe(800 + 200)
    expect(one(31, ['09', '35']).official).toBe(270)
    expect(one(31, ['09']).basis[0]).toMatchObject({ id: 'licence', paper: 150, online: 135 })
  })
  it('a change filed online is free, and the basis says paper would cost 150', () => {
    const q = one(13, ['09', '35'])
    expect(q.official).toBe(0)
    expect(q.service).toBe(FEE_SCHEDULES[13].serviceFirstClass)
    expect(q.basis[0]).toMatchObject({ id: 'change', paper: 150, online: 0 })
  })
  it('removal has no official fee', () => {
    expect(one(34).official).toBe(0)
    expect(one(34).basis[0]).toMatchObject({ id: 'removal', paper: 0, online: 0 })
  })
  it('reissues are charged per certificate, whatever the classes', () => {
    expect(one(29, ['09', '35', '42']).lines).toEqual([
      {
        kind: 'case',
        quantity: 1,
        official: 450,
        service: 500,
        mark: 0,
        regNo: '12345678',
        fee: 'reissueRegistration',
      },
    ])
    const two = serviceQuote({ productType: 30, marks: [mark(['09']), mark(['35'])] }, TODAY)
    expect(two.total).toBe(2 * (45 + 300))
    expect(two.basis[0]).toMatchObject({ paper: 50, online: 45, verified: false })
  })
  it('every CNIPA schedule charges the online column of OFFICIAL_FEES', () => {
    expect(FEE_SCHEDULES[5].officialFirstClass).toBe(OFFICIAL_FEES.renewal.online)
    expect(FEE_SCHEDULES[5].officialGrace).toBe(OFFICIAL_FEES.renewalGrace.online)
    expect(FEE_SCHEDULES[12].officialFirstClass).toBe(OFFICIAL_FEES.assignment.online)
    expect(FEE_SCHEDULES[29].officialFirstClass).toBe(OFFICIAL_FEES.reissueRegistration.online)
  })
})

describe('serviceQuote: Madrid renewal (18)', () => {
  it('charges the WIPO basic fee, the supplementary fee, each designation and the grace surcharge', () => {
    const q = serviceQuote(
      {
        productType: 18,
        marks: [mark(['03', '09', '25', '35'], { expiryDate: '2026-09-30' })],
        countries: ['DE', 'US'],
      },
      TODAY,
    )
    const byKind = (kind: string) => q.lines.filter((l) => l.kind === kind)
    expect(byKind('basicFee')[0]!.official).toBe(toCny(653, 'CHF'))
    // DE takes the complementary fee, so the classes beyond the third pay the supplementary fee.
    expect(byKind('supplementaryFee')[0]).toMatchObject({ quantity: 1, official: toCny(100, 'CHF') })
    expect(byKind('country').map((l) => [l.country, l.fee])).toEqual([
      ['DE', 'madridRenewalComplementary'],
      ['US', 'madridRenewalIndividual'],
    ])
    expect(byKind('country')[0]!.official).toBe(toCny(100, 'CHF'))
    expect(byKind('grace')[0]!.official).toBe(toCny(326.5, 'CHF'))
    expect(q.approximate).toBe(true)
    expect(q.basis.find((b) => b.id === 'madridRenewalBasic')).toMatchObject({ currency: 'CHF', online: 653 })
  })
  it('refuses designations that are not Madrid members', () => {
    expect(
      unknownServiceCountries({ productType: 18, marks: [mark(['09'])], countries: ['DE', 'TW'] }),
    ).toEqual(['TW'])
  })
})

describe('serviceQuote: global renewal (11) and global change (17)', () => {
  it('prices a national renewal from the country list', () => {
    const q = serviceQuote({ productType: 11, marks: [mark(['09', '35'], { country: 'JP' })] }, TODAY)
    const jp = countryQuote(findCountryPrice('JP')!, 3, 2)!
    expect(q.lines.find((l) => l.kind === 'country')).toMatchObject({
      country: 'JP',
      official: jp.officialCny,
      service: jp.serviceCny,
    })
    expect(q.official).toBe(jp.officialCny)
  })
  it('files one WIPO change request for every international registration of the order', () => {
    const q = serviceQuote(
      {
        productType: 17,
        marks: [
          mark(['09'], { country: 'WO' }),
          mark(['35'], { country: 'WO' }),
          mark(['09'], { country: 'US' }),
        ],
      },
      TODAY,
    )
    expect(q.lines.filter((l) => l.fee === 'madridChange')).toHaveLength(1)
    expect(q.lines.filter((l) => l.kind === 'country')).toHaveLength(1)
    expect(q.basis.map((b) => b.id)).toEqual(['national', 'madridChange'])
  })
  it('names the countries it cannot price', () => {
    expect(
      unknownServiceCountries({
        productType: 11,
        marks: [mark(['09'], { country: 'ZZ' }), mark(['09'], { country: 'WO' })],
      }),
    ).toEqual(['ZZ', 'WO'])
  })
})

describe('serviceFormula', () => {
  it('lists the schedule and the basis of every fee item of the service', () => {
    const f = serviceFormula(5)
    expect(f.schedule.officialGrace).toBe(225)
    expect(f.fees.map((x) => x.id)).toEqual(['renewal', 'renewalGrace'])
    expect(f.channel).toBe('online')
  })
})

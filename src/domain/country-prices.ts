/**
 * Per-country prices of overseas filing (product type 3) and of Madrid designations (product type 26).
 *
 * APPROXIMATIONS: every official fee here follows the office's (or WIPO's) published schedule as of 2025,
 * rounded to whole units of the office's currency; the entries marked `approximate: true` are estimates
 * (schedules quoted in local units that change often, fees that depend on the number of goods, or two-part
 * Madrid individual fees summed into one). The CNY amounts use the reference rates in `CNY_PER_UNIT`, which
 * are themselves approximations of late-2025 central parity rates (HKD and CHF are chosen so that these
 * amounts agree with the Hong Kong and Madrid basic fees of FEE_SCHEDULES). Service fees are this agency's own
 * prices and include the foreign associate's charges.
 *
 * An overseas order costs the schedule of product type 3 (the agency's handling fee) plus, for each country,
 * `countryQuote(country, 3, classes)`; a Madrid order costs the schedule of type 26 (WIPO basic fee) plus, for
 * each designated party, `countryQuote(country, 26, classes)`.
 */
import { REGIONAL_OFFICE_NAMES } from './regional-offices'

export const PRICE_REGIONS = [
  'asiaPacific',
  'europe',
  'northAmerica',
  'southAmerica',
  'africa',
  'oceania',
] as const
export type PriceRegion = (typeof PRICE_REGIONS)[number]

export const PRICE_REGION_NAMES: Readonly<Record<PriceRegion, { zh: string; en: string }>> = {
  asiaPacific: { zh: '亚太地区', en: 'Asia-Pacific' },
  europe: { zh: '欧洲', en: 'Europe' },
  northAmerica: { zh: '北美洲', en: 'North America' },
  southAmerica: { zh: '中南美洲', en: 'Central and South America' },
  africa: { zh: '非洲', en: 'Africa' },
  oceania: { zh: '大洋洲', en: 'Oceania' },
}

/**
 * Fees by number of classes: `first` covers the first `included` classes (1 unless given), `second` (if set)
 * is the second class, `further` each class after that.
 */
export interface ClassFees {
  first: number
  second?: number
  further: number
  included?: number
}

export type MadridFeeKind = 'individual' | 'complementary'

export interface CountryPrice {
  /** ISO 3166-1 alpha-2, or EM (European Union), BX (Benelux), OA (OAPI). */
  code: string
  region: PriceRegion
  /** ISO 4217 code of the office's fees. */
  currency: string
  /** National filing fees in `currency`. */
  official: ClassFees
  /** This agency's fee (CNY) for a national filing there. */
  service: { first: number; further: number }
  /** The Madrid fee for designating this party, in CHF; null when it is not a Madrid member. */
  madrid: { kind: MadridFeeKind; fees: ClassFees } | null
  approximate?: true
  /** Names of the regional offices, which have no ISO country code. */
  names?: { zh: string; en: string }
}

/** CNY per unit of each fee currency (reference rates; see the note at the top). */
export const CNY_PER_UNIT: Readonly<Record<string, number>> = {
  CNY: 1,
  HKD: 0.925,
  MOP: 0.895,
  TWD: 0.222,
  JPY: 0.048,
  KRW: 0.0052,
  SGD: 5.52,
  MYR: 1.68,
  THB: 0.22,
  VND: 0.00028,
  IDR: 0.00044,
  PHP: 0.124,
  INR: 0.082,
  PKR: 0.0254,
  BDT: 0.0585,
  LKR: 0.024,
  KHR: 0.00177,
  MNT: 0.0021,
  KZT: 0.0138,
  UZS: 0.00057,
  AED: 1.94,
  SAR: 1.9,
  QAR: 1.96,
  KWD: 23.2,
  ILS: 1.96,
  EUR: 7.74,
  GBP: 9.35,
  CHF: 9.03,
  SEK: 0.71,
  DKK: 1.04,
  NOK: 0.69,
  PLN: 1.82,
  RUB: 0.088,
  CZK: 0.31,
  HUF: 0.0198,
  RON: 1.55,
  TRY: 0.17,
  USD: 7.12,
  CAD: 5.15,
  MXN: 0.38,
  BRL: 1.31,
  ARS: 0.0066,
  CLP: 0.0075,
  COP: 0.00175,
  PEN: 1.95,
  EGP: 0.146,
  NGN: 0.0046,
  KES: 0.055,
  MAD: 0.77,
  XOF: 0.0118,
  ZAR: 0.39,
  AUD: 4.65,
  NZD: 4.2,
}

/** The agency's fee (CNY) for each designated party of a Madrid application, whatever the classes. */
export const MADRID_DESIGNATION_SERVICE = 300
/** WIPO's complementary fee per designation (CHF); the supplementary fee is CHF 100 per class over three. */
export const MADRID_COMPLEMENTARY_FEE = 100

const flat = (fee: number, further = fee): ClassFees => ({ first: fee, further })
const comp = { kind: 'complementary', fees: flat(MADRID_COMPLEMENTARY_FEE, 0) } as const
const ind = (first: number, further = first, extra: Partial<ClassFees> = {}) =>
  ({ kind: 'individual', fees: { first, further, ...extra } }) as const

type Row = Omit<CountryPrice, 'code' | 'region' | 'currency' | 'service'> & {
  service: [number, number]
}
const rows = (region: PriceRegion, list: Record<string, [string, Row]>): CountryPrice[] =>
  Object.entries(list).map(([code, [currency, row]]) => ({
    code,
    region,
    currency,
    ...row,
    service: { first: row.service[0], further: row.service[1] },
  }))
const A = true as const

export const COUNTRY_PRICES: readonly CountryPrice[] = [
  ...rows('asiaPacific', {
    HK: ['HKD', { official: flat(2000, 1000), service: [1500, 500], madrid: null }],
    MO: ['MOP', { official: flat(1500), service: [1500, 600], madrid: null, approximate: A }],
    TW: ['TWD', { official: flat(3000), service: [1500, 800], madrid: null }],
    JP: [
      'JPY',
      { official: flat(12000, 8600), service: [2000, 1000], madrid: ind(440, 330), approximate: A },
    ],
    KR: ['KRW', { official: flat(62000), service: [1800, 900], madrid: ind(245), approximate: A }],
    SG: ['SGD', { official: flat(380), service: [1800, 900], madrid: ind(270) }],
    MY: ['MYR', { official: flat(950), service: [1800, 900], madrid: ind(290), approximate: A }],
    TH: ['THB', { official: flat(5000), service: [1800, 900], madrid: ind(170), approximate: A }],
    VN: [
      'VND',
      { official: flat(1000000, 730000), service: [1500, 800], madrid: ind(147, 120), approximate: A },
    ],
    ID: ['IDR', { official: flat(1800000), service: [1600, 800], madrid: ind(123) }],
    PH: ['PHP', { official: flat(2592), service: [1600, 800], madrid: ind(110), approximate: A }],
    IN: ['INR', { official: flat(9000), service: [1500, 800], madrid: ind(105), approximate: A }],
    PK: ['PKR', { official: flat(9000), service: [1500, 800], madrid: ind(98), approximate: A }],
    BD: ['BDT', { official: flat(12500), service: [1500, 800], madrid: null, approximate: A }],
    LK: ['LKR', { official: flat(4000), service: [1500, 800], madrid: null, approximate: A }],
    KH: ['KHR', { official: flat(390000), service: [1500, 800], madrid: ind(100), approximate: A }],
    MN: ['MNT', { official: flat(150000), service: [1500, 800], madrid: comp, approximate: A }],
    KZ: ['KZT', { official: flat(38000, 9000), service: [1800, 900], madrid: ind(300, 150), approximate: A }],
    UZ: ['UZS', { official: flat(1200000), service: [1800, 900], madrid: ind(400, 40), approximate: A }],
    AE: ['AED', { official: flat(6750), service: [2500, 1500], madrid: ind(1880), approximate: A }],
    SA: ['SAR', { official: flat(2500), service: [2500, 1500], madrid: null, approximate: A }],
    QA: ['QAR', { official: flat(1000), service: [2500, 1500], madrid: null, approximate: A }],
    KW: ['KWD', { official: flat(150), service: [2500, 1500], madrid: null, approximate: A }],
    IL: ['ILS', { official: flat(1773, 1377), service: [2200, 1000], madrid: ind(530, 411), approximate: A }],
  }),
  ...rows('europe', {
    EM: [
      'EUR',
      {
        official: { first: 850, second: 50, further: 150 },
        service: [3000, 500],
        madrid: ind(829, 146, { second: 49 }),
        names: REGIONAL_OFFICE_NAMES.EM,
      },
    ],
    GB: ['GBP', { official: flat(170, 50), service: [2200, 800], madrid: ind(199, 56), approximate: A }],
    DE: ['EUR', { official: { first: 290, further: 100, included: 3 }, service: [2500, 600], madrid: comp }],
    FR: ['EUR', { official: flat(190, 40), service: [2200, 600], madrid: comp }],
    IT: ['EUR', { official: flat(101, 34), service: [2200, 600], madrid: comp }],
    ES: ['EUR', { official: flat(127, 82), service: [2200, 800], madrid: comp, approximate: A }],
    BX: [
      'EUR',
      {
        official: { first: 244, second: 27, further: 81 },
        service: [2200, 600],
        madrid: ind(247, 81, { second: 27 }),
        approximate: A,
        names: REGIONAL_OFFICE_NAMES.BX,
      },
    ],
    CH: [
      'CHF',
      {
        official: { first: 550, further: 100, included: 3 },
        service: [2500, 600],
        madrid: ind(552, 100, { included: 3 }),
      },
    ],
    AT: [
      'EUR',
      {
        official: { first: 280, further: 75, included: 3 },
        service: [2200, 600],
        madrid: comp,
        approximate: A,
      },
    ],
    SE: ['SEK', { official: flat(1800, 900), service: [2200, 800], madrid: comp, approximate: A }],
    DK: ['DKK', { official: flat(2000, 600), service: [2200, 800], madrid: ind(280, 80), approximate: A }],
    FI: ['EUR', { official: flat(215, 100), service: [2200, 800], madrid: ind(230, 95), approximate: A }],
    NO: ['NOK', { official: flat(3000, 1000), service: [2200, 800], madrid: ind(245, 80), approximate: A }],
    PL: ['PLN', { official: flat(400, 120), service: [2000, 800], madrid: comp, approximate: A }],
    PT: ['EUR', { official: flat(126, 32), service: [2000, 800], madrid: comp, approximate: A }],
    IE: ['EUR', { official: flat(70, 50), service: [2200, 800], madrid: ind(80, 60), approximate: A }],
    RU: ['RUB', { official: flat(15000, 2500), service: [2500, 800], madrid: ind(490, 35), approximate: A }],
    GR: ['EUR', { official: flat(120, 20), service: [2000, 800], madrid: comp }],
    CZ: ['CZK', { official: { first: 5000, further: 500, included: 3 }, service: [2000, 600], madrid: comp }],
    HU: [
      'HUF',
      {
        official: { first: 136500, further: 34000, included: 3 },
        service: [2000, 800],
        madrid: comp,
        approximate: A,
      },
    ],
    RO: ['RON', { official: flat(450, 150), service: [2000, 800], madrid: comp, approximate: A }],
    TR: ['TRY', { official: flat(2800, 1100), service: [2000, 800], madrid: ind(180, 50), approximate: A }],
  }),
  ...rows('northAmerica', {
    US: ['USD', { official: flat(350), service: [2500, 1500], madrid: ind(311), approximate: A }],
    CA: [
      'CAD',
      { official: flat(458.67, 142.55), service: [2500, 1200], madrid: ind(280, 87), approximate: A },
    ],
    MX: ['MXN', { official: flat(3121), service: [2200, 1200], madrid: ind(170), approximate: A }],
  }),
  ...rows('southAmerica', {
    BR: ['BRL', { official: flat(355), service: [2500, 1200], madrid: ind(300), approximate: A }],
    AR: ['ARS', { official: flat(17000), service: [2800, 1500], madrid: null, approximate: A }],
    CL: ['CLP', { official: flat(66000), service: [2500, 1500], madrid: null, approximate: A }],
    CO: [
      'COP',
      { official: flat(1207500, 604000), service: [2200, 1200], madrid: ind(300, 150), approximate: A },
    ],
    PE: ['PEN', { official: flat(535), service: [2200, 1200], madrid: null, approximate: A }],
    EC: ['USD', { official: flat(208), service: [2200, 1200], madrid: null, approximate: A }],
  }),
  ...rows('africa', {
    ZA: ['ZAR', { official: flat(590), service: [2500, 1500], madrid: null }],
    EG: ['EGP', { official: flat(4000), service: [2500, 1500], madrid: comp, approximate: A }],
    NG: ['NGN', { official: flat(21000), service: [2800, 1500], madrid: null, approximate: A }],
    KE: ['KES', { official: flat(5000), service: [2500, 1500], madrid: comp, approximate: A }],
    MA: ['MAD', { official: flat(1700), service: [2500, 1500], madrid: comp, approximate: A }],
    OA: [
      'XOF',
      {
        official: { first: 450000, further: 90000, included: 3 },
        service: [3500, 1000],
        madrid: ind(700, 140, { included: 3 }),
        approximate: A,
        names: REGIONAL_OFFICE_NAMES.OA,
      },
    ],
  }),
  ...rows('oceania', {
    AU: ['AUD', { official: flat(330), service: [2200, 1200], madrid: ind(270) }],
    NZ: ['NZD', { official: flat(100), service: [2000, 1000], madrid: ind(57), approximate: A }],
  }),
]

/** The fee of class number `k` (1-based) under a schedule of class fees. */
function classFee(fees: ClassFees, k: number): number {
  if (k === 1) return fees.first
  if (k <= (fees.included ?? 1)) return 0
  if (k === 2 && fees.second !== undefined) return fees.second
  return fees.further
}

/** Total of `classes` classes under a schedule of class fees, in its own currency. */
export function classFeesTotal(fees: ClassFees, classes: number): number {
  let sum = 0
  for (let k = 1; k <= classes; k++) sum += classFee(fees, k)
  return Math.round(sum * 100) / 100
}

/** An amount of a fee currency in whole CNY (the portal charges whole yuan for foreign fees). */
export function toCny(amount: number, currency: string): number {
  const rate = CNY_PER_UNIT[currency]
  if (rate === undefined || !(rate > 0)) throw new RangeError(`toCny: no reference rate for ${currency}`)
  return Math.round(amount * rate)
}

export interface CountryQuote {
  /** The office's fee in its own currency (CHF for a Madrid designation). */
  officialLocal: number
  currency: string
  officialCny: number
  serviceCny: number
  totalCny: number
}

/** The price of one country of an overseas (3) or Madrid (26) order for `classes` classes; null if not offered. */
export function countryQuote(
  country: CountryPrice,
  productType: 3 | 26,
  classes: number,
): CountryQuote | null {
  if (classes < 1) return null
  if (productType === 26) {
    if (!country.madrid) return null
    const officialLocal = classFeesTotal(country.madrid.fees, classes)
    const officialCny = toCny(officialLocal, 'CHF')
    return {
      officialLocal,
      currency: 'CHF',
      officialCny,
      serviceCny: MADRID_DESIGNATION_SERVICE,
      totalCny: officialCny + MADRID_DESIGNATION_SERVICE,
    }
  }
  const officialLocal = classFeesTotal(country.official, classes)
  const officialCny = toCny(officialLocal, country.currency)
  const serviceCny = country.service.first + country.service.further * (classes - 1)
  return {
    officialLocal,
    currency: country.currency,
    officialCny,
    serviceCny,
    totalCny: officialCny + serviceCny,
  }
}

/** The price entry of a country code, if this agency files there. */
export function findCountryPrice(code: string): CountryPrice | undefined {
  const c = code.trim().toUpperCase()
  return COUNTRY_PRICES.find((p) => p.code === c)
}

/**
 * THE price of a registration application, line by line, for the four wizards. The wizard's price panel
 * computes it live, the mock's trademark/getPrice and getFormula answer from it, and the order made by
 * insertRegistration charges it, so the price shown is the price charged. All amounts are CNY.
 *
 * Mainland China (product type 0) and Hong Kong (2): per mark, the schedule of FEE_SCHEDULES (quoteWith):
 * the first class, each additional class from the second, each goods item over the class limit (mainland
 * only: CNIPA charges 27 per item over 10 in each class; the Hong Kong IPD has no item limit) and the
 * priority claim. Hong Kong's schedule is the IPD's HK$2,000 for the first class and HK$1,000 for each
 * further class at the reference rate of CNY_PER_UNIT (the fee pages read the same schedule).
 *
 * Global filing (3): each mark is filed nationally in each country. Per mark the base service of
 * FEE_SCHEDULES[3] (first class, each further class, priority); per mark and country the country's office fee
 * in CNY and its service fee (countryQuote). Then, once per application:
 * - bank charges: BANK_CHARGE_PER_REMITTANCE for each remittance abroad (one per mark and country);
 * - the exchange-rate allowance (fairFee): FAIR_FEE_RATE of the foreign official fees, which covers the
 *   rate moving between this quote and the day the fee is paid to the office;
 * - the stair discount: STAIR_DISCOUNTS off the countries' service fees, by the number of countries.
 *
 * Madrid (26): each mark is one international application resting on its basic mark at CNIPA. Per mark: the
 * WIPO basic fee (CHF 653, CHF 903 for a mark in colour), the supplementary fee (CHF 100 per class beyond
 * the third, when any designation is at the complementary fee), the CNIPA handling fee, the base service of
 * FEE_SCHEDULES[26] (first class, each further class, priority) and, per designated member, its individual
 * or complementary fee in CHF plus MADRID_DESIGNATION_SERVICE. Then bank charges (one remittance to WIPO per
 * international application), the exchange-rate allowance and the stair discount, as for global filing.
 */
import {
  CNY_PER_UNIT,
  COUNTRY_PRICES,
  MADRID_COMPLEMENTARY_FEE,
  MADRID_DESIGNATION_SERVICE,
  classFeesTotal,
  countryQuote,
  findCountryPrice,
  toCny,
  type CountryPrice,
} from '../country-prices'
import { FEE_SCHEDULES, quoteWith, type FeeLine, type FeeSchedule } from '../pricing'
import type { ProductTypeId } from '../product-types'
import { REGISTRATION_FLOWS } from './flows'
import { findMadridMember, type MadridMember } from './madrid-members'
import type { RegistrationDraft, RegistrationQuote, RegistrationRegion } from './types'

/** WIPO basic fee of an international application (CHF): black and white, or in colour. */
export const WIPO_BASIC_FEE_CHF = { blackWhite: 653, color: 903 } as const
/** WIPO supplementary fee (CHF) per class beyond MADRID_CLASSES_INCLUDED. */
export const MADRID_SUPPLEMENTARY_FEE_CHF = 100
export const MADRID_CLASSES_INCLUDED = 3
/** CNIPA's handling fee (CNY) as office of origin, per international application. */
export const CNIPA_MADRID_HANDLING_FEE = 200
/** The bank's charge (CNY) for one remittance abroad: to a foreign office's agent, or to WIPO. */
export const BANK_CHARGE_PER_REMITTANCE = 150
/** Share of the foreign official fees charged as the exchange-rate allowance. */
export const FAIR_FEE_RATE = 0.02

/** Discount on the countries' service fees by the number of countries chosen (the highest step that applies). */
export interface StairStep {
  minCountries: number
  rate: number
}
export const STAIR_DISCOUNTS: readonly StairStep[] = [
  { minCountries: 5, rate: 0.05 },
  { minCountries: 10, rate: 0.1 },
  { minCountries: 20, rate: 0.15 },
]

export interface QuoteMarkInput {
  classes: readonly { classNo: string; items: number }[]
  priority: boolean
  /** Madrid: a mark in colour pays the higher WIPO basic fee (black and white when left out). */
  color?: boolean
}

export interface RegistrationQuoteInput {
  region: RegistrationRegion
  marks: readonly QuoteMarkInput[]
  /** Global: the countries and regions filed in; Madrid: the designated members. Ignored elsewhere. */
  countries: readonly string[]
}

const round2 = (n: number) => Math.round(n * 100) / 100
const productTypeOf = (region: RegistrationRegion) => REGISTRATION_FLOWS[region].productType

/** The stair step for a number of countries (rate 0 below the first step). */
export function stairRate(countries: number): number {
  let rate = 0
  for (const step of STAIR_DISCOUNTS) if (countries >= step.minCountries) rate = step.rate
  return rate
}

/** The price of one Madrid designation for `classes` classes (CHF fee at the reference rate, plus service). */
export function madridDesignationQuote(member: MadridMember, classes: number) {
  const officialLocal = classFeesTotal(member.fees, classes)
  const officialCny = toCny(officialLocal, 'CHF')
  return {
    officialLocal,
    currency: 'CHF',
    officialCny,
    serviceCny: MADRID_DESIGNATION_SERVICE,
    totalCny: officialCny + MADRID_DESIGNATION_SERVICE,
  }
}

/** The countries of an input the region does not offer (unknown codes, non-members); they are not priced. */
export function unknownCountries(region: RegistrationRegion, countries: readonly string[]): string[] {
  if (region === 'global') return countries.filter((c) => !findCountryPrice(c))
  if (region === 'madrid') return countries.filter((c) => !findMadridMember(c))
  return []
}

const distinct = (codes: readonly string[]) => [...new Set(codes.map((c) => c.trim().toUpperCase()))]

/** The schedule lines of one mark (quoteWith), with the first class and each excess-item class named. */
function scheduleLines(s: FeeSchedule, mark: QuoteMarkInput, index: number): FeeLine[] {
  const classes = mark.classes.map((c) => ({ no: c.classNo, items: c.items }))
  const lines: FeeLine[] = []
  for (const line of quoteWith(s, { classes, priority: mark.priority }).lines) {
    if (line.kind === 'excessItems' && s.itemLimit !== null) {
      // One line per class over the limit, so the customer sees where the excess is.
      for (const c of mark.classes) {
        const excess = c.items - s.itemLimit
        if (excess > 0)
          lines.push({
            kind: 'excessItems',
            quantity: excess,
            official: round2(s.officialExcessItem * excess),
            service: round2(s.serviceExcessItem * excess),
            classNo: c.classNo,
            mark: index,
          })
      }
    } else if (line.kind === 'firstClass') {
      lines.push({ ...line, classNo: mark.classes[0]?.classNo, mark: index })
    } else {
      lines.push({ ...line, mark: index })
    }
  }
  return lines
}

interface Abroad {
  lines: FeeLine[]
  /** Foreign official fees (CNY), the basis of the exchange-rate allowance. */
  foreignOfficial: number
  /** Per-country service fees (CNY), the basis of the stair discount. */
  countryService: number
  remittances: number
}

function globalMark(mark: QuoteMarkInput, index: number, prices: readonly CountryPrice[]): Abroad {
  const lines = scheduleLines(FEE_SCHEDULES[3], mark, index)
  let foreignOfficial = 0
  let countryService = 0
  let remittances = 0
  for (const price of prices) {
    const q = countryQuote(price, 3, mark.classes.length)
    if (!q) continue
    lines.push({
      kind: 'country',
      quantity: mark.classes.length,
      official: q.officialCny,
      service: q.serviceCny,
      country: price.code,
      mark: index,
    })
    foreignOfficial += q.officialCny
    countryService += q.serviceCny
    remittances += 1
  }
  return { lines, foreignOfficial, countryService, remittances }
}

function madridMark(mark: QuoteMarkInput, index: number, members: readonly MadridMember[]): Abroad {
  const classes = mark.classes.length
  const lines: FeeLine[] = []
  if (classes === 0) return { lines, foreignOfficial: 0, countryService: 0, remittances: 0 }
  const s = FEE_SCHEDULES[26]
  // The schedule's first-class official fee is the black-and-white basic fee in CNY (the fee pages show it);
  // a colour mark pays WIPO's difference on top.
  const basic =
    s.officialFirstClass +
    (mark.color ? toCny(WIPO_BASIC_FEE_CHF.color - WIPO_BASIC_FEE_CHF.blackWhite, 'CHF') : 0)
  lines.push({ kind: 'basicFee', quantity: 1, official: basic, service: 0, mark: index })
  let foreignOfficial = basic
  const beyond = classes - MADRID_CLASSES_INCLUDED
  if (beyond > 0 && members.some((m) => m.kind === 'complementary')) {
    const official = toCny(MADRID_SUPPLEMENTARY_FEE_CHF * beyond, 'CHF')
    lines.push({ kind: 'supplementaryFee', quantity: beyond, official, service: 0, mark: index })
    foreignOfficial += official
  }
  lines.push({ kind: 'handling', quantity: 1, official: CNIPA_MADRID_HANDLING_FEE, service: 0, mark: index })
  // The base service: the schedule's service lines (its first-class official fee is the basic fee above).
  for (const line of scheduleLines(s, mark, index)) {
    if (line.kind === 'firstClass') lines.push({ ...line, official: 0 })
    else lines.push(line)
  }
  let countryService = 0
  for (const member of members) {
    const q = madridDesignationQuote(member, classes)
    lines.push({
      kind: 'country',
      quantity: classes,
      official: q.officialCny,
      service: q.serviceCny,
      country: member.code,
      mark: index,
    })
    foreignOfficial += q.officialCny
    countryService += q.serviceCny
  }
  return { lines, foreignOfficial, countryService, remittances: 1 }
}

function total(region: RegistrationRegion, lines: FeeLine[]): RegistrationQuote {
  const official = round2(lines.reduce((sum, l) => sum + l.official, 0))
  const service = round2(lines.reduce((sum, l) => sum + l.service, 0))
  return { region, lines, official, service, total: round2(official + service) }
}

/** The price of an application, line by line: per mark, class and country, then the application's own lines. */
export function registrationQuote(input: RegistrationQuoteInput): RegistrationQuote {
  const { region, marks } = input
  if (region === 'mainland' || region === 'hk') {
    const s = FEE_SCHEDULES[productTypeOf(region)]
    return total(
      region,
      marks.flatMap((m, i) => scheduleLines(s, m, i)),
    )
  }
  const codes = distinct(input.countries)
  const abroad =
    region === 'global'
      ? (() => {
          const prices = codes.flatMap((c) => findCountryPrice(c) ?? [])
          return marks.map((m, i) => globalMark(m, i, prices))
        })()
      : (() => {
          const members = codes.flatMap((c) => findMadridMember(c) ?? [])
          return marks.map((m, i) => madridMark(m, i, members))
        })()
  const lines = abroad.flatMap((a) => a.lines)
  const remittances = abroad.reduce((sum, a) => sum + a.remittances, 0)
  if (remittances > 0) {
    lines.push({
      kind: 'bankCharges',
      quantity: remittances,
      official: 0,
      service: BANK_CHARGE_PER_REMITTANCE * remittances,
    })
  }
  const foreignOfficial = abroad.reduce((sum, a) => sum + a.foreignOfficial, 0)
  const fair = Math.round(foreignOfficial * FAIR_FEE_RATE)
  if (fair > 0) lines.push({ kind: 'fairFee', quantity: 1, official: 0, service: fair })
  const countries = lines.filter((l) => l.kind === 'country').map((l) => l.country)
  const rate = stairRate(new Set(countries).size)
  const countryService = abroad.reduce((sum, a) => sum + a.countryService, 0)
  const discount = Math.round(countryService * rate)
  if (discount > 0) {
    lines.push({
      kind: 'stairDiscount',
      quantity: new Set(countries).size,
      official: 0,
      service: -discount,
    })
  }
  return total(region, lines)
}

/** The input of registrationQuote for a draft: its marks' classes, item counts, priority and colour. */
export function registrationQuoteInput(draft: RegistrationDraft): RegistrationQuoteInput {
  return {
    region: draft.region,
    marks: draft.trademarks.map((m) => ({
      classes: m.classes.map((c) => ({ classNo: c.classNo, items: c.goods.length })),
      priority: m.priority !== null,
      color: m.colorMode === 'color',
    })),
    countries: REGISTRATION_FLOWS[draft.region].countries === 'none' ? [] : draft.countries,
  }
}

export interface FeePair {
  official: number
  service: number
}

/** The parameters of a region's formula, as trademark/getFormula answers them (CNY unless named). */
export interface RegistrationFormula {
  region: RegistrationRegion
  productType: ProductTypeId
  /** Per mark: the first class, each class from the second (official and agency fees). */
  firstClass: FeePair
  extraClass: FeePair
  /** Goods items included per class, and the fee of each item over it; null where there is no limit. */
  excessItem: (FeePair & { itemLimit: number }) | null
  priority: FeePair
  /** The office fees in their own currency, where they are set in one (Hong Kong: HKD; Madrid: CHF). */
  officialLocal: { currency: string; first: number; further: number } | null
  /** Reference rates (CNY per unit) the foreign fees are converted at. */
  exchangeRates: { currency: string; cnyPerUnit: number }[]
  /** Per remittance abroad; 0 where nothing is paid abroad. */
  bankCharges: number
  /** Share of the foreign official fees charged as the exchange-rate allowance. */
  fairFee: number
  /** The per-application base service (global and Madrid); null elsewhere. */
  base: { firstClass: number; extraClass: number } | null
  stair: StairStep[]
  madrid: {
    basicFeeChf: { blackWhite: number; color: number }
    basicFeeCny: { blackWhite: number; color: number }
    supplementaryFeeChf: number
    classesIncluded: number
    complementaryFeeChf: number
    designationService: number
    handlingFee: number
  } | null
}

const pair = (official: number, service: number): FeePair => ({ official, service })

/** The formula parameters of a region; registrationQuote computes with exactly these. */
export function registrationFormula(region: RegistrationRegion): RegistrationFormula {
  const productType = productTypeOf(region)
  const s = FEE_SCHEDULES[productType]
  const abroad = region === 'global' || region === 'madrid'
  const hk = findCountryPrice('HK')!
  const currencies =
    region === 'hk'
      ? ['HKD']
      : region === 'madrid'
        ? ['CHF']
        : region === 'global'
          ? [...new Set(COUNTRY_PRICES.map((c) => c.currency))].filter((c) => c !== 'CNY').sort()
          : []
  const colorExtra = toCny(WIPO_BASIC_FEE_CHF.color - WIPO_BASIC_FEE_CHF.blackWhite, 'CHF')
  return {
    region,
    productType,
    firstClass: pair(region === 'madrid' ? 0 : s.officialFirstClass, s.serviceFirstClass),
    extraClass: pair(s.officialExtraClass, s.serviceExtraClass),
    excessItem:
      s.itemLimit === null
        ? null
        : { itemLimit: s.itemLimit, official: s.officialExcessItem, service: s.serviceExcessItem },
    priority: pair(s.officialPriority, s.servicePriority),
    officialLocal:
      region === 'hk'
        ? { currency: hk.currency, first: hk.official.first, further: hk.official.further }
        : region === 'madrid'
          ? { currency: 'CHF', first: WIPO_BASIC_FEE_CHF.blackWhite, further: 0 }
          : null,
    exchangeRates: currencies.map((currency) => ({ currency, cnyPerUnit: CNY_PER_UNIT[currency]! })),
    bankCharges: abroad ? BANK_CHARGE_PER_REMITTANCE : 0,
    fairFee: abroad ? FAIR_FEE_RATE : 0,
    base: abroad ? { firstClass: s.serviceFirstClass, extraClass: s.serviceExtraClass } : null,
    stair: abroad ? STAIR_DISCOUNTS.map((step) => ({ ...step })) : [],
    madrid:
      region === 'madrid'
        ? {
            basicFeeChf: { ...WIPO_BASIC_FEE_CHF },
            basicFeeCny: { blackWhite: s.officialFirstClass, color: s.officialFirstClass + colorExtra },
            supplementaryFeeChf: MADRID_SUPPLEMENTARY_FEE_CHF,
            classesIncluded: MADRID_CLASSES_INCLUDED,
            complementaryFeeChf: MADRID_COMPLEMENTARY_FEE,
            designationService: MADRID_DESIGNATION_SERVICE,
            handlingFee: CNIPA_MADRID_HANDLING_FEE,
          }
        : null,
  }
}

/**
 * The price of a trademark service (renewal, Madrid and global renewal, change, global change, assignment,
 * licence record, removal, the two certificate reissues), line by line. The service wizards' price panel,
 * the order the service makes and the mock's getFormula / getPrice / validateFormula calls all compute with
 * serviceQuote, and every amount comes from the one price module: the official fees and their basis
 * (OFFICIAL_FEES), the agency's fees (FEE_SCHEDULES) and the per-country prices (country-prices.ts,
 * madrid-members.ts). Nothing here sets an amount of its own.
 *
 * - Mainland renewal (5), assignment (12), licence record (31): per mark, per class (first class, each
 *   further class); a renewal in the grace period adds the late-renewal fee per class ('grace').
 * - Change (13), removal (34), reissues (29, 30): one 'case' line per mark (per certificate for a reissue).
 * - Opposition (7), refusal review (14), non-use cancellation (16), invalidation (32): per class of the mark
 *   concerned (the classes the request covers), first class and each further class.
 * - Madrid renewal (18): per international registration the WIPO basic fee, the supplementary fee per class
 *   beyond the third when a renewed designation pays the complementary fee, each renewed designation's
 *   individual or complementary fee, the grace surcharge, and the agency's fees.
 * - Global renewal (11) and global change (17): per national mark its office's fee (country price list,
 *   approximate) and the agency's fee; a global change of international registrations is one WIPO request
 *   (MM9) however many of them change.
 */
import {
  MADRID_DESIGNATION_SERVICE,
  classFeesTotal,
  countryQuote,
  findCountryPrice,
  toCny,
} from './country-prices'
import {
  FEE_SCHEDULES,
  FILING_CHANNEL,
  OFFICIAL_FEES,
  officialAmount,
  type FeeLine,
  type FeeSchedule,
  type OfficialFee,
  type OfficialFeeId,
} from './pricing'
import { findMadridMember, type MadridMember } from './registration/madrid-members'
import { renewalPhaseOn } from './mark-lifecycle'

/** The product types a service quote prices (overview §3). */
export const SERVICE_PRODUCT_TYPES = [5, 7, 11, 12, 13, 14, 16, 17, 18, 29, 30, 31, 32, 34] as const
export type ServiceProductType = (typeof SERVICE_PRODUCT_TYPES)[number]
export const isServiceProductType = (n: number): n is ServiceProductType =>
  (SERVICE_PRODUCT_TYPES as readonly number[]).includes(n)

/** The code of an international registration (WIPO) among a global mark's countries. */
export const INTERNATIONAL_REGISTRATION = 'WO'
/** WIPO's supplementary fee applies to each class beyond this many. */
export const MADRID_RENEWAL_CLASSES_INCLUDED = 3

export interface ServiceQuoteMark {
  regNo: string
  /** Nice classes of the mark ('09'); a per-class fee multiplies by their number. */
  classes: readonly string[]
  /** A renewal in the six-month grace period after expiry; derived from `expiryDate` when that is given. */
  inGrace?: boolean
  /** Last day of the current term ('YYYY-MM-DD'): the quote derives the grace period from it and `today`. */
  expiryDate?: string | null
  /** Global services: the country of a national mark (ISO alpha-2), or 'WO' for an international one. */
  country?: string
  /** Madrid renewal: the designations renewed for this mark (else the input's `countries`). */
  designations?: readonly string[]
}

export interface ServiceQuoteInput {
  productType: ServiceProductType
  marks: readonly ServiceQuoteMark[]
  /** Madrid renewal: the designated parties renewed, for every mark that names none of its own. */
  countries?: readonly string[]
}

/** A service's fee line (its `regNo` names the mark a per-mark line is for). */
export type ServiceFeeLine = FeeLine

/** An official fee the quote charges, with its id (the fee-basis panel lists these). */
export type FeeBasisEntry = OfficialFee & { id: OfficialFeeId }

export interface ServiceQuote {
  productType: ServiceProductType
  lines: ServiceFeeLine[]
  official: number
  service: number
  /** official + service, before any coupon. */
  total: number
  /** The channel the official fees are charged at (the agency files online). */
  channel: typeof FILING_CHANNEL
  /** The day the quote was made for ('YYYY-MM-DD'): grace and fees in force are judged on it. */
  quotedOn: string
  /** Every official fee item the lines charge, in the order they first appear. */
  basis: FeeBasisEntry[]
  /** Some line uses an estimated foreign fee (country price list or an unverified WIPO individual fee). */
  approximate: boolean
  /** How many marks are charged the grace-period surcharge. */
  graceMarks: number
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Whether a renewal filed on `today` falls in the grace period of a term ending on `expiry`: after the last
 * day of the term and through the last day of grace (renewalWindow), each rolled over a weekend or holiday
 * as src/domain/mark-lifecycle.ts rolls them, so the quote and the mark's renewal phase agree.
 */
export function inGraceOn(expiry: string, today: string): boolean {
  return renewalPhaseOn(expiry, today.slice(0, 10)).phase === 'grace'
}

const isGrace = (m: ServiceQuoteMark, today: string) =>
  m.expiryDate ? inGraceOn(m.expiryDate, today) : m.inGrace === true

/** The fee item each product type's main line charges. */
const MAIN_FEE: Readonly<Record<ServiceProductType, OfficialFeeId>> = {
  5: 'renewal',
  7: 'opposition',
  11: 'national',
  12: 'assignment',
  13: 'change',
  14: 'review',
  16: 'nonUseCancellation',
  17: 'national',
  18: 'madridRenewalBasic',
  29: 'reissueRegistration',
  30: 'reissueCertificate',
  31: 'licence',
  32: 'review',
  34: 'removal',
}

/** The lines of one mark on a CNIPA schedule: per class (first, further) or once per mark. */
function cnipaLines(s: FeeSchedule, fee: OfficialFeeId, m: ServiceQuoteMark, i: number): ServiceFeeLine[] {
  const official = officialAmount(fee)
  const at = { mark: i, regNo: m.regNo, fee }
  if (!s.perClass) return [{ kind: 'case', quantity: 1, official, service: s.serviceFirstClass, ...at }]
  const n = m.classes.length
  if (n === 0) return []
  const lines: ServiceFeeLine[] = [
    { kind: 'firstClass', quantity: 1, official, service: s.serviceFirstClass, classNo: m.classes[0], ...at },
  ]
  if (n > 1)
    lines.push({
      kind: 'extraClass',
      quantity: n - 1,
      official: round2(official * (n - 1)),
      service: round2(s.serviceExtraClass * (n - 1)),
      ...at,
    })
  return lines
}

/** The agency's own per-class lines of a foreign service (no CNIPA fee on them). */
function agencyLines(s: FeeSchedule, m: ServiceQuoteMark, i: number): ServiceFeeLine[] {
  const n = Math.max(1, m.classes.length)
  const at = { mark: i, regNo: m.regNo }
  const lines: ServiceFeeLine[] = [
    {
      kind: 'firstClass',
      quantity: 1,
      official: 0,
      service: s.serviceFirstClass,
      classNo: m.classes[0],
      ...at,
    },
  ]
  if (s.perClass && n > 1)
    lines.push({
      kind: 'extraClass',
      quantity: n - 1,
      official: 0,
      service: s.serviceExtraClass * (n - 1),
      ...at,
    })
  return lines
}

/** The renewal of one Madrid designation for `classes` classes: its WIPO fee (CHF and CNY) and the agency's. */
export function madridRenewalDesignation(member: MadridMember, classes: number) {
  const complementary = member.kind === 'complementary'
  const officialChf = complementary
    ? officialAmount('madridRenewalComplementary')
    : classFeesTotal(member.fees, Math.max(1, classes))
  const officialCny = toCny(officialChf, 'CHF')
  return {
    fee: (complementary ? 'madridRenewalComplementary' : 'madridRenewalIndividual') as OfficialFeeId,
    officialChf,
    officialCny,
    serviceCny: MADRID_DESIGNATION_SERVICE,
    totalCny: officialCny + MADRID_DESIGNATION_SERVICE,
  }
}

function madridRenewalLines(m: ServiceQuoteMark, i: number, codes: readonly string[], grace: boolean) {
  const at = { mark: i, regNo: m.regNo }
  const n = Math.max(1, m.classes.length)
  const lines: ServiceFeeLine[] = [
    {
      kind: 'basicFee',
      quantity: 1,
      official: toCny(officialAmount('madridRenewalBasic'), 'CHF'),
      service: 0,
      fee: 'madridRenewalBasic',
      ...at,
    },
  ]
  const members = codes.flatMap((c) => findMadridMember(c) ?? [])
  const beyond = n - MADRID_RENEWAL_CLASSES_INCLUDED
  if (beyond > 0 && members.some((mm) => mm.kind === 'complementary'))
    lines.push({
      kind: 'supplementaryFee',
      quantity: beyond,
      official: toCny(officialAmount('madridRenewalSupplementary') * beyond, 'CHF'),
      service: 0,
      fee: 'madridRenewalSupplementary',
      ...at,
    })
  for (const mm of members) {
    const d = madridRenewalDesignation(mm, n)
    lines.push({
      kind: 'country',
      quantity: n,
      official: d.officialCny,
      service: d.serviceCny,
      country: mm.code,
      fee: d.fee,
      ...at,
    })
  }
  if (grace)
    lines.push({
      kind: 'grace',
      quantity: 1,
      official: toCny(officialAmount('madridRenewalGrace'), 'CHF'),
      service: FEE_SCHEDULES[5].serviceGrace,
      fee: 'madridRenewalGrace',
      ...at,
    })
  return [...lines, ...agencyLines(FEE_SCHEDULES[18], m, i)]
}

/** A national mark's office line: its renewal (all classes) or change (one request) fee, estimated. */
function nationalLine(productType: 11 | 17, m: ServiceQuoteMark, i: number): ServiceFeeLine | null {
  const price = m.country ? findCountryPrice(m.country) : undefined
  if (!price) return null
  const classes = productType === 11 ? Math.max(1, m.classes.length) : 1
  const q = countryQuote(price, 3, classes)
  if (!q) return null
  return {
    kind: 'country',
    quantity: classes,
    official: q.officialCny,
    service: productType === 11 ? q.serviceCny : FEE_SCHEDULES[17].serviceFirstClass,
    country: price.code,
    fee: 'national',
    mark: i,
    regNo: m.regNo,
  }
}

/** Countries of an input the service cannot price (not on the price list, not a Madrid member). */
export function unknownServiceCountries(input: ServiceQuoteInput): string[] {
  const out = new Set<string>()
  for (const m of input.marks) {
    if (input.productType === 18) {
      for (const c of m.designations ?? input.countries ?? [])
        if (!findMadridMember(c)) out.add(c.trim().toUpperCase())
    } else if (input.productType === 11 || input.productType === 17) {
      const c = (m.country ?? '').trim().toUpperCase()
      const wo = c === INTERNATIONAL_REGISTRATION
      if (!c || (!wo && !findCountryPrice(c)) || (wo && input.productType === 11)) out.add(c || '?')
    }
  }
  return [...out]
}

/** The price of a service order for its marks, as charged on `today` ('YYYY-MM-DD'). */
export function serviceQuote(input: ServiceQuoteInput, today: string): ServiceQuote {
  const { productType } = input
  const s = FEE_SCHEDULES[productType]
  const lines: ServiceFeeLine[] = []
  let graceMarks = 0
  let wipoChange = false
  input.marks.forEach((m, i) => {
    const grace = (productType === 5 || productType === 18) && isGrace(m, today)
    if (grace) graceMarks += 1
    if (productType === 18) {
      lines.push(...madridRenewalLines(m, i, m.designations ?? input.countries ?? [], grace))
      return
    }
    if (productType === 11 || productType === 17) {
      const wo = (m.country ?? '').trim().toUpperCase() === INTERNATIONAL_REGISTRATION
      if (productType === 17 && wo) {
        wipoChange = true
        lines.push({
          kind: 'case',
          quantity: 1,
          official: 0,
          service: s.serviceFirstClass,
          mark: i,
          regNo: m.regNo,
        })
        return
      }
      const national = nationalLine(productType, m, i)
      if (!national) return
      if (productType === 11) lines.push(...agencyLines(s, m, i))
      lines.push(national)
      return
    }
    lines.push(...cnipaLines(s, MAIN_FEE[productType], m, i))
    if (grace) {
      const n = m.classes.length
      lines.push({
        kind: 'grace',
        quantity: n,
        official: round2(officialAmount('renewalGrace') * n),
        service: round2(s.serviceGrace * n),
        fee: 'renewalGrace',
        mark: i,
        regNo: m.regNo,
      })
    }
  })
  if (wipoChange)
    lines.push({
      kind: 'case',
      quantity: 1,
      official: toCny(officialAmount('madridChange'), 'CHF'),
      service: 0,
      fee: 'madridChange',
    })
  const official = round2(lines.reduce((sum, l) => sum + l.official, 0))
  const service = round2(lines.reduce((sum, l) => sum + l.service, 0))
  const ids = [...new Set(lines.flatMap((l) => (l.fee ? [l.fee] : [])))]
  if (ids.length === 0) ids.push(MAIN_FEE[productType])
  const basis = ids.map((id) => ({ id, ...(OFFICIAL_FEES[id] as OfficialFee) }))
  return {
    productType,
    lines,
    official,
    service,
    total: round2(official + service),
    channel: FILING_CHANNEL,
    quotedOn: today.slice(0, 10),
    basis,
    approximate: lines.some((l) => l.fee === 'national' || l.fee === 'madridRenewalIndividual'),
    graceMarks,
  }
}

/** The official fee items a product type can charge (its getFormula answer lists their basis). */
export function serviceFeeItems(productType: ServiceProductType): OfficialFeeId[] {
  switch (productType) {
    case 5:
      return ['renewal', 'renewalGrace']
    case 18:
      return [
        'madridRenewalBasic',
        'madridRenewalSupplementary',
        'madridRenewalComplementary',
        'madridRenewalIndividual',
        'madridRenewalGrace',
      ]
    case 17:
      return ['national', 'madridChange']
    default:
      return [MAIN_FEE[productType]]
  }
}

/** The formula of a service: its agency schedule and the official fee items with their basis. */
export function serviceFormula(productType: ServiceProductType) {
  return {
    productType,
    channel: FILING_CHANNEL,
    schedule: { ...FEE_SCHEDULES[productType] },
    fees: serviceFeeItems(productType).map((id) => ({ id, ...(OFFICIAL_FEES[id] as OfficialFee) })),
  }
}
export type ServiceFormula = ReturnType<typeof serviceFormula>

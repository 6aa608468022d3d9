import { SEAT_PRICE } from './cases/team-rules'
import { SEAT_PRODUCT_TYPE, type ProductTypeId } from './product-types'

/**
 * The one price module of the portal: the fee tables, the order totals of every flow and the mock's orders
 * all come from these schedules, so a price shown on a fee table is the price charged at payment.
 *
 * Amounts are in CNY. Official fees follow the China National Intellectual Property Administration's online
 * filing fees (registration 270 per class of up to 10 items, 27 per further item); service fees are this
 * agency's own. Fee lines (overview §9): first class, each additional class from the second, each goods item
 * over the limit, and priority.
 */
export interface FeeSchedule {
  /** Official fee of the first class (or of the whole case when `perClass` is false). */
  officialFirstClass: number
  /** Official fee of each class from the second; 0 where the office charges per case. */
  officialExtraClass: number
  /** Service fee of the first class (or of the case). */
  serviceFirstClass: number
  /** Service fee of each class from the second. */
  serviceExtraClass: number
  /** Goods items included per class; each item over it costs `officialExcessItem` (and `serviceExcessItem`). */
  itemLimit: number | null
  officialExcessItem: number
  serviceExcessItem: number
  /** Service fee for claiming priority (the office charges none in China). */
  servicePriority: number
  officialPriority: number
  /**
   * Surcharge per class for renewing in the six-month grace period after expiry (overview §4); the office
   * charges it on top of the renewal fee. 0 where the service has no grace period.
   */
  officialGrace: number
  serviceGrace: number
  /** Whether the fees multiply by class (registration, renewal) or are charged once per case (opposition). */
  perClass: boolean
}

const perClass = (official: number, service: number, extra: Partial<FeeSchedule> = {}): FeeSchedule => ({
  officialFirstClass: official,
  officialExtraClass: official,
  serviceFirstClass: service,
  serviceExtraClass: service,
  itemLimit: null,
  officialExcessItem: 0,
  serviceExcessItem: 0,
  servicePriority: 0,
  officialPriority: 0,
  officialGrace: 0,
  serviceGrace: 0,
  perClass: true,
  ...extra,
})

const perCase = (official: number, service: number): FeeSchedule => ({
  ...perClass(official, service),
  officialExtraClass: 0,
  serviceExtraClass: 0,
  perClass: false,
})

/**
 * How this agency files with CNIPA: online, accepting electronic notices, so the online column of the fee
 * list applies (official-rules.md §1.1: online prices apply only to 网上申请并接受电子发文).
 */
export const FILING_CHANNEL = 'online' as const
export type FilingChannel = 'paper' | 'online'

/** Who sets an official fee: CNIPA (CNY), WIPO (CHF) or each national office (the country price list). */
export type FeeOffice = 'cnipa' | 'wipo' | 'national'

/** What an official fee multiplies by. */
export type FeeUnit = 'class' | 'mark' | 'certificate' | 'request' | 'designation' | 'extraClass'

export interface FeeText {
  zh: string
  en: string
}

/** One official fee item with its paper and online amounts, when it took effect and on what basis. */
export interface OfficialFee {
  office: FeeOffice
  /** ISO 4217 currency of `paper` and `online` (CNY for CNIPA, CHF for WIPO). */
  currency: string
  /** The amount on paper and online; null for national offices (each office's own, in the country list). */
  paper: number | null
  online: number | null
  per: FeeUnit
  /** The day this amount took effect ('YYYY-MM-DD'). */
  effectiveFrom: string
  /** The notice, law or schedule that sets it. */
  basis: FeeText
  /** Where it was checked (official-rules.md §1 and §3). */
  source: string
  /** [V] checked in a public copy of the official text; [I] inferred, to be confirmed before relying on it. */
  verified: boolean
  note?: FeeText
}

const CNIPA_2019: Pick<OfficialFee, 'office' | 'currency' | 'effectiveFrom' | 'basis'> = {
  office: 'cnipa',
  currency: 'CNY',
  effectiveFrom: '2019-07-01',
  basis: {
    zh: '发改价格〔2019〕914号；商标局《关于调整商标注册收费标准的公告》',
    en: 'NDRC Price [2019] No. 914; CNIPA Trademark Office notice adjusting the trademark fees',
  },
}
const WIPO_MADRID: Pick<OfficialFee, 'office' | 'currency' | 'effectiveFrom' | 'basis'> = {
  office: 'wipo',
  currency: 'CHF',
  effectiveFrom: '2008-09-01',
  basis: {
    zh: '《马德里协定及议定书共同实施细则》规费表',
    en: 'Schedule of Fees, Common Regulations under the Madrid Agreement and Protocol',
  },
}
const OFFICIAL_RULES = 'official-rules.md'

/**
 * The official fees of the trademark services (official-rules.md §1.1, §1.2 and §3.1), the one table the
 * schedules above, the service quotes, the fee-basis panel and the mock read. CNIPA's online amount is 90 %
 * of paper (change is free online); WIPO charges the same however the request is sent.
 */
export const OFFICIAL_FEES = {
  renewal: {
    ...CNIPA_2019,
    paper: 500,
    online: 450,
    per: 'class',
    source: `${OFFICIAL_RULES} §1.1 受理商标续展注册费; 商标法 Art 39-40`,
    verified: true,
  },
  renewalGrace: {
    ...CNIPA_2019,
    paper: 250,
    online: 225,
    per: 'class',
    source: `${OFFICIAL_RULES} §1.1 受理续展注册迟延费 (宽展期)`,
    verified: true,
  },
  assignment: {
    ...CNIPA_2019,
    paper: 500,
    online: 450,
    per: 'class',
    source: `${OFFICIAL_RULES} §1.1 受理转让注册商标费; 商标法 Art 42`,
    verified: false,
    note: {
      zh: '金额已核实；多类别商标按类别收费系依收费表表头“按类别”推定，待官方确认。',
      en: 'Amount verified; charging a multi-class mark per class follows the list’s “per class” header and awaits confirmation.',
    },
  },
  change: {
    ...CNIPA_2019,
    paper: 150,
    online: 0,
    per: 'mark',
    source: `${OFFICIAL_RULES} §1.1 变更费; 商标法 Art 41`,
    verified: true,
    note: { zh: '网上申请免收变更费。', en: 'A change filed online is free.' },
  },
  licence: {
    ...CNIPA_2019,
    paper: 150,
    online: 135,
    per: 'class',
    source: `${OFFICIAL_RULES} §1.1 商标使用许可合同备案费; 商标法 Art 43`,
    verified: false,
    note: {
      zh: '金额已核实；按类别收费系推定，待官方确认。',
      en: 'Amount verified; charging per class is inferred and awaits confirmation.',
    },
  },
  removal: {
    ...CNIPA_2019,
    paper: 0,
    online: 0,
    per: 'mark',
    source: `${OFFICIAL_RULES} §1.1 商标注销申请 (free); 实施条例 Art 73`,
    verified: true,
    note: { zh: '注销申请不收官费。', en: 'CNIPA charges nothing for a removal.' },
  },
  opposition: {
    ...CNIPA_2019,
    paper: 500,
    online: 450,
    per: 'class',
    source: `${OFFICIAL_RULES} §1.1 商标异议费; 商标法 Art 33, 35`,
    verified: true,
    note: {
      zh: '金额已核实；按类别收费系推定，待官方确认。',
      en: 'Amount verified; charging per class is inferred and awaits confirmation.',
    },
  },
  nonUseCancellation: {
    ...CNIPA_2019,
    paper: 500,
    online: 450,
    per: 'class',
    source: `${OFFICIAL_RULES} §1.1 撤销商标费; 商标法 Art 49`,
    verified: true,
    note: {
      zh: '金额已核实；按类别收费系推定，待官方确认。',
      en: 'Amount verified; charging per class is inferred and awaits confirmation.',
    },
  },
  review: {
    ...CNIPA_2019,
    paper: 750,
    online: 675,
    per: 'class',
    source: `${OFFICIAL_RULES} §1.1 受理商标评审费 (驳回复审, 无效宣告); 商标法 Art 34, 44-45`,
    verified: false,
    note: {
      zh: '金额已核实；适用于驳回复审与无效宣告及按类别收费系推定，待官方确认。',
      en: 'Amount verified; that it covers refusal reviews and invalidations, per class, is inferred and awaits confirmation.',
    },
  },
  reissueRegistration: {
    ...CNIPA_2019,
    paper: 500,
    online: 450,
    per: 'certificate',
    source: `${OFFICIAL_RULES} §1.1 补发商标注册证费 (含刊登遗失声明); 实施条例 Art 63`,
    verified: true,
    note: {
      zh: '费用含在《商标公告》刊登遗失声明。',
      en: 'The fee includes publishing the loss notice in the Trademark Gazette.',
    },
  },
  reissueCertificate: {
    ...CNIPA_2019,
    paper: 50,
    online: 45,
    per: 'certificate',
    source: `${OFFICIAL_RULES} §1.1 出具商标证明费 (补发变更/转让/续展证明)`,
    verified: false,
    note: {
      zh: '来源表格不完整，金额待官方确认。',
      en: 'The source table is truncated; the amount awaits confirmation.',
    },
  },
  madridRenewalBasic: {
    ...WIPO_MADRID,
    paper: 653,
    online: 653,
    per: 'mark',
    source: `${OFFICIAL_RULES} §3.1 Renewal: basic fee (wipo.int/madrid renewal)`,
    verified: true,
  },
  madridRenewalComplementary: {
    ...WIPO_MADRID,
    paper: 100,
    online: 100,
    per: 'designation',
    source: `${OFFICIAL_RULES} §3.1 Renewal: complementary fee`,
    verified: true,
    note: {
      zh: '仅适用于未收取单独规费的被指定缔约方；单独规费按各国价目（约数）。',
      en: 'Only for designated parties without an individual fee; individual fees follow the country list (approximate).',
    },
  },
  madridRenewalSupplementary: {
    ...WIPO_MADRID,
    paper: 100,
    online: 100,
    per: 'extraClass',
    source: `${OFFICIAL_RULES} §3.1 Renewal: supplementary fee (classes beyond 3, with complementary fees)`,
    verified: true,
  },
  madridRenewalGrace: {
    ...WIPO_MADRID,
    paper: 326.5,
    online: 326.5,
    per: 'mark',
    source: `${OFFICIAL_RULES} §3.1 grace surcharge 50% of the basic fee (Schedule item 6.5); Protocol Art 7(4)`,
    verified: false,
  },
  madridRenewalIndividual: {
    ...WIPO_MADRID,
    paper: null,
    online: null,
    per: 'designation',
    source: `${OFFICIAL_RULES} §3.1 Renewal: individual fees (set by each member)`,
    verified: false,
    note: {
      zh: '单独规费由各缔约方自定，此处按本站指定费价目估算（约数）。',
      en: 'Each member sets its own individual fee; estimated here from this agency’s designation fee list (approximate).',
    },
  },
  madridChange: {
    ...WIPO_MADRID,
    paper: 150,
    online: 150,
    per: 'request',
    source: `${OFFICIAL_RULES} §3.1 MM9 change of holder's name/address`,
    verified: true,
    note: {
      zh: '同一持有人同时请求的同一变更，一次请求可覆盖多件国际注册。',
      en: 'One request covers several international registrations of the same holder changed in the same way.',
    },
  },
  national: {
    office: 'national',
    currency: 'CNY',
    paper: null,
    online: null,
    per: 'class',
    effectiveFrom: '2025-01-01',
    basis: {
      zh: '各国（地区）商标局公布的收费标准（本站国家价目表，约数）',
      en: 'Each office’s published fees (this agency’s country price list, approximate)',
    },
    source: 'src/domain/country-prices.ts',
    verified: false,
    note: {
      zh: '各国续展、变更官费按该国申请费估算，按参考汇率折合人民币。',
      en: 'Each office’s renewal or change fee is estimated from its filing fee, in CNY at the reference rate.',
    },
  },
} as const satisfies Record<string, OfficialFee>
export type OfficialFeeId = keyof typeof OFFICIAL_FEES

/** The amount of an official fee on the channel the agency files by (online), or paper when asked. */
export function officialAmount(id: OfficialFeeId, channel: FilingChannel = FILING_CHANNEL): number {
  const fee: OfficialFee = OFFICIAL_FEES[id]
  return (channel === 'online' ? fee.online : fee.paper) ?? 0
}

/** Fee schedule of every product type (overview §3 ids). Global and Madrid filings add per-country fees. */
export const FEE_SCHEDULES: Readonly<Record<ProductTypeId, FeeSchedule>> = {
  0: perClass(270, 600, {
    serviceExtraClass: 300,
    itemLimit: 10,
    officialExcessItem: 27,
    servicePriority: 300,
  }),
  1: perClass(270, 600, {
    serviceExtraClass: 300,
    itemLimit: 10,
    officialExcessItem: 27,
    servicePriority: 300,
  }),
  // Hong Kong: HK$2,000 for the first class and HK$1,000 for each further class, in CNY.
  2: perClass(1850, 1500, { officialExtraClass: 925, serviceExtraClass: 500, servicePriority: 500 }),
  // Overseas: the agency fee here; each country's own fees come from the country price list.
  3: perClass(0, 1800, { serviceExtraClass: 800, servicePriority: 500 }),
  4: perCase(0, 300),
  // Renewal per class online; in the grace period the office adds its late-renewal fee per class.
  5: perClass(OFFICIAL_FEES.renewal.online, 700, {
    officialGrace: OFFICIAL_FEES.renewalGrace.online,
    serviceGrace: 200,
  }),
  // Opposition: CNIPA's list charges by class ("按类别"), for each class of the opposed mark concerned.
  7: perClass(OFFICIAL_FEES.opposition.online, 2500, { serviceExtraClass: 800 }),
  10: perCase(0, 1200),
  // Global renewal: the agency's base fee; each office's fee comes from the country price list.
  11: perClass(0, 1500, { serviceExtraClass: 300 }),
  // Assignment: CNIPA's list charges by class ("按类别"), so a multi-class mark pays per class.
  12: perClass(OFFICIAL_FEES.assignment.online, 800, { serviceExtraClass: 200 }),
  // Change of name, address or agent: free when filed online (150 on paper).
  13: perCase(OFFICIAL_FEES.change.online, 500),
  14: perClass(OFFICIAL_FEES.review.online, 2000, { serviceExtraClass: 1000 }),
  16: perClass(OFFICIAL_FEES.nonUseCancellation.online, 1500, { serviceExtraClass: 500 }),
  // Global change: the agency's fee per mark and office; each office's fee comes from the country price list.
  17: perCase(0, 1200),
  // Madrid renewal: the agency's base fee; WIPO's fees are OFFICIAL_FEES' madridRenewal* items.
  18: perClass(0, 1500, { serviceExtraClass: 300 }),
  // Madrid: the WIPO basic fee (CHF 653, black and white) in CNY, plus each designated country's fee.
  26: perClass(5900, 2000, { officialExtraClass: 0, serviceExtraClass: 500, servicePriority: 500 }),
  29: perCase(OFFICIAL_FEES.reissueRegistration.online, 500),
  30: perCase(OFFICIAL_FEES.reissueCertificate.online, 300),
  // Licence record: charged by class like assignment.
  31: perClass(OFFICIAL_FEES.licence.online, 600, { serviceExtraClass: 150 }),
  32: perClass(OFFICIAL_FEES.review.online, 3000, { serviceExtraClass: 1000 }),
  // Removal (注销) of the owner's own mark, whole or for some goods: no official fee.
  34: perCase(OFFICIAL_FEES.removal.online, 800),
  // Team member seats: the agency's price per seat (SEAT_PRICE), no office involved.
  40: perCase(0, SEAT_PRICE),
}

/**
 * What a fee line is for. The schedule lines (first class, extra classes, excess items, priority, per case,
 * grace surcharge) come from FEE_SCHEDULES; the registration wizards add the lines of filing abroad
 * (src/domain/registration/price.ts): a designated country, the WIPO basic and supplementary fees, the
 * CNIPA handling fee, bank charges, the exchange-rate allowance (fairFee) and the stair discount.
 */
export const FEE_LINE_KINDS = [
  'firstClass',
  'extraClass',
  'excessItems',
  'priority',
  'case',
  'grace',
  'country',
  'basicFee',
  'supplementaryFee',
  'handling',
  'bankCharges',
  'fairFee',
  'stairDiscount',
  'seats',
] as const
export type FeeLineKind = (typeof FEE_LINE_KINDS)[number]

/** One line of a price: what it is for, how many, and its official and service parts. */
export interface FeeLine {
  kind: FeeLineKind
  quantity: number
  official: number
  service: number
  /** The designated country or region of a per-country line (ISO alpha-2, or EM, BX, OA). */
  country?: string
  /** The Nice class a line is for ('09'), where it is for one class. */
  classNo?: string
  /** Index of the mark (0-based) in a multi-mark application. */
  mark?: number
  /** A service's line for one registered mark: its registration number. */
  regNo?: string
  /** The official fee item the line charges (OFFICIAL_FEES), for its basis, date and paper/online price. */
  fee?: OfficialFeeId
}

/** The kinds of line a fee schedule produces (quote, quoteWith). */
export type ScheduleLineKind = Extract<
  FeeLineKind,
  'firstClass' | 'extraClass' | 'excessItems' | 'priority' | 'case'
>
export interface ScheduleLine extends FeeLine {
  kind: ScheduleLineKind
}

export interface Quote {
  lines: ScheduleLine[]
  officialFee: number
  serviceFee: number
  /** officialFee + serviceFee, before any coupon. */
  total: number
}

export interface QuoteInput {
  productType: ProductTypeId
  /** Goods items per chosen class (one entry per class); a case-priced service may pass []. */
  classes: readonly { no: string; items: number }[]
  priority?: boolean
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** The price of one order, line by line, from the product type's schedule. */
export function quote({ productType, ...input }: QuoteInput): Quote {
  return quoteWith(FEE_SCHEDULES[productType], input)
}

/**
 * The price from a given schedule: the fee pages compute live quotes from the schedule the server sent, with
 * the same arithmetic the server charges by.
 */
export function quoteWith(
  s: FeeSchedule,
  { classes, priority = false }: Omit<QuoteInput, 'productType'>,
): Quote {
  const lines: ScheduleLine[] = []
  if (!s.perClass) {
    lines.push({ kind: 'case', quantity: 1, official: s.officialFirstClass, service: s.serviceFirstClass })
  } else if (classes.length > 0) {
    lines.push({
      kind: 'firstClass',
      quantity: 1,
      official: s.officialFirstClass,
      service: s.serviceFirstClass,
    })
    const extra = classes.length - 1
    if (extra > 0) {
      lines.push({
        kind: 'extraClass',
        quantity: extra,
        official: s.officialExtraClass * extra,
        service: s.serviceExtraClass * extra,
      })
    }
  }
  if (s.itemLimit !== null) {
    const excess = classes.reduce((sum, c) => sum + Math.max(0, c.items - s.itemLimit!), 0)
    if (excess > 0) {
      lines.push({
        kind: 'excessItems',
        quantity: excess,
        official: s.officialExcessItem * excess,
        service: s.serviceExcessItem * excess,
      })
    }
  }
  if (priority && (s.servicePriority > 0 || s.officialPriority > 0)) {
    lines.push({ kind: 'priority', quantity: 1, official: s.officialPriority, service: s.servicePriority })
  }
  const officialFee = round2(lines.reduce((sum, l) => sum + l.official, 0))
  const serviceFee = round2(lines.reduce((sum, l) => sum + l.service, 0))
  return { lines, officialFee, serviceFee, total: round2(officialFee + serviceFee) }
}

/** The one line of a seat order: `seats` member seats at the seat schedule's per-seat price. */
export function seatOrderLines(seats: number): FeeLine[] {
  const s = FEE_SCHEDULES[SEAT_PRODUCT_TYPE]
  return [
    {
      kind: 'seats',
      quantity: seats,
      official: round2(s.officialFirstClass * seats),
      service: round2(s.serviceFirstClass * seats),
    },
  ]
}

/**
 * The late-renewal surcharge of a renewal in the grace period (per class, or once for a per-case service),
 * charged on top of quote(); an order carries it as a 'grace' fee line.
 */
export function graceSurcharge(
  s: FeeSchedule,
  classCount: number,
): { quantity: number; official: number; service: number } {
  const quantity = s.perClass ? Math.max(0, classCount) : 1
  return {
    quantity,
    official: round2(s.officialGrace * quantity),
    service: round2(s.serviceGrace * quantity),
  }
}

/** Pricing plan periods (overview §9) of subscription services such as monitoring and search accounts. */
export const PLAN_PERIODS = ['year', 'halfYear', 'quarter', 'month', 'case'] as const
export type PlanPeriod = (typeof PLAN_PERIODS)[number]

/** Months a period covers; a per-case plan has none. */
export const PLAN_MONTHS: Readonly<Record<PlanPeriod, number>> = {
  year: 12,
  halfYear: 6,
  quarter: 3,
  month: 1,
  case: 0,
}

/**
 * Price of a plan from its monthly price: longer periods are cheaper per month (10 % off a quarter, 15 % off
 * half a year, 25 % off a year); a per-case plan costs `perCase`.
 */
export function planPrice(monthly: number, period: PlanPeriod, perCase: number): number {
  const discount: Record<PlanPeriod, number> = { year: 0.75, halfYear: 0.85, quarter: 0.9, month: 1, case: 1 }
  if (period === 'case') return perCase
  return Math.round(monthly * PLAN_MONTHS[period] * discount[period])
}

/** Invoice tax rate (overview §9): the tax line of an invoice is the taxable amount times this rate. */
export const INVOICE_TAX_RATE = 0.0672

/** The tax line of an invoice for `amount`, rounded to the fen. */
export const invoiceTax = (amount: number): number => round2(amount * INVOICE_TAX_RATE)

/** The amount due after coupons: never below zero, rounded to the fen. */
export const amountDue = (total: number, couponDiscount: number): number =>
  round2(Math.max(0, total - couponDiscount))

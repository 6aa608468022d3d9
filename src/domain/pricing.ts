import type { ProductTypeId } from './product-types'

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
  // Renewal 450 per class online; in the grace period the office adds its late-renewal fee of 225 per class.
  5: perClass(450, 700, { officialGrace: 225, serviceGrace: 200 }),
  7: perCase(450, 2500),
  10: perCase(0, 1200),
  11: perClass(0, 1500),
  12: perCase(450, 800),
  13: perCase(135, 500),
  14: perClass(675, 2000, { serviceExtraClass: 1000 }),
  16: perClass(450, 1500, { serviceExtraClass: 500 }),
  17: perClass(0, 1200),
  18: perClass(0, 1500),
  // Madrid: the WIPO basic fee (CHF 653, black and white) in CNY, plus each designated country's fee.
  26: perClass(5900, 2000, { officialExtraClass: 0, serviceExtraClass: 500, servicePriority: 500 }),
  29: perCase(450, 500),
  30: perCase(45, 300),
  31: perCase(135, 600),
  32: perClass(675, 3000, { serviceExtraClass: 1000 }),
  34: perClass(450, 1500, { serviceExtraClass: 500 }),
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

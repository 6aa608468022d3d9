import { z } from 'zod'
import { PRICE_REGIONS } from '../../domain/country-prices'
import { PLAN_PERIODS } from '../../domain/pricing'

const bilingual = z.object({ zh: z.string(), en: z.string() })
const amount = z.number().finite()

/** Groups of the trademark price list. */
export const FEE_CATEGORIES = ['registration', 'maintenance', 'changes', 'disputes', 'international'] as const
export type FeeCategory = (typeof FEE_CATEGORIES)[number]

export const FEE_SECTIONS = ['trademark', 'copyright', 'protection'] as const

/** A product type's schedule, as src/domain/pricing FeeSchedule (so pages can quote with quoteWith). */
export const feeScheduleSchema = z.object({
  officialFirstClass: amount,
  officialExtraClass: amount,
  serviceFirstClass: amount,
  serviceExtraClass: amount,
  itemLimit: z.number().int().nullable(),
  officialExcessItem: amount,
  serviceExcessItem: amount,
  servicePriority: amount,
  officialPriority: amount,
  officialGrace: amount,
  serviceGrace: amount,
  perClass: z.boolean(),
})

/** One line of a price list: the unit it is charged per and its official and service parts per unit. */
export const scheduleLineSchema = z.object({
  kind: z.enum(['firstClass', 'extraClass', 'excessItems', 'priority', 'grace', 'case']),
  official: amount,
  service: amount,
})

export const trademarkFeeItemSchema = z.object({
  productType: z.number().int(),
  name: bilingual,
  category: z.enum(FEE_CATEGORIES),
  schedule: feeScheduleSchema,
  lines: z.array(scheduleLineSchema),
  /** Global and Madrid filings add each country's fees (trademark/getTmFeeCountry). */
  addsCountryFees: z.boolean(),
})
export type TrademarkFeeItem = z.output<typeof trademarkFeeItemSchema>

export const copyrightFeeSchema = z.object({
  id: z.string(),
  group: z.enum(['software', 'works']),
  name: bilingual,
  workingDays: z.number().int(),
  official: amount,
  service: amount,
  expedited: z.boolean(),
})
export type CopyrightFeeItem = z.output<typeof copyrightFeeSchema>

const planPricesSchema = z.object(
  Object.fromEntries(PLAN_PERIODS.map((p) => [p, amount])) as Record<
    (typeof PLAN_PERIODS)[number],
    typeof amount
  >,
)

export const planFeeSchema = z.object({
  id: z.string(),
  name: bilingual,
  description: bilingual,
  monthly: amount,
  perCase: amount,
  prices: planPricesSchema,
})
export type PlanFeeItem = z.output<typeof planFeeSchema>

const classFeesSchema = z.object({
  first: amount,
  second: amount.optional(),
  further: amount,
  included: z.number().int().optional(),
})

export const countryPriceRowSchema = z.object({
  code: z.string(),
  name: bilingual,
  region: z.enum(PRICE_REGIONS),
  /** Currency of the office's fee: the country's own for type 3, CHF for a Madrid designation. */
  currency: z.string(),
  /** The office's fees by class, in `currency`. */
  official: classFeesSchema,
  /** For the requested number of classes. */
  officialLocal: amount,
  officialCny: amount,
  serviceCny: amount,
  totalCny: amount,
  /** The first class alone, in CNY, and each further class (from the second) in CNY. */
  officialFirstCny: amount,
  officialFurtherCny: amount,
  serviceFirst: amount,
  serviceFurther: amount,
  madridKind: z.enum(['individual', 'complementary']).nullable(),
  approximate: z.boolean(),
})
export type CountryPriceRow = z.output<typeof countryPriceRowSchema>

export const COUNTRY_SORTS = ['default', 'name', 'code', 'official', 'total'] as const

export const monitoringQuoteSchema = z.object({
  planId: z.string(),
  period: z.enum(PLAN_PERIODS),
  quantity: z.number().int(),
  unitPrice: amount,
  total: amount,
})

/** Fee tables and prices: trademark/queryFeeShedule, getTmFeeCountry, tbOrder/getMonitoringPrice. */
export const feesSchemas = {
  /** The price lists: trademark services by category, copyright registration and brand protection plans. */
  trademarkQueryFeeShedule: {
    req: z
      .object({
        section: z.enum(FEE_SECTIONS).optional(),
        category: z.enum(FEE_CATEGORIES).optional(),
        productType: z.number().int().min(0).max(99).optional(),
      })
      .default({}),
    res: z.object({
      /** The day these fees apply from, YYYY-MM-DD. */
      effectiveDate: z.string(),
      groups: z.array(
        z.object({
          category: z.enum(FEE_CATEGORIES),
          name: bilingual,
          items: z.array(trademarkFeeItemSchema),
        }),
      ),
      copyright: z.array(copyrightFeeSchema),
      protection: z.array(planFeeSchema),
    }),
  },
  /** Per-country prices of overseas (3) and Madrid (26) filing, searchable, sortable and paged. */
  trademarkGetTmFeeCountry: {
    req: z.object({
      productType: z.union([z.literal(3), z.literal(26)]).default(3),
      region: z.enum(PRICE_REGIONS).optional(),
      keyword: z.string().trim().max(50, 'validation:specialCharacters').default(''),
      classes: z.coerce.number().int().min(1).max(45).default(1),
      sort: z.enum(COUNTRY_SORTS).default('default'),
      order: z.enum(['asc', 'desc']).default('asc'),
      pageNum: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    res: z.object({
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      productType: z.union([z.literal(3), z.literal(26)]),
      classes: z.number().int(),
      regions: z.array(z.object({ region: z.enum(PRICE_REGIONS), name: bilingual, count: z.number().int() })),
      list: z.array(countryPriceRowSchema),
    }),
  },
  /** Monitoring plans with every period's price; with planId and period, the price of `quantity` marks. */
  tbOrderGetMonitoringPrice: {
    req: z
      .object({
        planId: z.string().max(40).optional(),
        period: z.enum(PLAN_PERIODS).optional(),
        quantity: z.coerce.number().int().min(1).max(500).default(1),
      })
      .default({ quantity: 1 }),
    res: z.object({ plans: z.array(planFeeSchema), quote: monitoringQuoteSchema.nullable() }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

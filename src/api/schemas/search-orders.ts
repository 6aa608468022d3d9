import { z } from 'zod'
import { requiredString } from '../../domain/schemas'
import { feeLineSchema, payableOrderSchema } from './orders-pay'

const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)

/** Report kinds a member can buy for a query; the availability analysis is the one offered. */
export const REPORT_KINDS = ['availability'] as const

/** The search as URL params (src/domain/search-query toSearchParams): text values keyed by param name. */
const queryParams = z.record(z.string(), z.string().max(2000))

/** A report order with the search it is for. */
export const reportOrderSchema = z.object({
  order: payableOrderSchema,
  reportKind: z.enum(REPORT_KINDS),
  /** The search the report covers, as URL params. */
  query: queryParams,
})
export type ReportOrder = z.output<typeof reportOrderSchema>

const priceSchema = z.object({
  productType: z.literal(4),
  lines: z.array(feeLineSchema),
  officialFee: z.number(),
  serviceFee: z.number(),
  total: z.number(),
  /** Working days from payment to delivery. */
  deliveryDays: z.number().int(),
})

/** Search-report purchase: the price, creating the order for a query, and the member's report orders. */
export const searchOrdersSchemas = {
  /** The price of a search report (src/domain/pricing FEE_SCHEDULES[4]). */
  trademarkGetTrademarkQueryPrice: {
    req: z.object({ reportKind: z.enum(REPORT_KINDS).default('availability') }),
    res: priceSchema,
  },
  /** Creates an unpaid report order for a search; the query must have a mark, an applicant or a number. */
  tmInfoCreateOrder: {
    req: z.object({
      reportKind: z.enum(REPORT_KINDS).default('availability'),
      /** What the report is about, shown on the order (the mark's words or the party searched). */
      subject: requiredString.max(100),
      query: queryParams.refine((q) => Object.keys(q).length > 0, { message: 'validation:required' }),
    }),
    res: reportOrderSchema,
  },
  /** The member's report orders with their delivery, newest first; `orderId` picks one. */
  tmInfoGetTrademarkQueryOrder: {
    req: z.object({ orderId: z.string().optional(), pageNum, pageSize }),
    res: z.object({
      list: z.array(reportOrderSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

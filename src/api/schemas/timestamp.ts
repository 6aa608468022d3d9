import { z } from 'zod'
import { isIsoMonth } from '../../domain/bill-period'
import { isIsoDate } from '../../domain/dates'
import { INVOICE_STATUSES } from '../../domain/order-statuses'
import { PAYMENT_METHODS } from './orders-pay'

const pageNum = z.coerce.number().int().min(1).default(1)
/** Up to 500 rows a page: the A4 statement lists a whole period at once. */
const pageSize = z.coerce.number().int().min(1).max(500).default(10)
const isoDate = z.string().refine(isIsoDate, { error: 'validation:date' })
const isoMonth = z.string().refine(isIsoMonth, { error: 'validation:date' })

const entryBase = {
  id: z.string(),
  /** The package's order number, or the timestamp application's number. */
  orderNo: z.string(),
  /** When it happened, China time 'YYYY-MM-DD HH:mm:ss'. */
  time: z.string(),
  /** Timestamps added to the balance (a purchase) or taken from it (a usage, negative). */
  quantity: z.number().int(),
  /** CNY paid; 0 for a usage, which draws on a package already paid for. */
  amount: z.number(),
  /** Timestamps left right after this entry. */
  balance: z.number().int(),
}

/** A prepaid package of timestamps bought and paid. */
export const timestampPurchaseSchema = z.object({
  ...entryBase,
  kind: z.literal('purchase'),
  packageSize: z.number().int(),
  /** CNY per timestamp in this package. */
  unitPrice: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  invoiceStatus: z.enum(INVOICE_STATUSES),
})

/** One timestamp registered for a file: the file's SHA-256 is what the certificate proves existed. */
export const timestampUsageSchema = z.object({
  ...entryBase,
  kind: z.literal('usage'),
  fileName: z.string(),
  /** SHA-256 of the file, 64 lowercase hex digits. */
  hash: z.string(),
  certificateNo: z.string(),
  applicant: z.string(),
})

export const timestampEntrySchema = z.discriminatedUnion('kind', [
  timestampPurchaseSchema,
  timestampUsageSchema,
])

export const timestampSchemas = {
  /**
   * The account's timestamp statement for a month or a range of days, oldest first, a page at a time: package
   * purchases and timestamps used, each with the balance after it, and the period's totals.
   */
  timestampGetTimeStampOrder: {
    req: z
      .object({
        month: isoMonth.optional(),
        from: isoDate.optional(),
        to: isoDate.optional(),
        pageNum,
        pageSize,
      })
      .refine((r) => (r.month ? !r.from && !r.to : Boolean(r.from && r.to)), {
        error: 'validation:required',
        path: ['from'],
      })
      .refine((r) => !r.from || !r.to || r.from <= r.to, { error: 'validation:dateRange', path: ['to'] }),
    res: z.object({
      /** The period answered, as days (a month becomes its first and last day). */
      from: z.string(),
      to: z.string(),
      list: z.array(timestampEntrySchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      summary: z.object({
        /** Timestamps left when the period began. */
        openingBalance: z.number().int(),
        /** Packages bought in the period, the timestamps they held and what they cost (CNY). */
        packages: z.number().int(),
        bought: z.number().int(),
        amount: z.number(),
        /** Timestamps used in the period. */
        used: z.number().int(),
        /** Timestamps left when the period ended. */
        closingBalance: z.number().int(),
      }),
      /** Timestamps left to use today, whatever the period. */
      balance: z.number().int(),
    }),
  },
} as const

export type TimestampEntry = z.output<typeof timestampEntrySchema>
export type TimestampPurchase = z.output<typeof timestampPurchaseSchema>
export type TimestampUsage = z.output<typeof timestampUsageSchema>
export type TimestampBill = z.output<typeof timestampSchemas.timestampGetTimeStampOrder.res>

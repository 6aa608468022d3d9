import { z } from 'zod'
import { REPORT_NOTES_MAX } from '../../domain/report-notes'
import { requiredString } from '../../domain/schemas'
import { feeLineSchema, payableOrderSchema } from './orders-pay'

const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)

/** Report kinds a member can buy for a query; the availability analysis is the one offered. */
export const REPORT_KINDS = ['availability'] as const

/** The search as URL params (src/domain/search-query toSearchParams): text values keyed by param name. */
const queryParams = z.record(z.string(), z.string().max(2000))

/** A file the member attached for the analyst (tmQueryReport/uploadRemarksFile). */
export const reportAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
})
export type ReportAttachment = z.output<typeof reportAttachmentSchema>

/** A report order with the search it is for and the member's notes for the analyst. */
export const reportOrderSchema = z.object({
  order: payableOrderSchema,
  reportKind: z.enum(REPORT_KINDS),
  /** The search the report covers, as URL params. */
  query: queryParams,
  /** The member's instructions for the analyst (intended goods, markets, concerns); '' when none. */
  remarks: z.string(),
  /** When the notes were last saved; null when never. */
  remarksUpdatedAt: z.string().nullable(),
  attachments: z.array(reportAttachmentSchema),
})
export type ReportOrder = z.output<typeof reportOrderSchema>

const fileResponse = z.custom<Blob>()
const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})

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
  /**
   * Saves the member's notes for the analyst on their own report order while it is not delivered (unpaid or
   * being written); `fileIds` are the attachments to keep, the others are dropped.
   */
  tmQueryReportAddRemarksField: {
    req: z.object({
      orderId: requiredString,
      // At most REPORT_NOTES_MAX once trimmed: the handler refuses longer notes with its own message.
      remarks: z.string().max(REPORT_NOTES_MAX * 4),
      fileIds: z.array(z.string()).max(20).default([]),
    }),
    res: reportOrderSchema,
  },
  /**
   * Attaches a file for the analyst (multipart `orderId`, `file`): an image, a PDF, Word or Excel, by content,
   * at most 10 MB and 5 per order; same rules as the notes.
   */
  tmQueryReportUploadRemarksFile: {
    req: z.object({ orderId: requiredString, file: blob }),
    res: reportAttachmentSchema,
  },
  /**
   * The delivered availability-analysis report of the member's order as .docx, in the caller's language; with
   * format 'json', the same report as data (search-analysis.ts analysisReportSchema) for showing it on a page.
   */
  tmInfoQueryResultDownload: {
    req: z.object({ orderId: requiredString, format: z.enum(['docx', 'json']).default('docx') }),
    res: fileResponse,
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

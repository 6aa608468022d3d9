import { z } from 'zod'
import { requiredString } from '../../domain/schemas'
import { isIsoDate } from '../../domain/dates'

const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)
const isoDate = requiredString.refine(isIsoDate, { error: 'validation:date' })

/** Patent types of a patent bill. */
export const PATENT_TYPES = ['invention', 'utilityModel', 'design'] as const
/** Kinds of a bill: official annual fee, late payment surcharge, the agent's service fee. */
export const PATENT_FEE_KINDS = ['annualFee', 'lateFee', 'serviceFee'] as const
/** unpaid → entrusted (the member instructed payment) → paid. */
export const PATENT_BILL_STATUSES = ['unpaid', 'entrusted', 'paid'] as const
export const patentBillStatusSchema = z.enum(PATENT_BILL_STATUSES)

/** A patent annual-fee bill: what is due to keep one patent in force for one year. */
export const patentBillSchema = z.object({
  id: z.string(),
  billNo: z.string(),
  /** Issue date, YYYY-MM-DD. */
  date: z.string(),
  /** Last day to pay without the late surcharge growing. */
  dueDate: z.string(),
  patentNo: z.string(),
  patentName: z.string(),
  patentType: z.enum(PATENT_TYPES),
  applicantName: z.string(),
  /** The patent year the annual fee keeps in force. */
  feeYear: z.number().int(),
  items: z.array(z.object({ kind: z.enum(PATENT_FEE_KINDS), amount: z.number() })),
  /** CNY. */
  amount: z.number(),
  paymentStatus: patentBillStatusSchema,
  entrustedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
})

const fileResponse = z.custom<Blob>()

export const ordersBillsSchemas = {
  /** The member's patent bills, earliest due first; `unpaidAmount` sums the bills not yet paid. */
  tbOrderQueryPatentBill: {
    req: z.object({
      status: patentBillStatusSchema.optional(),
      keyword: z.string().trim().max(50).default(''),
      pageNum,
      pageSize,
    }),
    res: z.object({
      list: z.array(patentBillSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      unpaidAmount: z.number(),
    }),
  },
  /** Entrusts payment of an unpaid bill to the agent, or withdraws the entrustment before it is paid. */
  tbOrderUpdatePatentBill: {
    req: z.object({ id: requiredString, action: z.enum(['entrust', 'withdraw']) }),
    res: patentBillSchema,
  },
  /** The fee management bill (.xlsx): the member's orders and debit notes of a period. */
  tbOrderCreateTrademarkBill: {
    req: z
      .object({ from: isoDate, to: isoDate })
      .refine((r) => r.from <= r.to, { error: 'validation:dateRange', path: ['to'] }),
    res: fileResponse,
  },
  /** The patent bills (.xlsx), all or those given. */
  tbOrderCreatePatentBill: {
    req: z.object({
      ids: z.array(z.string()).max(200).optional(),
      status: patentBillStatusSchema.optional(),
    }),
    res: fileResponse,
  },
  /** The payment entrustment letter (.docx) for the given bills. */
  tbOrderCreatePatentBillEntrust: {
    req: z.object({ ids: z.array(requiredString).min(1).max(200) }),
    res: fileResponse,
  },
} as const

export type PatentBill = z.output<typeof patentBillSchema>
export type PatentBillStatus = z.output<typeof patentBillStatusSchema>

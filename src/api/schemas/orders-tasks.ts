import { z } from 'zod'
import { requiredString } from '../../domain/schemas'
import { payableOrderSchema, ordersPaySchemas } from './orders-pay'
import { mailingFormSchema, mailingSchema } from './orders-manage'
import { reportOrderSchema } from './search-orders'

const bilingual = z.object({ zh: z.string(), en: z.string() })
const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)
const fileResponse = z.custom<Blob>()

/** Longest note a customer may add to an instruction. */
export const INSTRUCTION_NOTE_MAX = 200
/** What a customer can tell us to do about a deadline. */
export const INSTRUCTION_ACTIONS = ['proceed', 'abandon', 'extend'] as const
export type InstructionAction = (typeof INSTRUCTION_ACTIONS)[number]

/** What a deadline is about. It lives here, not in orders.ts: orders.ts imports this file, so no import back. */
export const taskTypeSchema = z.enum([
  'renewalDue',
  'renewalGrace',
  'oppositionDeadline',
  'officeAction',
  'refusalReview',
  'priorityDocument',
  'nonUseEvidence',
  'registrationFee',
])

/** The customer's instruction on a deadline, once given (it cannot be changed afterwards). */
export const taskInstructionSchema = z.object({
  action: z.enum(INSTRUCTION_ACTIONS),
  note: z.string(),
  /** When it was given (ISO time). */
  givenAt: z.string(),
})

/**
 * One deadline of a case, as in tbOrder/getCustomerAllTask (orders.ts customerTaskSchema), plus the
 * customer's instruction on it.
 */
export const caseTaskSchema = z.object({
  id: z.string(),
  caseNo: z.string(),
  trademarkName: z.string(),
  trademarkRegNo: z.string(),
  niceClasses: z.array(z.string()),
  taskType: taskTypeSchema,
  taskName: bilingual,
  deadline: z.string(),
  /** Negative once the deadline has passed. */
  daysLeft: z.number().int(),
  /** overdue < 0 days; urgent within 7; soon within 30; normal later. */
  urgency: z.enum(['overdue', 'urgent', 'soon', 'normal']),
  orderId: z.string().nullable(),
  instruction: taskInstructionSchema.nullable(),
})

/** The customer's instruction form: an action and an optional note of up to 200 characters. */
export const instructionFormSchema = z.object({
  action: z.enum(INSTRUCTION_ACTIONS, { error: 'validation:required' }),
  note: z.string().trim().max(INSTRUCTION_NOTE_MAX, { error: 'orders:validation.reasonTooLong' }).default(''),
})
export type InstructionForm = z.input<typeof instructionFormSchema>

/** Where a report order stands: waiting for payment, being written, delivered, or cancelled/refunded. */
export const REPORT_ORDER_STATES = ['unpaid', 'pending', 'delivered', 'closed'] as const

/** Deadline management, orders with their shipping details, search-report orders and the task exports. */
export const ordersTasksSchemas = {
  /**
   * Creates an order (priced by src/domain/pricing quote(), like tbOrder/createOrder) together with the postal
   * details its certificates and official letters go to, in one call.
   */
  tbOrderCreateOrdership: {
    req: ordersPaySchemas.tbOrderCreateOrder.req.extend({ mailing: mailingFormSchema }),
    res: payableOrderSchema.extend({ mailing: mailingSchema }),
  },
  /**
   * Sets or replaces the mailing address of the caller's unpaid or in-process order; refused once something
   * was posted to the old address (the same rule as tbOrder/updateMailing).
   */
  orderCreateOrderAddress: {
    req: mailingFormSchema.extend({ orderId: requiredString }),
    res: z.object({ orderId: z.string(), mailing: mailingSchema }),
  },
  /**
   * The member's search-report orders (product type 4), newest first, each with the search it covers and
   * its delivery; `state` keeps the unpaid, pending, delivered or closed (cancelled/refunded) ones.
   */
  tbOrderGetQueryOrderList: {
    req: z.object({ state: z.enum(REPORT_ORDER_STATES).optional(), pageNum, pageSize }),
    res: z.object({
      list: z.array(reportOrderSchema.extend({ state: z.enum(REPORT_ORDER_STATES) })),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  /** The open deadlines of one case, found by its case number or its order, earliest first. */
  tbOrderGetCustomerCaseAllTask: {
    req: z
      .object({ caseNo: z.string().trim().max(30).optional(), orderId: z.string().trim().max(60).optional() })
      .refine((b) => Boolean(b.caseNo || b.orderId), { error: 'validation:required', path: ['caseNo'] }),
    res: z.object({ caseNo: z.string(), trademarkName: z.string(), list: z.array(caseTaskSchema) }),
  },
  /**
   * Records the customer's instruction on a deadline (proceed, abandon, or ask for an extension, with an
   * optional note); refused for a deadline already instructed or already passed.
   */
  tbOrderPerformCustomerInstruction: {
    req: instructionFormSchema.extend({ taskId: requiredString }),
    res: caseTaskSchema,
  },
  /**
   * Brings the member's deadline management up to date from their orders: a renewal task for every mark
   * whose registration is in its renewal window (src/domain/renewal: from 12 months before expiry, or in
   * the 6-month grace period after it) and has no renewal task yet. Idempotent: `added` is 0 on a rerun.
   */
  tbOrderTrademarkLimitManagementSynergy: {
    req: z.object({}),
    res: z.object({ added: z.number().int(), tasks: z.array(caseTaskSchema), total: z.number().int() }),
  },
  /** One case's deadlines as an .xlsx file, headers in the caller's language. */
  tbOrderExportCustomerCaseAllTask: {
    req: z
      .object({ caseNo: z.string().trim().max(30).optional(), orderId: z.string().trim().max(60).optional() })
      .refine((b) => Boolean(b.caseNo || b.orderId), { error: 'validation:required', path: ['caseNo'] }),
    res: fileResponse,
  },
  /** Every deadline of the member as an .xlsx file (optionally only those due within `withinDays`). */
  tbOrderCustomerAllTaskExport: {
    req: z.object({ withinDays: z.coerce.number().int().min(0).optional() }),
    res: fileResponse,
  },
} as const

export type CaseTask = z.output<typeof caseTaskSchema>
export type TaskInstruction = z.output<typeof taskInstructionSchema>
export type ReportOrderState = (typeof REPORT_ORDER_STATES)[number]

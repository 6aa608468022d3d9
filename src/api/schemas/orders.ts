import { z } from 'zod'
import { currencySchemas } from './currency'
import { ordersBillsSchemas } from './orders-bills'
import { ordersManageSchemas } from './orders-manage'
import { ordersPaySchemas } from './orders-pay'
import { ordersTasksSchemas, taskTypeSchema } from './orders-tasks'

const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)
const bilingual = z.object({ zh: z.string(), en: z.string() })

/** A debit note (overview §3): what the member owes or paid for one order. */
export const debitNoteSchema = z.object({
  id: z.string(),
  debitNoteNo: z.string(),
  /** Issue date, YYYY-MM-DD. */
  date: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  serviceName: bilingual,
  /** Product type id (overview §3). */
  productType: z.number().int(),
  trademarkName: z.string(),
  amount: z.number(),
  currency: z.enum(['CNY', 'USD', 'EUR']),
  paymentStatus: z.enum(['unpaid', 'paid']),
  dueDate: z.string(),
})

/** An upcoming deadline of one of the member's cases; daysLeft and urgency are relative to today. */
export const customerTaskSchema = z.object({
  id: z.string(),
  caseNo: z.string(),
  trademarkName: z.string(),
  /** Empty while the mark is not registered: the step is filed under its application number. */
  trademarkRegNo: z.string(),
  /** The mark's application number (its record page); empty when the deadline is not tied to a known mark. */
  applicationNo: z.string().default(''),
  niceClasses: z.array(z.string()),
  taskType: taskTypeSchema,
  taskName: bilingual,
  /** The last day, already rolled over a holiday or weekend (src/domain/deadline-calendar.ts). */
  deadline: z.string(),
  /** True when the deadline's year had no published holiday schedule, so only weekends were rolled over. */
  weekendsOnly: z.boolean().default(false),
  /** Negative once the deadline has passed. */
  daysLeft: z.number().int(),
  /** overdue < 0 days; urgent within 7; soon within 30; normal later. */
  urgency: z.enum(['overdue', 'urgent', 'soon', 'normal']),
  orderId: z.string().nullable(),
})

export const ordersSchemas = {
  ...currencySchemas,
  ...ordersPaySchemas,
  ...ordersBillsSchemas,
  ...ordersManageSchemas,
  ...ordersTasksSchemas,
  /** The member's debit notes, newest first. */
  tbOrderQueryBill: {
    req: z.object({ status: z.enum(['unpaid', 'paid']).optional(), pageNum, pageSize }),
    res: z.object({
      list: z.array(debitNoteSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      /** Sum of the unpaid notes matching the filter, per currency. */
      unpaidAmount: z.record(z.string(), z.number()),
    }),
  },
  /** The member's open deadlines, earliest first; `withinDays` keeps those due within that many days (overdue included). */
  tbOrderGetCustomerAllTask: {
    req: z.object({ withinDays: z.coerce.number().int().min(0).optional(), pageNum, pageSize }),
    res: z.object({
      list: z.array(customerTaskSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
} as const

export type DebitNote = z.output<typeof debitNoteSchema>
export type CustomerTask = z.output<typeof customerTaskSchema>
export type TaskType = z.output<typeof taskTypeSchema>

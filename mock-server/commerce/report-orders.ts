/**
 * Search-report orders (product type 4) as every report call sees them: where the delivery stands on the mock
 * clock, the order with its search and the member's notes for the analyst. The notes' files are records of
 * the `files` table (their bytes kept in IndexedDB by file-bytes.ts), listed on the order.
 */
import type { ReportOrderState } from '../../src/api/schemas/orders-tasks'
import type { ReportOrder } from '../../src/api/schemas/search-orders'
import type { HandlerContext } from '../context'
import type { MockDb } from '../db'
import type { OrderRecord, ReportNotesRecord } from './orders-store'
import { nextWorkingDay, toPayable } from './payment-store'

type Ctx = HandlerContext<unknown>

/** Where a report order stands; a paid report is delivered once due (lazily, from the mock clock). */
export function reportState(ctx: Ctx, order: OrderRecord): ReportOrderState {
  if (order.paymentStatus === 'paid' && !order.report && order.paidAt) {
    // Paid before deliveries were tracked: delivered when it was paid (as the payment pages show it), also
    // when the order was refunded since.
    order.report = { status: 'delivered', dueAt: nextWorkingDay(order.paidAt), deliveredAt: order.paidAt }
    ctx.changed()
  }
  if (order.status === 'cancelled' || order.status === 'refunding' || order.status === 'refunded')
    return 'closed'
  if (order.paymentStatus !== 'paid') return 'unpaid'
  const now = ctx.now().toISOString()
  if (order.report?.status === 'pending' && order.report.dueAt <= now) {
    order.report = { ...order.report, status: 'delivered', deliveredAt: order.report.dueAt }
    ctx.changed()
  }
  return order.report?.status === 'delivered' ? 'delivered' : 'pending'
}

const NO_NOTES: ReportNotesRecord = { remarks: '', updatedAt: null, updatedBy: null, attachments: [] }

/** The order's notes for the analyst (none yet: empty). */
export const notesOf = (order: OrderRecord): ReportNotesRecord => order.reportNotes ?? NO_NOTES

/** The order's search as URL params (text values only). */
export function reportQueryOf(order: OrderRecord): Record<string, string> {
  const raw = (order.payload.query ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
}

/** A report order as the report calls answer it. */
export function toReportOrder(db: MockDb, order: OrderRecord): ReportOrder {
  const notes = notesOf(order)
  return {
    order: toPayable(db, order),
    reportKind: 'availability',
    query: reportQueryOf(order),
    remarks: notes.remarks,
    remarksUpdatedAt: notes.updatedAt,
    attachments: notes.attachments.map((a) => ({
      id: a.fileId,
      name: a.name,
      size: a.size,
      uploadedAt: a.uploadedAt,
    })),
  }
}

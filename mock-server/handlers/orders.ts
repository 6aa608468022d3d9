import { ordersCalls } from '../../src/api/catalogue/orders'
import { ordersSchemas, type CustomerTask, type DebitNote } from '../../src/api/schemas/orders'
import { daysBetween } from '../../src/domain/clock'
import { PRODUCT_TYPES } from '../../src/domain/product-types'
import { defineHandlers } from '../define-handlers'
import { TASK_TYPES } from '../reference-data/dictionaries'
import type { CustomerTaskRecord } from '../seeds/orders'
import { debitNotesOf, type DebitNoteView } from '../commerce/debit-notes-store'

const urgencyOf = (daysLeft: number): CustomerTask['urgency'] =>
  daysLeft < 0 ? 'overdue' : daysLeft <= 7 ? 'urgent' : daysLeft <= 30 ? 'soon' : 'normal'

const toDebitNote = ({ userId: _owner, paidAt: _paidAt, ...note }: DebitNoteView): DebitNote => ({
  ...note,
  serviceName: { ...PRODUCT_TYPES[note.productType] },
})

function toTask(task: CustomerTaskRecord, today: string): CustomerTask {
  const { userId: _owner, ...rest } = task
  const daysLeft = daysBetween(today, task.deadline)
  const names = TASK_TYPES.find((t) => t.code === task.taskType)
  return {
    ...rest,
    applicationNo: task.applicationNo ?? '',
    weekendsOnly: task.weekendsOnly ?? false,
    niceClasses: [...task.niceClasses],
    taskName: { zh: names?.zh ?? task.taskType, en: names?.en ?? task.taskType },
    daysLeft,
    urgency: urgencyOf(daysLeft),
  }
}

export const ordersHandlers = defineHandlers(ordersCalls, ordersSchemas, {
  tbOrderQueryBill(ctx) {
    const user = ctx.requireUser()
    const { status, pageNum, pageSize } = ctx.body
    const matching = debitNotesOf(ctx.db, user.id)
      .filter((n) => !status || n.paymentStatus === status)
      .sort((a, b) => b.date.localeCompare(a.date) || b.debitNoteNo.localeCompare(a.debitNoteNo))
    const unpaidAmount: Record<string, number> = {}
    for (const n of matching) {
      if (n.paymentStatus === 'unpaid') unpaidAmount[n.currency] = (unpaidAmount[n.currency] ?? 0) + n.amount
    }
    return ctx.ok({
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toDebitNote),
      total: matching.length,
      pageNum,
      pageSize,
      unpaidAmount,
    })
  },
  tbOrderGetCustomerAllTask(ctx) {
    const user = ctx.requireUser()
    const { withinDays, pageNum, pageSize } = ctx.body
    const today = ctx.today()
    const matching = ctx.db.customerTasks
      .filter((t) => t.userId === user.id)
      .map((t) => toTask(t, today))
      .filter((t) => withinDays === undefined || t.daysLeft <= withinDays)
      .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.caseNo.localeCompare(b.caseNo))
    return ctx.ok({
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: matching.length,
      pageNum,
      pageSize,
    })
  },
})

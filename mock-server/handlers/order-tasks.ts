/**
 * Deadline management (a case's deadlines, the customer's instructions, renewal deadlines synced from the
 * orders, the deadline spreadsheets), orders placed with their shipping details, the order's mailing address,
 * and the member's search-report orders.
 */
import { ordersCalls } from '../../src/api/catalogue/orders'
import { paymentCalls } from '../../src/api/catalogue/payment'
import { ordersSchemas } from '../../src/api/schemas/orders'
import type { CaseTask } from '../../src/api/schemas/orders-tasks'
import { businessDate, daysBetween } from '../../src/domain/clock'
import { markLifecycle, type MarkEvent } from '../../src/domain/mark-lifecycle'
import { quote } from '../../src/domain/pricing'
import { createOrder, findOrder, type OrderRecord } from '../commerce/orders-store'
import { toPayable } from '../commerce/payment-store'
import { reportState, toReportOrder } from '../commerce/report-orders'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers } from '../define-handlers'
import { buildTasksWorkbook, TASK_FILE_NAMES } from '../exports/tasks-xlsx'
import { XLSX_TYPE } from '../exports/labels'
import { bytesToBase64 } from '../reference-data/bytes'
import { TASK_TYPES } from '../reference-data/dictionaries'
import { markById } from '../register'
import { procedureOf } from '../register/records/procedure'
import type { CustomerTaskRecord } from '../seeds/orders'

type Ctx = HandlerContext<unknown>

/** A task as the client sees it; urgency bands are those of tbOrder/getCustomerAllTask. */
export function toCaseTask(task: CustomerTaskRecord, today: string): CaseTask {
  const daysLeft = daysBetween(today, task.deadline)
  const names = TASK_TYPES.find((t) => t.code === task.taskType)
  return {
    id: task.id,
    caseNo: task.caseNo,
    trademarkName: task.trademarkName,
    trademarkRegNo: task.trademarkRegNo,
    niceClasses: [...task.niceClasses],
    taskType: task.taskType,
    taskName: { zh: names?.zh ?? task.taskType, en: names?.en ?? task.taskType },
    deadline: task.deadline,
    daysLeft,
    urgency: daysLeft < 0 ? 'overdue' : daysLeft <= 7 ? 'urgent' : daysLeft <= 30 ? 'soon' : 'normal',
    orderId: task.orderId,
    instruction: task.instruction ? { ...task.instruction } : null,
  }
}

const earliest = (a: CaseTask, b: CaseTask) =>
  a.deadline.localeCompare(b.deadline) || a.caseNo.localeCompare(b.caseNo) || a.id.localeCompare(b.id)

/** The caller's order or a "not found" failure (another member's order is never found). */
function mine(ctx: Ctx, orderId: string): OrderRecord {
  const user = ctx.requireUser()
  const order = findOrder(ctx.db, user.id, orderId)
  if (!order) throw new ReplyError(ctx.fail('订单不存在', 'No such order', BIZ.notFound))
  return order
}

/**
 * Whether the order's mailing address can no longer change: something was already posted to it (a tracking
 * number is recorded), the rule tbOrder/updateMailing applies.
 */
export const mailingLocked = (order: OrderRecord): boolean => Boolean(order.mailing?.trackingNo)

/** One case's tasks, by case number or by order (its case number or the tasks pointing at it). */
function caseTasks(ctx: Ctx, by: { caseNo?: string; orderId?: string }) {
  const user = ctx.requireUser()
  const own = ctx.db.customerTasks.filter((t) => t.userId === user.id)
  let caseNo = by.caseNo ?? ''
  let trademarkName: string
  let records: CustomerTaskRecord[]
  if (by.orderId) {
    const order = mine(ctx, by.orderId)
    caseNo = order.caseNo ?? ''
    trademarkName = order.trademarkName
    records = own.filter((t) => t.orderId === order.id || (caseNo !== '' && t.caseNo === caseNo))
    caseNo ||= records[0]?.caseNo ?? order.orderNo
  } else {
    records = own.filter((t) => t.caseNo === caseNo)
    const order = (ctx.db.orders ?? []).find((o) => o.userId === user.id && o.caseNo === caseNo)
    if (!records.length && !order) {
      throw new ReplyError(ctx.fail('案件不存在', 'No such case', BIZ.notFound))
    }
    trademarkName = order?.trademarkName ?? ''
  }
  trademarkName ||= records[0]?.trademarkName ?? ''
  const today = ctx.today()
  return { caseNo, trademarkName, list: records.map((t) => toCaseTask(t, today)).sort(earliest) }
}

/**
 * The procedure events of the mark an order is about: the register's (its own history) or, for a mark the
 * portal filed, its registration step. The renewal deadline is then what the rule set derives from them.
 */
function eventsOf(order: OrderRecord): { events: MarkEvent[]; regNo: string } | null {
  if (order.trademarkId) {
    const mark = markById(order.trademarkId)
    if (mark?.registrationDate) return { events: procedureOf(mark), regNo: mark.registrationNo }
  }
  const registered = order.caseSteps?.find((s) => s.key === 'registered')
  if (!registered || !order.caseNo) return null
  return { events: [{ code: 'registered', date: businessDate(registered.date) }], regNo: order.caseNo }
}

const orderTaskHandlers = defineHandlers(ordersCalls, ordersSchemas, {
  tbOrderCreateOrdership(ctx) {
    const user = ctx.requireUser()
    const { mailing, ...b } = ctx.body
    const q = quote({ productType: b.productType, classes: b.classes, priority: b.priority })
    if (q.total <= 0) return ctx.fail('价格错误', 'Price error', BIZ.rejected)
    const order = createOrder(ctx.db, {
      userId: user.id,
      productType: b.productType,
      trademarkName: b.trademarkName,
      applicantName: b.applicantName ?? '',
      niceClasses: b.classes.map((c) => c.no),
      countries: b.countries,
      lines: q.lines,
      now: ctx.now().toISOString(),
    })
    order.mailing = { ...mailing, courier: null, trackingNo: null }
    ctx.changed()
    return ctx.ok({ ...toPayable(ctx.db, order), mailing: { ...order.mailing } })
  },
  tbOrderGetQueryOrderList(ctx) {
    const user = ctx.requireUser()
    const { state, pageNum, pageSize } = ctx.body
    const rows = (ctx.db.orders ?? [])
      .filter((o) => o.userId === user.id && o.productType === 4 && o.parentId === null)
      .map((order) => ({ order, state: reportState(ctx, order) }))
      .filter((r) => !state || r.state === state)
      .sort(
        (a, b) => b.order.createdAt.localeCompare(a.order.createdAt) || b.order.id.localeCompare(a.order.id),
      )
    const list = rows
      .slice((pageNum - 1) * pageSize, pageNum * pageSize)
      .map(({ order, state: s }) => ({ ...toReportOrder(ctx.db, order), state: s }))
    return ctx.ok({ list, total: rows.length, pageNum, pageSize })
  },
  tbOrderGetCustomerCaseAllTask(ctx) {
    return ctx.ok(caseTasks(ctx, ctx.body))
  },
  tbOrderPerformCustomerInstruction(ctx) {
    const user = ctx.requireUser()
    const task = ctx.db.customerTasks.find((t) => t.id === ctx.body.taskId && t.userId === user.id)
    if (!task) return ctx.fail('期限不存在', 'No such deadline', BIZ.notFound)
    if (task.instruction) {
      return ctx.fail(
        '该期限已有指示，不能再次指示',
        'This deadline already has your instruction',
        BIZ.rejected,
      )
    }
    if (daysBetween(ctx.today(), task.deadline) < 0) {
      return ctx.fail(
        '期限已过，不能再指示',
        'The deadline has passed; it can no longer be instructed',
        BIZ.rejected,
      )
    }
    task.instruction = { action: ctx.body.action, note: ctx.body.note, givenAt: ctx.now().toISOString() }
    ctx.changed()
    return ctx.ok(toCaseTask(task, ctx.today()))
  },
  tbOrderTrademarkLimitManagementSynergy(ctx) {
    const user = ctx.requireUser()
    const today = ctx.today()
    const own = () => ctx.db.customerTasks.filter((t) => t.userId === user.id)
    const hasRenewalTask = (regNo: string) =>
      own().some(
        (t) => t.trademarkRegNo === regNo && (t.taskType === 'renewalDue' || t.taskType === 'renewalGrace'),
      )
    let added = 0
    const paid = (ctx.db.orders ?? []).filter((o) => o.userId === user.id && o.paymentStatus === 'paid')
    for (const order of paid) {
      const mark = eventsOf(order)
      if (!mark || hasRenewalTask(mark.regNo)) continue
      const deadline = markLifecycle(mark.events, today).deadlines.find(
        (d) => d.kind === 'renewalDue' || d.kind === 'renewalGrace',
      )
      if (!deadline) continue
      ctx.db.customerTasks.push({
        id: newId('task-'),
        userId: user.id,
        caseNo: order.caseNo ?? mark.regNo,
        trademarkName: order.trademarkName,
        trademarkRegNo: mark.regNo,
        applicationNo: mark.regNo,
        niceClasses: [...order.niceClasses],
        taskType: deadline.kind,
        deadline: deadline.due,
        weekendsOnly: deadline.calendar === 'weekendsOnly',
        orderId: order.id,
      })
      added += 1
    }
    if (added) ctx.changed()
    const tasks = own()
      .map((t) => toCaseTask(t, today))
      .sort(earliest)
    return ctx.ok({ added, tasks, total: tasks.length })
  },
  async tbOrderExportCustomerCaseAllTask(ctx) {
    const { caseNo, list } = caseTasks(ctx, ctx.body)
    const bytes = await buildTasksWorkbook({ tasks: list, caseNo, lang: ctx.lang, generatedAt: ctx.now() })
    return ctx.blob(bytesToBase64(bytes), TASK_FILE_NAMES.case(ctx.lang, caseNo, ctx.today()), XLSX_TYPE)
  },
  async tbOrderCustomerAllTaskExport(ctx) {
    const user = ctx.requireUser()
    const today = ctx.today()
    const { withinDays } = ctx.body
    const tasks = ctx.db.customerTasks
      .filter((t) => t.userId === user.id)
      .map((t) => toCaseTask(t, today))
      .filter((t) => withinDays === undefined || t.daysLeft <= withinDays)
      .sort(earliest)
    const bytes = await buildTasksWorkbook({ tasks, caseNo: null, lang: ctx.lang, generatedAt: ctx.now() })
    return ctx.blob(bytesToBase64(bytes), TASK_FILE_NAMES.all(ctx.lang, today), XLSX_TYPE)
  },
})

const orderAddressHandlers = defineHandlers(paymentCalls, ordersSchemas, {
  orderCreateOrderAddress(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    if (order.status !== 'unpaid' && order.status !== 'processing') {
      return ctx.fail(
        '该订单已结束，不能再设置邮寄地址',
        'This order is closed; its mailing address can no longer be set',
        BIZ.rejected,
      )
    }
    if (mailingLocked(order)) {
      return ctx.fail(
        '文件已寄出，不能再修改邮寄地址',
        'The documents have been posted; the address can no longer change',
        BIZ.rejected,
      )
    }
    const { orderId: _id, ...form } = ctx.body
    order.mailing = { ...form, courier: null, trackingNo: null }
    ctx.changed()
    return ctx.ok({ orderId: order.id, mailing: { ...order.mailing } })
  },
})

/** The handlers of this module (orders area, plus the payment area's order address). */
export const orderTasksHandlers = [...orderTaskHandlers, ...orderAddressHandlers]

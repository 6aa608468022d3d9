import { ordersCalls } from '../../src/api/catalogue/orders'
import { ordersSchemas } from '../../src/api/schemas/orders'
import { CASE_STEPS, caseTimeline } from '../../src/domain/case-steps'
import { businessDate, businessToday } from '../../src/domain/clock'
import { canDeleteOrder, canRefundOrder, orderHomeOf } from '../../src/domain/order-routes'
import { isProductTypeId } from '../../src/domain/product-types'
import { findOrder, markOrderPaid, type OrderRecord } from '../commerce/orders-store'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { addDays, documentsFor, HANDLERS, hashOf, OFFICES } from '../seeds/order-samples'
import { storeOrderDocumentFiles } from '../commerce/official-documents-store'
import { defineSimulation } from '../simulations'
import { syncOrderInvoiceStatuses } from '../commerce/invoices-store'
import { toCaseItem, toDetail, toSummary } from '../commerce/orders-views'

type Ctx = HandlerContext<unknown>

/** The caller's order or a "not found" failure (another member's order is never shown). */
function mine(ctx: Ctx, orderId: string): OrderRecord {
  const user = ctx.requireUser()
  // Invoices move on with the clock; the order shows where its invoice is now.
  syncOrderInvoiceStatuses(ctx.db, ctx.now())
  const order = findOrder(ctx.db, user.id, orderId)
  if (!order) throw new ReplyError(ctx.fail('订单不存在', 'No such order', BIZ.notFound))
  return order
}

const childrenOf = (ctx: Ctx, order: OrderRecord) => ctx.db.orders.filter((o) => o.parentId === order.id)

/** The order's documents, with their PDFs stored as files the first time they are listed. */
function documentsOf(ctx: Ctx, order: OrderRecord) {
  if (storeOrderDocumentFiles(ctx.db, order)) ctx.changed()
  return { list: (order.documents ?? []).map((d) => ({ ...d, fileId: d.id })) }
}

/** The Beijing business day an order was placed on (createdAt is an instant). */
const dayOf = (iso: string) => businessDate(iso)

/** Orders that match the list filters (a parent matches when a child's number matches the keyword). */
function matches(db: Ctx['db'], order: OrderRecord, f: ListFilters): boolean {
  if (f.productTypes.length > 0 && !f.productTypes.includes(order.productType)) return false
  if (f.status && order.status !== f.status) return false
  if (f.paymentStatus && order.paymentStatus !== f.paymentStatus) return false
  if (f.invoiceStatus && order.invoiceStatus !== f.invoiceStatus) return false
  if (f.dateFrom && dayOf(order.createdAt) < f.dateFrom) return false
  if (f.dateTo && dayOf(order.createdAt) > f.dateTo) return false
  const keyword = f.keyword.toLowerCase()
  if (!keyword) return true
  const hit = (o: OrderRecord) =>
    o.orderNo.toLowerCase().includes(keyword) || o.trademarkName.toLowerCase().includes(keyword)
  return hit(order) || db.orders.some((c) => c.parentId === order.id && hit(c))
}
interface ListFilters {
  productTypes: number[]
  status?: string
  paymentStatus?: string
  invoiceStatus?: string
  dateFrom: string
  dateTo: string
  keyword: string
}

const newest = (a: OrderRecord, b: OrderRecord) =>
  b.createdAt.localeCompare(a.createdAt) || b.orderNo.localeCompare(a.orderNo)

/** Moves a paid case on by one step (and adds the document that step produces); the last step completes it. */
export function advanceCase(order: OrderRecord, today: string): boolean {
  if (order.paymentStatus !== 'paid' || order.status !== 'processing') return false
  const steps = CASE_STEPS[order.productType]
  const reached = order.caseSteps ?? []
  const next = steps[reached.length]
  if (!next) return false
  order.caseSteps = [...reached, { key: next, date: today }]
  if (order.caseSteps.length === steps.length) order.status = 'completed'
  order.documents = documentsFor(order)
  return true
}

// window.server.simulate('orders.markPaid', orderId): an order paid through the mock, as the payment flow does.
defineSimulation('orders.markPaid', ({ db, now }, orderId) => {
  const order = db.orders.find((o) => o.id === orderId)
  if (!order || !markOrderPaid(db, order, 'dummy', now.toISOString())) return false
  for (const o of [order, ...db.orders.filter((c) => c.parentId === order.id)]) {
    if (o !== order) markOrderPaid(db, o, 'dummy', now.toISOString())
    o.caseSteps = [{ key: 'ordered', date: businessToday(now) }]
    o.documents = documentsFor(o)
  }
  return true
})

// window.server.simulate('orders.advanceCase', orderId): the office moves the case (and its parts) on a step.
defineSimulation('orders.advanceCase', ({ db, now }, orderId) => {
  const order = db.orders.find((o) => o.id === orderId)
  if (!order) return false
  const today = businessToday(now)
  const moved = advanceCase(order, today)
  for (const child of db.orders.filter((c) => c.parentId === order.id)) advanceCase(child, today)
  return moved
})

/** The member's orders: list, detail, children, case status, mailing, own reference, documents, delete and refund. */
export const ordersManageHandlers = defineHandlers(ordersCalls, ordersSchemas, {
  tbOrderGetMemberOrderList(ctx) {
    const user = ctx.requireUser()
    syncOrderInvoiceStatuses(ctx.db, ctx.now())
    const { pageNum, pageSize, ...filters } = ctx.body
    const all = ctx.db.orders.filter((o) => o.userId === user.id)
    const matching = all.filter((o) => o.parentId === null && matches(ctx.db, o, filters)).sort(newest)
    return ctx.ok({
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((o) => toSummary(ctx.db, o)),
      total: matching.length,
      pageNum,
      pageSize,
    })
  },
  tbOrderDelMemberOrder(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    if (!canDeleteOrder(order)) {
      return ctx.fail(
        '已支付的订单不能删除',
        'A paid order cannot be deleted; you can request a refund instead',
      )
    }
    const gone = new Set([order.id, ...childrenOf(ctx, order).map((c) => c.id)])
    ctx.db.orders = ctx.db.orders.filter((o) => !gone.has(o.id))
    ctx.db.debitNotes = ctx.db.debitNotes.filter((n) => !gone.has(n.orderId))
    ctx.changed()
    return ctx.ok({ orderId: order.id })
  },
  tbOrderCreateRefundOrder(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    if (order.refundRequestedAt) {
      return ctx.fail(
        '该订单已申请退款，退款申请不可撤销，请勿重复提交',
        'A refund has already been requested for this order; it cannot be withdrawn or requested again',
      )
    }
    if (!canRefundOrder(order)) {
      return ctx.fail(
        order.paymentStatus === 'paid' ? '该订单已办结，不能申请退款' : '未支付的订单无需退款',
        order.paymentStatus === 'paid'
          ? 'This order is closed and can no longer be refunded'
          : 'This order has not been paid, so there is nothing to refund',
      )
    }
    const now = ctx.now().toISOString()
    for (const o of [order, ...childrenOf(ctx, order)]) {
      o.status = 'refunding'
      o.refundRequestedAt = now
      o.refundReason = ctx.body.reason
    }
    ctx.changed()
    return ctx.ok({ orderId: order.id, status: 'refunding' as const, refundRequestedAt: now })
  },
  tbOrderGetOrderDetail(ctx) {
    return ctx.ok(toDetail(ctx.db, mine(ctx, ctx.body.orderId)))
  },
  tbOrderGetOrderDetailList(ctx) {
    return ctx.ok({ list: ctx.body.orderIds.map((id) => toDetail(ctx.db, mine(ctx, id))) })
  },
  tbOrderGetChildrenOrder(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    return ctx.ok({ list: childrenOf(ctx, order).map((c) => toSummary(ctx.db, c)) })
  },
  tbOrderGetChildrenStatus(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    return ctx.ok({
      list: childrenOf(ctx, order).map((c) => ({
        orderId: c.id,
        orderNo: c.orderNo,
        status: c.status,
        latestStep: c.caseSteps?.at(-1) ?? null,
      })),
    })
  },
  tbOrderGetCaseStatus(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    const closed = order.status !== 'processing'
    return ctx.ok({
      orderId: order.id,
      closed,
      steps: caseTimeline(order.productType, order.caseSteps ?? [], closed),
    })
  },
  tbOrderCreateCaseyouref(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    if (order.yourRef) {
      return ctx.fail(
        '该订单已有您的参考号，请修改',
        'This order already has your reference; edit it instead',
      )
    }
    order.yourRef = ctx.body.yourRef
    ctx.changed()
    return ctx.ok({ orderId: order.id, yourRef: order.yourRef })
  },
  tbOrderUpdateCaseyouref(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    if (!order.yourRef) return ctx.fail('该订单尚无参考号', 'This order has no reference yet; add one first')
    order.yourRef = ctx.body.yourRef
    ctx.changed()
    return ctx.ok({ orderId: order.id, yourRef: order.yourRef })
  },
  tbOrderGetMailing(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    const mailing = order.mailing ?? null
    return ctx.ok({ mailing, editable: !mailing?.trackingNo && order.status !== 'cancelled' })
  },
  tbOrderUpdateMailing(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    if (order.mailing?.trackingNo) {
      return ctx.fail(
        '文件已寄出，不能再修改邮寄地址',
        'The documents have been posted; the address can no longer change',
      )
    }
    const { orderId: _id, ...form } = ctx.body
    order.mailing = { ...form, courier: null, trackingNo: null }
    ctx.changed()
    return ctx.ok({ mailing: order.mailing })
  },
  tbOrderDescFile(ctx) {
    return ctx.ok(documentsOf(ctx, mine(ctx, ctx.body.orderId)))
  },
  tbOrderDescFileGet(ctx) {
    return ctx.ok(documentsOf(ctx, mine(ctx, ctx.params.orderId ?? ctx.body.orderId)))
  },
  tbOrderGetOrderOffice(ctx) {
    const order = mine(ctx, ctx.body.orderId)
    const codes = order.productType === 26 || order.productType === 18 ? ['CN', 'WO'] : order.countries
    const offices = codes.map((country) => ({ country, name: OFFICES[country] ?? OFFICES.CN! }))
    const handler = HANDLERS[hashOf(order.parentId ?? order.id) % HANDLERS.length]!
    return ctx.ok({ offices, handler: { ...handler } })
  },
  tbOrderGetNoLimitOrder(ctx) {
    const user = ctx.requireUser()
    const keyword = ctx.body.keyword.toLowerCase()
    const cases = ctx.db.orders
      .filter((o) => o.userId === user.id && o.parentId === null && o.paymentStatus === 'paid')
      // Orders that are no case (team seats) are shown on their own page, not among the cases.
      .filter((o) => isProductTypeId(o.productType) && !orderHomeOf(o.productType))
      .filter(
        (o) =>
          !keyword ||
          o.orderNo.toLowerCase().includes(keyword) ||
          o.trademarkName.toLowerCase().includes(keyword) ||
          (o.caseNo ?? '').includes(keyword),
      )
      .sort(
        (a, b) =>
          (b.caseSteps?.at(-1)?.date ?? addDays(b.createdAt, 0)).localeCompare(
            a.caseSteps?.at(-1)?.date ?? addDays(a.createdAt, 0),
          ) || newest(a, b),
      )
    return ctx.ok({ list: cases.map(toCaseItem) })
  },
})

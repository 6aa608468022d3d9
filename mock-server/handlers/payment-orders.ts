import { filingCalls } from '../../src/api/catalogue/filing'
import { memberCalls } from '../../src/api/catalogue/member'
import { ordersCalls } from '../../src/api/catalogue/orders'
import { searchCalls } from '../../src/api/catalogue/search'
import { ordersSchemas } from '../../src/api/schemas/orders'
import { PAYMENT_CODES, paymentSchemas } from '../../src/api/schemas/payment'
import { searchOrdersSchemas, type ReportOrder } from '../../src/api/schemas/search-orders'
import { businessDayStamp } from '../../src/domain/clock'
import type { CouponProblem } from '../../src/domain/coupon-rules'
import { quote } from '../../src/domain/pricing'
import { fromSearchParams } from '../../src/domain/search-params'
import { validateSearchQuery } from '../../src/domain/search-query'
import { redeemCoupons } from '../commerce/coupons-store'
import { createOrder, type OrderRecord } from '../commerce/orders-store'
import { amountDueOf, paymentTables, settle, toPayable } from '../commerce/payment-store'
import { BIZ } from '../context'
import { newId, type MockDb } from '../db'
import { defineHandlers } from '../define-handlers'
import { defineSimulation } from '../simulations'
import { ownOrder, payableOrder } from '../commerce/payment-guards'
import { toReportOrder as reportOrderView } from '../commerce/report-orders'

const COUPON_REFUSALS: Readonly<Record<CouponProblem, [string, string]>> = {
  expired: ['所选优惠券已过期', 'A chosen coupon has expired.'],
  used: ['所选优惠券已被使用', 'A chosen coupon has already been used.'],
  notApplicable: ['所选优惠券不适用于该服务', 'A chosen coupon does not apply to this service.'],
  minSpend: ['订单金额未达到优惠券的使用门槛', 'The order does not reach a chosen coupon’s minimum spend.'],
  notFound: ['优惠券不存在', 'Coupon not found.'],
}

const page = <T>(items: T[], pageNum: number, pageSize: number) => ({
  list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  total: items.length,
  pageNum,
  pageSize,
})

/** A paid report order seeded or paid before reports were tracked gets its delivery now. */
function withReport(order: OrderRecord): OrderRecord {
  if (order.productType === 4 && order.paymentStatus === 'paid' && !order.report && order.paidAt)
    order.report = { status: 'delivered', dueAt: order.paidAt, deliveredAt: order.paidAt }
  return order
}

function toReportOrder(db: MockDb, order: OrderRecord): ReportOrder {
  return reportOrderView(db, withReport(order))
}

/** Sample orders of the kinds the payment pages handle (demo build and staff simulations). */
export function createSampleOrder(
  db: MockDb,
  userId: string,
  kind: 'standard' | 'temporary' | 'balance',
  now: string,
) {
  if (kind === 'temporary') {
    const q = quote({ productType: 7, classes: [] })
    const order = createOrder(db, {
      userId,
      productType: 7,
      trademarkName: '星河 STARRIVER',
      lines: q.lines,
      now,
    })
    order.orderKind = 'temporary'
    order.niceClasses = ['09']
    order.quoteItems = [
      { description: { zh: '异议申请官费', en: 'Official fee of the opposition' }, amount: q.officialFee },
      {
        description: {
          zh: '异议理由书撰写及证据整理',
          en: 'Drafting the grounds and arranging the evidence',
        },
        amount: q.serviceFee,
      },
    ]
    return order
  }
  if (kind === 'balance') {
    const q = quote({
      productType: 3,
      classes: [
        { no: '25', items: 8 },
        { no: '35', items: 6 },
      ],
    })
    const order = createOrder(db, {
      userId,
      productType: 3,
      trademarkName: 'BLUEPEAK',
      niceClasses: ['25', '35'],
      countries: ['US'],
      lines: q.lines,
      now,
    })
    order.orderKind = 'balance'
    // Half was paid as a deposit when the case was opened; the rest is due once the office's fees are known.
    order.paidAmount = Math.round(q.total / 2)
    return order
  }
  const q = quote({
    productType: 0,
    classes: [
      { no: '09', items: 12 },
      { no: '42', items: 8 },
    ],
  })
  return createOrder(db, {
    userId,
    productType: 0,
    trademarkName: '云杉 SPRUCE',
    niceClasses: ['09', '42'],
    lines: q.lines,
    now,
  })
}

const orderHandlers = defineHandlers(ordersCalls, ordersSchemas, {
  tbOrderCreateOrder(ctx) {
    const user = ctx.requireUser()
    const b = ctx.body
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
    ctx.changed()
    return ctx.ok(toPayable(ctx.db, order))
  },
  tbOrderCreateOrderDemo(ctx) {
    const user = ctx.requireUser()
    const order = createSampleOrder(ctx.db, user.id, ctx.body.kind, ctx.now().toISOString())
    ctx.changed()
    return ctx.ok(toPayable(ctx.db, order))
  },
  tbOrderGetOrder(ctx) {
    return ctx.ok(toPayable(ctx.db, withReport(ownOrder(ctx, ctx.body.orderId))))
  },
  tbOrderGetOrderStatus(ctx) {
    const order = ownOrder(ctx, ctx.body.orderId)
    return ctx.ok({
      orderId: order.id,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      paidAt: order.paidAt,
      amountDue: amountDueOf(order),
      awaitingConfirmation: order.paymentStatus === 'paying' && Boolean(order.transfer),
    })
  },
  tbOrderNoPayOrder(ctx) {
    const user = ctx.requireUser()
    paymentTables(ctx.db)
    const unpaid = (ctx.db.orders ?? [])
      .filter((o) => o.userId === user.id && o.status === 'unpaid' && o.paymentStatus !== 'paid')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((o) => toPayable(ctx.db, o))
    return ctx.ok(page(unpaid, ctx.body.pageNum, ctx.body.pageSize))
  },
  tbOrderOffLinePay(ctx) {
    const order = payableOrder(ctx, ctx.body.orderId)
    const file = ctx.db.files.find((f) => f.id === ctx.body.fileId && f.userId === order.userId)
    if (!file) return ctx.fail('请先上传转账凭证', 'Please upload the transfer proof first.', BIZ.notFound)
    order.paymentStatus = 'paying'
    order.transfer = {
      fileId: file.id,
      fileName: file.fileName,
      payerName: ctx.body.payerName,
      remark: ctx.body.remark,
      submittedAt: ctx.now().toISOString(),
    }
    ctx.changed()
    return ctx.ok(toPayable(ctx.db, order))
  },
  tbOrderUseCouponsPay(ctx) {
    const user = ctx.requireUser()
    const order = payableOrder(ctx, ctx.body.orderId)
    if ((order.orderKind ?? 'standard') !== 'standard' || order.couponIds.length > 0)
      return ctx.fail(
        '该订单不能再使用优惠券',
        'Coupons cannot be used on this order.',
        PAYMENT_CODES.couponRefused,
      )
    const now = ctx.now().toISOString()
    const result = redeemCoupons(ctx.db, user.id, order, ctx.body.couponIds, now)
    if (!result.ok) {
      const [zh, en] = COUPON_REFUSALS[result.reason]
      return ctx.fail(zh, en, PAYMENT_CODES.couponRefused)
    }
    const paid = amountDueOf(order) === 0 && settle(ctx.db, order, 'coupon', now)
    ctx.changed()
    return ctx.ok({ order: toPayable(ctx.db, order), discount: result.discount, paid })
  },
})

const reportHandlers = defineHandlers(searchCalls, searchOrdersSchemas, {
  tmInfoCreateOrder(ctx) {
    const user = ctx.requireUser()
    const check = validateSearchQuery(fromSearchParams(ctx.body.query))
    if (!check.ok)
      return ctx.fail(
        '查询条件不完整，无法购买报告',
        'The search is not complete; no report can be bought for it.',
      )
    const query = ctx.body.query
    const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))
    // The same search still unpaid: pay that order rather than open a second one.
    const existing = (ctx.db.orders ?? []).find(
      (o) =>
        o.userId === user.id &&
        o.productType === 4 &&
        o.status === 'unpaid' &&
        o.paymentStatus === 'unpaid' &&
        o.payload.queryKey === key,
    )
    if (existing) return ctx.ok(toReportOrder(ctx.db, existing))
    const q = quote({ productType: 4, classes: [] })
    const order = createOrder(ctx.db, {
      userId: user.id,
      productType: 4,
      trademarkName: ctx.body.subject,
      niceClasses: check.query.niceChoosedStr ? check.query.niceChoosedStr.split(';') : [],
      countries: check.query.countries,
      lines: q.lines,
      payload: { query, queryKey: key, reportKind: ctx.body.reportKind },
      now: ctx.now().toISOString(),
    })
    ctx.changed()
    return ctx.ok(toReportOrder(ctx.db, order))
  },
  tmInfoGetTrademarkQueryOrder(ctx) {
    const user = ctx.requireUser()
    const orders = (ctx.db.orders ?? [])
      .filter(
        (o) =>
          o.userId === user.id && o.productType === 4 && (!ctx.body.orderId || o.id === ctx.body.orderId),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    for (const o of orders) ownOrder(ctx, o.id)
    return ctx.ok(
      page(
        orders.map((o) => toReportOrder(ctx.db, o)),
        ctx.body.pageNum,
        ctx.body.pageSize,
      ),
    )
  },
})

const priceHandlers = defineHandlers(filingCalls, searchOrdersSchemas, {
  trademarkGetTrademarkQueryPrice(ctx) {
    const q = quote({ productType: 4, classes: [] })
    return ctx.ok({ productType: 4 as const, ...q, deliveryDays: 1 })
  },
})

const messageHandlers = defineHandlers(memberCalls, paymentSchemas, {
  leaveMessageCreateLeaveMessage(ctx) {
    const tables = paymentTables(ctx.db)
    const now = ctx.now().toISOString()
    const record = {
      id: newId('msg-'),
      ticketNo: `MS${businessDayStamp(now)}${String(tables.manualRequests.length + 1).padStart(4, '0')}`,
      userId: ctx.user?.id ?? null,
      contact: ctx.body.contact,
      phone: ctx.body.phone,
      email: ctx.body.email ?? '',
      content: ctx.body.content,
      orderNo: ctx.body.orderNo,
      createdAt: now,
    }
    tables.manualRequests.push(record)
    ctx.changed()
    return ctx.ok({ id: record.id, ticketNo: record.ticketNo, createdAt: now })
  },
})

export const paymentOrderHandlers = [
  ...orderHandlers,
  ...reportHandlers,
  ...priceHandlers,
  ...messageHandlers,
]

/** Staff issue a temporary (quoted) order to a member; returns its id for the /payLinshi link. */
defineSimulation(
  'payment.issueTemporaryOrder',
  ({ db, now }, userId = 'u-demo') => createSampleOrder(db, userId, 'temporary', now.toISOString()).id,
)

/** Staff open a case with a deposit paid: a balance order for /payLast; returns its id. */
defineSimulation(
  'payment.issueBalanceOrder',
  ({ db, now }, userId = 'u-demo') => createSampleOrder(db, userId, 'balance', now.toISOString()).id,
)

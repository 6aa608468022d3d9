import { paymentCalls } from '../../src/api/catalogue/payment'
import { PAYMENT_CODES, paymentSchemas } from '../../src/api/schemas/payment'
import { findCard } from '../commerce/cards-store'
import {
  amountDueOf,
  awaitingTransfer,
  CASHIER_VALID_MS,
  findTrade,
  openTrade,
  payTrade,
  paymentTables,
  settle,
  WALLET_CODE_VALID_MS,
} from '../commerce/payment-store'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import type { MockDb } from '../db'
import { defineHandlers } from '../define-handlers'
import { defineSimulation } from '../simulations'
import { payableOrder, ownOrder } from '../commerce/payment-guards'
import { paymentOrderHandlers } from './payment-orders'

type Ctx = HandlerContext<unknown>

/** Whether a credit card's MM/YY validity has passed on `today` (YYYY-MM-DD). */
function cardExpired(expiry: string | null, today: string): boolean {
  if (!expiry) return false
  const [mm, yy] = expiry.split('/')
  const end = `20${yy}-${mm}`
  return end < today.slice(0, 7)
}

function memberCard(ctx: Ctx, cardId: string) {
  const card = findCard(ctx.db, ctx.requireUser().id, cardId)
  if (!card) throw new ReplyError(ctx.fail('银行卡不存在', 'Bank card not found', BIZ.notFound))
  if (cardExpired(card.expiry, ctx.today()))
    throw new ReplyError(
      ctx.fail(
        `尾号 ${card.last4} 的银行卡已过有效期，请换一张卡`,
        `The card ending ${card.last4} has expired; please use another card.`,
        PAYMENT_CODES.cardExpired,
      ),
    )
  return card
}

/** A gateway notification for a trade: pays the order unless it was paid, closed or expired already. */
function notify(db: MockDb, tradeNo: string, success: boolean, now: Date) {
  const trade = findTrade(db, tradeNo)
  if (!trade) return { received: false, orderPaid: false }
  if (!success) {
    if (trade.status === 'open') trade.status = 'closed'
    return { received: true, orderPaid: false }
  }
  return { received: true, orderPaid: payTrade(db, trade, now) }
}

const gatewayHandlers = defineHandlers(paymentCalls, paymentSchemas, {
  payOrderOpenBankCard(ctx) {
    const user = ctx.requireUser()
    const card = memberCard(ctx, ctx.body.cardId)
    const tables = paymentTables(ctx.db)
    let record = tables.quickPayCards.find((q) => q.userId === user.id && q.cardId === card.id)
    if (!record) {
      record = { userId: user.id, cardId: card.id, openedAt: ctx.now().toISOString() }
      tables.quickPayCards.push(record)
      ctx.changed()
    }
    return ctx.ok({ cardId: card.id, opened: true, openedAt: record.openedAt })
  },
  payOrderUnifiedOrder(ctx) {
    const user = ctx.requireUser()
    const order = payableOrder(ctx, ctx.body.orderId)
    const card = memberCard(ctx, ctx.body.cardId)
    const opened = paymentTables(ctx.db).quickPayCards.some(
      (q) => q.userId === user.id && q.cardId === card.id,
    )
    if (!opened)
      return ctx.fail(
        `尾号 ${card.last4} 的银行卡尚未开通快捷支付`,
        `Quick pay is not open on the card ending ${card.last4}.`,
        PAYMENT_CODES.cardNotOpened,
      )
    const trade = openTrade(ctx.db, order, 'card', ctx.now(), null)
    const paidAt = ctx.now().toISOString()
    payTrade(ctx.db, trade, ctx.now())
    ctx.changed()
    return ctx.ok({ orderId: order.id, tradeNo: trade.tradeNo, amount: trade.amount, paidAt })
  },
  wxpayScanCode(ctx) {
    const order = payableOrder(ctx, ctx.body.orderId)
    // A new code replaces the earlier open ones: only the code on screen can be paid.
    for (const t of paymentTables(ctx.db).paymentTrades)
      if (t.orderId === order.id && t.method === 'wallet' && t.status === 'open') t.status = 'closed'
    const trade = openTrade(ctx.db, order, 'wallet', ctx.now(), WALLET_CODE_VALID_MS)
    ctx.changed()
    return ctx.ok({
      orderId: order.id,
      tradeNo: trade.tradeNo,
      codeUrl: `weixin://wxpay/bizpayurl?pr=${trade.tradeNo}`,
      amount: trade.amount,
      expiresAt: trade.expiresAt ?? '',
    })
  },
  alipayPcPay(ctx) {
    const order = payableOrder(ctx, ctx.body.orderId)
    const trade = openTrade(ctx.db, order, 'alipay', ctx.now(), CASHIER_VALID_MS)
    ctx.changed()
    const query = new URLSearchParams({ orderId: order.id, tradeNo: trade.tradeNo })
    return ctx.ok({
      orderId: order.id,
      tradeNo: trade.tradeNo,
      payUrl: `/platform/alipayCashier?${query.toString()}`,
      amount: trade.amount,
    })
  },
  paymentDummyPay(ctx) {
    const order = payableOrder(ctx, ctx.body.orderId)
    const trade = openTrade(ctx.db, order, 'dummy', ctx.now(), null)
    payTrade(ctx.db, trade, ctx.now())
    ctx.changed()
    return ctx.ok({
      orderId: order.id,
      tradeNo: trade.tradeNo,
      amount: trade.amount,
      paidAt: ctx.now().toISOString(),
    })
  },
  refundOrderUnifiedRefundOrder(ctx) {
    const order = ownOrder(ctx, ctx.body.orderId)
    if (order.status !== 'refunding')
      return ctx.fail(
        '该订单没有待处理的退款申请',
        'This order has no refund request to pay back.',
        BIZ.rejected,
      )
    order.status = 'refunded'
    ctx.changed()
    return ctx.ok({
      orderId: order.id,
      refundNo: `R${order.orderNo.slice(2)}`,
      amount: order.total,
      refundedAt: ctx.now().toISOString(),
    })
  },
  notifyAlipay(ctx) {
    const answer = notify(ctx.db, ctx.body.out_trade_no, ctx.body.trade_status === 'TRADE_SUCCESS', ctx.now())
    ctx.changed()
    return ctx.ok(answer)
  },
  notifyWxpay(ctx) {
    const answer = notify(ctx.db, ctx.body.out_trade_no, ctx.body.result_code === 'SUCCESS', ctx.now())
    ctx.changed()
    return ctx.ok(answer)
  },
  notifyUnionpay(ctx) {
    const answer = notify(ctx.db, ctx.body.orderId, ctx.body.respCode === '00', ctx.now())
    ctx.changed()
    return ctx.ok(answer)
  },
  notifyChinapay(ctx) {
    const answer = notify(ctx.db, ctx.body.orderNo, ctx.body.orderStatus === '0000', ctx.now())
    ctx.changed()
    return ctx.ok(answer)
  },
})

/** Payment: card, wallet (scan simulated), Alipay, offline transfer, coupons and dummy pay; search-report orders. */
export const paymentHandlers = [...gatewayHandlers, ...paymentOrderHandlers]

// The outside world of payments, for demos and tests (window.server.simulate(name, ...args)).

/** The payer scans the order's current wallet code and pays now. */
defineSimulation('payment.walletScan', ({ db, now }, orderId = '') => {
  const trade = paymentTables(db)
    .paymentTrades.filter((t) => t.orderId === orderId && t.method === 'wallet' && t.status === 'open')
    .at(-1)
  if (!trade) throw new Error(`[mock] order ${orderId} has no open wallet code`)
  return notify(db, trade.tradeNo, true, now)
})

/** The finance team confirms the bank transfer of an order: it becomes paid (offline). */
defineSimulation('payment.confirmTransfer', ({ db, now }, orderId = '') => {
  const order = (db.orders ?? []).find((o) => o.id === orderId)
  if (!order || !awaitingTransfer(order))
    throw new Error(`[mock] order ${orderId} has no transfer to confirm`)
  // settle() goes through markOrderPaid, which refuses an order that is not payable; 'paying' is payable.
  return settle(db, order, 'offline', now.toISOString())
})

/** The finance team rejects the transfer proof (wrong amount, unreadable): the order is unpaid again. */
defineSimulation('payment.rejectTransfer', ({ db }, orderId = '') => {
  const order = (db.orders ?? []).find((o) => o.id === orderId)
  if (!order || !awaitingTransfer(order)) throw new Error(`[mock] order ${orderId} has no transfer to reject`)
  order.paymentStatus = 'unpaid'
  delete order.transfer
  return amountDueOf(order)
})

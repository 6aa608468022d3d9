import { PAYMENT_CODES } from '../../src/api/schemas/payment'
import { findOrder, isPayable, type OrderRecord } from './orders-store'
import { awaitingTransfer, paymentTables } from './payment-store'
import { BIZ, ReplyError, type HandlerContext } from '../context'

type Ctx = HandlerContext<unknown>

/** The caller's order; a missing order ends the call. */
export function ownOrder(ctx: Ctx, orderId: string): OrderRecord {
  const user = ctx.requireUser()
  paymentTables(ctx.db)
  const order = findOrder(ctx.db, user.id, orderId)
  if (!order) throw new ReplyError(ctx.fail('订单不存在', 'Order not found', BIZ.notFound))
  return order
}

/** The refusal when an order cannot take a payment now, or null when it can. */
export function refusal(ctx: Ctx, order: OrderRecord) {
  if (order.paymentStatus === 'paid')
    return ctx.fail(
      '该订单已支付，不能重复支付',
      'This order has already been paid; it cannot be paid twice.',
      PAYMENT_CODES.alreadyPaid,
    )
  if (awaitingTransfer(order))
    return ctx.fail(
      '该订单的线下转账正在等待确认，确认前不能用其他方式支付',
      'A bank transfer for this order is awaiting confirmation; no other payment can be made until it is confirmed.',
      PAYMENT_CODES.awaitingTransfer,
    )
  if (!isPayable(order))
    return ctx.fail(
      '该订单已取消或正在退款，不能支付',
      'This order is cancelled or being refunded; it cannot be paid.',
      PAYMENT_CODES.notPayable,
    )
  return null
}

/** The caller's order, ready to take a payment; otherwise the call ends with the reason. */
export function payableOrder(ctx: Ctx, orderId: string): OrderRecord {
  const order = ownOrder(ctx, orderId)
  const reason = refusal(ctx, order)
  if (reason) throw new ReplyError(reason)
  return order
}

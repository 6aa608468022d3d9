import { z } from 'zod'
import { contactPhoneField, emailField, emptyOr, requiredString } from '../../domain/schemas'

const orderId = requiredString
const tradeNo = requiredString

/** What a gateway notification answers: whether it was taken and whether it paid the order now. */
const notifyAnswer = z.object({ received: z.boolean(), orderPaid: z.boolean() })

/**
 * Payment calls (card, wallet, Alipay, dummy pay), refunds through the gateway and the gateways'
 * notifications. Keys are catalogue entry names. The leave-message call of the member area is typed here too:
 * the manual service request page (/manMade) is part of the payment pages.
 */
export const paymentSchemas = {
  /** Opens quick pay on one of the member's bank cards (needed once before paying with it). */
  payOrderOpenBankCard: {
    req: z.object({ cardId: requiredString }),
    res: z.object({ cardId: z.string(), opened: z.boolean(), openedAt: z.string() }),
  },
  /** Pays an order with a bank card whose quick pay is open. */
  payOrderUnifiedOrder: {
    req: z.object({ orderId, cardId: requiredString }),
    res: z.object({ orderId: z.string(), tradeNo: z.string(), amount: z.number(), paidAt: z.string() }),
  },
  /** A wallet (WeChat Pay native) charge: the code URL to show as a QR, valid until expiresAt. */
  wxpayScanCode: {
    req: z.object({ orderId }),
    res: z.object({
      orderId: z.string(),
      tradeNo: z.string(),
      codeUrl: z.string(),
      amount: z.number(),
      expiresAt: z.string(),
    }),
  },
  /** An Alipay charge: the URL of the cashier page where the payer confirms. */
  alipayPcPay: {
    req: z.object({ orderId }),
    res: z.object({ orderId: z.string(), tradeNo: z.string(), payUrl: z.string(), amount: z.number() }),
  },
  /** Demo build: pays an order at once without money moving. */
  paymentDummyPay: {
    req: z.object({ orderId }),
    res: z.object({ orderId: z.string(), tradeNo: z.string(), amount: z.number(), paidAt: z.string() }),
  },
  /** Pays back an order whose refund was requested (createRefundOrder) through the gateway it was paid with. */
  refundOrderUnifiedRefundOrder: {
    req: z.object({ orderId }),
    res: z.object({ orderId: z.string(), refundNo: z.string(), amount: z.number(), refundedAt: z.string() }),
  },
  /** Alipay's asynchronous notification (query string). */
  notifyAlipay: {
    req: z.object({ out_trade_no: tradeNo, trade_status: z.enum(['TRADE_SUCCESS', 'TRADE_CLOSED']) }),
    res: notifyAnswer,
  },
  /** WeChat Pay's notification. */
  notifyWxpay: {
    req: z.object({ out_trade_no: tradeNo, result_code: z.enum(['SUCCESS', 'FAIL']) }),
    res: notifyAnswer,
  },
  /** UnionPay's notification (card payments). */
  notifyUnionpay: {
    req: z.object({ orderId: tradeNo, respCode: z.string() }),
    res: notifyAnswer,
  },
  /** ChinaPay's notification (card payments). */
  notifyChinapay: {
    req: z.object({ orderNo: tradeNo, orderStatus: z.string() }),
    res: notifyAnswer,
  },
  /** A manual service request (/manMade): who to call back and what they need. */
  leaveMessageCreateLeaveMessage: {
    req: z.object({
      contact: requiredString.max(50),
      phone: contactPhoneField,
      email: emptyOr(emailField).optional(),
      content: requiredString.min(10, { message: 'payment:manMade.contentTooShort' }).max(1000),
      orderNo: z
        .string()
        .trim()
        .regex(/^$|^TM\d{14}$/, { message: 'payment:manMade.orderNoFormat' })
        .default(''),
    }),
    res: z.object({ id: z.string(), ticketNo: z.string(), createdAt: z.string() }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

/** Business codes of the payment calls, so the pages can tell a refusal they handle from a plain failure. */
export const PAYMENT_CODES = {
  /** The order is paid already: a second payment is refused. */
  alreadyPaid: 3001,
  /** A bank transfer of the order waits for confirmation; no other payment is taken meanwhile. */
  awaitingTransfer: 3002,
  /** The card has no quick pay opened. */
  cardNotOpened: 3003,
  /** The card's validity has passed. */
  cardExpired: 3004,
  /** The order is cancelled or being refunded: it cannot be paid. */
  notPayable: 3005,
  /** A coupon cannot be used on this order. */
  couponRefused: 3006,
  /** The wallet code or cashier session has expired. */
  tradeExpired: 3007,
} as const

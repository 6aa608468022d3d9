import { catalogueArea } from './define'
import type { paymentSchemas as payment } from '../schemas/payment'
import type { ordersSchemas as orders } from '../schemas/orders'

const endpoint = catalogueArea('payment')

/** The payment calls: card, wallet, Alipay and dummy pay, gateway refunds and the gateways' notifications. */
export const paymentCalls = {
  orderCreateOrderAddress: endpoint<typeof orders.orderCreateOrderAddress>('POST order/createOrderAddress', { body: 'json' }),
  wxpayScanCode: endpoint<typeof payment.wxpayScanCode>('POST wxpay/scanCode', { body: 'json' }),
  alipayPcPay: endpoint<typeof payment.alipayPcPay>('POST alipay/pcPay', { body: 'json', loading: false }),
  paymentDummyPay: endpoint<typeof payment.paymentDummyPay>('POST payment/dummyPay', { body: 'json', loading: false }),
  payOrderUnifiedOrder: endpoint<typeof payment.payOrderUnifiedOrder>('POST payOrder/unifiedOrder', { body: 'json' }),
  payOrderOpenBankCard: endpoint<typeof payment.payOrderOpenBankCard>('POST payOrder/openBankCard', { body: 'json' }),
  refundOrderUnifiedRefundOrder: endpoint<typeof payment.refundOrderUnifiedRefundOrder>('POST refundOrder/unifiedRefundOrder', { body: 'json', loading: false }),
  notifyAlipay: endpoint<typeof payment.notifyAlipay>('GET notify/alipay', { body: 'json', loading: false }),
  notifyWxpay: endpoint<typeof payment.notifyWxpay>('POST notify/wxpay', { body: 'json' }),
  notifyUnionpay: endpoint<typeof payment.notifyUnionpay>('POST notify/unionpay', { body: 'json' }),
  notifyChinapay: endpoint<typeof payment.notifyChinapay>('POST notify/chinapay', { body: 'json' }),
} as const

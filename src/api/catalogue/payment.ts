import { endpoint, type Req, type Res } from './define'
import type { paymentSchemas as S } from '../schemas/payment'
import type { ordersSchemas } from '../schemas/orders'

const AREA = 'payment'

/** The payment calls: card, wallet, Alipay and dummy pay, gateway refunds and the gateways' notifications. */
export const paymentCalls = {
  orderCreateOrderAddress: endpoint<
    Req<typeof ordersSchemas.orderCreateOrderAddress>,
    Res<typeof ordersSchemas.orderCreateOrderAddress>
  >('POST', 'order/createOrderAddress', 'json', AREA, true),
  wxpayScanCode: endpoint<Req<typeof S.wxpayScanCode>, Res<typeof S.wxpayScanCode>>(
    'POST',
    'wxpay/scanCode',
    'json',
    AREA,
    true,
  ),
  alipayPcPay: endpoint<Req<typeof S.alipayPcPay>, Res<typeof S.alipayPcPay>>(
    'POST',
    'alipay/pcPay',
    'json',
    AREA,
    false,
  ),
  paymentDummyPay: endpoint<Req<typeof S.paymentDummyPay>, Res<typeof S.paymentDummyPay>>(
    'POST',
    'payment/dummyPay',
    'json',
    AREA,
    false,
  ),
  payOrderUnifiedOrder: endpoint<Req<typeof S.payOrderUnifiedOrder>, Res<typeof S.payOrderUnifiedOrder>>(
    'POST',
    'payOrder/unifiedOrder',
    'json',
    AREA,
    true,
  ),
  payOrderOpenBankCard: endpoint<Req<typeof S.payOrderOpenBankCard>, Res<typeof S.payOrderOpenBankCard>>(
    'POST',
    'payOrder/openBankCard',
    'json',
    AREA,
    true,
  ),
  refundOrderUnifiedRefundOrder: endpoint<
    Req<typeof S.refundOrderUnifiedRefundOrder>,
    Res<typeof S.refundOrderUnifiedRefundOrder>
  >('POST', 'refundOrder/unifiedRefundOrder', 'json', AREA, false),
  notifyAlipay: endpoint<Req<typeof S.notifyAlipay>, Res<typeof S.notifyAlipay>>(
    'GET',
    'notify/alipay',
    'json',
    AREA,
    false,
  ),
  notifyWxpay: endpoint<Req<typeof S.notifyWxpay>, Res<typeof S.notifyWxpay>>(
    'POST',
    'notify/wxpay',
    'json',
    AREA,
    true,
  ),
  notifyUnionpay: endpoint<Req<typeof S.notifyUnionpay>, Res<typeof S.notifyUnionpay>>(
    'POST',
    'notify/unionpay',
    'json',
    AREA,
    true,
  ),
  notifyChinapay: endpoint<Req<typeof S.notifyChinapay>, Res<typeof S.notifyChinapay>>(
    'POST',
    'notify/chinapay',
    'json',
    AREA,
    true,
  ),
} as const

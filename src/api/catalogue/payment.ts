import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'payment'

/** The payment calls. Payload shapes are settled by the issue that builds this area. */
export const paymentCalls = {
  orderCreateOrderAddress: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'order/createOrderAddress',
    'json',
    AREA,
    true,
  ),
  wxpayScanCode: endpoint<PendingRequest, PendingResponse>('POST', 'wxpay/scanCode', 'json', AREA, true),
  alipayPcPay: endpoint<PendingRequest, PendingResponse>('POST', 'alipay/pcPay', 'json', AREA, false),
  paymentDummyPay: endpoint<PendingRequest, PendingResponse>('POST', 'payment/dummyPay', 'json', AREA, false),
  payOrderUnifiedOrder: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'payOrder/unifiedOrder',
    'json',
    AREA,
    true,
  ),
  payOrderOpenBankCard: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'payOrder/openBankCard',
    'json',
    AREA,
    true,
  ),
  refundOrderUnifiedRefundOrder: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'refundOrder/unifiedRefundOrder',
    'json',
    AREA,
    false,
  ),
  notifyAlipay: endpoint<PendingRequest, PendingResponse>('GET', 'notify/alipay', 'json', AREA, false),
  notifyWxpay: endpoint<PendingRequest, PendingResponse>('POST', 'notify/wxpay', 'json', AREA, true),
  notifyUnionpay: endpoint<PendingRequest, PendingResponse>('POST', 'notify/unionpay', 'json', AREA, true),
  notifyChinapay: endpoint<PendingRequest, PendingResponse>('POST', 'notify/chinapay', 'json', AREA, true),
} as const

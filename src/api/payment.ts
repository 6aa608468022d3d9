import { filingCalls } from './catalogue/filing'
import { memberCalls } from './catalogue/member'
import { ordersCalls } from './catalogue/orders'
import { paymentCalls } from './catalogue/payment'
import { searchCalls } from './catalogue/search'
import { noticesKeys } from './notices'
import { ordersKeys } from './orders'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

/** The payment feature's own calls: search reports and their price (the payable orders are ordersKeys'). */
export const paymentKeys = queryKeys({
  reportPrice: filingCalls.trademarkGetTrademarkQueryPrice,
  reportOrders: searchCalls.tmInfoGetTrademarkQueryOrder,
})

/** Search-report orders per page of /query/registered. */
export const REPORT_ORDERS_PAGE_SIZE = 10

/** The price of a search report. */
export const reportPriceQuery = () =>
  callQueryOptions(paymentKeys.reportPrice, { reportKind: 'availability' })

/** The member's search-report orders (or one of them). */
export const reportOrdersQuery = (pageNum: number, pageSize = REPORT_ORDERS_PAGE_SIZE, orderId?: string) =>
  callQueryOptions(paymentKeys.reportOrders, orderId ? { orderId, pageNum, pageSize } : { pageNum, pageSize })

/**
 * Every query a payment changes: the order, its status, the unpaid list, report orders, debit notes, the
 * order list and detail (which name the debit note) and the notices (a payment is announced in the bell).
 */
export const paymentChanges = [
  ordersKeys.payable(),
  ordersKeys.status(),
  ordersKeys.unpaid(),
  paymentKeys.reportOrders(),
  ordersKeys.bills(),
  ordersKeys.list(),
  ordersKeys.detail(),
  ...noticesKeys.all,
] as const

export const createReportOrderMutation = () => callMutationOptions(searchCalls.tmInfoCreateOrder)
/** Saves the notes for the analyst of a report order (the attachments to keep among them). */
export const reportNotesMutation = () =>
  callMutationOptions(searchCalls.tmQueryReportAddRemarksField, { invalidates: [paymentKeys.reportOrders()] })
/** Attaches a file for the analyst to a report order (multipart `orderId`, `file`). */
export const reportAttachmentMutation = () =>
  callMutationOptions(searchCalls.tmQueryReportUploadRemarksFile, {
    invalidates: [paymentKeys.reportOrders()],
  })
export const createDemoOrderMutation = () => callMutationOptions(ordersCalls.tbOrderCreateOrderDemo)
export const manualRequestMutation = () => callMutationOptions(memberCalls.leaveMessageCreateLeaveMessage)

/** The cashier's answer (the mock's Alipay page): the order may be paid now. */
export const alipayNotifyMutation = () =>
  callMutationOptions(paymentCalls.notifyAlipay, { invalidates: paymentChanges })

/** WeChat Pay's answer once the payer scanned the code (played by the demo's "simulate a scan"). */
export const wxpayNotifyMutation = () =>
  callMutationOptions(paymentCalls.notifyWxpay, { invalidates: paymentChanges })

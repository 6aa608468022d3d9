import { filingCalls } from '../../api/catalogue/filing'
import { memberCalls } from '../../api/catalogue/member'
import { ordersCalls } from '../../api/catalogue/orders'
import { paymentCalls } from '../../api/catalogue/payment'
import { searchCalls } from '../../api/catalogue/search'
import { callMutationOptions, callQueryOptions } from '../../api/query'

/** One order as the payment pages show it (fees, amount due, payment status). */
export const payableOrderQuery = (orderId: string) =>
  callQueryOptions(ordersCalls.tbOrderGetOrder, { orderId })

/** Where an order's payment stands; polled while a wallet, cashier or transfer waits. */
export const orderStatusQuery = (orderId: string) =>
  callQueryOptions(ordersCalls.tbOrderGetOrderStatus, { orderId })

/** The member's unpaid orders. */
export const unpaidOrdersQuery = (pageNum: number, pageSize = 10) =>
  callQueryOptions(ordersCalls.tbOrderNoPayOrder, { pageNum, pageSize })

/** The price of a search report. */
export const reportPriceQuery = () =>
  callQueryOptions(filingCalls.trademarkGetTrademarkQueryPrice, { reportKind: 'availability' })

/** The member's search-report orders (or one of them). */
export const reportOrdersQuery = (pageNum: number, pageSize = 10, orderId?: string) =>
  callQueryOptions(
    searchCalls.tmInfoGetTrademarkQueryOrder,
    orderId ? { orderId, pageNum, pageSize } : { pageNum, pageSize },
  )

export const createReportOrderMutation = () => callMutationOptions(searchCalls.tmInfoCreateOrder)
export const createDemoOrderMutation = () => callMutationOptions(ordersCalls.tbOrderCreateOrderDemo)
export const manualRequestMutation = () => callMutationOptions(memberCalls.leaveMessageCreateLeaveMessage)
export const alipayNotifyMutation = () => callMutationOptions(paymentCalls.notifyAlipay)

/** Every query a payment changes: the order, its status, the unpaid list, report orders and coupons. */
export const paymentQueryRoots = [
  [ordersCalls.tbOrderGetOrder.area, ordersCalls.tbOrderGetOrder.id],
  [ordersCalls.tbOrderGetOrderStatus.area, ordersCalls.tbOrderGetOrderStatus.id],
  [ordersCalls.tbOrderNoPayOrder.area, ordersCalls.tbOrderNoPayOrder.id],
  [searchCalls.tmInfoGetTrademarkQueryOrder.area, searchCalls.tmInfoGetTrademarkQueryOrder.id],
  [ordersCalls.tbOrderQueryBill.area, ordersCalls.tbOrderQueryBill.id],
] as const

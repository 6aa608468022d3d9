import { ordersCalls } from './catalogue/orders'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import type { OrderListFilters } from './schemas/orders-manage'
import type { PatentBillStatus } from './schemas/orders-bills'

/**
 * The orders feature: the order list and details, the payable view of an order, debit notes, deadlines and
 * patent bills. An order change refreshes all of it (`ordersKeys.all`).
 */
export const ordersKeys = queryKeys({
  list: ordersCalls.tbOrderGetMemberOrderList,
  detail: ordersCalls.tbOrderGetOrderDetail,
  children: ordersCalls.tbOrderGetChildrenOrder,
  caseStatus: ordersCalls.tbOrderGetCaseStatus,
  documents: ordersCalls.tbOrderDescFile,
  mailing: ordersCalls.tbOrderGetMailing,
  office: ordersCalls.tbOrderGetOrderOffice,
  cases: ordersCalls.tbOrderGetNoLimitOrder,
  payable: ordersCalls.tbOrderGetOrder,
  status: ordersCalls.tbOrderGetOrderStatus,
  unpaid: ordersCalls.tbOrderNoPayOrder,
  bills: ordersCalls.tbOrderQueryBill,
  tasks: ordersCalls.tbOrderGetCustomerAllTask,
  patentBills: ordersCalls.tbOrderQueryPatentBill,
})

/** Orders shown per page of /orderManage. */
export const ORDER_PAGE_SIZE = 20
/** Unpaid orders per page of /payment. */
export const UNPAID_PAGE_SIZE = 10

export const orderListQuery = (filters: OrderListFilters) =>
  callQueryOptions(ordersKeys.list, { pageSize: ORDER_PAGE_SIZE, ...filters })
export const orderDetailQuery = (orderId: string) => callQueryOptions(ordersKeys.detail, { orderId })
export const childrenQuery = (orderId: string) => callQueryOptions(ordersKeys.children, { orderId })
export const caseStatusQuery = (orderId: string) => callQueryOptions(ordersKeys.caseStatus, { orderId })
export const documentsQuery = (orderId: string) => callQueryOptions(ordersKeys.documents, { orderId })
export const mailingQuery = (orderId: string) => callQueryOptions(ordersKeys.mailing, { orderId })
export const officeQuery = (orderId: string) => callQueryOptions(ordersKeys.office, { orderId })
export const casesQuery = (keyword = '') => callQueryOptions(ordersKeys.cases, { keyword })

/** One order as the payment pages show it (fees, amount due, payment status). */
export const payableOrderQuery = (orderId: string) => callQueryOptions(ordersKeys.payable, { orderId })

/** Where an order's payment stands; polled while a wallet, cashier or transfer waits. */
export const orderStatusQuery = (orderId: string) => callQueryOptions(ordersKeys.status, { orderId })

/** The member's unpaid orders. */
export const unpaidOrdersQuery = (pageNum: number, pageSize = UNPAID_PAGE_SIZE) =>
  callQueryOptions(ordersKeys.unpaid, { pageNum, pageSize })

/** The member's debit notes, newest first, optionally by payment status. */
export const billsQuery = (input: { status?: 'unpaid' | 'paid'; pageNum?: number; pageSize?: number } = {}) =>
  callQueryOptions(ordersKeys.bills, input)

/** Outstanding debit notes (the home page panel). */
export const unpaidBillsQuery = (pageSize = 5) => billsQuery({ status: 'unpaid', pageNum: 1, pageSize })

/** The member's open deadlines, earliest first. */
export const tasksQuery = (input: { withinDays?: number; pageNum?: number; pageSize?: number } = {}) =>
  callQueryOptions(ordersKeys.tasks, input)

/** Deadlines due within `withinDays` (overdue ones included): the home page panel. */
export const upcomingTasksQuery = (withinDays = 30, pageSize = 10) =>
  tasksQuery({ withinDays, pageNum: 1, pageSize })

/** The member's patent annual-fee bills, earliest due first. */
export const patentBillsQuery = (input: {
  status?: PatentBillStatus
  keyword?: string
  pageNum: number
  pageSize: number
}) => callQueryOptions(ordersKeys.patentBills, input)

// Every change to an order can move its list row, its detail, its debit notes and its deadlines.
const changesOrders = { invalidates: ordersKeys.all }

export const deleteOrderMutation = () => callMutationOptions(ordersCalls.tbOrderDelMemberOrder, changesOrders)
export const refundOrderMutation = () =>
  callMutationOptions(ordersCalls.tbOrderCreateRefundOrder, changesOrders)
export const createRefMutation = () => callMutationOptions(ordersCalls.tbOrderCreateCaseyouref, changesOrders)
export const updateRefMutation = () => callMutationOptions(ordersCalls.tbOrderUpdateCaseyouref, changesOrders)
export const updateMailingMutation = () =>
  callMutationOptions(ordersCalls.tbOrderUpdateMailing, changesOrders)
/** Entrusts (or withdraws) the payment of a patent bill. */
export const updatePatentBillMutation = () =>
  callMutationOptions(ordersCalls.tbOrderUpdatePatentBill, changesOrders)

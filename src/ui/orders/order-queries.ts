import { ordersCalls } from '../../api/catalogue/orders'
import { callMutationOptions, callQueryOptions } from '../../api/query'
import type { OrderListFilters } from '../../api/schemas/orders-manage'

/** Orders shown per page of /orderManage. */
export const ORDER_PAGE_SIZE = 20

/** Every query of the orders area starts with this key, so a change refreshes lists and details at once. */
export const ORDERS_KEY = ['orders'] as const

export const orderListQuery = (filters: OrderListFilters) =>
  callQueryOptions(ordersCalls.tbOrderGetMemberOrderList, { pageSize: ORDER_PAGE_SIZE, ...filters })
export const orderDetailQuery = (orderId: string) =>
  callQueryOptions(ordersCalls.tbOrderGetOrderDetail, { orderId })
export const childrenQuery = (orderId: string) =>
  callQueryOptions(ordersCalls.tbOrderGetChildrenOrder, { orderId })
export const caseStatusQuery = (orderId: string) =>
  callQueryOptions(ordersCalls.tbOrderGetCaseStatus, { orderId })
export const documentsQuery = (orderId: string) => callQueryOptions(ordersCalls.tbOrderDescFile, { orderId })
export const mailingQuery = (orderId: string) => callQueryOptions(ordersCalls.tbOrderGetMailing, { orderId })
export const officeQuery = (orderId: string) =>
  callQueryOptions(ordersCalls.tbOrderGetOrderOffice, { orderId })
export const casesQuery = (keyword = '') => callQueryOptions(ordersCalls.tbOrderGetNoLimitOrder, { keyword })

export const deleteOrderMutation = () => callMutationOptions(ordersCalls.tbOrderDelMemberOrder)
export const refundOrderMutation = () => callMutationOptions(ordersCalls.tbOrderCreateRefundOrder)
export const createRefMutation = () => callMutationOptions(ordersCalls.tbOrderCreateCaseyouref)
export const updateRefMutation = () => callMutationOptions(ordersCalls.tbOrderUpdateCaseyouref)
export const updateMailingMutation = () => callMutationOptions(ordersCalls.tbOrderUpdateMailing)

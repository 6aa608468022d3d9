import { ordersCalls } from './catalogue/orders'
import { callQueryOptions } from './query'

/** The member's debit notes, newest first, optionally by payment status. */
export const billsQuery = (input: { status?: 'unpaid' | 'paid'; pageNum?: number; pageSize?: number } = {}) =>
  callQueryOptions(ordersCalls.tbOrderQueryBill, input)

/** Outstanding debit notes (the home page panel). */
export const unpaidBillsQuery = (pageSize = 5) => billsQuery({ status: 'unpaid', pageNum: 1, pageSize })

/** The member's open deadlines, earliest first. */
export const tasksQuery = (input: { withinDays?: number; pageNum?: number; pageSize?: number } = {}) =>
  callQueryOptions(ordersCalls.tbOrderGetCustomerAllTask, input)

/** Deadlines due within `withinDays` (overdue ones included): the home page panel. */
export const upcomingTasksQuery = (withinDays = 30, pageSize = 10) =>
  tasksQuery({ withinDays, pageNum: 1, pageSize })

import { keepPreviousData } from '@tanstack/react-query'
import { noticeCountQuery } from '../../api/notices'
import { billsQuery, tasksQuery } from '../../api/orders'
import { readBillPage, readTaskPage, readUnreadCount } from './home-data'

/** Rows per page of the dashboard panels. */
export const HOME_PAGE_SIZE = 5
/** The largest page the task call serves; the overdue view is filtered from one such page. */
export const MAX_PAGE_SIZE = 100

/** Unpaid debit notes, one page; the first page also feeds the summary card. */
export function unpaidBillsOptions(pageNum: number, pageSize = HOME_PAGE_SIZE) {
  return {
    ...billsQuery({ status: 'unpaid', pageNum, pageSize }),
    select: readBillPage,
    placeholderData: keepPreviousData,
  }
}

/** Open deadlines; `withinDays` keeps those due within that many days, overdue ones included. */
export function tasksOptions(input: { withinDays?: number; pageNum: number; pageSize: number }) {
  return {
    ...tasksQuery(input),
    select: readTaskPage,
    placeholderData: keepPreviousData,
  }
}

/** Everything due today or earlier: the overdue deadlines are the ones with days left below zero. */
export function overdueTasksOptions() {
  return tasksOptions({ withinDays: 0, pageNum: 1, pageSize: MAX_PAGE_SIZE })
}

export function noticeCountOptions() {
  return { ...noticeCountQuery(), select: readUnreadCount }
}

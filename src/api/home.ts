import { keepPreviousData } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { noticeCountQuery } from './notices'
import { billsQuery, tasksQuery } from './orders'
import { customerTaskSchema, debitNoteSchema, type CustomerTask, type DebitNote } from './schemas/orders'
import { CURRENCIES, type Currency } from '../domain/currency'

// The dashboard's views of the orders and notices calls. The client does not validate answers, so the dashboard reads them defensively: a malformed row is
// dropped and a malformed page reads as empty, never as a crash.

export interface PageOf<T> {
  list: T[]
  total: number
}

export interface BillPage extends PageOf<DebitNote> {
  /** Unpaid totals per currency, in CNY, USD, EUR order, zero and unknown currencies left out. */
  unpaidTotals: { currency: Currency; amount: number }[]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function readList<T>(data: unknown, schema: ZodType<T>): PageOf<T> {
  const raw = isRecord(data) && Array.isArray(data.list) ? (data.list as unknown[]) : []
  const list = raw.flatMap((row) => {
    const parsed = schema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
  const total = isRecord(data) && typeof data.total === 'number' && data.total >= 0 ? data.total : list.length
  return { list, total: Math.max(total, list.length) }
}

/** A queryBill answer, read safely. */
export function readBillPage(data: unknown): BillPage {
  const page = readList(data, debitNoteSchema)
  const sums = isRecord(data) && isRecord(data.unpaidAmount) ? data.unpaidAmount : {}
  const unpaidTotals = CURRENCIES.flatMap((currency) => {
    const amount = sums[currency]
    return typeof amount === 'number' && Number.isFinite(amount) && amount !== 0 ? [{ currency, amount }] : []
  })
  return { ...page, unpaidTotals }
}

/** A getCustomerAllTask answer, read safely. */
export function readTaskPage(data: unknown): PageOf<CustomerTask> {
  return readList(data, customerTaskSchema)
}

/** The unread count of getNoticeCount, or undefined when the answer has none. */
export function readUnreadCount(data: unknown): number | undefined {
  return isRecord(data) && typeof data.unread === 'number' && data.unread >= 0 ? data.unread : undefined
}

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

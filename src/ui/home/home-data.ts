import type { ZodType } from 'zod'
import {
  customerTaskSchema,
  debitNoteSchema,
  type CustomerTask,
  type DebitNote,
} from '../../api/schemas/orders'
import { CURRENCIES, type Currency } from '../../domain/currency'
import { formatDate } from '../../domain/format'

// The client does not validate answers, so the dashboard reads them defensively: a malformed row is
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

/** Debit notes by due date, earliest first (the server pages them newest first). */
export function sortByDueDate(list: readonly DebitNote[]): DebitNote[] {
  return [...list].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.debitNoteNo.localeCompare(b.debitNoteNo),
  )
}

/** Today in China time as YYYY-MM-DD, the form the server writes dates in. */
export function todayIso(now: Date = new Date()): string {
  return formatDate(now, 'zh-CN')
}

/** True when an unpaid note's due date is before today. */
export function isPastDue(note: DebitNote, today: string): boolean {
  return note.paymentStatus === 'unpaid' && note.dueDate !== '' && note.dueDate < today
}

import type { MockDb } from '../db'
import { newId } from '../db'
import type { ProductTypeId } from '../../src/domain/product-types'
import { addBusinessDays, businessDate, businessDayStamp } from '../../src/domain/clock'
import { billNotice, type BillFact } from '../reference-data/notices'

/**
 * The debit-note table: a debit note exists here once, for one order, and nowhere else. It holds what a note
 * adds to its order (its number, issue day and due day); what it charges and whether it is paid are read from
 * the order, so the order list and detail, the debit-note list, the statements, the bill files and the notices
 * cannot disagree. Paying an order issues its note here, or settles the one issued before.
 */
export interface DebitNoteRecord {
  id: string
  userId: string
  orderId: string
  debitNoteNo: string
  /** Issue day, YYYY-MM-DD (Beijing). */
  date: string
  /** Pay-by day, YYYY-MM-DD (Beijing). */
  dueDate: string
  currency: 'CNY' | 'USD' | 'EUR'
}

/** A debit note with the facts of its order: what every view of a note shows. */
export interface DebitNoteView extends DebitNoteRecord {
  orderNo: string
  productType: ProductTypeId
  trademarkName: string
  amount: number
  paymentStatus: 'unpaid' | 'paid'
  paidAt: string | null
}

declare module '../db' {
  interface MockTables {
    debitNotes: DebitNoteRecord[]
  }
}

/** Days a debit note gives to pay it. */
export const DEBIT_NOTE_TERM_DAYS = 15

const notesOf = (db: MockDb) => (db.debitNotes ??= [])

/** The order's own debit note, or its parent order's (a child order is billed on its parent's note). */
export function debitNoteOfOrder(db: MockDb, orderId: string): DebitNoteRecord | undefined {
  const own = notesOf(db).find((n) => n.orderId === orderId)
  if (own) return own
  const parentId = (db.orders ?? []).find((o) => o.id === orderId)?.parentId
  return parentId ? notesOf(db).find((n) => n.orderId === parentId) : undefined
}

/** A number like DN202611221234: the issue day (Beijing) and the order number's last four digits, unique. */
function nextNoteNo(db: MockDb, day: string, orderNo: string): string {
  const stem = `DN${businessDayStamp(`${day}T12:00:00+08:00`)}`
  let n = Number(orderNo.replace(/\D/g, '').slice(-4) || '0')
  let no = `${stem}${String(n).padStart(4, '0')}`
  while (notesOf(db).some((x) => x.debitNoteNo === no)) {
    n = (n + 1) % 10_000
    no = `${stem}${String(n).padStart(4, '0')}`
  }
  return no
}

/**
 * Issues the debit note of an order on a business day (YYYY-MM-DD), or returns the one it has: an order never
 * gets two. `debitNoteNo` keeps a number given by the seeds.
 */
export function issueDebitNote(
  db: MockDb,
  orderId: string,
  day: string,
  debitNoteNo?: string,
): DebitNoteRecord | undefined {
  const existing = notesOf(db).find((n) => n.orderId === orderId)
  if (existing) return existing
  const order = (db.orders ?? []).find((o) => o.id === orderId)
  if (!order) return undefined
  const note: DebitNoteRecord = {
    id: newId('dn-'),
    userId: order.userId,
    orderId: order.id,
    debitNoteNo: debitNoteNo ?? nextNoteNo(db, day, order.orderNo),
    date: day,
    dueDate: addBusinessDays(day, DEBIT_NOTE_TERM_DAYS),
    currency: 'CNY',
  }
  notesOf(db).push(note)
  return note
}

/** A note with its order's facts; none when the order is gone or was cancelled (its note is void). */
export function viewDebitNote(db: MockDb, note: DebitNoteRecord): DebitNoteView | null {
  const order = (db.orders ?? []).find((o) => o.id === note.orderId)
  if (!order || order.status === 'cancelled') return null
  return {
    ...note,
    orderNo: order.orderNo,
    productType: order.productType,
    trademarkName: order.trademarkName,
    amount: order.total,
    paymentStatus: order.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    paidAt: order.paymentStatus === 'paid' ? order.paidAt : null,
  }
}

/** The member's debit notes that stand (their order exists and is not cancelled). */
export function debitNotesOf(db: MockDb, userId: string): DebitNoteView[] {
  return notesOf(db)
    .filter((n) => n.userId === userId)
    .flatMap((n) => viewDebitNote(db, n) ?? [])
}

const toFact = (n: DebitNoteView): BillFact => ({
  no: n.debitNoteNo,
  amount: n.amount,
  mark: n.trademarkName,
  issuedOn: n.date,
  dueDate: n.dueDate,
  paidAt: n.paidAt,
})

/** What the notices may say about the member's bills: only debit notes of this table. */
export function billFactsOf(db: MockDb, userId: string): BillFact[] {
  return debitNotesOf(db, userId).map(toFact)
}

/**
 * An order was paid at `now`: its debit note is issued (or the one issued before is settled, which the order's
 * payment status already says) and the member is told in a notice naming that note.
 */
export function recordOrderPayment(db: MockDb, orderId: string, now: string): DebitNoteRecord | undefined {
  const order = (db.orders ?? []).find((o) => o.id === orderId)
  // A child order is paid with its parent, on the parent's note.
  if (!order || order.parentId !== null) return debitNoteOfOrder(db, orderId)
  const note = issueDebitNote(db, orderId, businessDate(now))
  const view = note && viewDebitNote(db, note)
  if (view && db.notices) db.notices.push(billNotice('paid', view.userId, toFact(view), now, newId('ntc-')))
  return note
}

import type { DebitNote } from '../../api/schemas/orders'
import { formatDate } from '../../domain/format'

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

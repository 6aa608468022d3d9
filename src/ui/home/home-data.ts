import type { DebitNote } from '../../api/schemas/orders'

/** Debit notes by due date, earliest first (the server pages them newest first). */
export function sortByDueDate(list: readonly DebitNote[]): DebitNote[] {
  return [...list].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.debitNoteNo.localeCompare(b.debitNoteNo),
  )
}

/** True when an unpaid note's due date is before today. */
export function isPastDue(note: DebitNote, today: string): boolean {
  return note.paymentStatus === 'unpaid' && note.dueDate !== '' && note.dueDate < today
}

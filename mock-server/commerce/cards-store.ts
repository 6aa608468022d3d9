import type { MockDb } from '../db'
import type { BankCardRecord } from '../seeds/benefits'

/** The member's bank cards: the default first, then the newest. */
export const cardsOf = (db: MockDb, userId: string): BankCardRecord[] =>
  (db.bankCards ?? [])
    .filter((c) => c.userId === userId)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt))

/** The member's card with this id, or undefined (another member's card is never found). */
export const findCard = (db: MockDb, userId: string, cardId: string): BankCardRecord | undefined =>
  (db.bankCards ?? []).find((c) => c.id === cardId && c.userId === userId)

/** The member's default card, or undefined when the member has no card. */
export const defaultCard = (db: MockDb, userId: string): BankCardRecord | undefined => cardsOf(db, userId)[0]

/** Exactly one default per member: the given card becomes it, the others lose the flag. */
export function setDefaultCard(db: MockDb, userId: string, cardId: string): void {
  for (const card of db.bankCards ?? []) if (card.userId === userId) card.isDefault = card.id === cardId
}

/** Removes a card; when it was the default the newest remaining card takes the flag. */
export function removeCard(db: MockDb, userId: string, cardId: string): boolean {
  const card = findCard(db, userId, cardId)
  if (!card) return false
  db.bankCards = db.bankCards.filter((c) => c !== card)
  if (card.isDefault) {
    const next = cardsOf(db, userId)[0]
    if (next) setDefaultCard(db, userId, next.id)
  }
  return true
}

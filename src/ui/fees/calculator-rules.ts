import type { MessageKey } from '../../domain/message-key'

/** Items a class may list in one application: CNIPA accepts any number, the portal caps it to catch typos. */
export const MAX_ITEMS_PER_CLASS = 200

/** The items count as typed, or what is wrong with it. */
export function parseItems(text: string): { ok: true; value: number } | { ok: false; error: MessageKey } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, error: 'fees:calculator.itemsRequired' }
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'fees:calculator.itemsWhole' }
  const value = Number(trimmed)
  if (value < 1 || value > MAX_ITEMS_PER_CLASS) return { ok: false, error: 'fees:calculator.itemsRange' }
  return { ok: true, value }
}

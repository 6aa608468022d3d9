import type { MessageKey } from '../../domain/message-key'

/** The class count as typed, or what is wrong with it. */
export function parseClassCount(
  text: string,
): { ok: true; value: number } | { ok: false; error: MessageKey } {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'fees:countries.classesWhole' }
  const value = Number(trimmed)
  if (value < 1 || value > 45) return { ok: false, error: 'fees:countries.classesRange' }
  return { ok: true, value }
}

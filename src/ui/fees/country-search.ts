/** The class count as typed, or the i18n key of what is wrong with it. */
export function parseClassCount(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'fees:countries.classesWhole' }
  const value = Number(trimmed)
  if (value < 1 || value > 45) return { ok: false, error: 'fees:countries.classesRange' }
  return { ok: true, value }
}

/**
 * Pinyin for the mock's similarity rules without downloading pinyin-pro (about 140 kB gzip, half the lazy
 * handlers) on the way to the first search: every Chinese character of the register's names has its reading
 * in pinyin-table.data.ts, and the well-known brands' names are read whole there (pinyin-table.test.ts checks
 * both against pinyin-pro, and that each register name reads as pinyin-pro reads it in context). Text with any other Chinese character (a query, a name a
 * user typed) needs pinyin-pro: the mock's request pipeline loads it before such a request is answered
 * (server-core.ts), and a handler that meets such text in stored data throws PinyinPending, which the
 * pipeline answers by loading pinyin-pro and running the handler again.
 */
import { PINYIN_NAMES, PINYIN_TABLE } from './pinyin-table.data'

const HAN = /\p{Script=Han}/u

type Reader = (text: string) => string[]
let full: Reader | null = null
let loading: Promise<void> | null = null

/** A handler met Chinese text outside the table before pinyin-pro was loaded. */
export class PinyinPending extends Error {
  constructor() {
    super('pinyin-pro is not loaded yet')
  }
}

/**
 * Readings of names made from names already read (the gazette's variants of the register's, the well-known and
 * the demo accounts' names: monitoring/gazette.ts), so those are read without pinyin-pro too.
 */
const LEARNED = new Map<string, readonly string[]>()

/** Remembers the reading of a name made from a known one (readingOfVariant). */
export function rememberReading(text: string, syllables: readonly string[]): void {
  LEARNED.set(text.trim(), [...syllables])
}

/**
 * The reading of `variant`, a name made from `base` by adding, or changing, characters the table reads (a word
 * before or after it, one character swapped for another or for one of the same reading): the base's reading
 * (in context) with the table's for the new characters. Null when that cannot tell (a new character outside
 * the table, or a base that needs pinyin-pro not yet loaded).
 */
export function readingOfVariant(base: string, variant: string): string[] | null {
  const baseHan = Array.from(base).filter((ch) => HAN.test(ch))
  const han = Array.from(variant).filter((ch) => HAN.test(ch))
  let baseReading: string[]
  try {
    baseReading = hanSyllables(base)
  } catch (error) {
    if (error instanceof PinyinPending) return null
    throw error
  }
  if (baseReading.length !== baseHan.length) return null
  let head = 0
  while (head < baseHan.length && head < han.length && baseHan[head] === han[head]) head++
  let tail = 0
  while (
    tail < baseHan.length - head &&
    tail < han.length - head &&
    baseHan[baseHan.length - 1 - tail] === han[han.length - 1 - tail]
  )
    tail++
  const added = han.slice(head, han.length - tail).map((ch) => PINYIN_TABLE[ch])
  if (added.some((reading) => reading === undefined)) return null
  return [...baseReading.slice(0, head), ...(added as string[]), ...baseReading.slice(baseHan.length - tail)]
}

/** Whether `text` has a Chinese character the table does not read (so it needs pinyin-pro). */
export function needsFullPinyin(text: string): boolean {
  if (full) return false
  if (PINYIN_NAMES[text.trim()] || LEARNED.has(text.trim())) return false
  for (const ch of text) if (HAN.test(ch) && PINYIN_TABLE[ch] === undefined) return true
  return false
}

/** Whether pinyin-pro is loaded (then every text can be read). */
export const fullPinyinLoaded = () => full !== null

/** Loads pinyin-pro (once). */
export function loadFullPinyin(): Promise<void> {
  loading ??= import('pinyin-pro').then(({ pinyin }) => {
    full = (text) => pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' })
  })
  return loading
}

/**
 * The tone-less readings (lower case) of the Chinese characters of `text`, in order: from the table when it
 * reads them all, else from pinyin-pro (reading in context), which must be loaded (PinyinPending).
 */
export function hanSyllables(text: string): string[] {
  const named = PINYIN_NAMES[text.trim()] ?? LEARNED.get(text.trim())
  if (named) return [...named]
  const out: string[] = []
  for (const ch of text) {
    if (!HAN.test(ch)) continue
    const reading = PINYIN_TABLE[ch]
    if (reading === undefined) {
      if (!full) throw new PinyinPending()
      return full(text)
    }
    out.push(reading)
  }
  return out
}

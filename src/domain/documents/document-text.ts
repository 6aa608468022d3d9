// The text of a document as OCR read it, and finding documents by it. Tesseract's Chinese model puts a space
// between most characters ("商 标 注 册"), and a user types "商标注册": both sides are compared without white
// space, full-width forms folded (NFKC) and without case.

/** A word OCR read, with its confidence (0 to 100). */
export interface OcrWord {
  text: string
  confidence: number
}

/** A line OCR read: its text, its confidence and its words. */
export interface OcrLine {
  text: string
  confidence: number
  words: OcrWord[]
}

/** Below this confidence a line or word is shown as doubtful, for the reader to check. */
export const LOW_CONFIDENCE = 70

/** Longest text a document keeps (OCR or corrected). */
export const OCR_TEXT_MAX = 100_000

export const isLowConfidence = (confidence: number) => confidence < LOW_CONFIDENCE

/** The mean confidence of the lines (0 when there are none), rounded to a whole number. */
export function meanConfidence(lines: readonly Pick<OcrLine, 'confidence'>[]): number {
  if (lines.length === 0) return 0
  return Math.round(lines.reduce((sum, l) => sum + l.confidence, 0) / lines.length)
}

/** Each character of `text` kept for comparison, with where it came from in `text`. */
function folded(text: string): { chars: string; at: number[] } {
  let chars = ''
  const at: number[] = []
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!.normalize('NFKC').toLowerCase()
    if (/\s/.test(ch)) continue
    chars += ch
    for (let k = 0; k < ch.length; k += 1) at.push(i)
  }
  return { chars, at }
}

/** The search text as it is compared: NFKC, lower case, no white space. */
export const searchKey = (text: string) => folded(text).chars

/** Where a document matches a search: its name first, then its text; null when neither (or no query). */
export function matchDocument(doc: { name: string; text: string }, query: string): 'name' | 'text' | null {
  const key = searchKey(query)
  if (!key) return null
  if (searchKey(doc.name).includes(key)) return 'name'
  if (searchKey(doc.text).includes(key)) return 'text'
  return null
}

/**
 * The part of `text` around the first match of `query`, `radius` characters each side, split so a page can
 * mark the match: { before, match, after }. Null when the text does not match.
 */
export function matchSnippet(
  text: string,
  query: string,
  radius = 24,
): { before: string; match: string; after: string } | null {
  const key = searchKey(query)
  if (!key) return null
  const { chars, at } = folded(text)
  const found = chars.indexOf(key)
  if (found < 0) return null
  const start = at[found]!
  const end = at[found + key.length - 1]! + 1
  const from = Math.max(0, start - radius)
  const to = Math.min(text.length, end + radius)
  const flat = (s: string) => s.replace(/\s+/g, ' ')
  return {
    before: (from > 0 ? '…' : '') + flat(text.slice(from, start)),
    match: flat(text.slice(start, end)),
    after: flat(text.slice(end, to)) + (to < text.length ? '…' : ''),
  }
}

// A CJK character (ideographs, CJK punctuation, full-width forms).
const CJK = '[\\u3000-\\u303f\\u3400-\\u4dbf\\u4e00-\\u9fff\\uff00-\\uffef]'
const CJK_GAP = new RegExp(`(${CJK})[ \\t]+(?=${CJK})`, 'g')

/**
 * OCR text as a reader writes it: the spaces tesseract's Chinese model puts between characters ("商 标 注 册")
 * are dropped, spaces in Latin text and line breaks are kept.
 */
export const tidyOcrText = (text: string) => text.replace(CJK_GAP, '$1')

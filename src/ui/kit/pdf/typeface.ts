import type { PDFFont } from 'pdf-lib'

/** A stretch of text drawn with one font. */
export interface TextRun {
  font: PDFFont
  text: string
}

const isWide = (cp: number) => cp >= 0x2e80 && cp <= 0xffef
/** What the text shows where no embedded font has the glyph. */
const MISSING = '?'

/**
 * Several embedded fonts used as one: each character is drawn with the font chosen for it (the Latin file for
 * Latin, one of the Noto Sans SC range files for Chinese), widths add up across them.
 */
export class Typeface {
  constructor(
    private readonly byCodePoint: ReadonlyMap<number, PDFFont>,
    private readonly fallback: PDFFont,
  ) {}

  /** The text cut into runs of one font each. */
  runs(text: string): TextRun[] {
    const runs: TextRun[] = []
    for (const ch of text) {
      const found = this.byCodePoint.get(ch.codePointAt(0)!)
      const font = found ?? this.fallback
      const piece = found ? ch : MISSING
      const last = runs.at(-1)
      if (last && last.font === font) last.text += piece
      else runs.push({ font, text: piece })
    }
    return runs
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0)
  }

  /**
   * The text broken into lines no wider than `max`: at spaces for Latin words, between any two Chinese
   * characters, inside a word only when the word alone is too wide (a 64-digit hash). '\n' always breaks.
   */
  wrap(text: string, size: number, max: number): string[] {
    const lines: string[] = []
    for (const paragraph of text.split('\n')) {
      let line = ''
      const push = () => {
        lines.push(line.trimEnd())
        line = ''
      }
      for (const token of tokens(paragraph)) {
        if (this.width(line + token.trimEnd(), size) <= max) {
          line += token
          continue
        }
        if (line.trim()) push()
        if (this.width(token.trimEnd(), size) <= max) {
          line = token.trimStart()
          continue
        }
        for (const ch of token) {
          if (line && this.width(line + ch, size) > max) push()
          line += ch
        }
      }
      push()
    }
    return lines
  }
}

/** Breakable pieces: one Chinese character, or a Latin word with the spaces after it. */
function tokens(text: string): string[] {
  const out: string[] = []
  let word = ''
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (isWide(cp)) {
      if (word) out.push(word)
      word = ''
      out.push(ch)
    } else if (ch === ' ') {
      word += ch
    } else {
      if (word.endsWith(' ')) {
        out.push(word)
        word = ''
      }
      word += ch
    }
  }
  if (word) out.push(word)
  return out
}

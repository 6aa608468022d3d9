import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'
import { codePointsOf, subsetsFor } from './font-subsets'
import { Typeface } from './typeface'

/** Where the Noto Sans SC range files come from: the app's assets in the browser, the package in tests. */
export interface FontSource {
  /** Subset name to CSS unicode-range, as in @fontsource/noto-sans-sc/unicode.json. */
  catalogue: Readonly<Record<string, string>>
  /** The WOFF bytes of one subset (weight 400). */
  load(subset: string): Promise<Uint8Array | ArrayBuffer>
}

// Always drawn, whatever the words: the page numbers ("2 / 3") and the mark for a missing glyph.
const ALWAYS = '0123456789 /?'

/**
 * Embeds, subset to the characters used, only the range files that the texts need, and maps each character
 * to the first of them that has its glyph.
 */
export async function loadTypeface(pdf: PDFDocument, texts: string[], source: FontSource): Promise<Typeface> {
  pdf.registerFontkit(fontkit)
  const needed = subsetsFor(codePointsOf([ALWAYS, ...texts]), source.catalogue)
  const fonts = await Promise.all(
    [...needed.keys()].map(async (name) => {
      const bytes = await source.load(name)
      const font = await pdf.embedFont(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), {
        subset: true,
      })
      return { name, font, glyphs: new Set(font.getCharacterSet()) }
    }),
  )
  const byCodePoint = new Map<number, PDFFont>()
  for (const [name, codePoints] of needed) {
    const own = fonts.find((f) => f.name === name)!
    for (const cp of codePoints) {
      // A range file may list a code point it has no glyph for; another embedded file may have it.
      const font = own.glyphs.has(cp) ? own : fonts.find((f) => f.glyphs.has(cp))
      if (font) byCodePoint.set(cp, font.font)
    }
  }
  const latin = fonts.find((f) => f.name === 'latin') ?? fonts[0]
  if (!latin) throw new Error('No font file covers the document')
  return new Typeface(byCodePoint, latin.font)
}

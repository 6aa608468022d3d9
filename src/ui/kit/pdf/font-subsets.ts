// @fontsource/noto-sans-sc splits Noto Sans SC into about a hundred files, each with the glyphs of a CSS
// unicode-range (listed in the package's unicode.json). A document needs only the few files whose ranges hold
// its characters: those are the ones fetched and embedded.

/** Inclusive code-point intervals. */
export type CodeRanges = readonly (readonly [number, number])[]

/** Parses a CSS unicode-range value ('U+0000-00FF,U+0131,U+4E??'). */
export function parseUnicodeRange(value: string): CodeRanges {
  const ranges: [number, number][] = []
  for (const part of value.split(',')) {
    const m = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part)
    if (!m) continue
    const [, start = '', end] = m
    if (start.includes('?')) {
      ranges.push([parseInt(start.replaceAll('?', '0'), 16), parseInt(start.replaceAll('?', 'f'), 16)])
    } else {
      const from = parseInt(start, 16)
      ranges.push([from, end ? parseInt(end, 16) : from])
    }
  }
  return ranges
}

export function inRanges(ranges: CodeRanges, cp: number): boolean {
  return ranges.some(([from, to]) => cp >= from && cp <= to)
}

/** Subset names in the order to try them: Latin first (it draws digits and Latin letters), then the rest. */
export function subsetOrder(names: readonly string[]): string[] {
  const rank = (n: string) => (n === 'latin' ? 0 : n === 'latin-ext' ? 1 : 2)
  return [...names].sort((a, b) => rank(a) - rank(b))
}

/**
 * The subsets that cover the code points, in trying order, each with the code points it is meant for. Code
 * points that no subset lists are left out (the renderer draws them as '?').
 */
export function subsetsFor(
  codePoints: Iterable<number>,
  catalogue: Readonly<Record<string, string>>,
): Map<string, number[]> {
  const order = subsetOrder(Object.keys(catalogue))
  const ranges = new Map(order.map((name) => [name, parseUnicodeRange(catalogue[name] ?? '')]))
  const chosen = new Map<string, number[]>()
  for (const cp of codePoints) {
    const name = order.find((n) => inRanges(ranges.get(n)!, cp))
    if (name === undefined) continue
    const list = chosen.get(name) ?? []
    list.push(cp)
    chosen.set(name, list)
  }
  return new Map(order.filter((n) => chosen.has(n)).map((n) => [n, chosen.get(n)!]))
}

/** The distinct code points of some texts, control characters aside. */
export function codePointsOf(texts: Iterable<string>): Set<number> {
  const set = new Set<number>()
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!
      if (cp >= 0x20) set.add(cp)
    }
  }
  return set
}

/**
 * The package's file of a subset at weight 400: '[106]' is noto-sans-sc-106-400-normal.woff. WOFF 1, not
 * WOFF 2: fontkit subsets the WOFF 2 files' glyphs into stray strokes (the text still extracts, but the page
 * shows no readable letter).
 */
export function subsetFileName(subset: string): string {
  return `noto-sans-sc-${subset.replace(/[[\]]/g, '')}-400-normal.woff`
}

// A working subset of the Vienna classification (WIPO, 8th edition) and the figure each code is drawn as.
export type FigureKind =
  | 'star'
  | 'stars'
  | 'sun'
  | 'globe'
  | 'drop'
  | 'lion'
  | 'leaf'
  | 'flower'
  | 'circle'
  | 'triangle'
  | 'square'
  | 'rectangle'
  | 'letter'
  | 'numeral'

export interface ViennaCode {
  code: string
  figure: FigureKind
  /** Share among figurative elements, relative. */
  weight: number
}

export const VIENNA_CODES: readonly ViennaCode[] = [
  { code: '1.1.1', figure: 'star', weight: 4 }, // stars
  { code: '1.1.2', figure: 'star', weight: 3 }, // one star
  { code: '1.1.5', figure: 'stars', weight: 2 }, // more than three stars
  { code: '1.3.2', figure: 'sun', weight: 3 }, // other representations of the sun
  { code: '1.5.1', figure: 'globe', weight: 3 }, // terrestrial globes
  { code: '1.15.15', figure: 'drop', weight: 2 }, // drops
  { code: '3.1.1', figure: 'lion', weight: 2 }, // lions
  { code: '5.3.2', figure: 'leaf', weight: 5 }, // a single leaf
  { code: '5.5.20', figure: 'flower', weight: 3 }, // stylised flowers
  { code: '26.1.1', figure: 'circle', weight: 9 }, // circles
  { code: '26.3.1', figure: 'triangle', weight: 4 }, // triangles
  { code: '26.4.1', figure: 'square', weight: 4 }, // squares
  { code: '26.4.2', figure: 'rectangle', weight: 7 }, // rectangles
  { code: '27.5.1', figure: 'letter', weight: 7 }, // letters presenting a special form of writing
  { code: '27.7.1', figure: 'numeral', weight: 2 }, // numerals presenting a special form of writing
]

const BY_CODE = new Map(VIENNA_CODES.map((v) => [v.code, v]))

/** The figure a Vienna code is drawn as; unknown codes fall back to a circle. */
export function figureOf(code: string): FigureKind {
  return BY_CODE.get(code)?.figure ?? 'circle'
}

/** Geometric enclosures: as a second element they frame the main figure instead of sitting beside it. */
export const ENCLOSURES: ReadonlySet<FigureKind> = new Set(['circle', 'square', 'rectangle', 'triangle'])

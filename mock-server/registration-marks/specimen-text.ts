/**
 * Draws a mark's literal elements as a clean square specimen: the words centred, on one to three balanced
 * lines, as large as fits inside a 10 % margin. In the browser the text is set by the browser's own fonts
 * on an OffscreenCanvas (Chinese included); without one (the mock under jsdom) a bitmap font stands in.
 * The result is ink coverage per pixel, 0 (paper) to 255 (ink); generate.ts colours and encodes it.
 */
import { asciiGlyph, GLYPH_BASELINE, GLYPH_HEIGHT, SPACE_ADVANCE } from './bitmap-font'

export type SpecimenFont = 'serif' | 'sans'

const FAMILIES: Record<SpecimenFont, string> = {
  sans:
    "'Helvetica Neue',Arial,'Liberation Sans','PingFang SC','Hiragino Sans GB','Microsoft YaHei'," +
    "'Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif",
  serif:
    "Georgia,'Times New Roman','Liberation Serif','Songti SC',STSong,SimSun,'Noto Serif CJK SC'," +
    "'Noto Serif SC','Source Han Serif SC',serif",
}

/** Share of the side the text may fill, and the largest letter height relative to the side. */
const FILL = 0.8
const MAX_EM = 0.42
const LINE_HEIGHT = 1.25
const REFERENCE_PX = 100

const HAN = /\p{Script=Han}/u

interface Painter {
  /** Advance width of a line at `px` pixels per em. */
  measure(line: string, px: number): number
  /** Draws the lines centred on (cx, cy); returns the coverage grid. */
  draw(lines: readonly string[], px: number, size: number): Uint8Array
}

function balancedSplit<T>(
  items: readonly T[],
  parts: number,
  weight: (t: T) => number,
  join: (ts: T[]) => string,
) {
  const total = items.reduce((n, t) => n + weight(t), 0)
  const lines: string[] = []
  let current: T[] = []
  let done = 0
  for (const item of items) {
    const target = (total * (lines.length + 1)) / parts
    if (current.length && lines.length < parts - 1 && done + weight(item) / 2 > target) {
      lines.push(join(current))
      current = []
    }
    current.push(item)
    done += weight(item)
  }
  if (current.length) lines.push(join(current))
  return lines
}

/** One, two or three lines: split at spaces, or between characters of Chinese text without spaces. */
export function lineCandidates(text: string, measure: (s: string) => number): string[][] {
  const clean = text.trim().replace(/\s+/g, ' ')
  const out: string[][] = [[clean]]
  const words = clean.split(' ')
  if (words.length > 1) {
    for (let parts = 2; parts <= Math.min(3, words.length); parts++)
      out.push(
        balancedSplit(
          words,
          parts,
          (w) => measure(w) + measure(' '),
          (ws) => ws.join(' '),
        ),
      )
  } else if (HAN.test(clean)) {
    const chars = Array.from(clean)
    for (let parts = 2; parts <= 3 && chars.length >= parts * 3; parts++)
      out.push(
        balancedSplit(
          chars,
          parts,
          () => 1,
          (cs) => cs.join(''),
        ),
      )
  }
  return out
}

/** The candidate and letter size that make the text largest inside the box. */
function fit(painter: Painter, text: string, size: number): { lines: string[]; px: number } {
  const box = size * FILL
  let best = { lines: [text.trim()], px: 0 }
  for (const lines of lineCandidates(text, (s) => painter.measure(s, REFERENCE_PX))) {
    const widest = Math.max(...lines.map((l) => painter.measure(l, REFERENCE_PX)), 1)
    const scale = Math.min(box / widest, box / (lines.length * LINE_HEIGHT * REFERENCE_PX))
    const px = Math.min(REFERENCE_PX * scale, size * MAX_EM)
    if (px > best.px * 1.02) best = { lines, px }
  }
  return best
}

/** Bounding box of the inked pixels, or null for a blank grid. */
function inkBox(coverage: Uint8Array, size: number) {
  let x0 = size
  let y0 = size
  let x1 = -1
  let y1 = -1
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (coverage[y * size + x]! > 24) {
        if (x < x0) x0 = x
        if (x > x1) x1 = x
        if (y < y0) y0 = y
        if (y > y1) y1 = y
      }
    }
  }
  return x1 < 0 ? null : { x0, y0, x1, y1 }
}

function shifted(coverage: Uint8Array, size: number, dx: number, dy: number): Uint8Array {
  if (!dx && !dy) return coverage
  const out = new Uint8Array(size * size)
  for (let y = 0; y < size; y++) {
    const sy = y - dy
    if (sy < 0 || sy >= size) continue
    for (let x = 0; x < size; x++) {
      const sx = x - dx
      if (sx >= 0 && sx < size) out[y * size + x] = coverage[sy * size + sx]!
    }
  }
  return out
}

function canvasPainter(font: SpecimenFont): Painter | null {
  if (typeof OffscreenCanvas === 'undefined') return null
  const probe = new OffscreenCanvas(8, 8).getContext('2d')
  if (!probe) return null
  const fontOf = (px: number) => `bold ${px.toFixed(1)}px ${FAMILIES[font]}`
  return {
    measure(line, px) {
      probe.font = fontOf(px)
      return probe.measureText(line).width
    },
    draw(lines, px, size) {
      const canvas = new OffscreenCanvas(size, size)
      const g = canvas.getContext('2d')!
      g.fillStyle = '#ffffff'
      g.fillRect(0, 0, size, size)
      g.fillStyle = '#000000'
      g.font = fontOf(px)
      g.textAlign = 'center'
      g.textBaseline = 'middle'
      const step = px * LINE_HEIGHT
      lines.forEach((line, i) => g.fillText(line, size / 2, size / 2 + (i - (lines.length - 1) / 2) * step))
      const rgba = g.getImageData(0, 0, size, size).data
      const coverage = new Uint8Array(size * size)
      for (let i = 0; i < coverage.length; i++) coverage[i] = 255 - rgba[i * 4]!
      return coverage
    },
  }
}

// ---------------------------------------------------------------------------------------------------------
// The bitmap stand-in.

const WIDE_CELL = 11

const isWide = (ch: string) => (ch.codePointAt(0) ?? 0) >= 0x2e80

function bitmapAdvance(ch: string): number {
  if (ch === ' ') return SPACE_ADVANCE
  if (isWide(ch)) return WIDE_CELL + 1
  return (asciiGlyph(ch)?.width ?? 6) + 1
}

/** A blocky stand-in for a character the bitmap font lacks: a 3 × 3 pattern taken from its code. */
function wideRows(ch: string): Uint16Array {
  const code = ch.codePointAt(0) ?? 0
  const bits = ((code * 2654435761) >>> 7) | 0b010_111_010
  const rows = new Uint16Array(GLYPH_HEIGHT)
  for (let cell = 0; cell < 9; cell++) {
    if (!(bits & (1 << cell))) continue
    const cx = (cell % 3) * 4
    const cy = Math.floor(cell / 3) * 4
    for (let y = cy; y < cy + 3; y++) rows[y]! |= 0b111 << cx
  }
  return rows
}

/** Adds `amount` × the covered area of the rectangle to every pixel it touches (soft edges when scaled). */
function fillArea(grid: Float32Array, size: number, x0: number, y0: number, x1: number, y1: number) {
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(size, Math.ceil(y1)); y++) {
    const h = Math.min(y1, y + 1) - Math.max(y0, y)
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(size, Math.ceil(x1)); x++) {
      const w = Math.min(x1, x + 1) - Math.max(x0, x)
      grid[y * size + x]! += w * h
    }
  }
}

const bitmapPainter: Painter = {
  measure(line, px) {
    let width = 0
    for (const ch of line) width += bitmapAdvance(ch)
    return (width * px) / GLYPH_HEIGHT
  },
  draw(lines, px, size) {
    const scale = px / GLYPH_HEIGHT
    const grid = new Float32Array(size * size)
    const step = px * LINE_HEIGHT
    lines.forEach((line, i) => {
      const baseline =
        size / 2 + (i - (lines.length - 1) / 2) * step + (GLYPH_BASELINE - GLYPH_HEIGHT / 2) * scale
      let x = size / 2 - bitmapPainter.measure(line, px) / 2
      for (const ch of line) {
        const rows = ch === ' ' ? null : isWide(ch) ? wideRows(ch) : asciiGlyph(ch)?.rows
        const top = baseline - GLYPH_BASELINE * scale
        rows?.forEach((mask, r) => {
          for (let c = 0; c < 16; c++) {
            if (mask & (1 << c)) {
              const left = x + c * scale
              fillArea(grid, size, left, top + r * scale, left + scale, top + (r + 1) * scale)
            }
          }
        })
        x += bitmapAdvance(ch) * scale
      }
    })
    const coverage = new Uint8Array(size * size)
    for (let i = 0; i < grid.length; i++) coverage[i] = Math.round(Math.min(1, grid[i]!) * 255)
    return coverage
  },
}

/** Ink coverage of the text drawn as a `size` × `size` specimen, centred on its ink. */
export function renderTextCoverage(text: string, font: SpecimenFont, size: number): Uint8Array {
  const painter = canvasPainter(font) ?? bitmapPainter
  const { lines, px } = fit(painter, text, size)
  let coverage = painter.draw(lines, px, size)
  let box = inkBox(coverage, size)
  if (!box) return coverage
  // Fonts leave side bearings and line gaps: grow (or shrink) once so the ink itself fills the box.
  const inkW = box.x1 - box.x0 + 1
  const inkH = box.y1 - box.y0 + 1
  const grow = Math.min(
    (size * FILL) / inkW,
    (size * FILL) / inkH,
    (size * MAX_EM * 1.25) / Math.max(inkH / lines.length, 1),
  )
  if (Math.abs(grow - 1) > 0.04) {
    coverage = painter.draw(lines, px * grow, size)
    box = inkBox(coverage, size) ?? box
  }
  const dx = Math.round((size - 1 - box.x1 - box.x0) / 2)
  const dy = Math.round((size - 1 - box.y1 - box.y0) / 2)
  return shifted(coverage, size, dx, dy)
}

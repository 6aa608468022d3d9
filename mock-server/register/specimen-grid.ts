import { dHashFromGray } from '../../src/domain/image-hash'
import { hashString } from './prng'
import { SPECIMEN_SIZE, isWide, textAdvance, type Shape, type SpecimenDesign } from './specimen-design'

// Renders a specimen design into a small grayscale grid and hashes it (dHash). Uploaded images are hashed
// with the same `dHashFromGray` (src/domain/image-hash.ts), after being scaled to the same 9x8 grid, so the two can be compared.

const luminanceCache = new Map<string, number>()

/** Luminance 0–255 of a '#RRGGBB' colour. */
export function luminance(hex: string): number {
  let value = luminanceCache.get(hex)
  if (value === undefined) {
    const n = parseInt(hex.slice(1), 16)
    value = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)
    luminanceCache.set(hex, value)
  }
  return value
}

type Inside = (x: number, y: number) => boolean

function insidePolygon(points: readonly number[]): Inside {
  return (x, y) => {
    let inside = false
    for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
      const xi = points[i] as number
      const yi = points[i + 1] as number
      const xj = points[j] as number
      const yj = points[j + 1] as number
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
    return inside
  }
}

interface Paint {
  box: readonly [x0: number, y0: number, x1: number, y1: number]
  inside: Inside
  gray: number
}

/** Text becomes one block per glyph with a 3x3 stroke pattern drawn from the character: coarse, but stable. */
function glyphPaints(shape: Extract<Shape, { kind: 'text' }>): Paint[] {
  const paints: Paint[] = []
  const gray = luminance(shape.fill)
  let x = shape.x - shape.width / 2
  // The SVG stretches the text to `width` (textLength), so the blocks stretch the same way.
  const unit = shape.width / Math.max(textAdvance(shape.text), 0.5)
  for (const char of shape.text) {
    const code = char.charCodeAt(0)
    const wide = isWide(code)
    const advance = (wide ? 1 : char === ' ' ? 0.3 : 0.66) * unit
    const top = shape.y - (wide ? 0.88 : 0.72) * shape.size
    const height = (wide ? 1 : 0.72) * shape.size
    const bits = char === ' ' ? 0 : hashString(char) | 0b010_111_010
    for (let cell = 0; cell < 9; cell++) {
      if (!(bits & (1 << cell))) continue
      const cx0 = x + advance * (0.05 + (cell % 3) * 0.3)
      const cy0 = top + height * (Math.floor(cell / 3) / 3)
      const box = [cx0, cy0, cx0 + advance * 0.3, cy0 + height / 3] as const
      paints.push({ box, inside: () => true, gray })
    }
    x += advance
  }
  return paints
}

function paintsOf(shape: Shape): Paint[] {
  const gray = luminance(shape.fill)
  switch (shape.kind) {
    case 'circle': {
      const { cx, cy, r } = shape
      return [
        {
          box: [cx - r, cy - r, cx + r, cy + r],
          inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
          gray,
        },
      ]
    }
    case 'ring': {
      const { cx, cy, r, width } = shape
      const outer = r + width / 2
      const inner = r - width / 2
      const inside: Inside = (x, y) => {
        const d = (x - cx) ** 2 + (y - cy) ** 2
        return d <= outer * outer && d >= inner * inner
      }
      return [{ box: [cx - outer, cy - outer, cx + outer, cy + outer], inside, gray }]
    }
    case 'rect':
      return [{ box: [shape.x, shape.y, shape.x + shape.w, shape.y + shape.h], inside: () => true, gray }]
    case 'polygon': {
      const xs = shape.points.filter((_, i) => i % 2 === 0)
      const ys = shape.points.filter((_, i) => i % 2 === 1)
      const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const
      return [{ box, inside: insidePolygon(shape.points), gray }]
    }
    case 'lens': {
      const { cx, cy, length, width } = shape
      const { offset, radius } = lensGeometry(length, width)
      const a = (shape.angle * Math.PI) / 180
      const cos = Math.cos(a)
      const sin = Math.sin(a)
      const half = length / 2
      const inside: Inside = (x, y) => {
        const u = (x - cx) * cos + (y - cy) * sin
        const v = -(x - cx) * sin + (y - cy) * cos
        return u * u + (v - offset) ** 2 <= radius * radius && u * u + (v + offset) ** 2 <= radius * radius
      }
      return [{ box: [cx - half, cy - half, cx + half, cy + half], inside, gray }]
    }
    case 'text':
      return glyphPaints(shape)
  }
}

/** The two arcs of a lens `length` long and `width` wide: circles of `radius` centred ±offset off its axis. */
export function lensGeometry(length: number, width: number): { offset: number; radius: number } {
  const offset = (length * length - width * width) / (4 * width)
  return { offset, radius: width / 2 + offset }
}

/**
 * Draws a design into a width x height grayscale grid (0–255), sampling `supersample`² points per cell, the
 * way an image scaled down to that grid would look.
 */
export function renderSpecimenGrid(
  design: SpecimenDesign,
  width = 9,
  height = 8,
  supersample = 2,
): Float32Array {
  const sw = width * supersample
  const sh = height * supersample
  const stepX = SPECIMEN_SIZE / sw
  const stepY = SPECIMEN_SIZE / sh
  const samples = new Float32Array(sw * sh).fill(luminance(design.background))
  for (const shape of design.shapes) {
    for (const { box, inside, gray } of paintsOf(shape)) {
      const i0 = Math.max(0, Math.ceil(box[0] / stepX - 0.5))
      const i1 = Math.min(sw - 1, Math.floor(box[2] / stepX - 0.5))
      const j0 = Math.max(0, Math.ceil(box[1] / stepY - 0.5))
      const j1 = Math.min(sh - 1, Math.floor(box[3] / stepY - 0.5))
      for (let j = j0; j <= j1; j++) {
        const y = (j + 0.5) * stepY
        for (let i = i0; i <= i1; i++) if (inside((i + 0.5) * stepX, y)) samples[j * sw + i] = gray
      }
    }
  }
  const grid = new Float32Array(width * height)
  for (let j = 0; j < sh; j++) {
    for (let i = 0; i < sw; i++) {
      const cell = Math.floor(j / supersample) * width + Math.floor(i / supersample)
      grid[cell] = (grid[cell] as number) + (samples[j * sw + i] as number) / (supersample * supersample)
    }
  }
  return grid
}

/** The image hash of a specimen design. */
export function specimenHash(design: SpecimenDesign): string {
  return dHashFromGray(renderSpecimenGrid(design))
}

/**
 * Gives a mark its `imageHash` as a value drawn on first read (an image search, a history entry, an export)
 * and kept. Drawing the 50,000 specimens up front was half the register's build (and most of its garbage),
 * which every text search paid for before its first answer. `design` is called on the first read only.
 */
export function hashOnFirstRead<T extends object>(
  mark: T,
  design: () => SpecimenDesign,
): T & { imageHash: string } {
  let hash: string | undefined
  return Object.defineProperty(mark, 'imageHash', {
    get: () => (hash ??= specimenHash(design())),
    enumerable: true,
    configurable: true,
  }) as T & { imageHash: string }
}

export { dHashFromGray }

import { createRng, hashString, type Rng } from './prng'
import type { RegisterMark } from './types'
import { ENCLOSURES, figureOf, type FigureKind } from './vienna'

/**
 * The drawing parameters of a specimen. The SVG (specimen.ts) and the hash grid (specimen-grid.ts) are both
 * drawn from this one description, so a mark's hash describes the picture users see.
 */
export type FontStyle = 'sans' | 'serif' | 'brush' | 'rounded'

export type Shape =
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
  | { kind: 'ring'; cx: number; cy: number; r: number; width: number; fill: string }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; rx: number; fill: string }
  | { kind: 'polygon'; points: number[]; fill: string }
  /** A leaf: two circular arcs meeting at tips `length` apart, rotated by `angle` degrees. */
  | { kind: 'lens'; cx: number; cy: number; length: number; width: number; angle: number; fill: string }
  /** Centred at x, baseline y, stretched to exactly `width`. */
  | {
      kind: 'text'
      x: number
      y: number
      size: number
      width: number
      text: string
      fill: string
      font: FontStyle
    }

export interface SpecimenDesign {
  /** The canvas is SPECIMEN_SIZE square. */
  background: string
  shapes: Shape[]
}

export const SPECIMEN_SIZE = 400

const COLOURS = ['#C8102E', '#0B5FA5', '#1B7F5B', '#D89B00', '#6A1B9A', '#E4572E']
const MORE_COLOURS = ['#222222', '#00838F', '#8D6E63', '#D81B60', '#1E3A8A', '#2E7D32']
const PALETTE = [...COLOURS, ...MORE_COLOURS]
const BACKGROUNDS = ['#FFFFFF', '#FFFFFF', '#FFFFFF', '#FAF7F0', '#F3F6FA']
const FONTS: readonly FontStyle[] = ['sans', 'sans', 'serif', 'brush', 'rounded']

/** True for CJK characters, which take a full em; Latin capitals take about 0.66 em. */
export const isWide = (code: number) => code >= 0x2e80
export function textAdvance(text: string): number {
  let width = 0
  for (let i = 0; i < text.length; i++) width += isWide(text.charCodeAt(i)) ? 1 : text[i] === ' ' ? 0.3 : 0.66
  return width
}

/** Mixes a colour toward white: tint 0 keeps it, 1 gives white. */
export function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const mix = (c: number) => Math.round(c + (255 - c) * amount)
  const r = mix(n >> 16)
  const g = mix((n >> 8) & 255)
  const b = mix(n & 255)
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0').toUpperCase()}`
}

function starPoints(cx: number, cy: number, outer: number, inner: number, points: number): number[] {
  const result: number[] = []
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = -Math.PI / 2 + (i * Math.PI) / points
    result.push(round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a)))
  }
  return result
}

const round = (n: number) => Math.round(n * 10) / 10

function text(
  x: number,
  y: number,
  value: string,
  maxWidth: number,
  maxSize: number,
  fill: string,
  font: FontStyle,
) {
  const advance = Math.max(textAdvance(value), 0.5)
  const size = round(Math.min(maxSize, maxWidth / advance))
  return {
    kind: 'text' as const,
    x,
    y: round(y + size * 0.35),
    size,
    width: round(advance * size),
    text: value,
    fill,
    font,
  }
}

interface Ink {
  main: string
  accent: string
  paper: string
}

function figure(kind: FigureKind, cx: number, cy: number, R: number, ink: Ink, letter: string): Shape[] {
  const { main, accent, paper } = ink
  // A filled rectangle centred on the figure, sized in radii.
  const centredRect = (halfWidth: number, halfHeight: number, corner: number): Shape => ({
    kind: 'rect',
    x: round(cx - R * halfWidth),
    y: round(cy - R * halfHeight),
    w: round(R * 2 * halfWidth),
    h: round(R * 2 * halfHeight),
    rx: round(R * corner),
    fill: main,
  })
  switch (kind) {
    case 'star':
      return [{ kind: 'polygon', points: starPoints(cx, cy, R, R * 0.45, 5), fill: main }]
    case 'stars':
      return [-1, 1].flatMap((dx) =>
        [-1, 1].map((dy): Shape => ({
          kind: 'polygon',
          points: starPoints(cx + dx * R * 0.5, cy + dy * R * 0.5, R * 0.42, R * 0.18, 5),
          fill: dx === dy ? main : accent,
        })),
      )
    case 'sun':
      return [
        { kind: 'polygon', points: starPoints(cx, cy, R, R * 0.72, 12), fill: accent },
        { kind: 'circle', cx, cy, r: round(R * 0.58), fill: main },
      ]
    case 'globe':
      return [
        { kind: 'circle', cx, cy, r: round(R * 0.92), fill: main },
        {
          kind: 'rect',
          x: round(cx - R),
          y: round(cy - R * 0.3),
          w: round(2 * R),
          h: round(R * 0.1),
          rx: 0,
          fill: paper,
        },
        {
          kind: 'rect',
          x: round(cx - R),
          y: round(cy + R * 0.2),
          w: round(2 * R),
          h: round(R * 0.1),
          rx: 0,
          fill: paper,
        },
        { kind: 'lens', cx, cy, length: round(R * 1.84), width: round(R * 0.9), angle: 90, fill: accent },
      ]
    case 'drop':
      return [
        {
          kind: 'polygon',
          points: [cx, cy - R, cx + R * 0.55, cy + R * 0.1, cx - R * 0.55, cy + R * 0.1].map(round),
          fill: main,
        },
        { kind: 'circle', cx, cy: round(cy + R * 0.3), r: round(R * 0.6), fill: main },
      ]
    case 'lion':
      return [
        { kind: 'polygon', points: starPoints(cx, cy, R, R * 0.8, 16), fill: accent },
        { kind: 'circle', cx, cy, r: round(R * 0.6), fill: main },
        {
          kind: 'circle',
          cx: round(cx - R * 0.22),
          cy: round(cy - R * 0.12),
          r: round(R * 0.08),
          fill: paper,
        },
        {
          kind: 'circle',
          cx: round(cx + R * 0.22),
          cy: round(cy - R * 0.12),
          r: round(R * 0.08),
          fill: paper,
        },
        {
          kind: 'polygon',
          points: [cx - R * 0.14, cy + R * 0.12, cx + R * 0.14, cy + R * 0.12, cx, cy + R * 0.3].map(round),
          fill: paper,
        },
      ]
    case 'leaf':
      return [{ kind: 'lens', cx, cy, length: round(R * 2), width: round(R * 0.95), angle: -45, fill: main }]
    case 'flower':
      return [
        ...[0, 1, 2, 3, 4].map((i): Shape => {
          const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5
          return {
            kind: 'circle',
            cx: round(cx + R * 0.55 * Math.cos(a)),
            cy: round(cy + R * 0.55 * Math.sin(a)),
            r: round(R * 0.42),
            fill: main,
          }
        }),
        { kind: 'circle', cx, cy, r: round(R * 0.3), fill: accent },
      ]
    case 'circle':
      return [{ kind: 'ring', cx, cy, r: round(R * 0.9), width: round(R * 0.2), fill: main }]
    case 'triangle':
      return [
        {
          kind: 'polygon',
          points: [cx, cy - R, cx + R * 0.92, cy + R * 0.7, cx - R * 0.92, cy + R * 0.7].map(round),
          fill: main,
        },
      ]
    case 'square':
      return [centredRect(0.8, 0.8, 0.12)]
    case 'rectangle':
      return [centredRect(1, 0.6, 0.08)]
    case 'letter':
      return [
        { kind: 'circle', cx, cy, r: R, fill: main },
        text(cx, cy, letter, R * 1.3, R * 1.25, paper, 'serif'),
      ]
    case 'numeral':
      return [
        centredRect(0.85, 0.85, 0.3),
        text(cx, cy, String((letter.charCodeAt(0) % 90) + 10), R * 1.3, R * 1.1, paper, 'sans'),
      ]
  }
}

/** The letter a monogram shows: the name's first Latin letter or pinyin initial, else one from the id. */
function monogramLetter(mark: RegisterMark, rng: Rng): string {
  const source = /[A-Za-z]/.exec(mark.pinyin || mark.name)?.[0]
  return (source ?? String.fromCharCode(65 + rng.int(0, 25))).toUpperCase()
}

function figures(mark: RegisterMark, cx: number, cy: number, R: number, ink: Ink, rng: Rng): Shape[] {
  const kinds = mark.viennaCodes.map(figureOf)
  const letter = monogramLetter(mark, rng)
  const [first = 'circle', ...rest] = kinds
  const frame = rest.find((k) => ENCLOSURES.has(k) && k !== first)
  const shapes: Shape[] = []
  let scale = 1
  if (frame) {
    const light = { ...ink, main: tint(ink.main, 0.8) }
    shapes.push(...figure(frame, cx, cy, R, frame === 'circle' ? ink : light, letter))
    scale = 0.62
  }
  shapes.push(...figure(first, cx, cy, R * scale, ink, letter))
  const accents = rest.filter((k) => k !== frame)
  accents.forEach((kind, i) => {
    const side = i === 0 ? 1 : -1
    shapes.push(
      ...figure(
        kind,
        cx + side * R * 0.78,
        cy - side * R * 0.78,
        R * 0.26,
        { ...ink, main: ink.accent },
        letter,
      ),
    )
  })
  return shapes
}

/** The specimen of a mark, deterministic in its id, name and Vienna codes. */
export function specimenDesign(mark: RegisterMark): SpecimenDesign {
  const rng = createRng(hashString(mark.id))
  const main = rng.pick(PALETTE)
  let accent = rng.pick(COLOURS)
  if (accent === main) accent = rng.pick(MORE_COLOURS)
  const background = rng.pick(BACKGROUNDS)
  const ink: Ink = { main, accent, paper: background }
  const font = rng.pick(FONTS)
  const S = SPECIMEN_SIZE
  if (mark.kind === 'figurative')
    return { background, shapes: figures(mark, S / 2, S / 2, S * 0.36, ink, rng) }
  if (mark.kind === 'combined') {
    return {
      background,
      shapes: [
        ...figures(mark, S / 2, S * 0.37, S * 0.25, ink, rng),
        text(S / 2, S * 0.8, mark.name, S * 0.84, S * 0.17, main, font),
      ],
    }
  }
  const shapes: Shape[] = [text(S / 2, S / 2, mark.name, S * 0.86, S * 0.36, main, font)]
  if (rng.chance(0.3)) {
    const bar = shapes[0] as Extract<Shape, { kind: 'text' }>
    shapes.push({
      kind: 'rect',
      x: round(S / 2 - bar.width / 2),
      y: round(bar.y + bar.size * 0.18),
      w: bar.width,
      h: round(Math.max(6, bar.size * 0.08)),
      rx: 3,
      fill: accent,
    })
  }
  return { background, shapes }
}

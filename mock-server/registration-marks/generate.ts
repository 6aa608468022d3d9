/**
 * trademark/generate's picture: the literal elements set as an 800 × 800 specimen in one ink colour on white,
 * stored as a 4-bit PNG (16 levels of ink, enough for smooth edges and a few tens of kilobytes).
 */
import { encodePng } from './png'
import { renderTextCoverage, type SpecimenFont } from './specimen-text'

export const SPECIMEN_SIDE = 800
const LEVELS = 16

const rgbOf = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16)
  return [n >> 16, (n >> 8) & 255, n & 255]
}

export async function specimenPng(text: string, font: SpecimenFont, color: string): Promise<Uint8Array> {
  const coverage = renderTextCoverage(text, font, SPECIMEN_SIDE)
  const samples = new Uint8Array(coverage.length)
  for (let i = 0; i < coverage.length; i++) samples[i] = Math.round((coverage[i]! * (LEVELS - 1)) / 255)
  const [r, g, b] = rgbOf(color)
  if (r === g && g === b) {
    // Black (or grey) ink: a grey image, level 0 the ink and 15 the paper.
    const ink = r / 255
    return encodePng({
      width: SPECIMEN_SIDE,
      height: SPECIMEN_SIDE,
      colorType: 0,
      bitDepth: 4,
      samples: samples.map((level) => Math.round((LEVELS - 1) * (1 - (level / (LEVELS - 1)) * (1 - ink)))),
    })
  }
  const mix = (c: number, k: number) => Math.round(255 + ((c - 255) * k) / (LEVELS - 1))
  const palette = Array.from({ length: LEVELS }, (_, k) => [mix(r, k), mix(g, k), mix(b, k)] as const)
  return encodePng({
    width: SPECIMEN_SIDE,
    height: SPECIMEN_SIDE,
    colorType: 3,
    bitDepth: 4,
    palette,
    samples,
  })
}

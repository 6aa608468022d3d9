import { describe, expect, it } from 'vitest'
import { generateRegister } from '../../mock-server/register/generate'
import { renderSpecimenGrid } from '../../mock-server/register/specimen-grid'
import { specimenDesign } from '../../mock-server/register/specimen-design'
import { dHashFromGray, grayFromRgba, imageHashFromRgba, isImageHash } from './image-hash'

/** A grey grid as opaque RGBA pixels, as a canvas would hand them over. */
function rgbaOf(gray: Float32Array): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(gray.length * 4)
  gray.forEach((v, i) => rgba.set([v, v, v, 255], i * 4))
  return rgba
}

describe('dHashFromGray', () => {
  it('sets a bit where the left pixel is brighter, first bit most significant', () => {
    expect(dHashFromGray(Float32Array.from({ length: 72 }, (_, i) => i % 9))).toBe('0000000000000000')
    expect(dHashFromGray(Float32Array.from({ length: 72 }, (_, i) => 9 - (i % 9)))).toBe('ffffffffffffffff')
    expect(dHashFromGray(Float32Array.from({ length: 72 }, (_, i) => (i === 0 ? 1 : 0)))).toBe(
      '8000000000000000',
    )
  })
})

describe('grayFromRgba', () => {
  it('composites transparent pixels over white', () => {
    const gray = grayFromRgba(new Uint8ClampedArray(18 * 16 * 4), 18, 16)
    expect([...gray].every((v) => Math.abs(v - 255) < 1e-3)).toBe(true)
  })

  it('gives the same hash for the same picture at different sizes', () => {
    const picture = (w: number, h: number) => {
      const rgba = new Uint8ClampedArray(w * h * 4)
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) {
          const dark = (x < w / 3 && y < h / 2) || (x > (2 * w) / 3 && y >= h / 2)
          rgba.set(dark ? [20, 40, 160, 255] : [255, 255, 255, 255], (y * w + x) * 4)
        }
      return rgba
    }
    const hash = imageHashFromRgba(picture(90, 80), 90, 80)
    expect(isImageHash(hash)).toBe(true)
    expect(imageHashFromRgba(picture(360, 320), 360, 320)).toBe(hash)
    expect(imageHashFromRgba(picture(900, 800), 900, 800)).toBe(hash)
  })
})

describe('an uploaded specimen hashes like the register', () => {
  const bitsApart = (a: string, b: string) =>
    [...a].reduce((d, ch, i) => {
      let x = Number.parseInt(ch, 16) ^ Number.parseInt(b[i] ?? '0', 16)
      for (; x; x >>= 1) d += x & 1
      return d
    }, 0)

  it('matches the imageHash of the marks when their specimens are rendered to pixels', () => {
    const { marks } = generateRegister({ size: 200 })
    let exact = 0
    for (const mark of marks) {
      // The register samples each 9×8 cell at 2×2 points; an 18×16 picture of the same points, box-averaged
      // back to 9×8 by the browser's code, gives the register's hash. Pixels are whole numbers 0–255, so a
      // pair of cells that differ by less than one grey level can round to a tie: at most a bit or two.
      const pixels = rgbaOf(renderSpecimenGrid(specimenDesign(mark), 18, 16, 1))
      const hash = imageHashFromRgba(pixels, 18, 16)
      expect(bitsApart(hash, mark.imageHash), mark.id).toBeLessThanOrEqual(2)
      if (hash === mark.imageHash) exact++
    }
    expect(exact / marks.length).toBeGreaterThan(0.9)
  })
})

describe('isImageHash', () => {
  it('accepts 16 hex digits only', () => {
    expect(isImageHash('0123456789abcdef')).toBe(true)
    expect(isImageHash('0123456789ABCDEF')).toBe(true)
    expect(isImageHash('0123456789abcde')).toBe(false)
    expect(isImageHash('0123456789abcdeg')).toBe(false)
  })
})

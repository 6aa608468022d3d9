import { describe, expect, it } from 'vitest'
import { dHash, grayFromRgba, hammingDistance, sharedViennaCodes, similarImages } from './image-hash'

const flipBit = (hash: string, bit: number): string => {
  const digit = Math.floor(bit / 4)
  const value = Number.parseInt(hash[digit]!, 16) ^ (8 >> (bit % 4))
  return hash.slice(0, digit) + value.toString(16) + hash.slice(digit + 1)
}

describe('hammingDistance', () => {
  it('is 0 for identical hashes and counts flipped bits', () => {
    expect(hammingDistance('0123456789abcdef', '0123456789ABCDEF')).toBe(0)
    expect(hammingDistance('0000000000000000', '0000000000000001')).toBe(1)
    expect(hammingDistance('8000000000000000', '0000000000000000')).toBe(1)
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64)
    for (const bit of [0, 7, 31, 32, 63]) {
      expect(hammingDistance('a5a5a5a5a5a5a5a5', flipBit('a5a5a5a5a5a5a5a5', bit))).toBe(1)
    }
  })
})

describe('dHash and grayFromRgba', () => {
  it('hashes a 9×8 grid to 16 hex digits, one bit per pixel brighter than its right neighbour', () => {
    const rising = Float32Array.from({ length: 72 }, (_, i) => i % 9)
    expect(dHash(rising)).toBe('0000000000000000')
    const falling = Float32Array.from({ length: 72 }, (_, i) => 9 - (i % 9))
    expect(dHash(falling)).toBe('ffffffffffffffff')
    const firstPairOnly = Float32Array.from({ length: 72 }, (_, i) => (i === 0 ? 1 : 0))
    expect(dHash(firstPairOnly)).toBe('8000000000000000')
  })

  it('downscales RGBA by box average, transparent over white', () => {
    // 18×16 image: left half black, right half white → every 9×8 cell is pure black or white
    const w = 18
    const h = 16
    const rgba = new Uint8ClampedArray(w * h * 4)
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const p = (y * w + x) * 4
        const v = x < 9 ? 0 : 255
        rgba.set([v, v, v, 255], p)
      }
    }
    const gray = grayFromRgba(rgba, w, h)
    expect(gray.length).toBe(72)
    expect(gray[0]).toBeCloseTo(0)
    expect(gray[8]).toBeCloseTo(255)
    const transparent = grayFromRgba(new Uint8ClampedArray(4 * 4 * 4), 4, 4)
    expect([...transparent].every((v) => Math.abs(v - 255) < 1e-3)).toBe(true)
    // the same picture at another size gives the same hash
    const small = new Uint8ClampedArray(9 * 8 * 4)
    for (let i = 0; i < 72; i++) small.set(i % 9 < 4 ? [0, 0, 0, 255] : [255, 255, 255, 255], i * 4)
    const big = new Uint8ClampedArray(36 * 32 * 4)
    for (let y = 0; y < 32; y++) {
      for (let x = 0; x < 36; x++) big.set(x < 16 ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * 36 + x) * 4)
    }
    expect(dHash(grayFromRgba(big, 36, 32))).toBe(dHash(grayFromRgba(small, 9, 8)))
  })
})

describe('similarImages and sharedViennaCodes', () => {
  const base = '0f0f0f0f33333333'
  const marks = [
    { id: 'A', imageHash: flipBit(flipBit(base, 3), 40), viennaCodes: ['26.1.1', '3.1.8'] },
    { id: 'B', imageHash: base, viennaCodes: ['26.1.1', '27.5.1'] },
    { id: 'C', imageHash: flipBit(base, 10), viennaCodes: ['26.1.1', '3.1.8'] },
    { id: 'D', imageHash: 'f0f0f0f0cccccccc', viennaCodes: ['1.1.1'] },
    { id: 'E', imageHash: '', viennaCodes: ['26.1.1'] },
  ]

  it('orders marks by distance and scores 0–100', () => {
    const hits = similarImages(marks, base)
    expect(hits).toEqual([
      { id: 'B', distance: 0, score: 100 },
      { id: 'C', distance: 1, score: 98 },
      { id: 'A', distance: 2, score: 97 },
      { id: 'D', distance: 64, score: 0 },
    ])
    expect(similarImages(marks, base, { limit: 2 }).map((h) => h.id)).toEqual(['B', 'C'])
    expect(similarImages(marks, base, { maxDistance: 1 }).map((h) => h.id)).toEqual(['B', 'C'])
    expect(similarImages(marks, 'not a hash')).toEqual([])
  })

  it('counts the Vienna codes the nearest marks share', () => {
    const hits = similarImages(marks, base, { limit: 3 })
    expect(sharedViennaCodes(hits, marks)).toEqual([
      { code: '26.1.1', count: 3 },
      { code: '3.1.8', count: 2 },
    ])
    expect(sharedViennaCodes(hits, marks, { minCount: 1 })).toContainEqual({ code: '27.5.1', count: 1 })
  })
})

/**
 * Perceptual-hash image search (issue 3). Every mark carries `imageHash`, a 64-bit difference hash
 * (dHash) of its specimen as 16 hex characters. The browser draws an uploaded image into a canvas, turns
 * its RGBA pixels into a 9×8 grey grid (`grayFromRgba`), hashes it (`dHash`) and ranks marks by Hamming
 * distance (`similarImages`); `sharedViennaCodes` explains a result by the figurative elements the
 * nearest marks have in common.
 *
 * dHash (`dHashFromGray`, src/domain/image-hash.ts, shared with the browser): rows top to bottom, in each row the 8 neighbour pairs left to
 * right; a bit is 1 when the left pixel is brighter than the right one; the first bit is the most
 * significant bit of the first hex digit.
 */
import { dHashFromGray, grayFromRgba } from '../../src/domain/image-hash'
import type { RegisterMark } from './types'

export type HashedMark = Pick<RegisterMark, 'id' | 'imageHash'>

export interface ImageHit {
  id: string
  /** Hamming distance, 0–64. */
  distance: number
  /** 100 for an identical hash, 0 for the complement: round(100 × (1 − distance / 64)). */
  score: number
}

const POPCOUNT_NIBBLE = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4]

function popcount32(v: number): number {
  v = v - ((v >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

const HEX16 = /^[0-9a-f]{16}$/i

/** Number of differing bits between two hex hashes (16 hex digits = 64 bits; shorter ones compare by digit). */
export function hammingDistance(a: string, b: string): number {
  if (HEX16.test(a) && HEX16.test(b)) {
    return (
      popcount32(Number.parseInt(a.slice(0, 8), 16) ^ Number.parseInt(b.slice(0, 8), 16)) +
      popcount32(Number.parseInt(a.slice(8), 16) ^ Number.parseInt(b.slice(8), 16))
    )
  }
  const length = Math.max(a.length, b.length)
  let d = 0
  for (let i = 0; i < length; i++) {
    const x = Number.parseInt(a[i] ?? '0', 16)
    const y = Number.parseInt(b[i] ?? '0', 16)
    d += POPCOUNT_NIBBLE[((Number.isNaN(x) ? 0 : x) ^ (Number.isNaN(y) ? 0 : y)) & 15]!
  }
  return d
}

export { grayFromRgba }

/**
 * Difference hash of a `width × height` grey grid (default 9×8 → 64 bits → 16 hex digits): the same
 * function that hashed every specimen in the register (specimen-grid.ts), re-exported so an upload and
 * the register are hashed identically.
 */
export const dHash = dHashFromGray

// Parsed hashes per marks array, so repeated searches over the register do not re-parse 50,000 strings.
const parsedCache = new WeakMap<readonly HashedMark[], Int32Array>()

function parsedHashes(marks: readonly HashedMark[]): Int32Array {
  let parsed = parsedCache.get(marks)
  if (!parsed || parsed.length !== marks.length * 3) {
    parsed = new Int32Array(marks.length * 3)
    marks.forEach((m, i) => {
      const ok = HEX16.test(m.imageHash)
      parsed![i * 3] = ok ? 1 : 0
      parsed![i * 3 + 1] = ok ? Number.parseInt(m.imageHash.slice(0, 8), 16) | 0 : 0
      parsed![i * 3 + 2] = ok ? Number.parseInt(m.imageHash.slice(8), 16) | 0 : 0
    })
    parsedCache.set(marks, parsed)
  }
  return parsed
}

/**
 * The marks whose image hash is nearest `queryHash`, nearest first (ties by id). Marks without a valid
 * 16-digit hash are skipped; `maxDistance` (default 64) drops the far ones.
 */
export function similarImages(
  marks: readonly HashedMark[],
  queryHash: string,
  { limit = 50, maxDistance = 64 }: { limit?: number; maxDistance?: number } = {},
): ImageHit[] {
  if (!HEX16.test(queryHash)) return []
  const qa = Number.parseInt(queryHash.slice(0, 8), 16) | 0
  const qb = Number.parseInt(queryHash.slice(8), 16) | 0
  const parsed = parsedHashes(marks)
  const hits: Array<{ i: number; distance: number }> = []
  for (let i = 0; i < marks.length; i++) {
    if (!parsed[i * 3]) continue
    const distance = popcount32(parsed[i * 3 + 1]! ^ qa) + popcount32(parsed[i * 3 + 2]! ^ qb)
    if (distance <= maxDistance) hits.push({ i, distance })
  }
  hits.sort((x, y) => x.distance - y.distance || (marks[x.i]!.id < marks[y.i]!.id ? -1 : 1))
  return hits.slice(0, Math.max(0, limit)).map(({ i, distance }) => ({
    id: marks[i]!.id,
    distance,
    score: Math.round(100 * (1 - distance / 64)),
  }))
}

/**
 * Vienna codes held by at least `minCount` (default 2) of the result marks, most shared first (ties by
 * code), so a result list can say what its nearest marks have in common.
 */
export function sharedViennaCodes(
  results: readonly { id: string }[],
  marks: readonly Pick<RegisterMark, 'id' | 'viennaCodes'>[],
  { minCount = 2 }: { minCount?: number } = {},
): Array<{ code: string; count: number }> {
  const byId = new Map<string, readonly string[]>()
  const wanted = new Set(results.map((r) => r.id))
  for (const m of marks) if (wanted.has(m.id)) byId.set(m.id, m.viennaCodes)
  const counts = new Map<string, number>()
  for (const id of wanted) {
    for (const code of new Set(byId.get(id) ?? [])) counts.set(code, (counts.get(code) ?? 0) + 1)
  }
  return [...counts]
    .filter(([, count]) => count >= minCount)
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code, 'en', { numeric: true }))
}

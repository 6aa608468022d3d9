/**
 * A small seeded PRNG (mulberry32). Faker is far too slow for the 50,000-record loop, so the register draws
 * from this and uses faker only to fill small pools up front.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** True with probability p. */
  chance(p: number): boolean
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p) => next() < p,
  }
}

/** FNV-1a over a string: a stable seed for everything drawn from one record (its specimen, its colours). */
export function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Cumulative weights for `pickWeighted`, built once per table. */
export interface WeightedTable<T> {
  values: readonly T[]
  cumulative: Float64Array
}

export function weighted<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  const cumulative = new Float64Array(entries.length)
  let sum = 0
  entries.forEach(([, w], i) => {
    sum += w
    cumulative[i] = sum
  })
  for (let i = 0; i < cumulative.length; i++) cumulative[i] = (cumulative[i] as number) / sum
  return { values: entries.map(([v]) => v), cumulative }
}

export function pickWeighted<T>(rng: Rng, table: WeightedTable<T>): T {
  const u = rng.next()
  const { cumulative, values } = table
  let i = 0
  while (i < cumulative.length - 1 && u >= (cumulative[i] as number)) i++
  return values[i] as T
}

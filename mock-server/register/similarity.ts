/**
 * Text similarity of trademark names (issue 3), in one module so every rule is stated once.
 *
 * Names are first normalised (`normaliseName`: NFKC folds full-width forms to half-width, then upper-case,
 * then every character that is not a letter or digit — spaces, punctuation, symbols — is dropped).
 *
 * Rules, strongest first (the first rule that applies decides the level):
 *
 * | rule                  | example                   | level                                |
 * | --------------------- | ------------------------- | ------------------------------------ |
 * | exact                 | 华为 / 华 为               | high (100)                           |
 * | same pinyin           | 华为 / 花为 (hua wei)      | high (95)                            |
 * | pinyin spelling       | HUAWEI / 华为              | high (95)                            |
 * | containment           | 华为 / 华为技术, NOVA / NOVATEK | high (86–93); the contained part must be ≥ 2 Chinese characters or ≥ 3 Latin characters |
 * | translation           | 苹果 / APPLE (search-index.ts, from the brand-word dictionary) | high (85) |
 * | same characters, other order | 为华 / 华为         | high (84) — identical multiset of characters |
 * | same syllables, other order  | 为花 / 华为         | middle (70) — same sounds, different characters and order |
 * | edit distance         | NOVA / NOVO (1), NOVA / NAVY (2) | see below                    |
 * | single-character containment | 华 / 华为          | low (48)                             |
 *
 * Edit distance is Levenshtein over code points of the normalised names and, for Chinese, also over the
 * pinyin syllables (华为 / 花美 is one syllable away); the smaller distance wins. With L = the longer length
 * (characters, or syllables for the syllable distance):
 * - middle when d ≤ max(1, ⌊L / 5⌋) and L ≥ 3 (so NOVA/NOVO, 华为达/华为大 are middle);
 * - low when d ≤ max(2, ⌊L / 3⌋) and L ≥ 4, or d = 1 and L = 2 (two-character Chinese names sharing one
 *   character or syllable, e.g. 华为 / 华美, are only low: half of the name differs);
 * - otherwise no match (`null`).
 *
 * Scores sit in bands so that sorting by level then score is consistent: high 80–100, middle 50–79,
 * low 20–49. Within a level the score follows the rules' order, so a result lists identical marks first,
 * then the same pronunciation, then containment, then the rest (issue 11): containment outscores a reordered
 * name, and a one-character containment outscores every low edit distance (capped at 47).
 */
import { hanSyllables } from './pinyin'

export type SimilarityLevel = 'high' | 'middle' | 'low'

export interface SimilarityResult {
  level: SimilarityLevel
  score: number
  reasons: string[]
}

/** A name reduced to everything the rules need; built once per mark by the search index. */
export interface PreparedName {
  /** Normalised name (see `normaliseName`). */
  norm: string
  /** Code points of `norm`. */
  chars: string[]
  /** Whether the name contains any Chinese character. */
  han: boolean
  /** Upper-case pinyin syllables of the Chinese characters, ü written V; [] for non-Chinese names. */
  syllables: string[]
  /** `syllables` joined ('' for non-Chinese names). */
  pinyinJoined: string
}

export const LEVEL_RANK: Record<SimilarityLevel, number> = { high: 0, middle: 1, low: 2 }

const HAN = /\p{Script=Han}/u
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu

/** Full-width → half-width (NFKC), upper-case, spaces and punctuation removed. */
export function normaliseName(text: string): string {
  return text.normalize('NFKC').toUpperCase().replace(NOT_LETTER_OR_DIGIT, '')
}

export function hasHan(text: string): boolean {
  return HAN.test(text)
}

const normaliseSyllable = (s: string): string => s.toUpperCase().replace(/Ü/g, 'V')

const pinyinCache = new Map<string, string[]>()

/** Pinyin syllables (upper case, tone-less) of the Chinese characters in `text`, cached per string. */
export function pinyinSyllables(text: string): string[] {
  let cached = pinyinCache.get(text)
  if (!cached) {
    cached = hasHan(text) ? hanSyllables(text).map(normaliseSyllable) : []
    if (pinyinCache.size > 10_000) pinyinCache.clear()
    pinyinCache.set(text, cached)
  }
  return cached
}

/**
 * Prepares a name. `knownPinyin` (the register's space separated pinyin) is used when given; queries leave
 * it out (their pinyin comes from register/pinyin.ts).
 */
export function prepareName(name: string, knownPinyin?: string): PreparedName {
  const norm = normaliseName(name)
  const han = hasHan(norm)
  let syllables: string[] = []
  if (han) {
    const given = knownPinyin?.trim()
    syllables = given ? given.split(/\s+/).map(normaliseSyllable) : pinyinSyllables(norm)
  }
  return { norm, chars: Array.from(norm), han, syllables, pinyinJoined: syllables.join('') }
}

// Two reusable rows for `levenshtein` (names are short; the rows grow when needed).
let rowA = new Int32Array(64)
let rowB = new Int32Array(64)

/** Levenshtein distance over two sequences; stops early and returns `max + 1` once it must exceed `max`. */
export function levenshtein<T>(a: ArrayLike<T>, b: ArrayLike<T>, max = Infinity): number {
  let m = a.length
  let n = b.length
  if (Math.abs(m - n) > max) return max + 1
  if (m === 0) return n
  if (n === 0) return m
  if (m > n) {
    const t = a
    a = b
    b = t
    m = a.length
    n = b.length
  }
  if (rowA.length <= m) {
    rowA = new Int32Array(m + 1)
    rowB = new Int32Array(m + 1)
  }
  let prev = rowA
  let curr = rowB
  for (let i = 0; i <= m; i++) prev[i] = i
  for (let j = 1; j <= n; j++) {
    curr[0] = j
    let rowMin = j
    const bj = b[j - 1]
    for (let i = 1; i <= m; i++) {
      let v = prev[i - 1]! + (a[i - 1] === bj ? 0 : 1)
      const del = prev[i]! + 1
      const ins = curr[i - 1]! + 1
      if (del < v) v = del
      if (ins < v) v = ins
      curr[i] = v
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const t = prev
    prev = curr
    curr = t
  }
  return prev[m]!
}

/** Largest edit distance that is still 'middle' for names of (longer) length `len`; -1 when none. */
export function middleDistance(len: number): number {
  return len >= 3 ? Math.max(1, Math.floor(len / 5)) : -1
}

/** Largest edit distance that is still 'low' for names of (longer) length `len`; -1 when none. */
export function lowDistance(len: number): number {
  if (len >= 4) return Math.max(2, Math.floor(len / 3))
  if (len >= 2) return 1
  return -1
}

const sameMultiset = (a: string[], b: string[]): boolean => {
  if (a.length !== b.length) return false
  const x = [...a].sort()
  const y = [...b].sort()
  return x.every((v, i) => v === y[i])
}

const minContained = (text: string): number => (hasHan(text) ? 2 : 3)

/** 86–93: the larger the share of the longer name the shorter one covers, the closer. */
const containedScore = (inner: number, outer: number): number => 86 + Math.round(7 * (inner / outer))

/** A mark whose name is the query's counterpart in the brand-word dictionary (苹果 / APPLE). */
export const TRANSLATION: SimilarityResult = { level: 'high', score: 85, reasons: ['translation'] }

function distanceLevel(d: number, len: number, unit: string): SimilarityResult | null {
  if (d <= 0) return null
  if (d <= middleDistance(len)) {
    return {
      level: 'middle',
      score: Math.round(50 + 29 * (1 - d / len)),
      reasons: [`edit-distance-${unit}:${d}`],
    }
  }
  if (d <= lowDistance(len)) {
    return {
      level: 'low',
      score: Math.min(47, Math.round(20 + 29 * (1 - d / len))),
      reasons: [`edit-distance-${unit}:${d}`],
    }
  }
  return null
}

const better = (a: SimilarityResult | null, b: SimilarityResult | null): SimilarityResult | null => {
  if (!a) return b
  if (!b) return a
  if (LEVEL_RANK[a.level] !== LEVEL_RANK[b.level]) return LEVEL_RANK[a.level] < LEVEL_RANK[b.level] ? a : b
  return a.score >= b.score ? a : b
}

/** The rules above on two prepared names. */
export function scorePrepared(q: PreparedName, c: PreparedName): SimilarityResult | null {
  if (!q.norm || !c.norm) return null
  if (q.norm === c.norm) return { level: 'high', score: 100, reasons: ['exact'] }

  if (q.han && c.han && q.pinyinJoined && q.pinyinJoined === c.pinyinJoined) {
    return { level: 'high', score: 95, reasons: ['same-pinyin'] }
  }
  if (q.han !== c.han && (q.han ? q.pinyinJoined === c.norm : c.pinyinJoined === q.norm)) {
    return { level: 'high', score: 95, reasons: ['pinyin-spelling'] }
  }

  const qLen = q.chars.length
  const cLen = c.chars.length
  if (qLen < cLen && c.norm.includes(q.norm)) {
    if (qLen >= minContained(q.norm)) {
      return { level: 'high', score: containedScore(qLen, cLen), reasons: ['query-in-name'] }
    }
    return { level: 'low', score: 48, reasons: ['query-in-name'] }
  }
  if (cLen < qLen && q.norm.includes(c.norm)) {
    if (cLen >= minContained(c.norm)) {
      return { level: 'high', score: containedScore(cLen, qLen), reasons: ['name-in-query'] }
    }
    return { level: 'low', score: 48, reasons: ['name-in-query'] }
  }

  if (qLen >= 2 && sameMultiset(q.chars, c.chars)) {
    return { level: 'high', score: 84, reasons: ['same-characters-reordered'] }
  }
  if (q.han && c.han && q.syllables.length >= 2 && sameMultiset(q.syllables, c.syllables)) {
    return { level: 'middle', score: 70, reasons: ['same-pinyin-reordered'] }
  }

  const len = Math.max(qLen, cLen)
  const dChars = levenshtein(q.chars, c.chars, lowDistance(len))
  let result = distanceLevel(dChars, len, 'characters')
  if (q.han && c.han && q.syllables.length && c.syllables.length) {
    const sLen = Math.max(q.syllables.length, c.syllables.length)
    const dSyl = levenshtein(q.syllables, c.syllables, lowDistance(sLen))
    result = better(result, distanceLevel(dSyl, sLen, 'pinyin'))
  }
  return result
}

/** Similarity of a query to a mark name; `null` when no rule applies. */
export function scoreName(
  query: string,
  candidate: { name: string; pinyin: string },
): SimilarityResult | null {
  return scorePrepared(prepareName(query), prepareName(candidate.name, candidate.pinyin))
}

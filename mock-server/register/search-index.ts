/**
 * An index over the register for text similarity queries (issue 3). Each mark's name is prepared once
 * (normalised text, characters, pinyin syllables — see similarity.ts); inverted indexes pick a small
 * candidate set per query, and only candidates are scored with the rules of similarity.ts:
 *
 * - Chinese queries: marks sharing a Chinese character (`byChar`) or a pinyin syllable (`bySyllable`),
 *   plus Latin marks spelled as the query's pinyin (`byNorm`);
 * - Latin queries: Chinese marks whose joined pinyin equals the query (`byPinyin`), marks sharing a
 *   trigram (`byTrigram`; containment needs every trigram of the shorter name), and a length-bounded
 *   edit-distance pass over the Latin marks whose length is within the 'low' distance (`byLength`),
 *   which finds NOVA / NAVA although they share no trigram.
 *
 * A small zh ↔ Latin brand-word dictionary (given at build time) adds the query's counterparts: 苹果 finds the
 * marks named APPLE and APPLE those named 苹果, with the reason 'translation'.
 */
import type { RegisterMark } from './types'
import {
  LEVEL_RANK,
  TRANSLATION,
  levenshtein,
  lowDistance,
  normaliseName,
  prepareName,
  scorePrepared,
  type PreparedName,
  type SimilarityLevel,
} from './similarity'

export type { SimilarityLevel as Level } from './similarity'

export type SearchableMark = Pick<RegisterMark, 'id' | 'name' | 'pinyin' | 'country' | 'classes'>

export interface SearchIndex {
  size: number
  ids: string[]
  names: PreparedName[]
  countries: string[]
  /** Two 32-bit words per mark; bit n of the pair is Nice class n. */
  classMasks: Uint32Array
  /** Distinct trigrams per mark (0 for names shorter than 3 or purely Chinese). */
  trigramCounts: Uint16Array
  byChar: Map<string, Int32Array>
  bySyllable: Map<string, Int32Array>
  byTrigram: Map<string, Int32Array>
  /** Marks without Chinese characters, by length of the normalised name. */
  byLength: Map<number, Int32Array>
  /** Marks without Chinese characters, by normalised name. */
  byNorm: Map<string, Int32Array>
  /** Marks without Chinese characters, by their sorted characters (AVON and NOVA share 'ANOV'). */
  byAnagram: Map<string, Int32Array>
  /** Chinese marks, by joined pinyin (upper case). */
  byPinyin: Map<string, Int32Array>
  /** Normalised word → its normalised counterparts in the other language (苹果 → APPLE). */
  translations: Map<string, string[]>
  /** Scratch space for one query: the query number that last touched each mark, and trigram hits. */
  stamp: Uint32Array
  hits: Uint16Array
  query: number
}

export interface SearchOptions {
  /** Nice classes ('09'); a mark matches when it has any of them. */
  classes?: string[]
  countries?: string[]
  levels?: SimilarityLevel[]
  limit?: number
}

export interface SearchHit {
  id: string
  level: SimilarityLevel
  score: number
  reasons: string[]
}

const HAN_CHAR = /\p{Script=Han}/u

function trigrams(text: string): Set<string> {
  const chars = Array.from(text)
  const out = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!)
  return out
}

const anagramKey = (chars: readonly string[]): string => [...chars].sort().join('')

function push(map: Map<string | number, number[]>, key: string | number, i: number): void {
  const list = map.get(key)
  if (list) list.push(i)
  else map.set(key, [i])
}

function freeze<K>(map: Map<K, number[]>): Map<K, Int32Array> {
  const out = new Map<K, Int32Array>()
  for (const [k, v] of map) out.set(k, Int32Array.from(v))
  return out
}

function classMaskOf(classes: readonly string[], out: Uint32Array, at: number): void {
  for (const no of classes) {
    const n = Number.parseInt(no, 10)
    if (n >= 0 && n < 64) out[at + (n >> 5)]! |= 1 << (n & 31)
  }
}

export interface IndexOptions {
  /** zh ↔ Latin word pairs: a search for one also finds marks named by the other. */
  dictionary?: readonly (readonly [string, string])[]
}

function translationsOf(pairs: readonly (readonly [string, string])[]): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const add = (from: string, to: string) => {
    if (!from || !to || from === to) return
    const list = out.get(from)
    if (!list) out.set(from, [to])
    else if (!list.includes(to)) list.push(to)
  }
  for (const [zh, latin] of pairs) {
    add(normaliseName(zh), normaliseName(latin))
    add(normaliseName(latin), normaliseName(zh))
  }
  return out
}

export function buildSearchIndex(marks: readonly SearchableMark[], options: IndexOptions = {}): SearchIndex {
  const size = marks.length
  const ids: string[] = new Array<string>(size)
  const names: PreparedName[] = new Array<PreparedName>(size)
  const countries: string[] = new Array<string>(size)
  const classMasks = new Uint32Array(size * 2)
  const trigramCounts = new Uint16Array(size)
  const byChar = new Map<string, number[]>()
  const bySyllable = new Map<string, number[]>()
  const byTrigram = new Map<string, number[]>()
  const byLength = new Map<number, number[]>()
  const byNorm = new Map<string, number[]>()
  const byPinyin = new Map<string, number[]>()
  const byAnagram = new Map<string, number[]>()

  for (let i = 0; i < size; i++) {
    const mark = marks[i]!
    const p = prepareName(mark.name, mark.pinyin)
    ids[i] = mark.id
    names[i] = p
    countries[i] = mark.country
    classMaskOf(
      mark.classes.map((c) => c.no),
      classMasks,
      i * 2,
    )
    if (!p.norm) continue
    if (p.han) {
      for (const ch of new Set(p.chars)) if (HAN_CHAR.test(ch)) push(byChar, ch, i)
      for (const s of new Set(p.syllables)) push(bySyllable, s, i)
      if (p.pinyinJoined) push(byPinyin, p.pinyinJoined, i)
    } else {
      push(byLength, p.chars.length, i)
      push(byNorm, p.norm, i)
      push(byAnagram, anagramKey(p.chars), i)
    }
    // Latin (and mixed) names get trigrams; purely Chinese names are found by character and syllable.
    if (!p.han || /[^\p{Script=Han}]/u.test(p.norm)) {
      const grams = trigrams(p.norm)
      trigramCounts[i] = grams.size
      for (const g of grams) push(byTrigram, g, i)
    }
  }

  return {
    size,
    ids,
    names,
    countries,
    classMasks,
    trigramCounts,
    byChar: freeze(byChar),
    bySyllable: freeze(bySyllable),
    byTrigram: freeze(byTrigram),
    byLength: freeze(byLength),
    byNorm: freeze(byNorm),
    byPinyin: freeze(byPinyin),
    byAnagram: freeze(byAnagram),
    translations: translationsOf(options.dictionary ?? []),
    stamp: new Uint32Array(size),
    hits: new Uint16Array(size),
    query: 0,
  }
}

/** Lower is better: level first, then score. */
const rankOf = (r: { level: SimilarityLevel; score: number }): number => LEVEL_RANK[r.level] * 1000 - r.score

/** Best first: level, then score, then id. */
export const compareHits = (a: SearchHit, b: SearchHit): number =>
  LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** Marks similar to `query`, best first (level, then score, then id). */
export function searchSimilar(index: SearchIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  const q = prepareName(query)
  if (!q.norm || index.size === 0) return []

  // A fresh stamp per query marks the candidates already collected without clearing an array.
  index.query = (index.query + 1) >>> 0
  if (index.query === 0) {
    index.stamp.fill(0)
    index.query = 1
  }
  const { stamp, hits, names } = index
  const current = index.query
  const candidates: number[] = []
  const add = (i: number): void => {
    if (stamp[i] !== current) {
      stamp[i] = current
      candidates.push(i)
    }
  }
  const addAll = (list: Int32Array | undefined): void => {
    if (list) for (let k = 0; k < list.length; k++) add(list[k]!)
  }

  // The query's counterparts in the dictionary: Latin marks by their name, Chinese ones by their first character.
  const translated = new Set(index.translations.get(q.norm) ?? [])
  for (const word of translated) {
    const list = HAN_CHAR.test(word) ? index.byChar.get(Array.from(word)[0]!) : index.byNorm.get(word)
    if (list) for (let k = 0; k < list.length; k++) if (names[list[k]!]!.norm === word) add(list[k]!)
  }

  const qLen = q.chars.length
  if (q.han) {
    for (const ch of new Set(q.chars)) if (HAN_CHAR.test(ch)) addAll(index.byChar.get(ch))
    for (const s of new Set(q.syllables)) addAll(index.bySyllable.get(s))
    if (q.pinyinJoined) addAll(index.byNorm.get(q.pinyinJoined))
  } else {
    addAll(index.byPinyin.get(q.norm))
    addAll(index.byAnagram.get(anagramKey(q.chars)))
  }

  if (!q.han || /[^\p{Script=Han}]/u.test(q.norm)) {
    // Trigram hits: score marks holding every query trigram (query inside the mark), marks whose every
    // trigram is in the query (mark inside the query), and marks of a length an edit could reach.
    const grams = trigrams(q.norm)
    const touched: number[] = []
    for (const g of grams) {
      const list = index.byTrigram.get(g)
      if (!list) continue
      for (let k = 0; k < list.length; k++) {
        const i = list[k]!
        if (hits[i] === 0) touched.push(i)
        hits[i]!++
      }
    }
    for (const i of touched) {
      const h = hits[i]!
      hits[i] = 0
      const len = names[i]!.chars.length
      if (
        h === grams.size ||
        h === index.trigramCounts[i] ||
        Math.abs(len - qLen) <= lowDistance(Math.max(len, qLen))
      ) {
        add(i)
      }
    }
  }

  if (!q.han) {
    // Length-bounded edit-distance pass over Latin marks; marks shorter than 3 have no trigrams, so
    // lengths 1–2 are always visited for containment.
    const maxD = lowDistance(qLen + 2)
    const lengths = new Set<number>([1, 2])
    for (let len = Math.max(1, qLen - maxD); len <= qLen + maxD; len++) lengths.add(len)
    for (const len of lengths) {
      const bucket = index.byLength.get(len)
      if (!bucket) continue
      const bound = lowDistance(Math.max(len, qLen))
      for (let k = 0; k < bucket.length; k++) {
        const i = bucket[k]!
        if (stamp[i] === current) continue
        const c = names[i]!
        if (levenshtein(q.norm, c.norm, bound) <= bound || (len < 3 && q.norm.includes(c.norm))) add(i)
      }
    }
    if (qLen < 3) {
      // Too short for trigrams: containment in longer Latin names needs a scan (still only low).
      for (const [len, bucket] of index.byLength) {
        if (len <= qLen + maxD) continue
        for (let k = 0; k < bucket.length; k++) {
          const i = bucket[k]!
          if (stamp[i] !== current && names[i]!.norm.includes(q.norm)) add(i)
        }
      }
    }
  }

  const classMask = new Uint32Array(2)
  const filterClasses = !!options.classes?.length
  if (filterClasses) classMaskOf(options.classes!, classMask, 0)
  const countries = options.countries?.length ? new Set(options.countries) : null
  const levels = options.levels?.length ? new Set(options.levels) : null

  const out: SearchHit[] = []
  for (const i of candidates) {
    if (countries && !countries.has(index.countries[i]!)) continue
    if (
      filterClasses &&
      (index.classMasks[i * 2]! & classMask[0]!) === 0 &&
      (index.classMasks[i * 2 + 1]! & classMask[1]!) === 0
    ) {
      continue
    }
    let r = scorePrepared(q, names[i]!)
    if (translated.has(names[i]!.norm) && (!r || rankOf(r) > rankOf(TRANSLATION))) r = TRANSLATION
    if (!r || (levels && !levels.has(r.level))) continue
    out.push({ id: index.ids[i]!, level: r.level, score: r.score, reasons: r.reasons })
  }
  out.sort(compareHits)
  return options.limit !== undefined ? out.slice(0, options.limit) : out
}

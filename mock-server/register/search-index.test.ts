import { beforeAll, describe, expect, it } from 'vitest'
import { pinyin } from 'pinyin-pro'
import { buildSearchIndex, searchSimilar, type SearchIndex, type SearchableMark } from './search-index'
import { scoreName } from './similarity'
import { loadFullPinyin } from './pinyin'
import { mulberry32 } from './prng'

// These read Chinese text directly, not through the mock's request pipeline, which loads pinyin-pro for them.
beforeAll(() => loadFullPinyin())

// A synthetic register so these tests do not depend on generate.ts: random Chinese and Latin
// names plus a few planted marks (first, in this order) whose expected levels are known.
const ZH_POOL =
  '华为中国科技信达通美佳宏盛泰金银龙凤天地海山云杉星月光明新源恒丰瑞祥康乐福安和平东方西南北京上广深联创智慧博远鑫鼎汇德仁义礼嘉禾丽雅思尚品优质精诚锦绣春秋夏冬风雨雪林森木火水土石青红白黑紫蓝绿黄万千百合众兴旺发达昌隆辉煌宇宙飞腾跃龙虎豹狮鹰鹏'
const LATIN_ONSETS = [
  'B',
  'C',
  'D',
  'F',
  'G',
  'K',
  'L',
  'M',
  'N',
  'P',
  'R',
  'S',
  'T',
  'V',
  'Z',
  'TR',
  'ST',
  'BR',
]
const LATIN_VOWELS = ['A', 'E', 'I', 'O', 'U', 'AI', 'EO']

const rng = mulberry32

const PLANTED: Array<[string, string]> = [
  ['华为', 'CN'],
  ['花为', 'CN'],
  ['为华', 'CN'],
  ['华为技术', 'CN'],
  ['HUAWEI', 'US'],
  ['NOVA', 'US'],
  ['NOVO', 'DE'],
  ['NAVY', 'GB'],
  ['NOVATEK', 'JP'],
  ['云杉', 'CN'],
  ['华信', 'CN'],
]

/** `count` synthetic marks (deterministic for a seed), the planted ones first. */
function syntheticMarks(count: number, seed = 1): SearchableMark[] {
  const random = rng(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const marks: SearchableMark[] = []
  const make = (name: string, country: string): SearchableMark => {
    const han = /\p{Script=Han}/u.test(name)
    const classNo = String(1 + Math.floor(random() * 45)).padStart(2, '0')
    return {
      id: `M${String(marks.length).padStart(6, '0')}`,
      name,
      pinyin: han ? pinyin(name, { toneType: 'none', type: 'array' }).join(' ') : '',
      country,
      classes: [{ no: classNo, goodsZh: [], goodsEn: [], groups: [] }],
    }
  }
  for (const [name, country] of PLANTED) marks.push(make(name, country))
  const pool = Array.from(ZH_POOL)
  while (marks.length < count) {
    if (random() < 0.55) {
      const len = 2 + Math.floor(random() * 3)
      let name = ''
      for (let k = 0; k < len; k++) name += pick(pool)
      marks.push(make(name, random() < 0.8 ? 'CN' : pick(['HK', 'TW', 'SG'])))
    } else {
      const syllables = 1 + Math.floor(random() * 3)
      let name = ''
      for (let k = 0; k < syllables; k++) name += pick(LATIN_ONSETS) + pick(LATIN_VOWELS)
      if (random() < 0.3) name += pick(['X', 'N', 'S', 'TEK', 'LINE'])
      marks.push(make(name, pick(['US', 'DE', 'GB', 'JP', 'FR', 'EM', 'WO'])))
    }
  }
  return marks
}

describe('searchSimilar (small register)', () => {
  const marks = syntheticMarks(PLANTED.length)
  const index = buildSearchIndex(marks)
  const idOf = (name: string) => marks.find((m) => m.name === name)!.id
  const levelOf = (hits: ReturnType<typeof searchSimilar>, name: string) =>
    hits.find((h) => h.id === idOf(name))?.level

  it('finds the planted marks for 华为 at the documented levels, best first', () => {
    const hits = searchSimilar(index, '华为')
    expect(hits[0]).toMatchObject({ id: idOf('华为'), level: 'high', reasons: ['exact'] })
    expect(levelOf(hits, '花为')).toBe('high')
    expect(levelOf(hits, '为华')).toBe('high')
    expect(levelOf(hits, '华为技术')).toBe('high')
    expect(levelOf(hits, 'HUAWEI')).toBe('high')
    expect(levelOf(hits, '华信')).toBe('low')
    expect(levelOf(hits, '云杉')).toBeUndefined()
  })

  it('a Latin query reaches Latin marks by edit distance and Chinese marks by pinyin spelling', () => {
    const nova = searchSimilar(index, 'nova')
    expect(nova.map((h) => [marks.find((m) => m.id === h.id)!.name, h.level])).toEqual([
      ['NOVA', 'high'],
      ['NOVATEK', 'high'],
      ['NOVO', 'middle'],
      ['NAVY', 'low'],
    ])
    expect(levelOf(searchSimilar(index, 'HUAWEI'), '华为')).toBe('high')
    expect(levelOf(searchSimilar(index, 'HUAWEI'), '花为')).toBe('high')
  })

  it('filters by class, country and level', () => {
    const hits = searchSimilar(index, '华为', { countries: ['US'] })
    expect(hits.map((h) => h.id)).toEqual([idOf('HUAWEI')])
    const cls = marks.find((m) => m.name === '花为')!.classes[0]!.no
    expect(
      searchSimilar(index, '华为', { classes: [cls] }).every((h) => {
        const mark = marks.find((m) => m.id === h.id)!
        return mark.classes.some((c) => c.no === cls)
      }),
    ).toBe(true)
    expect(searchSimilar(index, 'NOVA', { levels: ['middle', 'low'] }).map((h) => h.level)).toEqual([
      'middle',
      'low',
    ])
  })

  it('returns nothing for an empty or punctuation-only query', () => {
    expect(searchSimilar(index, '')).toEqual([])
    expect(searchSimilar(index, '——')).toEqual([])
  })
})

describe('searchSimilar (50,000 marks)', () => {
  let marks: SearchableMark[]
  let index: SearchIndex
  beforeAll(() => {
    marks = syntheticMarks(50_000, 7)
    index = buildSearchIndex(marks)
  }, 60_000)

  it('gives the same answer as scoring every mark (the candidate sets lose nothing)', () => {
    for (const query of ['华为', '云杉', 'NOVA', 'HUAXIN', '华为技术', 'TRAIBO', 'KO', '为花通']) {
      const brute = marks
        .map((m) => ({ id: m.id, r: scoreName(query, m) }))
        .filter((x) => x.r !== null)
        .map((x) => `${x.id}:${x.r!.level}:${x.r!.score}`)
        .sort()
      const fast = searchSimilar(index, query)
        .map((h) => `${h.id}:${h.level}:${h.score}`)
        .sort()
      expect(fast, query).toEqual(brute)
    }
  }, 60_000)

  it('answers a query in well under 50 ms (median of several)', () => {
    const times: number[] = []
    for (let k = 0; k < 5; k++) {
      for (const query of ['华为', '云杉', 'NOVA', 'HUAXIN']) {
        const t = performance.now()
        searchSimilar(index, query)
        times.push(performance.now() - t)
      }
    }
    times.sort((a, b) => a - b)
    expect(times[Math.floor(times.length / 2)]!).toBeLessThan(50)
  })
})

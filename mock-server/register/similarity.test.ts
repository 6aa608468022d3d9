import { beforeAll, describe, expect, it } from 'vitest'
import { levenshtein, normaliseName, pinyinSyllables, scoreName } from './similarity'
import { loadFullPinyin } from './pinyin'

// These read Chinese text directly, not through the mock's request pipeline, which loads pinyin-pro for them.
beforeAll(() => loadFullPinyin())

const zh = (name: string, py: string) => ({ name, pinyin: py })
const en = (name: string) => ({ name, pinyin: '' })

describe('normaliseName', () => {
  it('folds full-width to half-width, upper-cases and strips spaces and punctuation', () => {
    expect(normaliseName('ＮＯＶＡ　ｐｌｕｓ')).toBe('NOVAPLUS')
    expect(normaliseName('Nova-Plus!')).toBe('NOVAPLUS')
    expect(normaliseName(' 华为·技术（中国） ')).toBe('华为技术中国')
    expect(normaliseName('３Ｍ')).toBe('3M')
  })
})

describe('pinyinSyllables', () => {
  it('returns upper-case tone-less syllables of the Chinese characters only', () => {
    expect(pinyinSyllables('华为')).toEqual(['HUA', 'WEI'])
    expect(pinyinSyllables('华为HUAWEI')).toEqual(['HUA', 'WEI'])
    expect(pinyinSyllables('绿')).toEqual(['LV'])
    expect(pinyinSyllables('NOVA')).toEqual([])
  })
})

describe('levenshtein', () => {
  it('counts insertions, deletions and substitutions and stops past the bound', () => {
    expect(levenshtein('KITTEN', 'SITTING')).toBe(3)
    expect(levenshtein('', 'ABC')).toBe(3)
    expect(levenshtein(['HUA', 'WEI'], ['HUA', 'MEI'])).toBe(1)
    expect(levenshtein('ABCDEFGH', 'ZZZZZZZZ', 2)).toBe(3)
  })
})

describe('scoreName', () => {
  it('exact match (after normalisation) is high 100', () => {
    expect(scoreName('华为', zh('华为', 'hua wei'))).toEqual({
      level: 'high',
      score: 100,
      reasons: ['exact'],
    })
    expect(scoreName('nova', en('NOVA'))?.reasons).toEqual(['exact'])
  })

  it('full-width and spaced input matches the half-width mark', () => {
    expect(scoreName('ＮＯＶＡ', en('Nova'))).toMatchObject({ level: 'high', reasons: ['exact'] })
    expect(scoreName('华　为', zh('华为', 'hua wei'))).toMatchObject({ level: 'high', reasons: ['exact'] })
  })

  it('same pinyin, different characters is high (华为 / 花为)', () => {
    expect(scoreName('华为', zh('花为', 'hua wei'))).toEqual({
      level: 'high',
      score: 95,
      reasons: ['same-pinyin'],
    })
  })

  it('a pinyin spelling matches the Chinese mark whose joined pinyin equals it, both ways', () => {
    expect(scoreName('HUAWEI', zh('华为', 'hua wei'))).toMatchObject({
      level: 'high',
      reasons: ['pinyin-spelling'],
    })
    expect(scoreName('Hua Wei', zh('花为', 'hua wei'))).toMatchObject({ level: 'high' })
    expect(scoreName('华为', en('HUAWEI'))).toMatchObject({ level: 'high', reasons: ['pinyin-spelling'] })
  })

  it('containment either way is high', () => {
    expect(scoreName('华为', zh('华为技术', 'hua wei ji shu'))).toMatchObject({
      level: 'high',
      reasons: ['query-in-name'],
    })
    expect(scoreName('华为技术有限公司', zh('华为', 'hua wei'))).toMatchObject({
      level: 'high',
      reasons: ['name-in-query'],
    })
    expect(scoreName('nova', en('NOVATEK'))).toMatchObject({ level: 'high', reasons: ['query-in-name'] })
  })

  it('a single contained Chinese character or a two-letter fragment is only low', () => {
    expect(scoreName('华', zh('华为', 'hua wei'))).toMatchObject({ level: 'low', reasons: ['query-in-name'] })
    expect(scoreName('NO', en('NOVATEK'))).toMatchObject({ level: 'low' })
  })

  it('the same characters in another order are high; the same syllables in another order are middle', () => {
    expect(scoreName('为华', zh('华为', 'hua wei'))).toEqual({
      level: 'high',
      score: 84,
      reasons: ['same-characters-reordered'],
    })
    expect(scoreName('为花', zh('华为', 'hua wei'))).toMatchObject({
      level: 'middle',
      reasons: ['same-pinyin-reordered'],
    })
    expect(scoreName('AVON', en('NOVA'))).toMatchObject({
      level: 'high',
      reasons: ['same-characters-reordered'],
    })
  })

  it('Latin edit distance: 1 on a short name is middle, 2 is low, more is no match', () => {
    expect(scoreName('NOVA', en('NOVO'))).toMatchObject({
      level: 'middle',
      reasons: ['edit-distance-characters:1'],
    })
    expect(scoreName('NOVA', en('NAVY'))).toMatchObject({
      level: 'low',
      reasons: ['edit-distance-characters:2'],
    })
    expect(scoreName('NOVA', en('MAZE'))).toBeNull()
    // relative to length: a long name tolerates more edits
    expect(scoreName('INNOVATIONS', en('INOVATIONZ'))).toMatchObject({ level: 'middle' })
    expect(scoreName('INNOVATIONS', en('RENOVATIONS'))).toMatchObject({ level: 'middle' })
  })

  it('a case-insensitive Latin query', () => {
    expect(scoreName('novo', en('Nova'))).toMatchObject({ level: 'middle' })
  })

  it('Chinese edit distance over characters and pinyin syllables', () => {
    // 3 characters, one differs → middle
    expect(scoreName('华为达', zh('华为大', 'hua wei da'))).toMatchObject({ level: 'high' }) // same pinyin
    expect(scoreName('华为通', zh('华为达', 'hua wei da'))).toMatchObject({ level: 'middle' })
    // 2 characters, one differs → low
    expect(scoreName('华为', zh('华美', 'hua mei'))).toMatchObject({ level: 'low' })
    // different characters but one syllable apart over 3 syllables → middle via pinyin
    expect(scoreName('花为通', zh('华为达', 'hua wei da'))).toMatchObject({
      level: 'middle',
      reasons: ['edit-distance-pinyin:1'],
    })
  })

  it('orders a level by rule: identical, same pronunciation, containment, then the rest (issue 11)', () => {
    const score = (q: string, c: { name: string; pinyin: string }) => scoreName(q, c)!.score
    const identical = score('华为', zh('华为', 'hua wei'))
    const sound = score('华为', zh('花为', 'hua wei'))
    const contains = score('华为', zh('华为云科技', 'hua wei yun ke ji'))
    const reordered = score('华为', zh('为华', 'wei hua'))
    expect(identical).toBeGreaterThan(sound)
    expect(sound).toBeGreaterThan(contains)
    expect(contains).toBeGreaterThan(reordered)
    // Among low matches, a one-character containment comes before an edit distance.
    expect(score('华', zh('华美', 'hua mei'))).toBeGreaterThan(score('华为', zh('华美', 'hua mei')))
    expect(scoreName('华', zh('华美', 'hua mei'))!.level).toBe('low')
  })

  it('unrelated names give null', () => {
    expect(scoreName('华为', zh('云杉', 'yun shan'))).toBeNull()
    expect(scoreName('NOVA', en('HUAXIN'))).toBeNull()
    expect(scoreName('', en('NOVA'))).toBeNull()
    expect(scoreName('！！', en('NOVA'))).toBeNull()
  })
})

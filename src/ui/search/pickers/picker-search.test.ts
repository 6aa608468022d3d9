import { describe, expect, it } from 'vitest'
import type { ViennaTree } from '../../../api/schemas/filing'
import {
  countryMatches,
  filterCountryGroups,
  filterVienna,
  toggleLimited,
  viennaMatches,
} from './picker-search'

const japan = { code: 'JP', chName: '日本', ehName: 'Japan', jpName: '日本' }
const germany = { code: 'DE', chName: '德国', ehName: 'Germany', jpName: 'ドイツ' }

describe('countryMatches', () => {
  it('matches the code and the names in every language, case-insensitively', () => {
    expect(countryMatches(japan, 'jp')).toBe(true)
    expect(countryMatches(japan, 'JAP')).toBe(true)
    expect(countryMatches(germany, '德')).toBe(true)
    expect(countryMatches(germany, 'ドイツ')).toBe(true)
    expect(countryMatches(germany, 'france')).toBe(false)
    // Full-width letters typed with a Chinese IME still match.
    expect(countryMatches(germany, 'ＤＥ')).toBe(true)
  })

  it('drops the groups with no match', () => {
    const groups = [
      { region: 'asiaPacific' as const, zh: '亚太地区', en: 'Asia-Pacific', countries: [japan] },
      { region: 'europe' as const, zh: '欧洲', en: 'Europe', countries: [germany] },
    ]
    expect(filterCountryGroups(groups, 'germ').map((g) => g.region)).toEqual(['europe'])
    expect(filterCountryGroups(groups, '')).toHaveLength(2)
  })
})

const node = (code: string, nameEn: string, nameZh: string) => ({
  code,
  nameEn,
  nameZh,
  level:
    code.split('.').length === 1
      ? ('category' as const)
      : code.split('.').length === 2
        ? ('division' as const)
        : ('section' as const),
  parent: code.includes('.') ? code.slice(0, code.lastIndexOf('.')) : null,
})
const tree: ViennaTree[] = [
  {
    ...node('3', 'Animals', '动物'),
    children: [
      {
        ...node('3.1', 'Quadrupeds (Series I) (Carnivores)', '四足动物（第一系列）（食肉动物）'),
        children: [node('3.1.1', 'Lions', '狮子')],
      },
      { ...node('3.7', 'Birds, bats', '鸟、蝙蝠'), children: [] },
    ],
  },
  {
    ...node('26', 'Geometrical figures and solids', '几何图形和立体'),
    children: [
      { ...node('26.1', 'Circles, ellipses', '圆形、椭圆形'), children: [node('26.1.1', 'Circles', '圆')] },
    ],
  },
]

describe('viennaMatches and filterVienna', () => {
  it('reads a code keyword as the code and its sub-codes, leading zeros ignored', () => {
    expect(viennaMatches(node('3.1.1', 'Lions', '狮子'), '03.01')).toBe(true)
    expect(viennaMatches(node('3.1.1', 'Lions', '狮子'), '3.1.1')).toBe(true)
    expect(viennaMatches(node('3.11', 'Reptiles', '爬行动物'), '3.1')).toBe(false)
  })

  it('keeps the path to a section found by its English or Chinese words', () => {
    const byEnglish = filterVienna(tree, 'lion')
    expect(byEnglish.map((c) => c.code)).toEqual(['3'])
    expect(byEnglish[0]!.children.map((d) => d.code)).toEqual(['3.1'])
    expect(byEnglish[0]!.children[0]!.children.map((s) => s.code)).toEqual(['3.1.1'])
    expect(filterVienna(tree, '狮子')[0]!.children[0]!.children[0]!.code).toBe('3.1.1')
    expect(filterVienna(tree, '圆').map((c) => c.code)).toEqual(['26'])
  })

  it('keeps a matching division with all its sections, and everything for an empty keyword', () => {
    expect(filterVienna(tree, 'birds')[0]!.children.map((d) => d.code)).toEqual(['3.7'])
    expect(filterVienna(tree, '26')[0]!.children).toHaveLength(1)
    expect(filterVienna(tree, '  ')).toHaveLength(2)
    expect(filterVienna(tree, 'zebra')).toEqual([])
  })
})

describe('toggleLimited', () => {
  it('adds up to the limit and removes freely', () => {
    expect(toggleLimited(['1.1'], '2.1', 2)).toEqual(['1.1', '2.1'])
    expect(toggleLimited(['1.1', '2.1'], '3.1', 2)).toBeNull()
    expect(toggleLimited(['1.1', '2.1'], '1.1', 2)).toEqual(['2.1'])
  })
})

import { describe, it, expect } from 'vitest'
import { PRODUCT_TYPES, countryTypeRegion, isProductTypeId, productTypeName } from './product-types'

describe('product types', () => {
  it('covers exactly the documented ids', () => {
    expect(Object.keys(PRODUCT_TYPES).map(Number)).toEqual([
      0, 1, 2, 3, 4, 5, 7, 10, 11, 12, 13, 14, 16, 17, 18, 26, 29, 30, 31, 32, 34, 40,
    ])
  })
  it('maps 0 and 1 to mainland registration', () => {
    expect(productTypeName(0)).toEqual(productTypeName(1))
    expect(productTypeName(1)?.zh).toBe('国内商标注册')
  })
  it('names known types in both languages', () => {
    expect(productTypeName(5)).toEqual({ zh: '商标续展', en: 'Trademark renewal' })
    expect(productTypeName(26)?.en).toBe('Madrid international registration')
    // 34 is the owner's own removal (注销), not a third party's cancellation (撤销, type 16).
    expect(productTypeName(34)).toEqual({ zh: '商标注销', en: 'Removal of a registered trademark' })
    for (const name of Object.values(PRODUCT_TYPES)) {
      expect(name.zh).not.toBe('')
      expect(name.en).not.toBe('')
    }
  })
  it('returns undefined for unknown ids', () => {
    expect(isProductTypeId(6)).toBe(false)
    expect(productTypeName(6)).toBeUndefined()
    expect(productTypeName(35)).toBeUndefined()
  })
})

describe('countryTypeRegion', () => {
  it.each([
    [1, 'mainland'],
    [4, 'mainland'],
    [5, 'mainland'],
    [10, 'mainland'],
    [2, 'hongkong'],
    [3, 'other'],
    [11, 'other'],
    [99, 'other'],
  ] as const)('type %i -> %s', (type, region) => {
    expect(countryTypeRegion(type)).toBe(region)
  })
})

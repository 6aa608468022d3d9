import { describe, it, expect } from 'vitest'
import { NICE_CLASSES, createNiceClassList } from './nice-classes'

describe('NICE_CLASSES', () => {
  it('lists classes 01–45 in order', () => {
    expect(NICE_CLASSES).toHaveLength(45)
    expect(NICE_CLASSES.map((c) => c.no)).toEqual(
      Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0')),
    )
  })
  it('carries the expected headings at known positions', () => {
    expect(NICE_CLASSES[0]).toMatchObject({ no: '01', name: '化学原料', nameEn: 'Chemicals' })
    expect(NICE_CLASSES[24]).toMatchObject({ no: '25', name: '服装鞋帽', nameEn: 'Clothing' })
    expect(NICE_CLASSES[34]).toMatchObject({ no: '35', name: '广告销售', nameEn: 'Advertising and business' })
    expect(NICE_CLASSES[44]).toMatchObject({ no: '45', name: '社会服务', nameEn: 'Personal and legal' })
  })
  it('has unique, non-empty names and every flag false', () => {
    expect(new Set(NICE_CLASSES.map((c) => c.name)).size).toBe(45)
    expect(new Set(NICE_CLASSES.map((c) => c.nameEn)).size).toBe(45)
    for (const c of NICE_CLASSES) {
      expect([c.isCheck, c.isQuery, c.show0129, c.chosen0129]).toEqual([false, false, false, false])
    }
  })
  it('is frozen', () => {
    expect(Object.isFrozen(NICE_CLASSES)).toBe(true)
    expect(Object.isFrozen(NICE_CLASSES[0])).toBe(true)
  })
})

describe('createNiceClassList', () => {
  it('returns independent mutable copies', () => {
    const a = createNiceClassList()
    const b = createNiceClassList()
    const first = a[0]
    if (!first) throw new Error('empty list')
    first.isCheck = true
    expect(b[0]?.isCheck).toBe(false)
    expect(NICE_CLASSES[0]?.isCheck).toBe(false)
    expect(a).toHaveLength(45)
  })
})

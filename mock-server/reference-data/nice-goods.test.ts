import { describe, expect, it } from 'vitest'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { NICE_CLASS_NOTE_COUNT, niceClassNote } from './nice-class-notes'
import { NICE_GROUPS } from './nice-goods'

const all = [...NICE_GROUPS.entries()]

describe('the standard goods list (类似商品和服务区分表)', () => {
  it('covers the 45 Nice classes, each with at least 20 standard items', () => {
    expect(all.map(([classNo]) => classNo)).toEqual(NICE_CLASSES.map((c) => c.no))
    for (const [classNo, groups] of all) {
      const items = groups.flatMap((g) => g.goods)
      expect(items.length, `class ${classNo}`).toBeGreaterThanOrEqual(20)
    }
  })

  it('numbers groups and items in the CNIPA style, every code unique', () => {
    const groupCodes = new Set<string>()
    const itemCodes = new Set<string>()
    for (const [classNo, groups] of all) {
      for (const g of groups) {
        expect(g.code, `group of class ${classNo}`).toMatch(new RegExp(`^${classNo}\\d\\d$`))
        expect(groupCodes.has(g.code), g.code).toBe(false)
        groupCodes.add(g.code)
        expect(g.goods.length, g.code).toBeGreaterThan(0)
        for (const item of g.goods) {
          expect(item.code, item.nameEn).toMatch(new RegExp(`^${g.code}\\d\\d$`))
          expect(itemCodes.has(item.code), item.code).toBe(false)
          itemCodes.add(item.code)
        }
      }
    }
  })

  it('names every group and item in Chinese and English, without duplicates within a class', () => {
    for (const [classNo, groups] of all) {
      const zh = new Set<string>()
      const en = new Set<string>()
      for (const g of groups) {
        expect(g.nameZh && g.nameEn, g.code).toBeTruthy()
        for (const item of g.goods) {
          expect(item.nameZh, item.code).toMatch(/\p{Script=Han}/u)
          expect(item.nameEn, item.code).toMatch(/[a-z]/i)
          expect(item.nameZh + item.nameEn, item.code).not.toMatch(/[|;]/)
          expect(zh.has(item.nameZh), `${classNo} ${item.nameZh}`).toBe(false)
          expect(en.has(item.nameEn.toLowerCase()), `${classNo} ${item.nameEn}`).toBe(false)
          zh.add(item.nameZh)
          en.add(item.nameEn.toLowerCase())
        }
      }
    }
  })

  it('has the official heading and an explanatory note of every class', () => {
    expect(NICE_CLASS_NOTE_COUNT).toBe(45)
    for (const c of NICE_CLASSES) {
      const note = niceClassNote(c.no)
      expect(note?.headingZh && note.headingEn && note.noteZh && note.noteEn, c.no).toBeTruthy()
    }
    expect(niceClassNote('25')?.headingEn).toBe('Clothing, footwear, headwear.')
    expect(niceClassNote('46')).toBeUndefined()
  })
})

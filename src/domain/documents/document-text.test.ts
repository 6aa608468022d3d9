import { describe, expect, it } from 'vitest'
import {
  isLowConfidence,
  matchDocument,
  matchSnippet,
  meanConfidence,
  searchKey,
  tidyOcrText,
} from './document-text'

describe('document text search', () => {
  it('compares without white space, case or full-width forms', () => {
    expect(searchKey(' 商 标 Ｒｅｇ ')).toBe('商标reg')
    expect(matchDocument({ name: 'scan.png', text: '商 标 注 册 证' }, '商标注册')).toBe('text')
    expect(matchDocument({ name: '商标注册证.png', text: '商标注册证' }, '注册证')).toBe('name')
    expect(matchDocument({ name: 'a', text: 'b' }, 'c')).toBeNull()
    expect(matchDocument({ name: 'a', text: 'b' }, '   ')).toBeNull()
  })

  it('cuts a snippet around the match from the original text', () => {
    const text = 'Licence\nLicensee: Northwind Trading Ltd.\n许 可 期 限：三年'
    expect(matchSnippet(text, 'northwindtrading', 5)).toEqual({
      before: '…see: ',
      match: 'Northwind Trading',
      after: ' Ltd.…',
    })
    expect(matchSnippet(text, '许可期限', 100)?.match).toBe('许 可 期 限')
    expect(matchSnippet(text, 'nothing')).toBeNull()
  })

  it('averages confidence and flags what is below 70', () => {
    expect(meanConfidence([])).toBe(0)
    expect(meanConfidence([{ confidence: 90 }, { confidence: 55 }])).toBe(73)
    expect(isLowConfidence(69.9)).toBe(true)
    expect(isLowConfidence(70)).toBe(false)
  })
})

describe('tidyOcrText', () => {
  it('drops the spaces between Chinese characters and keeps those of Latin text and the lines', () => {
    expect(tidyOcrText('商标 使 用 许可 合同\nLicensee: Northwind Trading\n许可 期 限 : 三 年')).toBe(
      '商标使用许可合同\nLicensee: Northwind Trading\n许可期限 : 三年',
    )
    expect(tidyOcrText('第 9 类')).toBe('第 9 类')
  })
})

import { describe, expect, it } from 'vitest'
import { oneOfParam, optionalTextParam, pageParam, patternParam, rawParam, textParam } from './url-params'

describe('URL param readers', () => {
  it('read text and numbers as text, anything else as empty', () => {
    expect(textParam('  TM0001001 ')).toBe('TM0001001')
    expect(textParam(1234567)).toBe('1234567')
    expect(textParam({ a: 1 })).toBe('')
    expect(optionalTextParam('')).toBeUndefined()
  })

  it('accept pages from 1 up and fall back otherwise', () => {
    expect(pageParam(2, 1)).toBe(2)
    expect(pageParam('3', 1)).toBe(3)
    expect(pageParam(0, 1)).toBe(1)
    expect(pageParam('x', undefined)).toBeUndefined()
    expect(pageParam(1.5, 1)).toBe(1)
  })

  it('keep only allowed values and patterns', () => {
    expect(oneOfParam('icon', ['table', 'icon'], 'table')).toBe('icon')
    expect(oneOfParam('grid', ['table', 'icon'], 'table')).toBe('table')
    expect(patternParam('03', /^\d{2}$/)).toBe('03')
    expect(patternParam('3x', /^\d{2}$/)).toBeUndefined()
  })

  it('keep parsed scalars and join lists', () => {
    expect(rawParam(['CN', 'US'])).toBe('CN,US')
    expect(rawParam(2)).toBe(2)
    expect(rawParam(true)).toBe(true)
    expect(rawParam(null)).toBeUndefined()
  })
})

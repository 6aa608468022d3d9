import { describe, expect, it } from 'vitest'
import { viennaMatches } from './vienna-match'

const lions = { code: '3.1.1', nameZh: '狮子', nameEn: 'Lions' }

describe('viennaMatches', () => {
  it('matches the wording in either language, whatever the page language, case-insensitively', () => {
    expect(viennaMatches(lions, 'LION')).toBe(true)
    expect(viennaMatches(lions, '狮')).toBe(true)
    expect(viennaMatches(lions, 'tiger')).toBe(false)
  })

  it('reads a code-shaped keyword as that code and the codes under it, with or without leading zeros', () => {
    expect(viennaMatches(lions, '03.01')).toBe(true)
    expect(viennaMatches(lions, '3.')).toBe(true)
    expect(viennaMatches(lions, '3.1.1')).toBe(true)
    expect(viennaMatches({ code: '3.11', nameZh: '', nameEn: '' }, '3.1')).toBe(false)
    // Full-width digits typed with a Chinese IME count as digits.
    expect(viennaMatches(lions, '３.１')).toBe(true)
  })
})

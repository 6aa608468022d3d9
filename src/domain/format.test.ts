import { describe, it, expect } from 'vitest'
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format'

describe('formatDate', () => {
  it('formats per language', () => {
    expect(formatDate('2026-11-22', 'zh-CN')).toBe('2026-11-22')
    expect(formatDate('2026-11-22', 'en')).toBe('22 Nov 2026')
    expect(formatDate('2026-09-02', 'en')).toBe('2 Sep 2026')
  })
  it('takes offset-less date-times literally', () => {
    expect(formatDate('2026-11-22 23:59:59', 'zh-CN')).toBe('2026-11-22')
  })
  it('shows instants in China time by default, or in a given zone', () => {
    const instant = new Date('2026-11-22T18:30:00Z')
    expect(formatDate(instant, 'zh-CN')).toBe('2026-11-23')
    expect(formatDate(instant, 'zh-CN', 'UTC')).toBe('2026-11-22')
    expect(formatDate('2026-11-22T18:30:00Z', 'en')).toBe('23 Nov 2026')
    expect(formatDate(instant.getTime(), 'en')).toBe('23 Nov 2026')
  })
  it('returns an empty string for unparseable input', () => {
    expect(formatDate('', 'zh-CN')).toBe('')
    expect(formatDate('not a date', 'en')).toBe('')
    expect(formatDate('2026-13-01', 'en')).toBe('')
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('')
  })
})

describe('formatDateTime', () => {
  it('adds 24-hour time to the minute', () => {
    expect(formatDateTime('2026-11-22 09:05:07', 'zh-CN')).toBe('2026-11-22 09:05')
    expect(formatDateTime('2026-11-22T14:05:00+08:00', 'en')).toBe('22 Nov 2026 14:05')
    expect(formatDateTime('2026-11-22T16:00:00Z', 'zh-CN')).toBe('2026-11-23 00:00')
    expect(formatDateTime('2026-11-22', 'zh-CN')).toBe('2026-11-22 00:00')
  })
})

describe('formatNumber / formatMoney', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5')
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567')
    expect(formatMoney(1000, 'USD', 'en')).toBe('$1,000.00')
  })
})

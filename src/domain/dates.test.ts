import { describe, it, expect } from 'vitest'
import { addMonths, daysInMonth, isIsoDate, normalizeDateText, parseIsoDate, toIsoDate } from './dates'

describe('daysInMonth', () => {
  it('applies Gregorian leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(daysInMonth(1900, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2024, 4)).toBe(30)
    expect(daysInMonth(2024, 12)).toBe(31)
  })
})

describe('parseIsoDate / isIsoDate', () => {
  it('parses real dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
  })
  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-4-1', '2024-04-01T00:00', ''])(
    'rejects %s',
    (v) => expect(isIsoDate(v)).toBe(false),
  )
})

describe('addMonths', () => {
  it('clamps to the last day of the target month', () => {
    expect(toIsoDate(addMonths({ year: 2025, month: 8, day: 31 }, 6))).toBe('2026-02-28')
    expect(toIsoDate(addMonths({ year: 2024, month: 2, day: 29 }, -12))).toBe('2023-02-28')
    expect(toIsoDate(addMonths({ year: 2023, month: 8, day: 31 }, 6))).toBe('2024-02-29')
  })
  it('crosses year boundaries both ways', () => {
    expect(toIsoDate(addMonths({ year: 2024, month: 1, day: 15 }, -1))).toBe('2023-12-15')
    expect(toIsoDate(addMonths({ year: 2024, month: 12, day: 15 }, 1))).toBe('2025-01-15')
  })
})

describe('normalizeDateText', () => {
  it('reads the usual ISO and Chinese forms as YYYY-MM-DD', () => {
    expect(normalizeDateText('2026-11-26')).toBe('2026-11-26')
    expect(normalizeDateText('2026-1-5')).toBe('2026-01-05')
    expect(normalizeDateText('2026/01/05')).toBe('2026-01-05')
    expect(normalizeDateText('2026.1.5')).toBe('2026-01-05')
    expect(normalizeDateText('2026年1月5日')).toBe('2026-01-05')
    expect(normalizeDateText('２０２６－０１－０５')).toBe('2026-01-05')
    expect(normalizeDateText('  ')).toBe('')
  })
  it('refuses what is not a real date', () => {
    expect(normalizeDateText('2026-02-29')).toBeNull()
    expect(normalizeDateText('2024-13-01')).toBeNull()
    expect(normalizeDateText('01/05/2026')).toBeNull()
    expect(normalizeDateText('tomorrow')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { formatMonth, monthRange, periodRange, readPeriod, recentMonths, shiftMonth } from './bill-period'

describe('bill periods', () => {
  it('spans a month from its first to its last day, leap Februaries included', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(periodRange({ kind: 'month', month: '2026-11' })).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(periodRange({ kind: 'range', from: '2026-01-05', to: '2026-03-09' })).toEqual({
      from: '2026-01-05',
      to: '2026-03-09',
    })
  })

  it('steps months across years and lists the recent ones newest first', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2025-12', 1)).toBe('2026-01')
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12'])
  })

  it('reads the period of a URL: a valid range, else a valid month, else the current month', () => {
    const today = '2026-11-22'
    expect(readPeriod({ from: '2026-01-01', to: '2026-02-01', month: '2026-05' }, today)).toEqual({
      kind: 'range',
      from: '2026-01-01',
      to: '2026-02-01',
    })
    expect(readPeriod({ from: '2026-03-01', to: '2026-02-01', month: '2026-05' }, today)).toEqual({
      kind: 'month',
      month: '2026-05',
    })
    expect(readPeriod({ from: '2026-02-30', to: '2026-03-01' }, today)).toEqual({
      kind: 'month',
      month: '2026-11',
    })
    expect(readPeriod({ month: '2026-13' }, today)).toEqual({ kind: 'month', month: '2026-11' })
  })

  it('names a month in either language', () => {
    expect(formatMonth('2026-09', 'zh-CN')).toBe('2026年9月')
    expect(formatMonth('2026-09', 'en')).toBe('September 2026')
  })
})

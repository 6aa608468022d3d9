import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatMoney } from './currency'
import { formatDate, formatDateTime, formatNumber } from './format'
import { collator, dateTimeFormat, displayNames, numberFormat } from './intl'

describe('the shared formatters', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are made once per language and options', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'))
    expect(numberFormat('en')).not.toBe(numberFormat('zh-CN'))
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'))
    expect(dateTimeFormat('en-US', { timeZone: 'Asia/Shanghai' })).toBe(
      dateTimeFormat('en-US', { timeZone: 'Asia/Shanghai' }),
    )
    expect(displayNames('en', { type: 'region' })).toBe(displayNames('en', { type: 'region' }))
    expect(collator('zh-CN')).toBe(collator('zh-CN'))
  })

  it('format as a new formatter would', () => {
    expect(numberFormat('en', { style: 'percent' }).format(0.25)).toBe('25%')
    expect(displayNames('zh-CN', { type: 'region' }).of('JP')).toBe('日本')
  })

  it('serve a page of dates, amounts and figures without making new ones', () => {
    formatNumber(1, 'en')
    formatMoney(1, 'CNY', 'en')
    formatDate('2026-11-28T10:00:00Z', 'en')
    const numbers = vi.spyOn(Intl, 'NumberFormat')
    const dates = vi.spyOn(Intl, 'DateTimeFormat')
    for (let i = 0; i < 100; i++) {
      formatNumber(i * 1000, 'en')
      formatMoney(i, 'CNY', 'en')
      formatDateTime(Date.UTC(2026, 10, 28, i % 24), 'en')
    }
    expect(numbers).not.toHaveBeenCalled()
    expect(dates).not.toHaveBeenCalled()
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6')
    expect(formatDateTime('2026-11-28T16:30:00Z', 'zh-CN')).toBe('2026-11-29 00:30')
  })
})

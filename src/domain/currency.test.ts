import { describe, it, expect } from 'vitest'
import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, convert, formatMoney } from './currency'

const rates = { CNY: 1, USD: 7.2, EUR: 7.8 }

describe('formatMoney', () => {
  it('defaults to CNY', () => {
    expect(DEFAULT_CURRENCY).toBe('CNY')
    expect(formatMoney(1234.5)).toBe('RMB¥1,234.50')
  })
  it('uses each currency symbol with two decimals and grouping', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ CNY: 'RMB¥', USD: '$', EUR: '€' })
    expect(formatMoney(1234567.891, 'USD', 'en')).toBe('$1,234,567.89')
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00')
    expect(formatMoney(999.999, 'CNY', 'zh-CN')).toBe('RMB¥1,000.00')
  })
  it('puts the sign before the symbol, but never on a zero', () => {
    expect(formatMoney(-5, 'USD', 'en')).toBe('-$5.00')
    expect(formatMoney(-0.001, 'USD', 'en')).toBe('$0.00')
  })
})

describe('convert', () => {
  it('converts through CNY', () => {
    expect(convert(72, 'CNY', 'USD', rates)).toBeCloseTo(10)
    expect(convert(10, 'USD', 'CNY', rates)).toBeCloseTo(72)
    expect(convert(78, 'USD', 'EUR', rates)).toBeCloseTo(72)
  })
  it('returns the amount unchanged for the same currency', () => {
    expect(convert(12.34, 'EUR', 'EUR', rates)).toBe(12.34)
  })
  it('throws on a missing or non-positive rate', () => {
    expect(() => convert(1, 'USD', 'CNY', { ...rates, USD: 0 })).toThrow(RangeError)
    expect(() => convert(1, 'CNY', 'EUR', { ...rates, EUR: Number.NaN })).toThrow(RangeError)
  })
})

describe('quoting a CNY price in another currency', () => {
  it('converts a fee and formats it with the target symbol', () => {
    expect(formatMoney(convert(870, 'CNY', 'USD', rates), 'USD', 'en')).toBe('$120.83')
    expect(formatMoney(convert(870, 'CNY', 'EUR', rates), 'EUR', 'zh-CN')).toBe('€111.54')
  })
  it('round-trips without drift before rounding', () => {
    const there = convert(1234.56, 'CNY', 'EUR', rates)
    expect(convert(there, 'EUR', 'CNY', rates)).toBeCloseTo(1234.56, 9)
  })
  it('keeps a sum of converted lines equal to the converted sum', () => {
    const lines = [270, 540, 189, 600]
    const sum = lines.reduce((a, b) => a + convert(b, 'CNY', 'USD', rates), 0)
    expect(sum).toBeCloseTo(convert(1599, 'CNY', 'USD', rates), 9)
  })
})

import { describe, expect, it } from 'vitest'
import { MAX_ITEMS_PER_CLASS, parseItems } from './calculator-rules'

describe('parseItems', () => {
  it('accepts whole numbers from 1 to the cap, with spaces around', () => {
    expect(parseItems(' 12 ')).toEqual({ ok: true, value: 12 })
    expect(parseItems(String(MAX_ITEMS_PER_CLASS))).toEqual({ ok: true, value: MAX_ITEMS_PER_CLASS })
  })
  it('says what is wrong otherwise', () => {
    expect(parseItems('')).toEqual({ ok: false, error: 'fees:calculator.itemsRequired' })
    expect(parseItems('2.5')).toEqual({ ok: false, error: 'fees:calculator.itemsWhole' })
    expect(parseItems('-3')).toEqual({ ok: false, error: 'fees:calculator.itemsWhole' })
    expect(parseItems('0')).toEqual({ ok: false, error: 'fees:calculator.itemsRange' })
    expect(parseItems(String(MAX_ITEMS_PER_CLASS + 1))).toEqual({
      ok: false,
      error: 'fees:calculator.itemsRange',
    })
  })
})

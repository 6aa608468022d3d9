import { describe, expect, it } from 'vitest'
import { toSearchParams } from '../../domain/search-query'
import { checkQuickSearch, quickSearchQuery } from './quick-search-rules'

describe('checkQuickSearch', () => {
  it('refuses empty and blank input in every mode', () => {
    expect(checkQuickSearch('similar', '')).toEqual({ ok: false, error: 'validation:required' })
    expect(checkQuickSearch('applicant', '   ')).toEqual({ ok: false, error: 'validation:required' })
    // The ideographic space is converted to a normal space, so it counts as blank too.
    expect(checkQuickSearch('similar', '\u3000\u3000')).toEqual({ ok: false, error: 'validation:required' })
    expect(checkQuickSearch('registrationNo', ' ; ; ')).toEqual({ ok: false, error: 'validation:required' })
  })

  it('converts full-width letters and digits to half-width before searching', () => {
    expect(checkQuickSearch('similar', 'ＡＰＰＬＥ　１２３')).toEqual({ ok: true, q: 'APPLE 123' })
    expect(checkQuickSearch('registrationNo', '１２３４５６７')).toEqual({ ok: true, q: '1234567' })
  })

  it('accepts Chinese, letters, digits, spaces and plus in mark and applicant searches', () => {
    expect(checkQuickSearch('similar', ' 华为 Mate+ ')).toEqual({ ok: true, q: '华为 Mate+' })
    expect(checkQuickSearch('applicant', '小米科技有限责任公司')).toEqual({
      ok: true,
      q: '小米科技有限责任公司',
    })
  })

  it('refuses special characters in mark and applicant searches', () => {
    for (const text of ['apple<script>', 'a&b', '商标%', "o'neil", 'x;y']) {
      expect(checkQuickSearch('similar', text)).toEqual({ ok: false, error: 'validation:specialCharacters' })
    }
    // A full-width '！' becomes '!' and is then refused rather than slipping through.
    expect(checkQuickSearch('applicant', '公司！')).toEqual({
      ok: false,
      error: 'validation:specialCharacters',
    })
  })

  it('reads application numbers as a ;-separated list with the G prefix for international marks', () => {
    expect(checkQuickSearch('applicationNo', 'g1234567；12345678;12345678')).toEqual({
      ok: true,
      q: 'G1234567;12345678',
    })
    expect(checkQuickSearch('applicationNo', '12-345')).toEqual({
      ok: false,
      error: 'validation:applicationNumberFormat',
    })
  })

  it('allows digits only in registration numbers', () => {
    expect(checkQuickSearch('registrationNo', '123;456')).toEqual({ ok: true, q: '123;456' })
    expect(checkQuickSearch('registrationNo', 'G123')).toEqual({
      ok: false,
      error: 'validation:registrationNumberFormat',
    })
  })
})

describe('quickSearchQuery', () => {
  it('runs a strict search of the one criterion, with the defaults left out of the URL', () => {
    expect(toSearchParams(quickSearchQuery('similar', '华为'))).toEqual({ tradeMarkText: '华为' })
    expect(toSearchParams(quickSearchQuery('applicant', '小米科技'))).toEqual({
      queryWay: 'applicant',
      tmApplicant: '小米科技',
    })
    expect(toSearchParams(quickSearchQuery('applicationNo', 'G1234567;12345678'))).toEqual({
      queryWay: 'applicationNumber',
      applicationNumber: 'G1234567;12345678',
    })
    expect(toSearchParams(quickSearchQuery('registrationNo', '1234567'))).toEqual({
      queryWay: 'registrationNumber',
      registerNumber: '1234567',
    })
  })

  it('passes the search rules of the query area', async () => {
    const { validateSearchQuery } = await import('../../domain/search-query')
    for (const [mode, q] of [
      ['similar', 'APPLE 123'],
      ['applicant', '公司'],
      ['applicationNo', 'G1'],
      ['registrationNo', '1'],
    ] as const) {
      expect(validateSearchQuery(quickSearchQuery(mode, q)).ok, mode).toBe(true)
    }
  })
})

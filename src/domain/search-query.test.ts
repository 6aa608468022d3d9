import { describe, expect, it } from 'vitest'
import { fromSearchParams, searchParamsSchema } from './search-params'
import {
  SEARCH_PARAM_KEYS,
  type SearchQuery,
  emptySearchQuery,
  toSearchParams,
  validateSearchQuery,
} from './search-query'

const query = (patch: Partial<SearchQuery>): SearchQuery => ({ ...emptySearchQuery(), ...patch })
const errorsOf = (q: SearchQuery) => {
  const result = validateSearchQuery(q)
  return result.ok ? {} : result.errors
}

describe('emptySearchQuery', () => {
  it('searches China, statuses 1-7 and every degree, 56 per page', () => {
    expect(emptySearchQuery()).toMatchObject({
      queryMode: 'strict',
      countries: ['CN'],
      status: [1, 2, 3, 4, 5, 6, 7],
      degree: ['high', 'middle', 'low'],
      pageNum: 1,
      pageSize: 56,
    })
  })
})

describe('validateSearchQuery', () => {
  it('normalises full-width input, spaces and list formats', () => {
    const result = validateSearchQuery(
      query({
        queryMode: 'loose',
        tradeMarkText: ' ＡＢＣ ',
        niceChoosedStr: '3；9;38',
        viennaChoosedStr: '04.01;6.3',
        applicationNumber: 'g123;456',
        registerNumber: '789 ; 790',
      }),
    )
    expect(result).toEqual({
      ok: true,
      query: expect.objectContaining({
        tradeMarkText: 'ABC',
        niceChoosedStr: '03;09;38',
        viennaChoosedStr: '4.1;6.3',
        applicationNumber: 'G123;456',
        registerNumber: '789;790',
      }),
    })
  })

  it('needs exactly one criterion in strict mode and at least one otherwise', () => {
    expect(errorsOf(query({}))).toEqual({ criteria: 'validation:searchOneCriterion' })
    expect(errorsOf(query({ tradeMarkText: 'a', tmApplicant: 'b' }))).toEqual({
      criteria: 'validation:searchOneCriterion',
    })
    expect(errorsOf(query({ queryMode: 'loose' }))).toEqual({
      criteria: 'validation:searchAtLeastOneCriterion',
    })
    expect(validateSearchQuery(query({ queryMode: 'loose', tradeMarkText: 'a', tmApplicant: 'b' })).ok).toBe(
      true,
    )
  })

  it('searches all classes when none is chosen', () => {
    expect(validateSearchQuery(query({ tmAgent: 'agent' })).ok).toBe(true)
  })

  it('does not combine words and an image, and needs an image for image search', () => {
    expect(errorsOf(query({ queryMode: 'loose', tradeMarkText: 'a', imageHash: 'h1' }))).toEqual({
      imageHash: 'validation:searchTextWithImage',
    })
    expect(errorsOf(query({ queryWay: 'image' }))).toEqual({ imageHash: 'validation:imageRequired' })
    expect(validateSearchQuery(query({ queryWay: 'image', imageHash: 'h1' })).ok).toBe(true)
  })

  it('rejects special characters in text fields', () => {
    expect(errorsOf(query({ tradeMarkText: 'a$b' }))).toEqual({
      tradeMarkText: 'validation:specialCharacters',
    })
    expect(errorsOf(query({ tmAddress: '<b>' }))).toMatchObject({ tmAddress: 'validation:specialCharacters' })
    expect(errorsOf(query({ tradeMarkText: 'Co., Ltd.' }))).toEqual({
      tradeMarkText: 'validation:specialCharacters',
    })
  })

  it('keeps the punctuation of company names and addresses in party searches', () => {
    expect(validateSearchQuery(query({ tmApplicant: 'Huawei Technologies Co., Ltd.' })).ok).toBe(true)
    expect(validateSearchQuery(query({ tmAgent: '北京（上海）知识产权代理有限公司' })).ok).toBe(true)
    expect(validateSearchQuery(query({ tmAddress: 'No. 3-1 #Bantian, Shenzhen' })).ok).toBe(true)
    expect(errorsOf(query({ tmApplicant: 'Huawei <Co>' }))).toEqual({
      tmApplicant: 'validation:specialCharacters',
    })
  })

  it('checks list formats', () => {
    expect(errorsOf(query({ tradeMarkText: 'a', niceChoosedStr: '3,9' }))).toEqual({
      niceChoosedStr: 'validation:niceFormat',
    })
    expect(errorsOf(query({ viennaChoosedStr: '1.1;2.1;3.1;4.1;5.1;6.1' }))).toEqual({
      viennaChoosedStr: 'validation:viennaTooMany',
    })
    expect(errorsOf(query({ applicationNumber: 'X12' }))).toEqual({
      applicationNumber: 'validation:applicationNumberFormat',
    })
    expect(errorsOf(query({ registerNumber: '12,13' }))).toEqual({
      registerNumber: 'validation:registrationNumberFormat',
    })
  })

  it('checks date ranges', () => {
    expect(errorsOf(query({ tradeMarkText: 'a', regDate: { from: '2024-02-30', to: '' } }))).toEqual({
      regDate: 'validation:date',
    })
    expect(
      errorsOf(query({ tradeMarkText: 'a', trialDate: { from: '2024-05-01', to: '2024-01-01' } })),
    ).toEqual({
      trialDate: 'validation:dateRange',
    })
    expect(
      validateSearchQuery(
        query({ tradeMarkText: 'a', privateDate: { from: '2024-01-01', to: '2024-01-01' } }),
      ).ok,
    ).toBe(true)
  })

  it('needs at least one country', () => {
    expect(errorsOf(query({ tradeMarkText: 'a', countries: [] }))).toEqual({
      countries: 'validation:chooseCountryFirst',
    })
  })
})

describe('search params', () => {
  it('leaves defaults out', () => {
    expect(toSearchParams(emptySearchQuery())).toEqual({})
    expect(toSearchParams(query({ tradeMarkText: 'apple', pageNum: 2 }))).toEqual({
      tradeMarkText: 'apple',
      pageNum: '2',
    })
  })

  it('round-trips a full query through a URL', () => {
    const full = query({
      queryMode: 'loose',
      queryWay: 'combined',
      tradeMarkText: '苹果 apple',
      viennaChoosedStr: '4.1;6.3',
      niceChoosedStr: '03;09',
      applicationNumber: 'G123',
      registerNumber: '456;789',
      tmApplicant: '华为',
      tmAddress: '深圳',
      tmAgent: 'agent',
      trialDate: { from: '2020-01-01', to: '2020-12-31' },
      regDate: { from: '2021-01-01', to: '' },
      privateDate: { from: '', to: '2022-01-01' },
      countries: ['CN', 'US'],
      status: [1, 10],
      degree: ['high'],
      pageNum: 3,
      pageSize: 20,
    })
    const url = new URLSearchParams(toSearchParams(full)).toString()
    expect(fromSearchParams(Object.fromEntries(new URLSearchParams(url)))).toEqual(full)
    expect(fromSearchParams(toSearchParams(emptySearchQuery()))).toEqual(emptySearchQuery())
    expect(fromSearchParams(toSearchParams(query({ countries: [] })))).toEqual(query({ countries: [] }))
  })

  it('falls back to defaults for malformed values and accepts router-parsed numbers', () => {
    expect(
      fromSearchParams({
        queryMode: 'fuzzy',
        pageNum: '-1',
        status: '1,x',
        degree: 'high,huge',
        registerNumber: 123,
      }),
    ).toEqual(query({ registerNumber: '123' }))
    expect(fromSearchParams({ pageNum: 4 })).toEqual(query({ pageNum: 4 }))
  })
})

describe('SEARCH_PARAM_KEYS', () => {
  it('lists exactly the keys the URL reader accepts', () => {
    expect(Object.keys(searchParamsSchema.shape)).toEqual([...SEARCH_PARAM_KEYS])
  })
})

describe('similar groups (类似群)', () => {
  const withGroups = (groupChoosedStr: string, niceChoosedStr = '') => ({
    ...emptySearchQuery(),
    tradeMarkText: '华为',
    groupChoosedStr,
    niceChoosedStr,
  })

  it('takes four-digit groups, normalised and de-duplicated', () => {
    const result = validateSearchQuery(withGroups('０９０１; 0907;0901'))
    expect(result.ok && result.query.groupChoosedStr).toBe('0901;0907')
  })

  it('refuses a group that is not four digits of a class 01–45', () => {
    for (const bad of ['901', '09011', '4601', '0900', 'ab01']) {
      const result = validateSearchQuery(withGroups(bad))
      expect(result.ok ? null : result.errors.groupChoosedStr).toBe('validation:similarGroupFormat')
    }
  })

  it('requires a group to belong to a chosen class, when classes are chosen', () => {
    const outside = validateSearchQuery(withGroups('0901;3501', '09'))
    expect(outside.ok ? null : outside.errors.groupChoosedStr).toBe('validation:similarGroupClass')
    expect(validateSearchQuery(withGroups('0901;3501', '09;35')).ok).toBe(true)
    expect(validateSearchQuery(withGroups('3501')).ok).toBe(true)
  })

  it('travels through the URL', () => {
    const query = withGroups('0901;0907', '09')
    expect(fromSearchParams(toSearchParams(query)).groupChoosedStr).toBe('0901;0907')
  })
})

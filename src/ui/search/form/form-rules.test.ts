import { describe, expect, it } from 'vitest'
import { emptyFastDraft, type FastDraft } from '../../../state/query'
import { emptySearchQuery } from '../../../domain/search-query'
import {
  buildFastQuery,
  checkSearchForm,
  classScopeError,
  fastErrorsByWay,
  filledWays,
  statusesForCountries,
} from './form-rules'

const draft = (patch: Partial<FastDraft> = {}, values: Partial<FastDraft['values']> = {}): FastDraft => {
  const d = emptyFastDraft()
  return { ...d, ...patch, values: { ...d.values, ...values } }
}

describe('buildFastQuery', () => {
  it('strict mode searches the active way only', () => {
    const q = buildFastQuery(draft({ way: 'applicant' }, { similar: '华为', applicant: '华为技术' }))
    expect(q).toMatchObject({
      queryMode: 'strict',
      queryWay: 'applicant',
      tmApplicant: '华为技术',
      tradeMarkText: '',
    })
  })

  it('broad mode combines every filled way, or keeps the single way that is filled', () => {
    const both = buildFastQuery(draft({ queryMode: 'loose' }, { similar: '华为', agent: '事务所' }))
    expect(both).toMatchObject({ queryWay: 'combined', tradeMarkText: '华为', tmAgent: '事务所' })
    const one = buildFastQuery(draft({ queryMode: 'loose', way: 'similar' }, { registrationNumber: '123' }))
    expect(one).toMatchObject({ queryWay: 'registrationNumber', registerNumber: '123' })
    const image = buildFastQuery(draft({ queryMode: 'loose', imageHash: '0123456789abcdef' }))
    expect(image).toMatchObject({ queryWay: 'image', imageHash: '0123456789abcdef' })
  })

  it('sends the chosen classes only when the scope is "chosen classes"', () => {
    expect(
      buildFastQuery(draft({ niceChoosedStr: '09', classScope: 'all' }, { similar: 'a' })).niceChoosedStr,
    ).toBe('')
    expect(
      buildFastQuery(draft({ niceChoosedStr: '09', classScope: 'chosen' }, { similar: 'a' })).niceChoosedStr,
    ).toBe('09')
  })

  it('lists the filled ways in tab order, full-width blanks counting as empty', () => {
    expect(filledWays(draft({ imageHash: 'ab' }, { vienna: '4.1', similar: '\u3000' }))).toEqual([
      'vienna',
      'image',
    ])
  })
})

describe('the quick-search rules come from validateSearchQuery', () => {
  const check = (d: FastDraft) => checkSearchForm(buildFastQuery(d), d.classScope)

  it('strict with nothing entered needs exactly one criterion; broad needs at least one', () => {
    expect(check(draft())).toEqual({ ok: false, errors: { criteria: 'validation:searchOneCriterion' } })
    expect(check(draft({ queryMode: 'loose' }))).toEqual({
      ok: false,
      errors: { criteria: 'validation:searchAtLeastOneCriterion' },
    })
  })

  it('refuses words with an image, and an image search without an image', () => {
    const both = check(draft({ queryMode: 'loose', imageHash: '0123456789abcdef' }, { similar: '华为' }))
    expect(both).toEqual({ ok: false, errors: { imageHash: 'validation:searchTextWithImage' } })
    expect(check(draft({ way: 'image' }))).toEqual({
      ok: false,
      errors: { imageHash: 'validation:imageRequired' },
    })
  })

  it('maps field errors to the tab of their way', () => {
    const result = check(draft({ way: 'registrationNumber' }, { registrationNumber: 'G1' }))
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(fastErrorsByWay(result.errors)).toEqual({
        registrationNumber: 'validation:registrationNumberFormat',
      })
  })
})

describe('checkSearchForm', () => {
  const query = {
    ...emptySearchQuery(),
    queryMode: 'loose' as const,
    queryWay: 'combined' as const,
    tradeMarkText: '华为',
  }

  it('asks for a class when the scope is "chosen classes" and none is given', () => {
    expect(classScopeError('chosen', ' ; ')).toBe('search:classScope.chooseClassFirst')
    expect(classScopeError('all', '')).toBeUndefined()
    expect(checkSearchForm(query, 'chosen')).toEqual({
      ok: false,
      errors: { niceChoosedStr: 'search:classScope.chooseClassFirst' },
    })
  })

  it('ignores typed classes when all classes are searched, and normalises them otherwise', () => {
    expect(checkSearchForm({ ...query, niceChoosedStr: 'x' }, 'all')).toMatchObject({
      ok: true,
      query: { niceChoosedStr: '' },
    })
    expect(checkSearchForm({ ...query, niceChoosedStr: '３；9' }, 'chosen')).toMatchObject({
      ok: true,
      query: { niceChoosedStr: '03;09' },
    })
  })
})

describe('statusesForCountries', () => {
  it('keeps China ids for a China search', () => {
    expect(statusesForCountries([1, 2, 3], ['CN'])).toEqual([1, 2, 3])
  })

  it('adds the other-country id of each chosen state elsewhere', () => {
    expect(statusesForCountries([1, 2, 3, 4], ['CN', 'US']).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 9, 10, 11,
    ])
    expect(statusesForCountries([6], ['JP'])).toEqual([6])
  })
})

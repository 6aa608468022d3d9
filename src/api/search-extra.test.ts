import { describe, expect, it } from 'vitest'
import { searchCalls } from './catalogue/search'
import { textSearchCallFor } from './search-extra'

describe('textSearchCallFor', () => {
  it('sends a search of exactly the EU to EUIPO and of exactly the US to USPTO', () => {
    expect(textSearchCallFor(['EM'])).toBe(searchCalls.euQueryQueryTmText)
    expect(textSearchCallFor(['us'])).toBe(searchCalls.usQueryQueryTmText)
  })

  it('keeps the multi-country search for anything else', () => {
    for (const countries of [undefined, [], ['CN'], ['EM', 'US'], ['US', 'CN']])
      expect(textSearchCallFor(countries)).toBe(searchCalls.tmInfoQueryTmInfoTextByMulCountry)
  })
})

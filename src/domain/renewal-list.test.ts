import { describe, expect, it } from 'vitest'
import { parseRenewalListSearch, renewalWizardHref, showsUnder } from './renewal-list'

describe('renewal list URL and hand-over', () => {
  it('hands at most 5 distinct marks to the renewal wizard', () => {
    expect(renewalWizardHref(['35126478', '35126502'])).toBe(
      '/management/extension/selectTrademark?marks=35126478,35126502',
    )
    expect(renewalWizardHref(['1', '2', '2', '3', '4', '5', '6'])).toBe(
      '/management/extension/selectTrademark?marks=1,2,3,4,5',
    )
  })

  it('reads only known filters and keeps the search text short', () => {
    expect(parseRenewalListSearch({ filter: 'renewable', q: ' 云杉 ' })).toEqual({
      filter: 'renewable',
      q: '云杉',
    })
    expect(parseRenewalListSearch({ filter: 'all' })).toEqual({})
    expect(parseRenewalListSearch({ filter: 'bogus', q: 'x'.repeat(80) }).q).toHaveLength(50)
  })

  it('filters All / Renewable now / Not renewable', () => {
    expect(showsUnder('all', false)).toBe(true)
    expect(showsUnder('renewable', true)).toBe(true)
    expect(showsUnder('renewable', false)).toBe(false)
    expect(showsUnder('notRenewable', false)).toBe(true)
    expect(showsUnder('notRenewable', true)).toBe(false)
  })
})

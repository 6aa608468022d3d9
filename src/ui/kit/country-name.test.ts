import { describe, expect, it } from 'vitest'
import { findCountryPrice } from '../../domain/country-prices'
import { countryName } from './country-name'

describe('countryName', () => {
  it('names the regional offices and WIPO by their table, in the page language', () => {
    expect(countryName('EM', 'en')).toBe('European Union')
    expect(countryName('bx', 'zh-CN')).toBe('比荷卢')
    expect(countryName('WO', 'en')).toBe('International Bureau of WIPO')
    // The price list names them the same way.
    expect(findCountryPrice('OA')?.names?.en).toBe(countryName('OA', 'en'))
  })

  it('names countries by the browser, and keeps a code nobody knows', () => {
    expect(countryName('DE', 'en')).toBe('Germany')
    expect(countryName('JP', 'zh-CN')).toBe('日本')
    expect(countryName('1', 'en')).toBe('1')
  })
})

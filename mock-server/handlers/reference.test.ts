import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer } from '../test-support'
import type { Country } from '../../src/api/schemas/reference'

setupTestServer()

function call<T = unknown>(path: string, body: object = {}, lang = 'en', method = 'POST') {
  return callApi<T>(path, body, { lang, method })
}

describe('countries', () => {
  it('lists China with its Chinese, English and Japanese names', async () => {
    const { body } = await call<Country[]>('country/getAllCountryList')
    expect(body.code).toBe(200)
    expect(body.data.find((c) => c.internationalDomainName === 'CN')).toEqual({
      internationalDomainName: 'CN',
      chName: '中国',
      ehName: 'China',
      jpName: '中国',
      region: 'asiaPacific',
    })
    expect(body.data.find((c) => c.internationalDomainName === 'JP')).toMatchObject({
      chName: '日本',
      jpName: '日本',
    })
    expect(body.data.length).toBeGreaterThan(240)
  })

  it('groups the global query jurisdictions by region with the §9 counts (GET)', async () => {
    const { body } = await call<{ region: string; count: number; countries: Country[] }[]>(
      'country/getCountryList',
      {},
      'en',
      'GET',
    )
    expect(Object.fromEntries(body.data.map((r) => [r.region, r.count]))).toEqual({
      asiaPacific: 14,
      europe: 19,
      northAmerica: 3,
      southAmerica: 3,
      africa: 1,
      oceania: 2,
      wipo: 1,
    })
    expect(body.data[0]?.countries[0]?.internationalDomainName).toBe('CN')
    expect(body.data.at(-1)?.countries[0]?.internationalDomainName).toBe('WO')
  })

  it('filters the search list by region and leaves mainland China and WO out of the handled list', async () => {
    const europe = (await call<Country[]>('country/getTsCountryList', { region: 'europe' })).body.data
    expect(europe).toHaveLength(19)
    expect(europe.every((c) => c.region === 'europe')).toBe(true)
    const handled = (await call<Country[]>('country/getHandCountryList')).body.data.map(
      (c) => c.internationalDomainName,
    )
    expect(handled).toHaveLength(41)
    expect(handled).not.toContain('CN')
    expect(handled).not.toContain('WO')
  })

  it('puts China first among nationalities and searches any name', async () => {
    const all = (await call<Country[]>('country/getNationalityList')).body.data
    expect(all[0]?.internationalDomainName).toBe('CN')
    expect(all.some((c) => c.internationalDomainName === 'WO')).toBe(false)
    const found = (await call<Country[]>('country/getNationalityList', { keyword: '德国' })).body.data
    expect(found.map((c) => c.internationalDomainName)).toEqual(['DE'])
  })

  it('answers attributes, names and counKey entries in the caller’s language', async () => {
    const hk = (await call<Record<string, unknown>>('country/getCountryAttr', { code: 'hk' })).body.data
    expect(hk).toMatchObject({
      internationalDomainName: 'HK',
      countryType: 2,
      searchable: true,
      handled: true,
    })
    const fr = (await call<Record<string, unknown>>('country/getCountryAttr', { code: 'FR' })).body.data
    expect(fr).toMatchObject({ countryType: 3, euMember: true, region: 'europe' })
    expect(
      (await call<{ name: string }>('country/getCountryName', { code: 'US' }, 'zh-CN')).body.data.name,
    ).toBe('美国')
    expect((await call('country/getCountryName', { code: 'QQ' })).body.code).toBe(1004)
    expect((await call('country/getCountryName', { code: 'China' })).body.code).toBe(800)
    const keys = (
      await call<{ counKey: string; counName: string }[]>(
        'country/getCounKeyList',
        { keyword: 'KR' },
        'zh-CN',
      )
    ).body.data
    expect(keys[0]).toMatchObject({ counKey: 'KR', counName: '韩国' })
  })
})

describe('data dictionaries', () => {
  it('answers a dictionary by type with codes and both labels', async () => {
    const { body } = await call<{ type: string; list: { code: string; zh: string; en: string }[] }>(
      'dateset/getList',
      {
        type: 'invoiceStatus',
      },
    )
    expect(body.data.list.map((e) => e.code)).toEqual([
      'unbilled',
      'auditing',
      'audited',
      'notAudited',
      'invoiced',
      'mailed',
    ])
    expect(body.data.list[0]).toMatchObject({ zh: '未开票', en: 'Unbilled' })
    for (const type of [
      'idType',
      'applicantType',
      'industry',
      'paymentStatus',
      'orderStatus',
      'currency',
      'noticeType',
    ]) {
      expect(
        (await call<{ list: unknown[] }>('dateset/getList', { type })).body.data.list.length,
      ).toBeGreaterThan(1)
    }
    expect((await call('dateset/getList', { type: 'nope' })).body.code).toBe(1004)
  })
})

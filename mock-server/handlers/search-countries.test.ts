import { describe, expect, it } from 'vitest'
import type { SearchCountryGroup } from '../../src/api/schemas/search-countries'
import { generateRegister } from '../register/generate'
import { callApi, setupTestServer } from '../test-support'

setupTestServer()

async function groups(): Promise<SearchCountryGroup[]> {
  const { body } = await callApi<SearchCountryGroup[]>('tmInfo/getCountryCode', {})
  expect(body.code).toBe(200)
  return body.data
}

describe('tmInfo/getCountryCode', () => {
  it('groups the searchable jurisdictions by region with the §9 counts, then WO and EM', async () => {
    const list = await groups()
    expect(list.map((g) => [g.region, g.countries.length])).toEqual([
      ['asiaPacific', 14],
      ['europe', 19],
      ['northAmerica', 3],
      ['southAmerica', 3],
      ['africa', 1],
      ['oceania', 2],
      ['offices', 2],
    ])
    const all = list.flatMap((g) => g.countries)
    expect(all.find((c) => c.code === 'JP')).toMatchObject({
      chName: '日本',
      ehName: 'Japan',
      jpName: '日本',
    })
    expect(all.find((c) => c.code === 'EM')).toMatchObject({ chName: '欧盟', ehName: 'European Union' })
    for (const c of all) expect(c.chName && c.ehName && c.jpName, c.code).toBeTruthy()
  })

  it('offers every country the register files marks in', async () => {
    const offered = new Set((await groups()).flatMap((g) => g.countries.map((c) => c.code)))
    const used = new Set(generateRegister({ size: 5000 }).marks.map((m) => m.country))
    for (const code of used) expect(offered.has(code), code).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import type { SearchResultItem } from '../../src/api/schemas/search'
import { callApi, setupTestServer, signInAs } from '../test-support'

// A customer who searches for their own mark finds it (issue 11, "a search that finds the obvious"): the demo
// accounts' marks were on home, in the bell and on their record pages, but not in the search, by name, number
// or company. The search now reads them from the same events as the record page, so the two agree.
const server = setupTestServer()
const TEXT = 'tmInfo/queryTmInfoTextByMulCountry'
const search = async (body: object) =>
  (await callApi<{ list: SearchResultItem[] }>(TEXT, { pageNum: 1, pageSize: 50, ...body })).body.data.list
const archive = async (id: string) =>
  (
    await callApi<{ record: { status: number; expiryDate: string | null; applicant: { nameZh: string } } }>(
      'tmInfo/queryTrademarkArchives',
      { id },
    )
  ).body.data.record

describe("the demo accounts' own marks in the search", () => {
  it('finds 云杉智能 first by its name, as its record page shows it', async () => {
    signInAs(server, 'u-demo')
    const list = await search({ queryWay: 'similar', tradeMarkText: '云杉智能' })
    const first = list[0]!
    expect(first).toMatchObject({
      id: 'PF35126478',
      name: '云杉智能',
      similarity: 'high',
      registrationNo: '35126478',
    })
    expect(first.classes).toEqual(['09', '42'])
    const record = await archive('PF35126478')
    expect(first).toMatchObject({
      status: record.status,
      expiryDate: record.expiryDate,
      applicantZh: record.applicant.nameZh,
    })
    expect(first.applicantZh).not.toBe('')
    expect(first.imageUrl).toMatch(/^data:image\/svg\+xml/)
  })

  it('finds a mark by its number and an account’s marks by its company, with the status of the day', async () => {
    expect(
      (await search({ queryWay: 'applicationNumber', applicationNumber: '60411829' })).map((i) => i.id),
    ).toEqual(['PF60411829'])
    const owner = (await archive('PF60411829')).applicant.nameZh
    const ids = (await search({ queryWay: 'applicant', tmApplicant: owner })).map((i) => i.id)
    expect(ids).toEqual(expect.arrayContaining(['PF35126478', 'PF35126502', 'PF41870233', 'PF60411829']))
    // Invalidated 60 days ago: the search says so, as the record does.
    const invalid = (await search({ queryWay: 'applicationNumber', applicationNumber: '60411829' }))[0]!
    expect(invalid.status).toBe((await archive('PF60411829')).status)
  })

  it("opens the mark's similar marks and has no court records the archive does not list", async () => {
    const similar = await callApi<{ list: SearchResultItem[] }>('tmInfo/queryTmSimilarGroup', {
      id: 'PF35126478',
    })
    expect(similar.body).toMatchObject({ code: 200 })
    const cases = await callApi<{ list: unknown[] }>('tmInfo/getCaseList', { id: 'PF35126478' })
    expect(cases.body.data.list).toEqual([])
  })
})

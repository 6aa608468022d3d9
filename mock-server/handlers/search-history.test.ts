import { beforeAll, describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../src/api/schemas/search-history'
import { emptySearchQuery, toSearchParams } from '../../src/domain/search-query'
import { callApi, setupTestServer, signInAs } from '../test-support'
import { getLookup } from '../search/engine'

const server = setupTestServer()
beforeAll(() => void getLookup(), 60_000)

const HISTORY = 'tmInfo/getTrademarkQueryHistory'
const TEXT = 'tmInfo/queryTmInfoTextByMulCountry'

interface HistoryPage {
  total: number
  pageNum: number
  pageSize: number
  list: HistoryEntry[]
  usage: { used: number; limit: number | null }
}

const history = (token: string, body: object = {}) => callApi<HistoryPage>(HISTORY, body, { token })

describe('search history', () => {
  it("lists u-demo's seeded queries newest first, ten to a page, with real totals", async () => {
    const token = signInAs(server, 'u-demo')
    const first = await history(token)
    expect(first.body.code).toBe(200)
    const { data } = first.body
    expect(data.total).toBe(15)
    expect(data.list).toHaveLength(10)
    const times = data.list.map((e) => e.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const second = await history(token, { pageNum: 2 })
    expect(second.body.data.list).toHaveLength(5)
    expect(second.body.data.list[0]!.createdAt < times.at(-1)!).toBe(true)
    const all = [...data.list, ...second.body.data.list]
    expect(new Set(all.map((e) => e.queryWay)).size).toBeGreaterThanOrEqual(8)
    // Totals are those of really running the query, so "Run again" finds the same number.
    const similar = all.find((e) => e.query.tradeMarkText === '云杉智能')!
    const rerun = await callApi<{ total: number }>(TEXT, {
      queryWay: 'similar',
      tradeMarkText: '云杉智能',
      degree: ['high', 'middle'],
      pageNum: 1,
    })
    expect(rerun.body.data.total).toBe(similar.total)
    expect(similar.total).toBeGreaterThan(0)
    const byNumber = all.find((e) => e.queryWay === 'applicationNumber')!
    expect(byNumber.query.applicationNumber).toMatch(/^\d{8}$/)
    expect(byNumber.total).toBe(1)
  })

  it('filters by mode', async () => {
    const token = signInAs(server, 'u-demo')
    const { data } = (await history(token, { queryWay: 'similar' })).body
    expect(data.total).toBe(6)
    expect(data.list.every((e) => e.queryWay === 'similar')).toBe(true)
  })

  it("shows only the caller's own queries and records new ones in the client's query shape", async () => {
    const token = signInAs(server, 'u-person')
    // A trial account: today's searches against the daily limit, and reading the history counts none.
    expect((await history(token)).body.data).toMatchObject({
      total: 0,
      list: [],
      usage: { used: 0, limit: 100 },
    })
    expect((await history(token)).body.data.usage.used).toBe(0)
    await callApi(
      TEXT,
      { queryWay: 'similar', tradeMarkText: '华为', niceChoosedStr: '09;42', status: [1, 3], pageNum: 1 },
      { token },
    )
    // The same criteria with a result filter moves the entry up instead of adding another.
    await callApi(
      TEXT,
      {
        queryWay: 'similar',
        tradeMarkText: '华为',
        niceChoosedStr: '09;42',
        status: [1, 3],
        degree: ['high'],
      },
      { token },
    )
    await callApi(TEXT, { queryWay: 'applicant', tmApplicant: '科技', pageNum: 1 }, { token })
    const { data } = (await history(token)).body
    expect(data.list.map((e) => e.queryWay)).toEqual(['applicant', 'similar'])
    // The three retrievals of today, as the search itself reports them.
    expect(data.usage).toEqual({ used: 3, limit: 100 })
    // A purchasing account has no limit.
    expect((await history(signInAs(server, 'u-agency'))).body.data.usage.limit).toBeNull()
    const q = data.list[1]!.query
    expect(toSearchParams(q)).toEqual(
      toSearchParams({
        ...emptySearchQuery(),
        tradeMarkText: '华为',
        niceChoosedStr: '09;42',
        status: [1, 3],
        degree: ['high'],
      }),
    )
    expect((await history(signInAs(server, 'u-agency'))).body.data.total).toBe(0)
    expect((await callApi(HISTORY, {})).body.code).toBe(401)
  })
})

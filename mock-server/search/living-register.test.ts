import { describe, expect, it } from 'vitest'
import type { SearchResultItem } from '../../src/api/schemas/search'
import { startOfBusinessDay } from '../../src/domain/clock'
import { issueContent } from '../monitoring/gazette'
import { FIRST_LIVING_ISSUE, scheduledOn } from '../monitoring/gazette-schedule'
import { callApi, setupTestServer, signInAs } from '../test-support'

// The marks of the gazette issues that have appeared are found by the search like the register's (issue 11:
// a mark a watch reported this week was not found by its own name or number).
const server = setupTestServer()
const TEXT = 'tmInfo/queryTmInfoTextByMulCountry'
const ids = async (body: object) =>
  (await callApi<{ list: SearchResultItem[] }>(TEXT, { pageNum: 1, ...body })).body.data.list.map((i) => i.id)

const firstOn = scheduledOn(FIRST_LIVING_ISSUE)
const published = (issueNo: number, on: string) =>
  issueContent(issueNo, on).entries.flatMap((e) => (e.section === 'preliminary' ? [e.mark] : []))

describe('the search over the living register', () => {
  it('finds a published gazette mark by number and name, and not before its issue appears', async () => {
    const mark = published(FIRST_LIVING_ISSUE, firstOn)[0]!
    const byNumber = { queryWay: 'applicationNumber', applicationNumber: mark.applicationNo }
    // An hour before the issue's day begins in Beijing.
    server.setNow(new Date(startOfBusinessDay(firstOn) - 3_600_000).toISOString())
    expect(await ids(byNumber)).not.toContain(mark.id)

    server.setNow(`${firstOn}T10:00:00+08:00`)
    expect(await ids(byNumber)).toEqual([mark.id])
    const { body } = await callApi<{ list: SearchResultItem[] }>(TEXT, {
      queryWay: 'similar',
      tradeMarkText: mark.name,
      niceChoosedStr: mark.classes.map((c) => c.no).join(','),
      pageNum: 1,
      pageSize: 100,
    })
    expect(body).toMatchObject({ code: 200 })
    const hit = body.data.list.find((i) => i.id === mark.id)
    expect(hit).toMatchObject({ name: mark.name, similarity: 'high', applicationNo: mark.applicationNo })
  })

  it("counts in the registration wizard's similar-mark check", async () => {
    server.setNow(`${firstOn}T10:00:00+08:00`)
    signInAs(server, 'u-demo')
    const mark = published(FIRST_LIVING_ISSUE, firstOn)[0]!
    const { body } = await callApi<{ matches: { id: string }[] }>(
      'trademark/aiSimilarQuery',
      { name: mark.name, classes: [mark.classes[0]!.no] },
      { token: 't-u-demo' },
    )
    expect(body.data.matches.map((m) => m.id)).toContain(mark.id)
  })

  it('takes in an issue the demo publishes early', async () => {
    server.setNow(`${firstOn}T10:00:00+08:00`)
    signInAs(server, 'u-demo')
    const next = published(FIRST_LIVING_ISSUE + 1, firstOn)[0]!
    expect(await ids({ queryWay: 'applicationNumber', applicationNumber: next.applicationNo })).toEqual([])
    server.simulate('monitoring.publishGazette')
    expect(await ids({ queryWay: 'applicationNumber', applicationNumber: next.applicationNo })).toEqual([
      next.id,
    ])
  })
})

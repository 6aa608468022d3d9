import { beforeAll, describe, expect, it } from 'vitest'
import { businessToday } from '../../src/domain/clock'
import type {
  GroupStatistics,
  SearchResultItem,
  SearchUsage,
  TrademarkDetail,
} from '../../src/api/schemas/search'
import { getRegister, partyById, type RegisterMark } from '../register'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer()

interface Page<T> {
  total: number
  pageNum: number
  pageSize: number
  levels: { high: number; middle: number; low: number }
  list: T[]
  usage: SearchUsage
}

const TEXT = 'tmInfo/queryTmInfoTextByMulCountry'

async function search<T = Page<SearchResultItem>>(body: object, path = TEXT, token: string | null = null) {
  return callApi<T>(path, body, { token })
}

let marks: RegisterMark[]
beforeAll(() => {
  marks = getRegister().marks
})

describe('text search', () => {
  it('ranks 华为-like names best first, 56 to a page', async () => {
    const started = performance.now()
    const { status, body } = await search({ queryWay: 'similar', tradeMarkText: '华为', pageNum: 1 })
    const elapsed = performance.now() - started
    expect(status).toBe(200)
    expect(body.code).toBe(200)
    const { data } = body
    expect(data.pageSize).toBe(56)
    expect(data.list).toHaveLength(Math.min(56, data.total))
    expect(data.total).toBeGreaterThan(56)
    expect(data.list[0]!.similarity).toBe('high')
    expect(data.list[0]!.name).toContain('华')
    expect(data.levels.high + data.levels.middle + data.levels.low).toBe(data.total)
    const ranks = data.list.map((i) => ({ high: 0, middle: 1, low: 2 })[i.similarity!])
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(data.list.every((i) => i.country === 'CN')).toBe(true)
    expect(data.list[0]!.imageUrl).toMatch(/^data:image\/svg\+xml/)
    expect(data.usage).toEqual({ used: 1, limit: 100 })
    console.info(`similar 华为 (first, builds the index): ${elapsed.toFixed(0)} ms`)

    const t2 = performance.now()
    const second = await search({ queryWay: 'similar', tradeMarkText: '华为', pageNum: 2 })
    console.info(`similar 华为 page 2: ${(performance.now() - t2).toFixed(0)} ms`)
    expect(second.body.data.pageNum).toBe(2)
    expect(second.body.data.list[0]!.id).not.toBe(data.list[0]!.id)
    // Turning a page is not a new retrieval.
    expect(second.body.data.usage.used).toBe(1)

    const high = await search({ tradeMarkText: '华为', degree: ['high'], pageNum: 1 })
    expect(high.body.data.total).toBe(data.levels.high)
    expect(high.body.data.list.every((i) => i.similarity === 'high')).toBe(true)
  })

  it('converts full-width text and rejects special characters and bad Nice classes', async () => {
    const half = await search({ tradeMarkText: 'NOVA', pageNum: 1 })
    const full = await search({ tradeMarkText: 'ＮＯＶＡ', pageNum: 1 })
    expect(full.body.data.total).toBe(half.body.data.total)

    const special = await search({ tradeMarkText: '华为!', pageNum: 1 })
    expect(special.status).toBe(500)
    expect(special.body.code).toBe(800)
    expect(special.body.msg).toContain('Special characters')

    const nice = await search({ tradeMarkText: '华为', niceChoosedStr: '03,09', pageNum: 1 })
    expect(nice.status).toBe(500)
    expect(nice.body.code).toBe(800)
    expect(nice.body.msg).toContain('Invalid class format')

    const empty = await search({ queryWay: 'similar', pageNum: 1 })
    expect(empty.status).toBe(500)
    expect((await search({ queryWay: 'combined', pageNum: 1 })).status).toBe(500)
    expect((await search({ tradeMarkText: '华为', pageSize: 101 })).status).toBe(500)
  })

  it('finds marks by exact application and registration numbers', async () => {
    const target = marks.find((m) => m.country === 'CN' && m.registrationNo)!
    const other = marks.find((m) => m.country === 'CN' && m.id !== target.id)!
    const byApp = await search({
      queryWay: 'applicationNumber',
      applicationNumber: `${target.applicationNo}；${other.applicationNo}`,
      pageNum: 1,
    })
    expect(byApp.body.data.list.map((i) => i.id).sort()).toEqual([target.id, other.id].sort())
    expect(byApp.body.data.list[0]!.similarity).toBeNull()

    const byReg = await search({
      queryWay: 'registrationNumber',
      registerNumber: target.registrationNo,
      pageNum: 1,
    })
    expect(byReg.body.data.list.map((i) => i.id)).toEqual([target.id])

    const partial = await search({
      queryWay: 'registrationNumber',
      registerNumber: target.registrationNo.slice(0, -1),
      pageNum: 1,
    })
    expect(partial.body.data.list.every((i) => i.id !== target.id)).toBe(true)
  })

  it('finds marks by applicant, agent, address and Vienna code', async () => {
    const sample = marks.find((m) => m.country === 'CN' && m.agentId && m.viennaCodes.length)!
    const detail = (
      await search<{ list: TrademarkDetail[] }>({ ids: [sample.id] }, 'tmInfo/queryTmInfoByIds')
    ).body.data.list[0]!
    const cases = [
      { queryWay: 'applicant', tmApplicant: detail.applicant.nameEn.toUpperCase() },
      { queryWay: 'agent', tmAgent: detail.agent!.nameZh },
      { queryWay: 'address', tmAddress: detail.applicant.addressZh },
      { queryWay: 'vienna', viennaChoosedStr: sample.viennaCodes[0]!.split('.').slice(0, 2).join('.') },
    ]
    for (const body of cases) {
      const { status, body: res } = await search({
        ...body,
        pageNum: 1,
        pageSize: 100,
        status: [sample.status],
      })
      expect(status, JSON.stringify(res)).toBe(200)
      expect(res.data.total).toBeGreaterThan(0)
      const all = await search({
        ...body,
        pageNum: 1,
        pageSize: 100,
        filters: { appYear: [sample.filingDate.slice(0, 4)] },
        status: [sample.status],
      })
      expect(all.body.data.list.map((i) => i.id)).toContain(sample.id)
    }
    const combined = await search({
      queryWay: 'combined',
      tmApplicant: detail.applicant.nameZh,
      tmAgent: detail.agent!.nameZh,
      pageNum: 1,
      pageSize: 100,
    })
    expect(combined.body.data.list.every((i) => i.applicantZh === detail.applicant.nameZh)).toBe(true)
    expect(combined.body.data.list.every((i) => i.agentZh === detail.agent!.nameZh)).toBe(true)
  })

  it('narrows with filters; groupStatistics counts add up over the unfiltered result', async () => {
    const query = { queryWay: 'similar', tradeMarkText: '华为', countries: ['CN', 'US', 'JP'] }
    const all = (await search({ ...query, pageNum: 1 })).body.data
    const t = performance.now()
    const stats = await search<GroupStatistics>(query, 'tmInfo/groupStatistics')
    console.info(`groupStatistics 华为: ${(performance.now() - t).toFixed(0)} ms`)
    expect(stats.body.code).toBe(200)
    const s = stats.body.data
    expect(s.total).toBe(all.total)
    const sum = (buckets: { count: number }[]) => buckets.reduce((n, b) => n + b.count, 0)
    expect(sum(s.country)).toBe(all.total)
    expect(sum(s.isvalid)).toBe(all.total)
    expect(sum(s.tmstatuscode)).toBe(all.total)
    expect(s.country.map((b) => b.count)).toEqual(s.country.map((b) => b.count).sort((a, b) => b - a))
    expect(s.country.find((b) => b.value === 'CN')).toMatchObject({ labelZh: '中国', labelEn: 'China' })
    expect(s.applicant.length).toBeLessThanOrEqual(20)
    // Applicants who are people carry where they live, so namesakes can be told apart.
    const people = s.applicant.filter((b) => partyById(b.value)?.kind === 'person')
    expect(people.length).toBeGreaterThan(0)
    for (const b of people) {
      expect(b.labelZh).toMatch(/^.+（.+）$/)
      expect(b.labelEn).toMatch(/^.+ \(.+\)$/)
    }

    const year = s.appYear[0]!
    const filtered = (await search({ ...query, filters: { appYear: [year.value] }, pageNum: 1 })).body.data
    expect(filtered.total).toBe(year.count)
    expect(filtered.list.every((i) => i.filingDate.startsWith(year.value))).toBe(true)

    const valid = s.isvalid.find((b) => b.value === 'valid')!
    const both = (
      await search({ ...query, filters: { isvalid: ['valid'], appYear: [year.value] }, pageNum: 1 })
    ).body.data
    expect(both.total).toBeLessThanOrEqual(Math.min(valid.count, year.count))
    expect(both.list.every((i) => i.status !== 2 && i.status !== 9)).toBe(true)

    // With a filter picked, each list counts what the other filters leave: the picked dimension keeps its
    // own values (to add more), every other dimension shrinks to the filtered result.
    const faceted = (
      await search<GroupStatistics>(
        { ...query, filters: { appYear: [year.value] } },
        'tmInfo/groupStatistics',
      )
    ).body.data
    expect(faceted.total).toBe(all.total)
    expect(faceted.appYear).toEqual(s.appYear)
    expect(sum(faceted.country)).toBe(filtered.total)
    expect(sum(faceted.isvalid)).toBe(filtered.total)
    expect(sum(faceted.country)).toBeLessThan(sum(s.country))
    const twice = (
      await search<GroupStatistics>(
        { ...query, filters: { appYear: [year.value], isvalid: ['valid'] } },
        'tmInfo/groupStatistics',
      )
    ).body.data
    expect(twice.isvalid.find((b) => b.value === 'valid')?.count).toBe(both.total)
    expect(sum(twice.appYear.filter((b) => b.value === year.value))).toBe(both.total)
    expect(sum(twice.tmstatuscode)).toBe(both.total)
  })

  it('filters on every §3 dimension with the values groupStatistics lists', async () => {
    const query = { queryWay: 'similar', tradeMarkText: '华为', countries: ['CN', 'US', 'JP', 'EM', 'KR'] }
    const stats = (await search<GroupStatistics>(query, 'tmInfo/groupStatistics')).body.data
    const dimensions = [
      'country',
      'applicant',
      'niceList',
      'similarGroup',
      'appYear',
      'regYear',
      'trailYear',
      'isvalid',
      'ggBeginYear',
      'priorityYear',
      'rightPeriod',
      'tmstatuscode',
      'agent',
    ] as const
    for (const d of dimensions) {
      const bucket = stats[d][0]
      if (!bucket) continue
      const res = (await search({ ...query, filters: { [d]: [bucket.value] }, pageNum: 1 })).body.data
      expect(res.total, d).toBe(bucket.count)
      expect(res.total, d).toBeLessThanOrEqual(stats.total)
    }
    expect(stats.country.length).toBeGreaterThan(1)
    expect(stats.priorityYear.length + stats.agent.length).toBeGreaterThan(0)
  })
  it('filters by similar group as the query’s similar-group field does, listing the chosen classes’ groups', async () => {
    const query = { queryWay: 'similar', tradeMarkText: '华为', countries: ['CN', 'US', 'JP'] }
    const stats = (await search<GroupStatistics>(query, 'tmInfo/groupStatistics')).body.data
    expect(stats.similarGroup.length).toBeGreaterThan(5)
    const group = stats.similarGroup.at(-1)!
    expect(group.value).toMatch(/^\d{4}$/)
    // Labelled with the group's name from the classification, in both languages.
    expect(stats.similarGroup.find((b) => b.value === '0901')?.labelZh ?? '0901 科学仪器').toMatch(/^0901 \S/)
    expect(group.labelZh.startsWith(`${group.value} `) && group.labelZh.length > 5).toBe(true)
    expect(group.labelEn.startsWith(`${group.value} `) && group.labelEn.length > 5).toBe(true)
    const byFilter = (await search({ ...query, filters: { similarGroup: [group.value] }, pageNum: 1 })).body
      .data
    const byField = (await search({ ...query, groupChoosedStr: group.value, pageNum: 1 })).body.data
    expect(byFilter.total).toBe(group.count)
    expect(byField.total).toBe(group.count)
    expect(byFilter.list.map((i) => i.id)).toEqual(byField.list.map((i) => i.id))
    for (const item of byFilter.list) {
      const mark = marks.find((m) => m.id === item.id)!
      expect(mark.classes.some((c) => c.groups.includes(group.value))).toBe(true)
    }
    // Two groups: marks with goods in either.
    const other = stats.similarGroup[0]!
    const either = (
      await search({ ...query, filters: { similarGroup: [group.value, other.value] }, pageNum: 1 })
    ).body.data
    expect(either.total).toBeGreaterThanOrEqual(Math.max(group.count, other.count))
    expect(either.total).toBeLessThanOrEqual(group.count + other.count)

    // A class chosen (as a filter or in the query): only that class's groups are listed, counted over it.
    const cls = stats.niceList[0]!.value
    const narrowings: { filters?: { niceList: string[] }; niceChoosedStr?: string }[] = [
      { filters: { niceList: [cls] } },
      { niceChoosedStr: cls },
    ]
    for (const by of narrowings) {
      const narrowed = { ...query, ...by }
      const within = (await search<GroupStatistics>(narrowed, 'tmInfo/groupStatistics')).body.data
      expect(within.similarGroup.length).toBeGreaterThan(0)
      expect(within.similarGroup.every((b) => b.value.startsWith(cls))).toBe(true)
      const first = within.similarGroup[0]!
      const res = (
        await search({
          ...narrowed,
          filters: { ...by.filters, similarGroup: [first.value] },
          pageNum: 1,
        })
      ).body.data
      expect(res.total).toBe(first.count)
    }
  })

  it('sorts by each field in both directions, keeping undated marks last', async () => {
    const query = { queryWay: 'applicant', tmApplicant: 'co', countries: ['CN', 'US'] }
    const sorted = async (field: string, order: 'asc' | 'desc') =>
      (await search({ ...query, sort: { field, order }, pageNum: 1 })).body.data.list
    const filing = await sorted('filingDate', 'asc')
    expect(filing.map((i) => i.filingDate)).toEqual(filing.map((i) => i.filingDate).sort())
    const filingDesc = await sorted('filingDate', 'desc')
    expect(filingDesc.map((i) => i.filingDate)).toEqual(
      filingDesc.map((i) => i.filingDate).sort((a, b) => (a < b ? 1 : -1)),
    )
    const registered = await sorted('registrationDate', 'desc')
    const dates = registered.map((i) => i.registrationDate)
    const dated = dates.filter((d): d is string => d !== null)
    expect(dated).toEqual([...dated].sort((a, b) => (a < b ? 1 : -1)))
    expect(dates.slice(dated.length).every((d) => d === null)).toBe(true)
    const numbers = (await sorted('applicationNumber', 'asc')).map((i) => i.applicationNo)
    expect(numbers).toEqual([...numbers].sort())
    expect(filing[0]!.id).not.toBe(filingDesc[0]!.id)
  })

  it('ranks by similarity most similar first, or least similar first when asked', async () => {
    const rank = { high: 0, middle: 1, low: 2 } as const
    const best = (await search({ tradeMarkText: '华为', pageNum: 1 })).body.data.list
    const worst = (
      await search({ tradeMarkText: '华为', sort: { field: 'similarity', order: 'asc' }, pageNum: 1 })
    ).body.data.list
    const levels = (list: SearchResultItem[]) => list.map((i) => rank[i.similarity!])
    expect(levels(best)).toEqual([...levels(best)].sort())
    expect(levels(worst)).toEqual([...levels(worst)].sort().reverse())
    expect(best[0]!.similarity).toBe('high')
    expect(worst[0]!.similarity).toBe('low')
  })

  it('keeps the level counts while the degree filter narrows the list', async () => {
    const all = (await search({ tradeMarkText: '华为', pageNum: 1 })).body.data
    const high = (await search({ tradeMarkText: '华为', degree: ['high'], pageNum: 1 })).body.data
    expect(high.levels).toEqual(all.levels)
    expect(high.total).toBe(all.levels.high)
    expect(high.list.every((i) => i.similarity === 'high')).toBe(true)
  })

  it('does not count filtering, sorting or paging a result as another retrieval', async () => {
    const token = signInAs(server, 'u-person')
    const query = { tradeMarkText: '华为' }
    const first = (await search({ ...query, pageNum: 1 }, TEXT, token)).body.data.usage
    const again = async (extra: object) => (await search({ ...query, ...extra }, TEXT, token)).body.data.usage
    expect(await again({ pageNum: 2 })).toEqual(first)
    expect(await again({ pageNum: 1, filters: { appYear: ['2020'] } })).toEqual(first)
    expect(await again({ pageNum: 1, sort: { field: 'filingDate', order: 'asc' } })).toEqual(first)
    expect((await again({ pageNum: 1 })).used).toBe(first.used + 1)
  })
})

describe('trial limit and history', () => {
  it('refuses the 101st retrieval of the day with code 1429', async () => {
    server.db.searchUsage ??= []
    server.db.searchUsage.push({ key: 'anonymous', date: businessToday(), used: 100 })
    const refused = await search({ tradeMarkText: '华为', pageNum: 1 })
    expect(refused.status).toBe(200)
    expect(refused.body.code).toBe(1429)
    expect(refused.body.data).toEqual({ limit: 100, used: 100 })
    expect(refused.body.msg).toContain('limit of 100 searches')
    const image = await search(
      { imageHash: marks[0]!.imageHash, pageNum: 1 },
      'tmInfo/queryTmInfoGraphByMulCountry',
    )
    expect(image.body.code).toBe(1429)
    const zh = await callApi(TEXT, { tradeMarkText: '华为', pageNum: 1 }, { lang: 'zh-CN' })
    expect(zh.body.msg).toBe('今日检索次数已达 100 次上限，请明天再来，或登录后继续检索')
  })

  it('counts per user, leaves buyers unlimited and records the history of signed-in users', async () => {
    const token = signInAs(server, 'u-demo')
    const user = server.db.users.find((u) => u.id === 'u-demo')!
    user.isPurchase = false
    user.trialEndsAt = new Date(Date.now() + 86_400_000).toISOString()
    const first = await search({ tradeMarkText: '华为', pageNum: 1 }, TEXT, token)
    expect(first.body.data.usage).toEqual({ used: 1, limit: 100 })
    user.isPurchase = true
    const second = await search({ tradeMarkText: '云杉', pageNum: 1 }, TEXT, token)
    expect(second.body.data.usage).toEqual({ used: 2, limit: null })
    // Seeded records (qh-seed-*) are the demo's past queries, not this test's.
    const ran = () => server.db.searchHistory.filter((h) => !h.id.startsWith('qh-seed'))
    const history = ran().filter((h) => h.userId === 'u-demo')
    expect(history.map((h) => h.request.tradeMarkText)).toEqual(['华为', '云杉'])
    expect(history[0]).toMatchObject({ queryWay: 'similar', total: first.body.data.total })
    // Anonymous searches count separately and leave no history.
    const anonymous = await search({ tradeMarkText: '华为', pageNum: 1 })
    expect(anonymous.body.data.usage.used).toBe(1)
    expect(ran()).toHaveLength(2)
  })
})

describe('image search, records and similar group', () => {
  it('finds a mark by its own image hash first, at distance 0', async () => {
    const counts = new Map<string, number>()
    for (const m of marks) counts.set(m.imageHash, (counts.get(m.imageHash) ?? 0) + 1)
    const target = marks.find(
      (m) => m.country === 'CN' && m.kind !== 'word' && counts.get(m.imageHash) === 1,
    )!
    const t = performance.now()
    const res = await search<Page<SearchResultItem & { distance: number }> & { sharedVienna: unknown[] }>(
      { imageHash: target.imageHash.toUpperCase(), pageNum: 1 },
      'tmInfo/queryTmInfoGraphByMulCountry',
    )
    console.info(`image search: ${(performance.now() - t).toFixed(0)} ms`)
    expect(res.body.code).toBe(200)
    const { data } = res.body
    expect(data.list[0]).toMatchObject({ id: target.id, distance: 0, score: 100, similarity: 'high' })
    const distances = data.list.map((i) => i.distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(data.list.every((i) => i.country === 'CN')).toBe(true)
    expect(Array.isArray(data.sharedVienna)).toBe(true)
    expect(data.usage.used).toBe(1)

    const t2 = performance.now()
    await search({ imageHash: marks[1]!.imageHash, pageNum: 1 }, 'tmInfo/queryTmInfoGraphByMulCountry')
    console.info(`image search (hashes parsed): ${(performance.now() - t2).toFixed(0)} ms`)

    const bad = await search({ imageHash: 'xyz', pageNum: 1 }, 'tmInfo/queryTmInfoGraphByMulCountry')
    expect(bad.status).toBe(500)
  })

  it('returns full records with goods per class, in the order asked', async () => {
    const ids = [marks[10]!.id, 'TM9999999', marks[3]!.id]
    const res = await search<{ list: TrademarkDetail[] }>({ ids }, 'tmInfo/queryTmInfoByIds')
    expect(res.body.code).toBe(200)
    const { list } = res.body.data
    expect(list.map((d) => d.id)).toEqual([marks[10]!.id, marks[3]!.id])
    const d = list[0]!
    expect(d.classes.length).toBeGreaterThan(0)
    expect(d.classes[0]!.goodsZh.length).toBeGreaterThan(0)
    expect(d.classes[0]!.goodsEn.length).toBe(d.classes[0]!.goodsZh.length)
    expect(d.classes[0]!.nameEn.length).toBeGreaterThan(0)
    expect(d.applicant.id).toBe(marks[10]!.applicantId)
    expect(d.statusEn.length).toBeGreaterThan(0)
    expect(d.imageUrl).toMatch(/^data:image\/svg\+xml/)
  })

  it('lists the marks similar to one mark in its classes', async () => {
    const mark = marks.find((m) => m.name.includes('华') && m.country === 'CN')!
    const res = await search<{ mark: SearchResultItem; list: SearchResultItem[] }>(
      { id: mark.id },
      'tmInfo/queryTmSimilarGroup',
    )
    expect(res.body.code).toBe(200)
    expect(res.body.data.mark.id).toBe(mark.id)
    expect(res.body.data.list.length).toBeGreaterThan(0)
    expect(res.body.data.list.length).toBeLessThanOrEqual(20)
    const classes = new Set(mark.classes.map((c) => c.no))
    for (const item of res.body.data.list) {
      expect(item.id).not.toBe(mark.id)
      expect(item.classes.some((c) => classes.has(c))).toBe(true)
    }
    expect((await search({ id: 'TM0000000' }, 'tmInfo/queryTmSimilarGroup')).body.code).toBe(1004)
  })
})

import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { StatBucket, StatSeries } from '../../src/api/schemas/analytics-statistics'
import { provinceOf } from '../analytics/provinces'
import { groupsOfMark, nameHits, renewalClassOf } from '../analytics/statistics'
import { getRegister, partyById, type RegisterMark } from '../register'
import { getLookup } from '../search/engine'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer()

// Building the register and its indexes takes seconds; it happens once, before the first call.
beforeAll(() => {
  getLookup()
}, 60_000)

afterEach(() => {
  expect(server.schemaViolations).toEqual([])
})

interface Ranked extends StatBucket {
  country: string
  share: number
}
interface Series {
  total: number
  years: number[]
  series: StatSeries[]
}

async function stat<T>(path: string, body: object = {}, lang = 'en') {
  const res = await callApi<T>(path, body, { lang })
  expect(res.body.code, res.body.msg).toBe(200)
  return res.body.data
}

async function refused(path: string, body: object, lang = 'en') {
  const res = await callApi(path, body, { lang })
  expect(res.body.code).toBe(800)
  return res.body.msg
}

// Direct counts over the register, to check the answers against.
const marks = (): readonly RegisterMark[] => getRegister().marks
const filedIn = (m: RegisterMark, from: number, to: number) =>
  m.filingDate >= `${from}-01-01` && m.filingDate <= `${to}-12-31`
const inScope = (from = 2014, to = 2024, country = 'CN') =>
  marks().filter((m) => (country === 'ALL' || m.country === country) && filedIn(m, from, to))
const countBy = <K>(list: readonly RegisterMark[], key: (m: RegisterMark) => K) => {
  const map = new Map<K, number>()
  for (const m of list) map.set(key(m), (map.get(key(m)) ?? 0) + 1)
  return map
}
const sortedDesc = (counts: number[]) => counts.every((c, i) => i === 0 || counts[i - 1]! >= c)
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

describe('statistic/appAndAuthorization', () => {
  it('answers applications by filing year and registrations by registration year, 2014–2024 in China by default', async () => {
    const data = await stat<Series>('statistic/appAndAuthorization')
    expect(data.years).toEqual([2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024])
    const filed = countBy(inScope(), (m) => Number(m.filingDate.slice(0, 4)))
    const cn = marks().filter((m) => m.country === 'CN' && m.registrationDate)
    const registered = countBy(cn, (m) => Number(m.registrationDate!.slice(0, 4)))
    const [apps, regs] = data.series
    expect(apps!.value).toBe('applications')
    expect(apps!.labelZh).toBe('申请量')
    expect(apps!.byYear).toEqual(data.years.map((y) => filed.get(y) ?? 0))
    expect(regs!.byYear).toEqual(data.years.map((y) => registered.get(y) ?? 0))
    expect(data.total).toBe(inScope().length)
    expect(apps!.count).toBe(data.total)
    expect(regs!.count).toBeGreaterThan(1000)
  })

  it('narrows to the years, the office and the applicant asked for', async () => {
    const all = await stat<Series>('statistic/appAndAuthorization')
    const two = await stat<Series>('statistic/appAndAuthorization', { yearFrom: 2020, yearTo: 2021 })
    expect(two.years).toEqual([2020, 2021])
    expect(two.total).toBe(inScope(2020, 2021).length)
    expect(two.total).toBeLessThan(all.total)
    const us = await stat<Series>('statistic/appAndAuthorization', { country: 'us' })
    expect(us.total).toBe(inScope(2014, 2024, 'US').length)
    // The top applicant of China, by its id and by a piece of its name.
    const top = (await stat<{ list: Ranked[] }>('tmInfo/applicantRanking', { top: 1 })).list[0]!
    const byId = await stat<Series>('statistic/appAndAuthorization', { applicant: top.value })
    expect(byId.total).toBe(top.count)
    const party = partyById(top.value)!
    const byName = await stat<Series>('statistic/appAndAuthorization', { applicant: party.nameZh })
    expect(byName.total).toBeGreaterThanOrEqual(top.count)
  })
})

describe('statistic/trademarkAppCount', () => {
  it('splits each year’s applications into registered, pending and invalid', async () => {
    const data = await stat<Series>('statistic/trademarkAppCount', { yearFrom: 2016, yearTo: 2024 })
    expect(data.series.map((s) => s.value)).toEqual(['registered', 'pending', 'invalid'])
    const list = inScope(2016, 2024)
    const filed = countBy(list, (m) => Number(m.filingDate.slice(0, 4)))
    data.years.forEach((y, i) => expect(sum(data.series.map((s) => s.byYear[i]!))).toBe(filed.get(y) ?? 0))
    const registered = list.filter((m) => [1, 7, 10].includes(m.status)).length
    expect(data.series[0]!.count).toBe(registered)
    expect(data.series[2]!.count).toBe(list.filter((m) => m.status === 2).length)
  })
})

describe('statistic/goodsService and goodsService2', () => {
  it('counts the marks of each of the 45 classes; the buckets add up to the designations', async () => {
    const data = await stat<{ total: number; designations: number; buckets: StatBucket[] }>(
      'statistic/goodsService',
    )
    const list = inScope()
    expect(data.total).toBe(list.length)
    expect(data.buckets).toHaveLength(45)
    expect(data.buckets[0]!.value).toBe('01')
    expect(data.designations).toBe(sum(list.map((m) => m.classes.length)))
    expect(sum(data.buckets.map((b) => b.count))).toBe(data.designations)
    const c35 = data.buckets.find((b) => b.value === '35')!
    expect(c35.count).toBe(list.filter((m) => m.classes.some((c) => c.no === '35')).length)
    expect(c35.labelZh).toMatch(/^35 /)
    expect(c35.labelEn).toMatch(/^35 \S/)
  })

  it('counts the marks of one class by its similar groups', async () => {
    const data = await stat<{ classNo: string; inClass: number; buckets: StatBucket[]; labelEn: string }>(
      'statistic/goodsService2',
      { classNo: '9', yearFrom: 2018 },
    )
    expect(data.classNo).toBe('09')
    const inClass = inScope(2018).filter((m) => m.classes.some((c) => c.no === '09'))
    expect(data.inClass).toBe(inClass.length)
    expect(data.buckets.every((b) => b.value.startsWith('09'))).toBe(true)
    const g0901 = data.buckets.find((b) => b.value === '0901')!
    expect(g0901.count).toBe(
      inClass.filter((m) => m.classes.find((c) => c.no === '09')!.groups.includes('0901')).length,
    )
    expect(g0901.count).toBeGreaterThan(0)
  })

  it('refuses a class outside 1–45', async () => {
    expect(await refused('statistic/goodsService2', { classNo: '46' })).toContain(
      'Classes must be between 1 and 45',
    )
  })
})

describe('statistic/similargroupStatistic2 and 3', () => {
  const groupCounts = (list: readonly RegisterMark[]) => {
    const counts = new Map<string, number>()
    for (const m of list) for (const g of groupsOfMark(m)) counts.set(g, (counts.get(g) ?? 0) + 1)
    return counts
  }

  it('ranks the most crowded similar groups with their counts', async () => {
    const data = await stat<{ buckets: StatBucket[] }>('statistic/similargroupStatistic2', { top: 8 })
    expect(data.buckets).toHaveLength(8)
    expect(sortedDesc(data.buckets.map((b) => b.count))).toBe(true)
    const counts = groupCounts(inScope())
    for (const b of data.buckets) expect(b.count).toBe(counts.get(b.value))
    expect(data.buckets[0]!.count).toBe(Math.max(...counts.values()))
  })

  it('follows the five most crowded groups per year, or the groups asked for', async () => {
    const top = await stat<{ buckets: StatBucket[] }>('statistic/similargroupStatistic2', { top: 5 })
    const data = await stat<Series>('statistic/similargroupStatistic3')
    expect(data.series.map((s) => s.value)).toEqual(top.buckets.map((b) => b.value))
    expect(data.series.map((s) => s.count)).toEqual(top.buckets.map((b) => b.count))
    const one = await stat<Series>('statistic/similargroupStatistic3', { groups: ['3503'], yearFrom: 2022 })
    expect(one.series).toHaveLength(1)
    const list = inScope(2022).filter((m) => groupsOfMark(m).has('3503'))
    const byYear = countBy(list, (m) => Number(m.filingDate.slice(0, 4)))
    expect(one.series[0]!.byYear).toEqual(one.years.map((y) => byYear.get(y) ?? 0))
  })

  it('refuses a bad group and more than five groups', async () => {
    expect(await refused('statistic/similargroupStatistic3', { groups: ['901'] })).toContain(
      'Invalid similar group',
    )
    const six = ['0901', '0902', '0903', '0904', '0905', '0906']
    expect(await refused('statistic/similargroupStatistic3', { groups: six })).toContain(
      'Compare at most 5 similar groups',
    )
  })
})

describe('statistic/effectiveTm and renewalStatistic (on the mock clock)', () => {
  interface Effective {
    total: number
    today: string
    effective: number
    byStatus: StatBucket[]
    byAge: StatBucket[]
    byRenewal: StatBucket[]
  }

  it('counts the marks in force on today by status, age and renewal phase', async () => {
    server.setNow('2026-11-27T04:00:00Z')
    const data = await stat<Effective>('statistic/effectiveTm')
    expect(data.today).toBe('2026-11-27')
    const live = inScope().filter(
      (m) =>
        [1, 7, 10].includes(m.status) &&
        m.registrationDate! <= data.today &&
        renewalClassOf(m, data.today) !== 'lapsed',
    )
    expect(data.effective).toBe(live.length)
    expect(sum(data.byStatus.map((b) => b.count))).toBe(live.length)
    expect(sum(data.byAge.map((b) => b.count))).toBe(live.length)
    expect(sum(data.byRenewal.map((b) => b.count))).toBe(live.length)
    expect(data.byStatus.find((b) => b.value === '1')?.labelEn).toBe('Registered')
    // Later on the clock, the oldest registrations have passed their grace period without renewal.
    server.setNow('2027-08-01T04:00:00Z')
    const later = await stat<Effective>('statistic/effectiveTm')
    expect(later.today).toBe('2027-08-01')
    expect(later.effective).toBeLessThan(data.effective)
  })

  it('counts the terms ending each year by where their renewal stands', async () => {
    server.setNow('2026-11-27T04:00:00Z')
    const data = await stat<Series & { today: string }>('statistic/renewalStatistic', {
      yearFrom: 2020,
      yearTo: 2030,
    })
    expect(data.series.map((s) => s.value)).toEqual(['renewed', 'lapsed', 'grace', 'window', 'notYet'])
    const ending = marks().filter(
      (m) =>
        m.country === 'CN' && m.expiryDate && m.expiryDate >= '2020-01-01' && m.expiryDate <= '2030-12-31',
    )
    const classes = countBy(ending, (m) => renewalClassOf(m, '2026-11-27'))
    for (const key of ['lapsed', 'grace', 'window', 'notYet'] as const)
      expect(data.series.find((s) => s.value === key)!.count).toBe(classes.get(key) ?? 0)
    expect(data.series.find((s) => s.value === 'window')!.count).toBeGreaterThan(0)
    expect(data.series.find((s) => s.value === 'lapsed')!.count).toBeGreaterThan(0)
    expect(data.total).toBe(sum(data.series.map((s) => s.count)))
  })
})

describe('the agent statistics', () => {
  it('counts the agents and the marks filed through one against directly', async () => {
    const data = await stat<Series & { agents: number; viaAgent: number; direct: number }>(
      'statistic/getAgentCount',
    )
    const list = inScope()
    expect(data.agents).toBe(new Set(list.map((m) => m.agentId).filter(Boolean)).size)
    expect(data.viaAgent).toBe(list.filter((m) => m.agentId).length)
    expect(data.viaAgent + data.direct).toBe(data.total)
    expect(sum(data.series[0]!.byYear)).toBe(data.viaAgent)
  })

  it('ranks the agents by the marks they filed, with their applicants', async () => {
    const data = await stat<{ agents: number; list: (Ranked & { applicants: number })[] }>(
      'statistic/agentStatistics',
      { top: 10 },
    )
    expect(data.list).toHaveLength(10)
    expect(sortedDesc(data.list.map((a) => a.count))).toBe(true)
    const first = data.list[0]!
    const filed = inScope().filter((m) => m.agentId === first.value)
    expect(first.count).toBe(filed.length)
    expect(first.applicants).toBe(new Set(filed.map((m) => m.applicantId)).size)
    expect(first.value).toMatch(/^AG\d{4}$/)
    expect(first.labelZh).toContain('知识产权代理')
  })

  it('lists which agents filed one applicant’s marks, and refuses without an applicant', async () => {
    const top = (await stat<{ list: Ranked[] }>('tmInfo/applicantRanking', { top: 1 })).list[0]!
    const data = await stat<{ total: number; applicants: number; list: Ranked[] }>(
      'statistic/applicantCorrespondingAgentStatictis',
      { applicant: top.value, top: 50 },
    )
    expect(data.applicants).toBe(1)
    expect(data.total).toBe(top.count)
    const own = inScope().filter((m) => m.applicantId === top.value)
    const byAgent = countBy(own, (m) => m.agentId ?? 'direct')
    expect(data.list).toHaveLength(Math.min(50, byAgent.size))
    expect(sortedDesc(data.list.map((a) => a.count))).toBe(true)
    for (const row of data.list) expect(row.count).toBe(byAgent.get(row.value))
    if (byAgent.size <= 50) expect(sum(data.list.map((a) => a.count))).toBe(top.count)
    expect(data.list.find((a) => a.value === 'direct')?.labelEn ?? 'Filed directly').toBe('Filed directly')
    const msg = await refused('statistic/applicantCorrespondingAgentStatictis', {}, 'zh-CN')
    expect(msg).toContain('此项为必填项')
  })

  it('pages one agent’s applicants, most marks first', async () => {
    const agent = (await stat<{ list: Ranked[] }>('statistic/agentStatistics', { top: 1 })).list[0]!
    const first = await stat<{ agent: { id: string }; marks: number; total: number; list: Ranked[] }>(
      'statistic/tmAgentQuery',
      { agentId: agent.value, pageSize: 5 },
    )
    expect(first.agent.id).toBe(agent.value)
    expect(first.marks).toBe(agent.count)
    expect(first.list).toHaveLength(5)
    const filed = inScope().filter((m) => m.agentId === agent.value)
    expect(first.total).toBe(new Set(filed.map((m) => m.applicantId)).size)
    let seen = 0
    let counted = 0
    for (let pageNum = 1; seen < first.total; pageNum++) {
      const page = await stat<{ list: Ranked[] }>('statistic/tmAgentQuery', {
        agentId: agent.value,
        pageSize: 100,
        pageNum,
      })
      expect(sortedDesc(page.list.map((r) => r.count))).toBe(true)
      seen += page.list.length
      counted += sum(page.list.map((r) => r.count))
    }
    expect(counted).toBe(first.marks)
  })

  it('refuses a bad agent number and answers not found for an unknown agent', async () => {
    expect(await refused('statistic/tmAgentQuery', { agentId: 'X12' })).toContain('Invalid agent number')
    const res = await callApi('statistic/tmAgentQuery', { agentId: 'AG9999' }, { lang: 'zh-CN' })
    expect(res.body.code).toBe(1004)
    expect(res.body.msg).toBe('未找到该代理机构')
  })
})

describe('where applicants are from', () => {
  it('counts the marks by the applicants’ home country (the world map)', async () => {
    const data = await stat<{ total: number; buckets: (StatBucket & { applicants: number })[] }>(
      'statistic/applicantCountryCodeStatistic',
      { country: 'ALL' },
    )
    const list = inScope(2014, 2024, 'ALL')
    expect(data.total).toBe(list.length)
    expect(sum(data.buckets.map((b) => b.count))).toBe(list.length)
    expect(sortedDesc(data.buckets.map((b) => b.count))).toBe(true)
    const us = data.buckets.find((b) => b.value === 'US')!
    const fromUs = list.filter((m) => partyById(m.applicantId)?.country === 'US')
    expect(us.count).toBe(fromUs.length)
    expect(us.applicants).toBe(new Set(fromUs.map((m) => m.applicantId)).size)
    expect(us.labelZh).toBe('美国')
  })

  it('counts the marks of Chinese applicants by province (the China map)', async () => {
    const data = await stat<{
      total: number
      chinese: number
      buckets: (StatBucket & { applicants: number })[]
    }>('statistic/countryForApplicant')
    expect(sum(data.buckets.map((b) => b.count))).toBe(data.chinese)
    const list = inScope()
    const chinese = list.filter((m) => provinceOf(partyById(m.applicantId)!))
    expect(data.chinese).toBe(chinese.length)
    const gd = data.buckets.find((b) => b.value === '440000')!
    expect(gd.labelZh).toBe('广东省')
    expect(gd.labelEn).toBe('Guangdong')
    expect(gd.count).toBe(list.filter((m) => partyById(m.applicantId)!.addressZh.startsWith('广东省')).length)
    expect(data.buckets.map((b) => b.value)).toContain('810000')
  })
})

describe('the applicant rankings', () => {
  it('ranks applicants by their marks in scope', async () => {
    const data = await stat<{ total: number; applicants: number; list: Ranked[] }>(
      'tmInfo/applicantRanking',
      {
        top: 20,
      },
    )
    expect(data.list).toHaveLength(20)
    expect(sortedDesc(data.list.map((a) => a.count))).toBe(true)
    const counts = countBy(inScope(), (m) => m.applicantId)
    expect(data.applicants).toBe(counts.size)
    for (const row of data.list) expect(row.count).toBe(counts.get(row.value))
    expect(data.list[0]!.count).toBe(Math.max(...counts.values()))
    expect(data.list[0]!.share).toBeCloseTo(data.list[0]!.count / data.total, 3)
  })

  it('gives the same leaders per filing year', async () => {
    const ranking = await stat<{ list: Ranked[] }>('tmInfo/applicantRanking', { top: 5, yearFrom: 2019 })
    const data = await stat<Series>('tmInfo/applicantRankingByYear', { top: 5, yearFrom: 2019 })
    expect(data.years[0]).toBe(2019)
    expect(data.series.map((s) => s.value)).toEqual(ranking.list.map((r) => r.value))
    data.series.forEach((s, i) => {
      expect(s.count).toBe(ranking.list[i]!.count)
      expect(sum(s.byYear)).toBe(s.count)
    })
  })

  it('ranks applicants by the marks whose name matches a text', async () => {
    const data = await stat<{ hits: number; list: Ranked[] }>('tmInfo/applicantHit', {
      text: 'link',
      country: 'ALL',
      top: 50,
    })
    const hits = inScope(2014, 2024, 'ALL').filter((m) => nameHits(m, 'link'))
    expect(data.hits).toBe(hits.length)
    expect(data.hits).toBeGreaterThan(0)
    expect(sortedDesc(data.list.map((a) => a.count))).toBe(true)
    const counts = countBy(hits, (m) => m.applicantId)
    for (const row of data.list) expect(row.count).toBe(counts.get(row.value))
  })

  it('refuses a missing or too long text', async () => {
    expect(await refused('tmInfo/applicantHit', { text: ' ' })).toContain('This field is required')
    expect(await refused('tmInfo/applicantHit', { text: 'x'.repeat(51) })).toContain(
      'The search text can be at most 50 characters',
    )
  })
})

describe('the shared filter', () => {
  it('refuses a start year after the end year, in the caller’s language', async () => {
    const body = { yearFrom: 2024, yearTo: 2014 }
    expect(await refused('statistic/goodsService', body)).toContain(
      'The start year cannot be later than the end year',
    )
    expect(await refused('tmInfo/applicantRanking', body, 'zh-CN')).toContain('开始年份不能晚于结束年份')
  })

  it('refuses years out of bounds, an unknown country, a too long applicant and a bad top N', async () => {
    expect(await refused('statistic/effectiveTm', { yearFrom: 1980 })).toContain('between 1990 and 2050')
    expect(await refused('statistic/appAndAuthorization', { country: 'XX' })).toContain(
      'Choose a country or region from the list',
    )
    expect(await refused('statistic/getAgentCount', { applicant: '申'.repeat(61) })).toContain(
      'The applicant can be at most 60 characters',
    )
    expect(await refused('statistic/agentStatistics', { top: 0 })).toContain('Show between 1 and 50 entries')
  })

  it('answers a guest: the register is public, as the searches are', async () => {
    const res = await callApi('statistic/goodsService', {}, { token: null })
    expect(res.body.code).toBe(200)
  })

  it('answers an applicant text that names nobody with empty series', async () => {
    const data = await stat<Series>('statistic/appAndAuthorization', {
      applicant: 'NO SUCH APPLICANT 无此人',
    })
    expect(data.total).toBe(0)
    expect(data.series[1]!.count).toBe(0)
  })
})

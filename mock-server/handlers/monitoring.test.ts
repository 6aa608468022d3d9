import { beforeAll, describe, expect, it } from 'vitest'
import type { AlertSettings, Hit, Watch, WatchProblem } from '../../src/api/schemas/monitoring'
import { markOrderPaid } from '../commerce/orders-store'
import { callApi, fetchApi, setupTestServer } from '../test-support'
import { registerReady } from '../register'
import { loadFullPinyin } from '../register/pinyin'

const server = setupTestServer({ signedInAs: 'u-demo' })
const as = { token: 't-u-demo' }
const zh = { token: 't-u-demo', lang: 'zh-CN' }

// The mock's today: the day before issue 2010 (6 Dec 2026) is due; 2009 (27 Nov) is out.
const NOW = '2026-12-01T04:00:00Z'

interface Page {
  total: number
  list: Watch[]
  counts: Record<string, number>
  unreadTotal: number
  latestIssue: { issueNo: number } | null
}
interface Details {
  watch: Watch
  issues: { issueNo: number; hitCount: number; unreadCount: number }[]
  groups: { issue: { issueNo: number; oppositionEndsOn: string }; hits: Hit[] }[]
  counts: { high: number; medium: number; low: number; unread: number }
  nextIssueOn: string
}

const markWatch = (name: string, classes: string[], extra: object = {}) => ({
  kind: 'mark',
  name,
  classes,
  countries: ['CN'],
  period: 'year',
  ...extra,
})

async function paidWatch(body: object): Promise<Watch> {
  const { body: res } = await callApi<{ watchId: string; orderId: string; watch: Watch }>(
    'monitoring/createMonitoring',
    body,
    as,
  )
  expect(res.code).toBe(200)
  const order = server.db.orders.find((o) => o.id === res.data.orderId)!
  markOrderPaid(server.db, order, 'card', new Date(NOW).toISOString())
  return res.data.watch
}

const details = async (watchId: string, extra: object = {}) =>
  (await callApi<Details>('monitoring/getMemberMonitoringDetails', { watchId, ...extra }, as)).body

// The register is built once for the file (seconds on a busy machine), not inside the first test.
beforeAll(async () => {
  await Promise.all([registerReady(), loadFullPinyin()])
}, 60_000)

describe('monitoring prices', () => {
  it('quotes by counts with the plan formula tbOrder/getMonitoringPrice uses', async () => {
    const { body: plan } = await callApi<{ quote: { unitPrice: number; total: number } }>(
      'tbOrder/getMonitoringPrice',
      { planId: 'similar', period: 'year', quantity: 6 },
      as,
    )
    const { body } = await callApi<{ unitPrice: number; total: number }>(
      'monitoring/queryMonitoringPriceByCountryCount',
      { planId: 'similar', period: 'year', countryCount: 2, watchCount: 3 },
      as,
    )
    expect(body.data.unitPrice).toBe(plan.data.quote.unitPrice)
    expect(body.data.total).toBe(plan.data.quote.total)
  })

  it('prices named offices with their factors, and lists the offices', async () => {
    const { body } = await callApi<{
      lines: { code: string; factor: number; price: number; en: string }[]
      total: number
    }>(
      'monitoring/getTrademarkMonitoringPrice',
      { planId: 'similar', period: 'year', countries: ['CN', 'US'] },
      as,
    )
    expect(body.data.lines.map((l) => [l.code, l.factor, l.price])).toEqual([
      ['CN', 1, 1350],
      ['US', 1.5, 2025],
    ])
    expect(body.data.total).toBe(3375)
    const bad = await callApi(
      'monitoring/getTrademarkMonitoringPrice',
      { planId: 'similar', period: 'year', countries: ['XX'] },
      as,
    )
    expect(bad.body.code).toBe(800)
    const { body: offices } = await callApi<{
      list: { code: string; factor: number; marks: number; gazette: { en: string } }[]
    }>('monitorYears/getMonitorYearsCountry', {}, as)
    const cn = offices.data.list.find((o) => o.code === 'CN')!
    expect(cn.factor).toBe(1)
    expect(cn.marks).toBeGreaterThan(10000)
    expect(cn.gazette.en).toBe('Trademark Gazette (CNIPA)')
  })
})

describe('trials and watch creation', () => {
  it('grants 3 trials; a trial starts at once and the fourth is refused', async () => {
    server.setNow(NOW)
    const { body: all } = await callApi<{ trials: number; countries: string[] }>(
      'monitoring/getAllTrialnums',
      {},
      as,
    )
    expect(all.data).toMatchObject({ trials: 3, countries: ['CN'], period: 'month' })
    for (const name of ['杉语', 'FIRLINK', '云杉小智']) {
      const { body } = await callApi<{ watch: Watch; orderId: string | null }>(
        'monitoring/createMonitoring',
        markWatch(name, ['09'], { trial: true, period: 'month' }),
        as,
      )
      expect(body.data.watch).toMatchObject({
        status: 'trial',
        startsOn: '2026-12-01',
        endsOn: '2026-12-31',
        price: 0,
      })
      expect(body.data.orderId).toBeNull()
    }
    const { body: mine } = await callApi<{ used: number; remaining: number }>(
      'monitoring/getMemberTrialnums',
      {},
      as,
    )
    expect(mine.data).toMatchObject({ used: 3, remaining: 0 })
    const fourth = await callApi(
      'monitoring/createMonitoring',
      markWatch('晓雨', ['09'], { trial: true, period: 'month' }),
      zh,
    )
    expect(fourth.body.code).toBe(1001)
    expect(fourth.body.msg).toContain('3 次免费试用已用完')
    const wrongPlan = await callApi(
      'monitoring/createMonitoring',
      markWatch('晓雨', ['09'], { trial: true }),
      as,
    )
    expect(wrongPlan.body.msg).toContain('used your 3 free trials')
  })

  it('makes an unpaid watch and its order; paying the order starts it on the day paid', async () => {
    server.setNow(NOW)
    const { body } = await callApi<{ watchId: string; orderId: string; watch: Watch }>(
      'monitoring/createMonitoring',
      markWatch('云杉智能', ['09', '42'], { countries: ['CN', 'US'] }),
      as,
    )
    expect(body.data.watch).toMatchObject({ status: 'unpaid', startsOn: null, price: 3375 })
    const order = server.db.orders.find((o) => o.id === body.data.orderId)!
    expect(order).toMatchObject({ productType: 10, total: 3375, status: 'unpaid' })
    markOrderPaid(server.db, order, 'card', '2026-12-02T02:00:00.000Z')
    const after = await details(body.data.watchId)
    expect(after.data.watch).toMatchObject({ status: 'active', startsOn: '2026-12-02', endsOn: '2027-12-01' })
    expect(order.caseSteps?.map((s) => s.key)).toContain('monitoringStarted')
  })

  it('keeps a running watch for each paid monitoring order of the seed, an unpaid one for each unpaid order', async () => {
    server.setNow(NOW)
    const { body } = await callApi<Page>('monitoring/getMemberMonitorings', {}, as)
    const orders = server.db.orders.filter(
      (o) => o.userId === 'u-demo' && o.productType === 10 && o.parentId === null,
    )
    for (const order of orders.filter((o) => o.status !== 'cancelled')) {
      const watch = body.data.list.find((w) => w.orderId === order.id)
      expect(watch?.status, order.id).toBe(order.paymentStatus === 'paid' ? 'active' : 'unpaid')
    }
    // Issue 2009 (27 Nov) came out after the paid watch started: it already has hits.
    expect(body.data.list.find((w) => w.status === 'active')!.hitCount).toBeGreaterThan(0)
  })

  it('deletes an unpaid watch with its open order', async () => {
    const { body } = await callApi<{ watchId: string; orderId: string }>(
      'monitoring/createMonitoring',
      markWatch('杉语', ['38']),
      as,
    )
    await callApi('monitoring/delMonitoringTask', { watchIds: [body.data.watchId] }, as)
    expect(server.db.orders.find((o) => o.id === body.data.orderId)!.status).toBe('cancelled')
  })

  it('explains what is wrong with a request, in both languages', async () => {
    const check = async (body: object, lang = 'en') =>
      (
        await callApi<{ ok: boolean; problems: WatchProblem[] }>('monitorYears/isCanMonitor', body, {
          ...as,
          lang,
        })
      ).body.data
    expect((await check(markWatch('云杉', ['09']))).ok).toBe(true)
    const empty = await check(markWatch('', []))
    expect(empty.problems.map((p) => p.field)).toEqual(['name', 'classes'])
    expect(empty.problems[0]!.zh).toContain('商标文字')
    const groups = await check(markWatch('云杉', ['09'], { groups: ['4201'] }))
    expect(groups.problems[0]).toMatchObject({ field: 'groups' })
    const applicant = await check({ kind: 'applicant', applicant: 'Nobody Ltd', countries: ['CN'] })
    expect(applicant.problems[0]!.en).toContain('no applicant named')
    expect((await check({ kind: 'applicant', applicant: 'AP000052' })).ok).toBe(true)
    const status = await check({ kind: 'status', watchedRegNo: '99999999' })
    expect(status.problems[0]).toMatchObject({ field: 'watchedRegNo' })
    expect((await check({ kind: 'status', watchedRegNo: '35126478' })).ok).toBe(true)
    // The seeded active watch of YUNSHAN (class 09) is a duplicate.
    const dup = await check(markWatch('yunshan', ['09']))
    expect(dup.problems[0]!.en).toContain('already have this watch')
    expect((await check(markWatch('YUNSHAN', ['35']))).ok).toBe(true)
    const refused = await callApi('monitoring/createMonitoring', markWatch('', []), { ...as, lang: 'zh-CN' })
    expect(refused.body.code).toBe(1001)
    expect(refused.body.msg).toContain('请至少选择一个类别')
  })

  it('lists the member’s own marks to start from, searchable', async () => {
    const { body } = await callApi<{
      total: number
      list: { regNo: string; name: string; groups: string[] }[]
    }>('monitoring/getByTmtabData', { text: '云杉' }, as)
    expect(body.data.list.map((m) => m.name)).toEqual(expect.arrayContaining(['云杉智能', '云杉小智']))
    expect(body.data.list.every((m) => m.name.includes('云杉'))).toBe(true)
    expect(body.data.list[0]!.groups.length).toBeGreaterThan(0)
  })

  it('keeps a register mark’s specimen, or an uploaded image with its hash', async () => {
    const { body } = await callApi<{ imageUrl: string; imageHash: string }>(
      'monitoring/imageUrlTransfrom',
      { markId: 'TM0000001' },
      as,
    )
    expect(body.data.imageUrl).toMatch(/^data:image\/svg\+xml/)
    expect(body.data.imageHash).toMatch(/^[0-9a-f]{16}$/)
    const missing = await callApi(
      'monitoring/imageUrlTransfrom',
      { fileId: 'f-none', imageHash: 'ffffffffffffffff' },
      as,
    )
    expect(missing.body.code).toBe(1004)
    const noHash = await callApi('monitoring/imageUrlTransfrom', { fileId: 'f-none' }, as)
    expect(noHash.body.code).toBe(800)
  })

  it('keeps an uploaded image as a data: URL an <img> shows, and refuses one too large to keep', async () => {
    // A PNG's signature and header are what the upload's content check reads.
    const png = (size: number) => {
      const bytes = new Uint8Array(size)
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
      return new File([bytes], 'mark.png', { type: 'image/png' })
    }
    const upload = async (file: File) => {
      const form = new FormData()
      form.append('file', file)
      form.append('bizType', 'monitorImage')
      return (await callApi<{ fileId: string }>('file/upload', form, as)).body.data.fileId
    }
    const small = await callApi<{ imageUrl: string; imageHash: string }>(
      'monitoring/imageUrlTransfrom',
      { fileId: await upload(png(2048)), imageHash: 'ABCDEF0123456789' },
      as,
    )
    expect(small.body.data.imageUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
    expect(small.body.data.imageHash).toBe('abcdef0123456789')
    const large = await callApi(
      'monitoring/imageUrlTransfrom',
      { fileId: await upload(png(300 * 1024)), imageHash: 'abcdef0123456789' },
      as,
    )
    expect(large.body.code).not.toBe(200)
    expect(large.body.msg).toContain('200 KB')
  })
})

describe('the living register and the hits', () => {
  it('finds the next issue’s near-variant of a watched demo mark, and nothing for an unrelated watch', async () => {
    server.setNow(NOW)
    const watch = await paidWatch(markWatch('云杉智能', ['09', '42']))
    const unrelated = await paidWatch(markWatch('QXZVWK', ['09', '42']))
    expect((await details(watch.id)).data.groups).toEqual([])
    const issue = server.simulate('monitoring.publishGazette') as { issueNo: number; publishedOn: string }
    expect(issue).toEqual({ issueNo: 2010, publishedOn: '2026-12-01', early: true })
    const d = await details(watch.id)
    expect(d.data.issues.map((i) => i.issueNo)).toEqual([2010])
    const hits = d.data.groups[0]!.hits
    expect(hits.length).toBeGreaterThan(0)
    const order = server.db.orders.find((o) => o.id === watch.orderId)!
    expect(order.caseSteps?.map((s) => s.key)).toEqual(['ordered', 'monitoringStarted', 'monitoringReport'])
    expect(hits[0]).toMatchObject({
      issueNo: 2010,
      publishedOn: '2026-12-01',
      section: 'preliminary',
      read: false,
    })
    expect(hits[0]!.oppositionDeadline).toBe('2027-03-01')
    expect(hits[0]!.daysLeft).toBe(90)
    expect(hits.some((h) => h.similarity!.level === 'high' && h.tier !== 'low')).toBe(true)
    const { body: archive } = await callApi<{ record: { name: string; publicationDate: string } }>(
      'tmInfo/queryTrademarkArchives',
      { id: hits[0]!.markId },
      as,
    )
    expect(archive.data.record).toMatchObject({ name: hits[0]!.name, publicationDate: '2026-12-01' })
    expect((await details(unrelated.id)).data.groups).toEqual([])
    expect(d.data.nextIssueOn).toBe('2026-12-13')
  })

  it('filters hits and marks them read, one by one or the whole watch', async () => {
    server.setNow(NOW)
    const watch = await paidWatch(markWatch('云杉智能', ['09', '42']))
    server.simulate('monitoring.publishGazette')
    const all = (await details(watch.id)).data
    const first = all.groups[0]!.hits[0]!
    const high = (await details(watch.id, { tier: 'high' })).data
    expect(high.groups.flatMap((g) => g.hits).every((h) => h.tier === 'high')).toBe(true)
    const { body } = await callApi<{ marked: number }>(
      'monitoring/monitoringResultRead',
      { hitIds: [first.id] },
      as,
    )
    expect(body.data.marked).toBe(1)
    const unread = (await details(watch.id, { unreadOnly: true })).data
    expect(unread.groups.flatMap((g) => g.hits).map((h) => h.id)).not.toContain(first.id)
    await callApi('monitoring/monitoringResultRead', { watchId: watch.id }, as)
    expect((await details(watch.id)).data.counts.unread).toBe(0)
    const bad = await callApi('monitoring/monitoringResultRead', { hitIds: ['nope'] }, as)
    expect(bad.body.code).toBe(1004)
    const none = await callApi('monitoring/monitoringResultRead', {}, as)
    expect(none.body.code).toBe(800)
  })

  it('gives a competitor watch the applicant’s new marks and a status watch the notices on the own mark', async () => {
    server.setNow(NOW)
    const competitor = await paidWatch({ kind: 'applicant', applicant: 'AP000052', countries: ['CN'] })
    const status = await paidWatch({ kind: 'status', watchedRegNo: '41870233', countries: ['CN'] })
    server.simulate('monitoring.publishGazette')
    const c = (await details(competitor.id)).data.groups[0]!.hits
    expect(c.every((h) => h.applicant.id === 'AP000052' && h.similarity === null)).toBe(true)
    expect(c.some((h) => h.section === 'preliminary')).toBe(true)
    const s = (await details(status.id)).data.groups.flatMap((g) => g.hits)
    for (const h of s) expect(h).toMatchObject({ matchedBy: 'status', markId: 'PF41870233' })
  })

  it('stops a running watch (its hits stay) and deletes only stopped, expired or unpaid ones', async () => {
    server.setNow(NOW)
    const watch = await paidWatch(markWatch('云杉智能', ['09']))
    server.simulate('monitoring.publishGazette')
    const hitCount = (await details(watch.id)).data.watch.hitCount
    const early = await callApi('monitoring/delMonitoringTask', { watchIds: [watch.id] }, as)
    expect(early.body.code).toBe(1001)
    const { body } = await callApi<{ watches: Watch[] }>(
      'monitoring/stopMonitoringTask',
      { watchIds: [watch.id] },
      as,
    )
    expect(body.data.watches[0]).toMatchObject({ status: 'stopped', hitCount })
    const again = await callApi('monitoring/stopMonitoringTask', { watchIds: [watch.id] }, as)
    expect(again.body.code).toBe(1001)
    const del = await callApi<{ deleted: number }>(
      'monitoring/delMonitoringTask',
      { watchIds: [watch.id] },
      as,
    )
    expect(del.body.data.deleted).toBe(1)
    expect(server.db.monitoringHits.some((h) => h.watchId === watch.id)).toBe(false)
    const gone = await callApi('monitoring/stopMonitoringTask', { watchIds: [watch.id] }, as)
    expect(gone.body.code).toBe(1004)
  })

  it('lists the watches with counts, filters and the latest issue', async () => {
    server.setNow(NOW)
    await paidWatch(markWatch('云杉智能', ['09']))
    server.simulate('monitoring.publishGazette')
    const { body } = await callApi<Page>('monitoring/getMemberMonitorings', { status: 'active' }, as)
    expect(body.data.list.every((w) => w.status === 'active')).toBe(true)
    expect(body.data.counts.all).toBeGreaterThanOrEqual(body.data.counts.active!)
    expect(body.data.latestIssue?.issueNo).toBe(2010)
    expect(body.data.unreadTotal).toBeGreaterThan(0)
    const text = await callApi<Page>('monitoring/getMemberMonitorings', { text: '云杉智' }, as)
    expect(text.body.data.list.map((w) => w.name)).toEqual(['云杉智能'])
  })

  it('reports a period: summary, the key development, per-watch hits and the legal basis; exports it', async () => {
    server.setNow(NOW)
    const watch = await paidWatch(markWatch('云杉智能', ['09', '42']))
    server.simulate('monitoring.publishGazette')
    const { body } = await callApi<{
      summary: { hits: number; high: number }
      keyDevelopment: { watchId: string; text: { zh: string; en: string } } | null
      watches: { watch: Watch; hits: Hit[] }[]
      basis: { months: number }
    }>('monitoring/getMemberMonitoringReport', { watchId: watch.id }, as)
    expect(body.data.summary.hits).toBeGreaterThan(0)
    expect(body.data.keyDevelopment?.watchId).toBe(watch.id)
    expect(body.data.keyDevelopment?.text.en).toContain('云杉智能')
    expect(body.data.basis.months).toBe(3)
    const backwards = await callApi(
      'monitoring/getMemberMonitoringReport',
      { from: '2026-12-31', to: '2026-12-01' },
      as,
    )
    expect(backwards.body.code).toBe(1001)
    for (const [path, req] of [
      ['monitoring/monitoringResultExport', { watchId: watch.id }],
      ['monitoring/memberMonitoringExport', {}],
      ['monitoring/memberMonitoringExportWord', { watchId: watch.id }],
    ] as const) {
      const res = await fetchApi(path, req, as)
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect(res.status, path).toBe(200)
      expect(String.fromCharCode(bytes[0]!, bytes[1]!), path).toBe('PK')
    }
  })
})

describe('member/getMonitoring: alert settings', () => {
  // GET and DELETE send their fields in the query.
  const settings = async (method: string, body: Record<string, string> = {}) =>
    method === 'DELETE'
      ? (
          await callApi<AlertSettings>(
            `member/getMonitoring?${new URLSearchParams(body)}`,
            {},
            { ...as, method },
          )
        ).body
      : (await callApi<AlertSettings>('member/getMonitoring', body, { ...as, method })).body

  it('reads, adds and removes recipients, and updates frequency and tier', async () => {
    const start = await settings('GET')
    expect(start.data.recipients).toHaveLength(1)
    expect(start.data).toMatchObject({ frequency: 'weekly', minTier: 'medium' })
    const added = await settings('POST', { email: 'ip@yunshan.example.com' })
    expect(added.data.recipients).toContain('ip@yunshan.example.com')
    expect((await settings('POST', { email: 'IP@yunshan.example.com' })).code).toBe(1001)
    expect((await settings('POST', { email: 'not-an-email' })).code).toBe(800)
    for (let i = 0; i < 3; i++) await settings('POST', { email: `a${i}@x.example.com` })
    expect((await settings('POST', { email: 'sixth@x.example.com' })).msg).toContain('At most 5')
    const put = await settings('PUT', { frequency: 'monthly', minTier: 'high' })
    expect(put.data).toMatchObject({ frequency: 'monthly', minTier: 'high' })
    expect(put.data.summary.nextAlertOn).toMatch(/-01$/)
    const removed = await settings('DELETE', { email: 'ip@yunshan.example.com' })
    expect(removed.data.recipients).not.toContain('ip@yunshan.example.com')
    expect((await settings('DELETE', { email: 'ip@yunshan.example.com' })).code).toBe(1004)
  })

  it('keeps at least one recipient', async () => {
    const only = (await settings('GET')).data.recipients[0]!
    expect((await settings('DELETE', { email: only })).code).toBe(1001)
  })
})

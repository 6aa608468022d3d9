import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type {
  CaseDetail,
  CaseSummary,
  CourtNoticeDetail,
  CourtNoticeSummary,
  ReviewCaseDetail,
  ReviewCaseSummary,
} from '../../src/api/schemas/analytics'
import type { SearchResultItem, TrademarkDetail } from '../../src/api/schemas/search'
import type { GazetteRef, Notice, Party, ProcedureEvent } from '../../src/api/schemas/search-records'
import { callApi, setupTestServer } from '../test-support'
import { getLookup } from '../search/engine'
import { getRegister } from '../register'
import { courtNoticesOfMark, reviewCasesOfMark } from '../register/records'

const server = setupTestServer()

// TM0000011 PEAKCRAFT: a registered China mark with one judgement, whose applicant holds 69 marks.
const MARK = 'TM0000011'
// TM0001001 新智: a China word mark with more than 56 similar marks.
const CHINESE_MARK = 'TM0001001'

// Building the register and its indexes takes seconds; it happens once, before the first call.
beforeAll(() => {
  getLookup()
}, 60_000)

// Every answer must fit its response schema (the server records mismatches instead of failing the call).
afterEach(() => {
  expect(server.schemaViolations).toEqual([])
})

interface Archive {
  record: TrademarkDetail
  archive: string
  today: string
  events: ProcedureEvent[]
  documents: { no: string }[]
  notices: GazetteRef[]
  judgementCount: number
}
interface Paged {
  total: number
  pageNum: number
  pageSize: number
  list: SearchResultItem[]
}

describe('archives', () => {
  it('answers the record, its procedure, documents and gazette references', async () => {
    const { body } = await callApi<Archive>('tmInfo/queryTrademarkArchives', { id: MARK })
    expect(body.code).toBe(200)
    const a = body.data
    expect(a.record.name).toBe('PEAKCRAFT')
    expect(a.archive).toBe('china')
    expect(a.events.map((e) => e.code)).toEqual(
      expect.arrayContaining(['filed', 'published', 'registered', 'expiry']),
    )
    expect(a.events.find((e) => e.code === 'expiry')!.state).toBe('due')
    expect(a.documents[0]!.no).toMatch(/^TMZC\d+SL01$/)
    expect(a.notices.map((n) => n.type)).toEqual(['preliminary', 'registration'])
    expect(a.judgementCount).toBe(1)
  })

  it('finds a mark by application number, and follows the mock clock', async () => {
    server.setNow('2032-03-01T00:00:00Z')
    const first = await callApi<Archive>('tmInfo/queryTrademarkArchives', { id: MARK })
    const { body } = await callApi<Archive>('tmInfo/queryTrademarkArchives', {
      applicationNo: first.body.data.record.applicationNo,
    })
    expect(body.data.record.id).toBe(MARK)
    expect(body.data.today).toBe('2032-03-01')
    expect(body.data.events.find((e) => e.code === 'expiry')!.state).toBe('done')
  })

  it('says not found for an unknown mark and refuses an empty request', async () => {
    const { body } = await callApi('tmInfo/queryTrademarkArchives', { id: 'TM9999999' }, { lang: 'zh-CN' })
    expect(body.code).toBe(1004)
    expect(body.msg).toBe('未找到该商标')
    const empty = await callApi('tmInfo/queryTrademarkArchives', {})
    expect(empty.status).toBe(500)
  })
})

describe('gazette notices', () => {
  it('lists the notices with issue, page and text', async () => {
    const { body } = await callApi<{ mark: SearchResultItem; notices: Notice[] }>('tmInfo/getNoticeInfo', {
      id: MARK,
    })
    const [preliminary, registration] = body.data.notices
    expect(preliminary!.issueNo).toMatch(/^\d{4}$/)
    expect(preliminary!.linesEn.find((l) => l.label === 'Opposition period')).toBeTruthy()
    expect(registration!.linesZh.find((l) => l.label === '专用权期限')?.value).toContain(
      body.data.mark.expiryDate!,
    )
  })
})

describe('applicant portfolio', () => {
  it('pages the applicant marks 56 at a time with counts, and filters by status and class', async () => {
    const archive = await callApi<Archive>('tmInfo/queryTrademarkArchives', { id: MARK })
    const applicantId = archive.body.data.record.applicantId
    type Portfolio = Paged & {
      applicant: Party
      totalMarks: number
      byStatus: { value: string; count: number }[]
    }
    const p1 = await callApi<Portfolio>('tmInfo/queryTmInfoByApplicant', { applicantId })
    expect(p1.body.data.pageSize).toBe(56)
    expect(p1.body.data.totalMarks).toBeGreaterThan(56)
    expect(p1.body.data.byStatus.reduce((s, b) => s + b.count, 0)).toBe(p1.body.data.totalMarks)
    const p2 = await callApi<Portfolio>('tmInfo/queryTmInfoByApplicant', { applicantId, pageNum: 2 })
    expect(p2.body.data.list.length).toBe(p1.body.data.totalMarks - 56)
    expect(p2.body.data.list[0]!.id).not.toBe(p1.body.data.list[0]!.id)
    const registered = await callApi<Portfolio>('tmInfo/queryTmInfoByApplicant', { applicantId, status: [1] })
    expect(registered.body.data.list.every((m) => m.status === 1)).toBe(true)
    expect(registered.body.data.total).toBe(p1.body.data.byStatus.find((b) => b.value === '1')!.count)
    const unknown = await callApi('tmInfo/queryTmInfoByApplicant', { applicantId: 'AP999999' })
    expect(unknown.body.code).toBe(1004)

    // queryTmInfoByApplicant1: the same portfolio, the applicant named as registered.
    const { nameZh, nameEn } = p1.body.data.applicant as Party & { nameZh: string; nameEn: string }
    const byName = await callApi<Portfolio>('tmInfo/queryTmInfoByApplicant1', { name: nameZh })
    expect(byName.body.data.totalMarks).toBe(p1.body.data.totalMarks)
    expect(byName.body.data.list.map((m) => m.id)).toEqual(p1.body.data.list.map((m) => m.id))
    if (nameEn) {
      const english = await callApi<Portfolio>('tmInfo/queryTmInfoByApplicant1', {
        name: nameEn.toUpperCase(),
      })
      expect(english.body.data.totalMarks).toBe(p1.body.data.totalMarks)
    }
    const nobody = await callApi('tmInfo/queryTmInfoByApplicant1', { name: '并不存在的申请人有限公司' })
    expect(nobody.body.code).toBe(1004)
    const empty = await callApi('tmInfo/queryTmInfoByApplicant1', { name: '  ' })
    expect(empty.body.code).not.toBe(200)
  })
})

describe('group paging', () => {
  it('pages the similar group beyond the compact list, without the mark itself', async () => {
    const { body } = await callApi<Paged & { mark: SearchResultItem }>('tmInfo/tmCrossSearchAndGroup', {
      group: 'similar',
      id: CHINESE_MARK,
    })
    expect(body.data.total).toBeGreaterThan(56)
    expect(body.data.list).toHaveLength(56)
    expect(body.data.list.some((m) => m.id === CHINESE_MARK)).toBe(false)
    expect(body.data.list[0]!.similarity).not.toBeNull()
  })

  it('pages the other marks of the applicant', async () => {
    const { body } = await callApi<Paged & { party: Party }>('tmInfo/tmCrossSearchAndGroup', {
      group: 'applicant',
      id: MARK,
      pageNum: 2,
    })
    expect(body.data.party.id).toMatch(/^AP/)
    expect(body.data.total).toBe(68)
    expect(body.data.list).toHaveLength(12)
  })
})

describe('court judgements', () => {
  it('lists the judgements of a mark and opens one in full', async () => {
    const list = await callApi<{ list: CaseSummary[] }>('tmInfo/getCaseList', { id: MARK })
    expect(list.body.data.list).toHaveLength(1)
    const summary = list.body.data.list[0]!
    const detail = await callApi<CaseDetail>('tmInfo/getCaseDetail', { id: summary.id })
    expect(detail.body.data.caseNo).toBe(summary.caseNo)
    expect(detail.body.data.sections).toHaveLength(7)
    expect(detail.body.data.mark.id).toBe(MARK)
    const missing = await callApi('tmInfo/getCaseDetail', { id: `${MARK}-C7` })
    expect(missing.body.code).toBe(1004)
  })

  it('answers an empty list for a mark with no judgements', async () => {
    const { body } = await callApi<{ list: CaseSummary[] }>('tmInfo/getCaseList', { id: 'TM0000051' })
    expect(body.data.list).toEqual([])
  })
})

describe('court notices and review decisions', () => {
  // The first marks of the register with notices and with decisions (the generator's own tests pin the rules).
  const withNotices = () => getRegister().marks.find((m) => courtNoticesOfMark(m).length > 0)!.id
  const withReviews = () => getRegister().marks.find((m) => reviewCasesOfMark(m).length > 0)!.id

  it('lists the court notices of a mark and opens one in full', async () => {
    const id = withNotices()
    const list = await callApi<{ mark: SearchResultItem; list: CourtNoticeSummary[] }>(
      'tmInfo/getCourtNoticeList',
      { id },
    )
    expect(list.body.code).toBe(200)
    expect(list.body.data.mark.id).toBe(id)
    const notices = list.body.data.list
    expect(notices.length).toBeGreaterThan(0)
    expect([...notices].sort((a, b) => (a.date < b.date ? 1 : -1)).map((n) => n.date)).toEqual(
      notices.map((n) => n.date),
    )
    const detail = await callApi<CourtNoticeDetail>('tmInfo/getCourtNoticeDetail', { id: notices[0]!.id })
    expect(detail.body.data.caseNo).toBe(notices[0]!.caseNo)
    expect(detail.body.data.mark.id).toBe(id)
    expect(detail.body.data.paragraphsZh.join('')).toContain(notices[0]!.caseNo)
    expect(detail.body.data.paragraphsEn.length).toBe(detail.body.data.paragraphsZh.length)
  })

  it('lists the review decisions of a mark and opens one in full', async () => {
    const id = withReviews()
    const list = await callApi<{ list: ReviewCaseSummary[] }>('tmInfo/getReviewCaseList', { id })
    expect(list.body.code).toBe(200)
    const decision = list.body.data.list[0]!
    expect(decision.markId).toBe(id)
    const detail = await callApi<ReviewCaseDetail>('tmInfo/getReviewCaseDetail', { id: decision.id })
    expect(detail.body.data.decisionNo).toBe(decision.decisionNo)
    expect(detail.body.data.sections.at(-1)!.key).toBe('decision')
    expect(detail.body.data.examinersEn).toHaveLength(3)
    expect(detail.body.data.authorityZh).toMatch(/国家知识产权局|商标评审委员会/)
  })

  it('refuses an unknown record or mark as not found, in both languages', async () => {
    for (const [path, id] of [
      ['tmInfo/getCourtNoticeDetail', `${MARK}-N99`],
      ['tmInfo/getCourtNoticeDetail', 'nothing'],
      ['tmInfo/getReviewCaseDetail', `${MARK}-R99`],
      ['tmInfo/getReviewCaseDetail', 'TM9999999-R1'],
      ['tmInfo/getCourtNoticeList', 'TM9999999'],
      ['tmInfo/getReviewCaseList', 'TM9999999'],
    ] as const) {
      const { body } = await callApi(path, { id })
      expect([path, body.code]).toEqual([path, 1004])
    }
    const notice = await callApi('tmInfo/getCourtNoticeDetail', { id: `${MARK}-N99` })
    expect(notice.body.msg).toBe('Court notice not found')
    const review = await callApi('tmInfo/getReviewCaseDetail', { id: `${MARK}-R99` }, { lang: 'zh-CN' })
    expect(review.body.msg).toBe('未找到该评审文书')
  })

  it('answers empty lists for a mark with neither', async () => {
    // TM0000033 is a US mark: no China court or CNIPA review concerns it.
    for (const path of ['tmInfo/getCourtNoticeList', 'tmInfo/getReviewCaseList'] as const) {
      const { body } = await callApi<{ list: unknown[] }>(path, { id: 'TM0000033' })
      expect([path, body.data.list]).toEqual([path, []])
    }
    const empty = await callApi<{ list: unknown[] }>('tmInfo/getReviewCaseList', { id: '' })
    expect(empty.body.code).not.toBe(200)
  })

  it('counts them on the archive of the mark', async () => {
    const id = withReviews()
    const { body } = await callApi<Archive & { reviewCaseCount: number; courtNoticeCount: number }>(
      'tmInfo/queryTrademarkArchives',
      { id },
    )
    const list = await callApi<{ list: unknown[] }>('tmInfo/getReviewCaseList', { id })
    expect(body.data.reviewCaseCount).toBe(list.body.data.list.length)
    expect(body.data.courtNoticeCount).toBeGreaterThanOrEqual(0)
  })
})

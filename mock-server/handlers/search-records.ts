/**
 * The search area's record calls: a mark's archive (record, procedure, documents, gazette references), its
 * gazette notices, an applicant's portfolio and the "more results" pages of a mark's groups; and the court
 * judgements, court notices and CNIPA review decisions of a mark (analytics area). Records are generated from the register (register/records).
 */
import { analyticsCalls } from '../../src/api/catalogue/analytics'
import { searchCalls } from '../../src/api/catalogue/search'
import { analyticsSchemas } from '../../src/api/schemas/analytics'
import { searchRecordsSchemas } from '../../src/api/schemas/search-records'
import { BIZ, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { findPortfolioMark } from '../reference-data/portfolio'
import { pendingRenewalOf } from '../renewal/renewal-filings'
import { portfolioArchive } from '../reference-data/portfolio-record'
import { getRegister, markById, partyById, partyByName, type RegisterMark } from '../register'
import type { RegisterParty } from '../register/types'
import {
  archiveOf,
  caseDetail,
  casesOfMark,
  courtNoticeDetail,
  courtNoticesOfMark,
  getPartyIndex,
  noticeListOf,
  reviewCaseDetail,
  reviewCasesOfMark,
} from '../register/records'
import { courtNoticeSummaryOf } from '../register/records/court-notices'
import { caseSummaryOf } from '../register/records/judgements'
import { reviewSummaryOf } from '../register/records/review-cases'
import { findSimilar, getLookup, page, positionOf, toDetail, toItem } from '../search/engine'

/** The similar group is the top of the same ranking the compact group shows, taken further. */
const SIMILAR_GROUP_MAX = 1000

const notFound = (ctx: HandlerContext<unknown>) =>
  ctx.fail('未找到该商标', 'Trademark not found', BIZ.notFound)

const newestFirst = (marks: readonly RegisterMark[]) => (a: number, b: number) => {
  const ma = marks[a]!
  const mb = marks[b]!
  return ma.filingDate < mb.filingDate ? 1 : ma.filingDate > mb.filingDate ? -1 : a - b
}

function countBy(values: Iterable<string>) {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ value, count }))
}

/**
 * A mark's archive by id or application number: a demo account's own mark from its events
 * (reference-data/portfolio.ts), any other from the register; null when there is no such mark. The record
 * page's goods (tmInfo/queryTmNice) and notices (tmInfo/queryNotivce) are read from it too.
 */
export function findArchive(ctx: HandlerContext<unknown>, by: { id?: string; applicationNo?: string }) {
  const { id, applicationNo } = by
  const own = findPortfolioMark({ id, applicationNo }, ctx.today())
  if (own) {
    const owner = ctx.db.users.find((u) => u.id === own.userId)
    const filing = ctx.user?.id === own.userId ? pendingRenewalOf(ctx.db, own.userId, own, ctx.today()) : null
    return { ...portfolioArchive(own, owner, ctx.today()), renewalFiledOn: filing?.on ?? null }
  }
  const byNumber = applicationNo ? getPartyIndex().byApplicationNo.get(applicationNo) : undefined
  const mark = id ? markById(id) : byNumber === undefined ? undefined : getRegister().marks[byNumber]
  const record = mark && toDetail(mark)
  if (!mark || !record) return null
  return { record, today: ctx.today(), ...archiveOf(mark, ctx.today()) }
}

export const searchRecordsHandlers = defineHandlers(searchCalls, searchRecordsSchemas, {
  tmInfoQueryTrademarkArchives(ctx) {
    const archive = findArchive(ctx, ctx.body)
    return archive ? ctx.ok(archive) : notFound(ctx)
  },

  tmInfoGetNoticeInfo(ctx) {
    const mark = markById(ctx.body.id)
    if (!mark) return notFound(ctx)
    return ctx.ok({ mark: toItem(mark), notices: noticeListOf(mark) })
  },

  tmInfoQueryTmInfoByApplicant(ctx) {
    const applicant = partyById(ctx.body.applicantId)
    if (!applicant) return ctx.fail('未找到该申请人', 'Applicant not found', BIZ.notFound)
    return ctx.ok(portfolioOfParty(applicant, ctx.body))
  },

  /** The same portfolio, the applicant named as registered (Chinese or English) instead of by its id. */
  tmInfoQueryTmInfoByApplicant1(ctx) {
    const applicant = partyByName(ctx.body.name)
    if (!applicant)
      return ctx.fail(
        '商标注册簿中没有此名义的申请人',
        'No applicant of this name is on the register',
        BIZ.notFound,
      )
    return ctx.ok(portfolioOfParty(applicant, ctx.body))
  },

  tmInfoTmCrossSearchAndGroup(ctx) {
    const { group, id, pageNum, pageSize } = ctx.body
    const mark = markById(id)
    if (!mark) return notFound(ctx)
    const { marks } = getRegister()
    const reply = (rows: ReturnType<typeof toItem>[] | number[], partyId: string | null) => {
      const total = rows.length
      const shown = page<ReturnType<typeof toItem> | number>(rows, pageNum, pageSize)
      const party = partyId ? partyById(partyId) : undefined
      return ctx.ok({
        mark: toItem(mark),
        party: party ? { ...party } : null,
        total,
        pageNum,
        pageSize,
        list: shown.map((r) => (typeof r === 'number' ? toItem(marks[r]!) : r)),
      })
    }
    if (group === 'similar') {
      const hits = mark.name.trim()
        ? findSimilar(getLookup(), mark.name, {
            classes: mark.classes.map((c) => c.no),
            limit: SIMILAR_GROUP_MAX + 1,
          }).filter((h) => h.id !== mark.id)
        : []
      return reply(
        // The hits' positions are the lookup's: the living register's marks lie past the register's.
        hits.slice(0, SIMILAR_GROUP_MAX).map((h) => toItem(getLookup().marks[positionOf(h.id)]!, h)),
        null,
      )
    }
    const partyId = group === 'applicant' ? mark.applicantId : mark.agentId
    const own = positionOf(mark.id)
    const { byApplicant, byAgent } = getPartyIndex()
    const rows = partyId
      ? [...((group === 'applicant' ? byApplicant : byAgent).get(partyId) ?? [])]
          .filter((i) => i !== own)
          .sort(newestFirst(marks))
      : []
    return reply(rows, partyId)
  },
})

/** The mark a court or review record belongs to: its ids are `<markId>-<letter><n>`. */
const markIdOf = (recordId: string) => recordId.split('-')[0] ?? ''

export const courtRecordsHandlers = defineHandlers(analyticsCalls, analyticsSchemas, {
  tmInfoGetCaseList(ctx) {
    const mark = markById(ctx.body.id)
    if (!mark) return notFound(ctx)
    return ctx.ok({ mark: toItem(mark), list: casesOfMark(mark).map(caseSummaryOf) })
  },

  tmInfoGetCaseDetail(ctx) {
    const mark = markById(markIdOf(ctx.body.id))
    const detail = mark && caseDetail(mark, ctx.body.id)
    if (!mark || !detail) return ctx.fail('未找到该裁判文书', 'Judgement not found', BIZ.notFound)
    return ctx.ok({ ...detail, mark: toItem(mark) })
  },

  tmInfoGetCourtNoticeList(ctx) {
    const mark = markById(ctx.body.id)
    if (!mark) return notFound(ctx)
    return ctx.ok({ mark: toItem(mark), list: courtNoticesOfMark(mark).map(courtNoticeSummaryOf) })
  },

  tmInfoGetCourtNoticeDetail(ctx) {
    const mark = markById(markIdOf(ctx.body.id))
    const detail = mark && courtNoticeDetail(mark, ctx.body.id)
    if (!mark || !detail) return ctx.fail('未找到该法院公告', 'Court notice not found', BIZ.notFound)
    return ctx.ok({ ...detail, mark: toItem(mark) })
  },

  tmInfoGetReviewCaseList(ctx) {
    const mark = markById(ctx.body.id)
    if (!mark) return notFound(ctx)
    return ctx.ok({ mark: toItem(mark), list: reviewCasesOfMark(mark).map(reviewSummaryOf) })
  },

  tmInfoGetReviewCaseDetail(ctx) {
    const mark = markById(markIdOf(ctx.body.id))
    const detail = mark && reviewCaseDetail(mark, ctx.body.id)
    if (!mark || !detail) return ctx.fail('未找到该评审文书', 'Review decision not found', BIZ.notFound)
    return ctx.ok({ ...detail, mark: toItem(mark) })
  },
})

/** One applicant's whole portfolio, newest filing first, with its counts by status and class, one page of it. */
function portfolioOfParty(
  applicant: RegisterParty,
  {
    status,
    classes,
    pageNum,
    pageSize,
  }: { status?: number[]; classes?: string[]; pageNum: number; pageSize: number },
) {
  const { marks } = getRegister()
  const { byApplicant } = getPartyIndex()
  const all = [...(byApplicant.get(applicant.id) ?? [])].sort(newestFirst(marks))
  const kept = all.filter((i) => {
    const m = marks[i]!
    return (
      (!status?.length || status.includes(m.status)) &&
      (!classes?.length || m.classes.some((c) => classes.includes(c.no)))
    )
  })
  const byStatus = countBy(all.map((i) => String(marks[i]!.status))).sort(
    (a, b) => Number(a.value) - Number(b.value),
  )
  const byClass = countBy(all.flatMap((i) => marks[i]!.classes.map((c) => c.no))).sort((a, b) =>
    a.value < b.value ? -1 : 1,
  )
  return {
    applicant: { ...applicant },
    totalMarks: all.length,
    byStatus,
    byClass,
    total: kept.length,
    pageNum,
    pageSize,
    list: page(kept, pageNum, pageSize).map((i) => toItem(marks[i]!)),
  }
}

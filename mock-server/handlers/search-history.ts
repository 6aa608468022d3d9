/** The search area's history and trial calls (the trial model is described in ../search/gate.ts). */
import { searchCalls } from '../../src/api/catalogue/search'
import { searchHistorySchemas, type HistoryEntry } from '../../src/api/schemas/search-history'
import { startOfBusinessDay } from '../../src/domain/clock'
import { emptySearchQuery, type SearchQuery } from '../../src/domain/search-query'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
import { getRegister, partyById } from '../register'
import type { SearchHistoryRecord } from '../seeds/search'
import { openGate, trialEndFrom, trialStateOf } from '../search/gate'
import { runImageSearch, runTextSearch, type Criteria } from '../search/engine'

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const joined = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(';') : text(v))
const range = (v: unknown): SearchQuery['trialDate'] => {
  const r = (v ?? {}) as { from?: unknown; to?: unknown }
  return { from: text(r.from), to: text(r.to) }
}

/**
 * The stored request back in the client's query shape (src/domain/search-query.ts). Lists the server parsed
 * into arrays ('03;09' → ['03', '09']) are joined again; what the request left out takes the query's default.
 */
export function toSearchQuery(record: Pick<SearchHistoryRecord, 'queryWay' | 'queryMode' | 'request'>) {
  const r = record.request
  const q = emptySearchQuery()
  const list = <T>(v: unknown, fallback: T[]): T[] => (Array.isArray(v) && v.length ? (v as T[]) : fallback)
  return {
    ...q,
    queryMode: record.queryMode,
    queryWay: record.queryWay,
    tradeMarkText: text(r.tradeMarkText),
    viennaChoosedStr: joined(r.viennaChoosedStr),
    niceChoosedStr: joined(r.niceChoosedStr),
    groupChoosedStr: joined(r.groupChoosedStr),
    applicationNumber: joined(r.applicationNumber),
    registerNumber: joined(r.registerNumber),
    tmApplicant: text(r.tmApplicant),
    tmAddress: text(r.tmAddress),
    tmAgent: text(r.tmAgent),
    trialDate: range(r.trialDate),
    regDate: range(r.regDate),
    privateDate: range(r.privateDate),
    countries: list(r.countries, q.countries),
    status: list(r.status, q.status),
    degree: list(r.degree, q.degree),
    imageHash: text(r.imageHash),
  } satisfies SearchQuery
}

/** Fills a seeded query's number, party or image from a real registered mark at or after `position`. */
function takeFromMark(record: SearchHistoryRecord, position: number): void {
  const r = record.request
  const mark = getRegister()
    .marks.slice(position)
    .find((m) => m.registrationNo && m.country === 'CN' && (record.queryWay !== 'agent' || m.agentId))
  delete record.fromMark
  if (!mark) return
  if (record.queryWay === 'applicationNumber') r.applicationNumber = [mark.applicationNo]
  if (record.queryWay === 'registrationNumber') r.registerNumber = [mark.registrationNo]
  if (record.queryWay === 'applicant') r.tmApplicant = partyById(mark.applicantId)?.nameZh ?? ''
  if (record.queryWay === 'agent' && mark.agentId) r.tmAgent = partyById(mark.agentId)?.nameZh ?? ''
  if (record.queryWay === 'image') r.imageHash = mark.imageHash
}

/**
 * Seeded records are completed on first read: searches by number, party or image get those of a real mark,
 * and every record gets its total by really running the query.
 */
function completeSeeded(records: SearchHistoryRecord[]): void {
  for (const record of records) {
    if (record.total !== null) continue
    const r = record.request
    if (record.fromMark !== undefined) takeFromMark(record, record.fromMark)
    record.total =
      record.queryWay === 'image'
        ? runImageSearch({
            imageHash: text(r.imageHash),
            countries: (r.countries as string[] | undefined) ?? ['CN'],
            niceChoosedStr: r.niceChoosedStr as string[] | undefined,
          }).hits.length
        : runTextSearch(r as unknown as Criteria).rows.length
  }
}

const toEntry = (record: SearchHistoryRecord): HistoryEntry => ({
  id: record.id,
  createdAt: record.createdAt,
  queryWay: record.queryWay,
  query: toSearchQuery(record),
  total: record.total ?? 0,
})

export const searchHistoryHandlers = defineHandlers(searchCalls, searchHistorySchemas, {
  tmInfoGetTrademarkQueryHistory(ctx) {
    const user = ctx.requireUser()
    const { pageNum, pageSize, queryWay } = ctx.body
    const own = (ctx.db.searchHistory ?? [])
      .filter((r) => r.userId === user.id && (!queryWay || r.queryWay === queryWay))
      // ISO times of one clock sort as strings.
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    const shown = own.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    if (shown.some((r) => r.total === null)) {
      completeSeeded(shown)
      ctx.changed()
    }
    // Today's count as the searches report it; reading the history is not a retrieval.
    const usage = openGate(ctx, false).settle(false)
    return ctx.ok({ total: own.length, pageNum, pageSize, list: shown.map(toEntry), usage })
  },

  tmInfoApplyTrademarkQueryTrial(ctx) {
    const user = ctx.requireUser()
    if (trialStateOf(user, ctx.now()) === 'unlimited') {
      return ctx.fail(
        '您的账户已开通检索服务，无需申请试用',
        'Your account has purchased searches; no trial is needed',
        BIZ.rejected,
      )
    }
    if (user.trialReapplied) {
      return ctx.fail(
        '您已申请过一次试用，不能再次申请；如需继续检索，请联系我们购买检索服务',
        'You have already applied for a trial once. To keep searching, please contact us to purchase searches',
        BIZ.rejected,
      )
    }
    const start = new Date(startOfBusinessDay(ctx.today()))
    const trialEndsAt = trialEndFrom(start)
    user.trialEndsAt = trialEndsAt
    user.trialReapplied = true
    ;(ctx.db.trialApplications ??= []).push({
      id: `ta-${user.id}`,
      userId: user.id,
      ...ctx.body,
      createdAt: ctx.now().toISOString(),
      trialEndsAt,
    })
    ctx.changed()
    return ctx.ok({ trialEndsAt, trialReapplied: true as const })
  },
})

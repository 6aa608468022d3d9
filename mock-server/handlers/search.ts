/**
 * Trademark search against the generated register (overview §3, §5, §6): one text search for every text
 * mode, its filter statistics, image search by perceptual hash, full records by id and the similar group of
 * one mark. Text and image retrievals count against the daily trial limit.
 */
import { searchCalls } from '../../src/api/catalogue/search'
import {
  FILTER_DIMENSIONS,
  searchSchemas,
  type FilterDimension,
  type SearchFilters,
  type SearchResultItem,
  type SearchUsage,
  type StatisticsBucket,
  type TextSearchRequest,
  type TrademarkDetail,
} from '../../src/api/schemas/search'
import { SEARCH_LIMIT_CODE, TRIAL_DAILY_LIMIT } from '../../src/domain/constants'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { trademarkStatusLabel } from '../../src/domain/trademark-status'
import { BIZ, type HandlerContext, type Reply } from '../context'
import { newId } from '../db'
import { defineHandlers } from '../define-handlers'
import { buildCountries } from '../reference-data/countries'
import { getRegister, markById, partyById, specimenDataUrl, type RegisterMark } from '../register'
import { sharedViennaCodes, similarImages } from '../register/image-hash'
import { buildSearchIndex, searchSimilar, type SearchHit, type SearchIndex } from '../register/search-index'
import { LEVEL_RANK, type SimilarityLevel } from '../register/similarity'
import type { SearchHistoryRecord, SearchUsageRecord } from '../seeds/search'

/** Top values listed per statistics dimension. */
const STATISTICS_TOP = 20
/** Image hits farther than this (of 64 bits) are not listed; the specimens' hashes are close together. */
const IMAGE_MAX_DISTANCE = 10
/** At most this many image hits (nearest first) make up a result. */
const IMAGE_RESULT_MAX = 1000
const SIMILAR_GROUP_SIZE = 20

// ---------------------------------------------------------------------------------------------------------
// Lookups over the register, built on first use and kept for the page's life.

interface PartyText {
  index: number
  name: string
  address: string
}

interface Lookup {
  marks: RegisterMark[]
  index: SearchIndex
  byApplicationNo: Map<string, number[]>
  byRegistrationNo: Map<string, number[]>
  /** Mark positions per applicant and per agent party id. */
  byApplicant: Map<string, number[]>
  byAgent: Map<string, number[]>
  /** Lower-cased names and addresses of applicants and of agents, for containment search. */
  applicants: Array<PartyText & { id: string }>
  agents: Array<PartyText & { id: string }>
}

let lookup: Lookup | undefined

function push(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key)
  if (list) list.push(i)
  else map.set(key, [i])
}

function getLookup(): Lookup {
  if (lookup) return lookup
  const { marks, parties } = getRegister()
  const byApplicationNo = new Map<string, number[]>()
  const byRegistrationNo = new Map<string, number[]>()
  const byApplicant = new Map<string, number[]>()
  const byAgent = new Map<string, number[]>()
  marks.forEach((m, i) => {
    push(byApplicationNo, m.applicationNo.toUpperCase(), i)
    if (m.registrationNo) push(byRegistrationNo, m.registrationNo, i)
    push(byApplicant, m.applicantId, i)
    if (m.agentId) push(byAgent, m.agentId, i)
  })
  const texts = parties.map((p, index) => ({
    index,
    id: p.id,
    name: `${p.nameZh}\n${p.nameEn}`.toLowerCase(),
    address: `${p.addressZh}\n${p.addressEn}`.toLowerCase(),
  }))
  lookup = {
    marks,
    index: buildSearchIndex(marks),
    byApplicationNo,
    byRegistrationNo,
    byApplicant,
    byAgent,
    applicants: texts.filter((p) => byApplicant.has(p.id)),
    agents: texts.filter((p) => byAgent.has(p.id)),
  }
  return lookup
}

const positionOf = (id: string) => Number(id.slice(2)) - 1

// ---------------------------------------------------------------------------------------------------------
// Labels.

let countryNames: Map<string, { zh: string; en: string }> | undefined

function countryName(code: string): { zh: string; en: string } {
  countryNames ??= new Map([
    ...buildCountries().map((c) => [c.internationalDomainName, { zh: c.chName, en: c.ehName }] as const),
    ['EM', { zh: '欧盟', en: 'European Union' }],
  ])
  return countryNames.get(code) ?? { zh: code, en: code }
}

const statusName = (status: number) =>
  trademarkStatusLabel(status) ?? { zh: String(status), en: String(status) }
const isInvalid = (m: RegisterMark) => m.status === 2 || m.status === 9
const yearOf = (date: string | null) => (date ? date.slice(0, 4) : null)

function toItem(mark: RegisterMark, hit?: { level: SimilarityLevel; score: number; reasons: string[] }) {
  const applicant = partyById(mark.applicantId)
  const agent = mark.agentId ? partyById(mark.agentId) : undefined
  const status = statusName(mark.status)
  const item: SearchResultItem = {
    id: mark.id,
    name: mark.name,
    imageUrl: specimenDataUrl(mark),
    applicationNo: mark.applicationNo,
    registrationNo: mark.registrationNo,
    classes: mark.classes.map((c) => c.no),
    applicantZh: applicant?.nameZh ?? '',
    applicantEn: applicant?.nameEn ?? '',
    filingDate: mark.filingDate,
    publicationDate: mark.publicationDate,
    registrationDate: mark.registrationDate,
    expiryDate: mark.expiryDate,
    status: mark.status,
    statusZh: status.zh,
    statusEn: status.en,
    country: mark.country,
    similarity: hit?.level ?? null,
    score: hit?.score ?? 0,
    reasons: hit ? [...hit.reasons] : [],
  }
  if (agent) {
    item.agentZh = agent.nameZh
    item.agentEn = agent.nameEn
  }
  return item
}

function toDetail(mark: RegisterMark): TrademarkDetail | null {
  const applicant = partyById(mark.applicantId)
  if (!applicant) return null
  const agent = mark.agentId ? (partyById(mark.agentId) ?? null) : null
  const status = statusName(mark.status)
  const country = countryName(mark.country)
  return {
    ...mark,
    countryZh: country.zh,
    countryEn: country.en,
    applicant: { ...applicant },
    agent: agent && { ...agent },
    classes: mark.classes.map((c) => {
      const nice = NICE_CLASSES.find((n) => n.no === c.no)
      return {
        no: c.no,
        nameZh: nice?.name ?? c.no,
        nameEn: nice?.nameEn ?? c.no,
        goodsZh: [...c.goodsZh],
        goodsEn: [...c.goodsEn],
      }
    }),
    viennaCodes: [...mark.viennaCodes],
    statusZh: status.zh,
    statusEn: status.en,
    imageUrl: specimenDataUrl(mark),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Text search.

type Criteria = Omit<TextSearchRequest, 'pageNum' | 'pageSize'>

interface Row {
  i: number
  hit?: SearchHit
}

/** Marks whose applicant (or agent) name or address contains the text, case-insensitively. */
function partyMatches(
  parties: Lookup['applicants'],
  byParty: Map<string, number[]>,
  text: string,
  field: 'name' | 'address',
): number[] {
  const needle = text.toLowerCase()
  const out: number[] = []
  for (const p of parties) if (p[field].includes(needle)) out.push(...(byParty.get(p.id) ?? []))
  return out
}

function viennaMatches(marks: readonly RegisterMark[], codes: readonly string[]): number[] {
  const out: number[] = []
  marks.forEach((m, i) => {
    if (m.viennaCodes.some((code) => codes.some((q) => code === q || code.startsWith(`${q}.`)))) out.push(i)
  })
  return out
}

function numberMatches(map: Map<string, number[]>, numbers: readonly string[]): number[] {
  return numbers.flatMap((n) => map.get(n.toUpperCase()) ?? [])
}

/** The marks meeting every given criterion (the mode's own in single modes, all given ones in combined). */
function matchCriteria(q: Criteria, l: Lookup): Row[] {
  const combined = q.queryWay === 'combined'
  const wanted = (way: Criteria['queryWay'], present: boolean) => present && (combined || q.queryWay === way)
  const sets: number[][] = []
  if (wanted('applicant', !!q.tmApplicant))
    sets.push(partyMatches(l.applicants, l.byApplicant, q.tmApplicant!, 'name'))
  if (wanted('address', !!q.tmAddress))
    sets.push(partyMatches(l.applicants, l.byApplicant, q.tmAddress!, 'address'))
  if (wanted('agent', !!q.tmAgent)) sets.push(partyMatches(l.agents, l.byAgent, q.tmAgent!, 'name'))
  if (wanted('applicationNumber', !!q.applicationNumber?.length))
    sets.push(numberMatches(l.byApplicationNo, q.applicationNumber!))
  if (wanted('registrationNumber', !!q.registerNumber?.length))
    sets.push(numberMatches(l.byRegistrationNo, q.registerNumber!))
  if (wanted('vienna', !!q.viennaChoosedStr?.length)) sets.push(viennaMatches(l.marks, q.viennaChoosedStr!))

  const others = sets.map((s) => new Set(s))
  const inAll = (i: number) => others.every((s) => s.has(i))
  if (wanted('similar', !!q.tradeMarkText)) {
    return searchSimilar(l.index, q.tradeMarkText!, { classes: q.niceChoosedStr, countries: q.countries })
      .map((hit) => ({ i: positionOf(hit.id), hit }))
      .filter((r) => inAll(r.i))
  }
  if (!others.length) return []
  const [smallest, ...rest] = [...others].sort((a, b) => a.size - b.size)
  const rows: Row[] = []
  for (const i of smallest!) if (rest.every((s) => s.has(i))) rows.push({ i })
  return rows
}

const inRange = (date: string | null, range?: { from?: string; to?: string }) =>
  !range ||
  (!range.from && !range.to) ||
  (!!date && (!range.from || date >= range.from) && (!range.to || date <= range.to))

/** Country, class, status and date criteria every mode shares. */
function meetsScope(m: RegisterMark, q: Criteria, countries: Set<string>, classes: Set<string> | null) {
  return (
    countries.has(m.country) &&
    (!classes || m.classes.some((c) => classes.has(c.no))) &&
    (!q.status?.length || q.status.includes(m.status)) &&
    inRange(m.publicationDate, q.trialDate) &&
    inRange(m.registrationDate, q.regDate) &&
    inRange(m.expiryDate, q.privateDate)
  )
}

const FACETS: Record<FilterDimension, (m: RegisterMark) => string | string[] | null> = {
  country: (m) => m.country,
  applicant: (m) => m.applicantId,
  niceList: (m) => m.classes.map((c) => c.no),
  appYear: (m) => yearOf(m.filingDate),
  regYear: (m) => yearOf(m.registrationDate),
  trailYear: (m) => yearOf(m.publicationDate),
  isvalid: (m) => (isInvalid(m) ? 'invalid' : 'valid'),
  ggBeginYear: (m) => yearOf(m.registrationDate),
  priorityYear: (m) => yearOf(m.priorityDate),
  rightPeriod: (m) => yearOf(m.expiryDate),
  tmstatuscode: (m) => String(m.status),
  agent: (m) => m.agentId,
}

function facetValues(dimension: FilterDimension, m: RegisterMark): string[] {
  const v = FACETS[dimension](m)
  return v === null ? [] : Array.isArray(v) ? v : [v]
}

function meetsFilters(m: RegisterMark, filters: SearchFilters | undefined): boolean {
  if (!filters) return true
  for (const dimension of FILTER_DIMENSIONS) {
    const picked = filters[dimension]
    if (!picked?.length) continue
    if (!facetValues(dimension, m).some((v) => picked.includes(v))) return false
  }
  return true
}

function labelOf(dimension: FilterDimension, value: string): { labelZh: string; labelEn: string } {
  switch (dimension) {
    case 'country': {
      const c = countryName(value)
      return { labelZh: c.zh, labelEn: c.en }
    }
    case 'applicant':
    case 'agent': {
      const p = partyById(value)
      return { labelZh: p?.nameZh ?? value, labelEn: p?.nameEn ?? value }
    }
    case 'niceList': {
      const n = NICE_CLASSES.find((c) => c.no === value)
      return { labelZh: n ? `${value} ${n.name}` : value, labelEn: n ? `${value} ${n.nameEn}` : value }
    }
    case 'isvalid':
      return value === 'valid'
        ? { labelZh: '有效', labelEn: 'Valid' }
        : { labelZh: '无效', labelEn: 'Invalid' }
    case 'tmstatuscode': {
      const s = statusName(Number(value))
      return { labelZh: s.zh, labelEn: s.en }
    }
    default:
      return { labelZh: value, labelEn: value }
  }
}

/** The result before `filters` (for statistics) and after the scope criteria. */
function scopedRows(q: Criteria): { rows: Row[]; marks: RegisterMark[] } {
  const l = getLookup()
  const countries = new Set(q.countries)
  const classes = q.niceChoosedStr?.length ? new Set(q.niceChoosedStr) : null
  const rows = matchCriteria(q, l).filter((r) => meetsScope(l.marks[r.i]!, q, countries, classes))
  return { rows, marks: l.marks }
}

const compareNullable = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1

function sortRows(rows: Row[], marks: readonly RegisterMark[], q: Criteria): void {
  const ranked = rows.some((r) => r.hit)
  const field = q.sort?.field ?? (ranked ? 'similarity' : 'filingDate')
  // Descending unless asked otherwise; for similarity 'desc' means most similar first.
  const direction = q.sort?.order === 'asc' ? 1 : -1
  const byId = (a: Row, b: Row) => a.i - b.i
  const key = (r: Row): string | null => {
    const m = marks[r.i]!
    return field === 'registrationDate'
      ? m.registrationDate
      : field === 'applicationNumber'
        ? m.applicationNo
        : m.filingDate
  }
  if (field === 'similarity') {
    const rank = (r: Row) => (r.hit ? (2 - LEVEL_RANK[r.hit.level]) * 1000 + r.hit.score : -1)
    rows.sort((a, b) => direction * (rank(a) - rank(b)) || byId(a, b))
  } else {
    rows.sort((a, b) => {
      const ka = key(a)
      const kb = key(b)
      if (ka === null || kb === null) return compareNullable(ka, kb) || byId(a, b)
      return direction * compareNullable(ka, kb) || byId(a, b)
    })
  }
}

function countLevels(rows: readonly { level?: SimilarityLevel | null }[]) {
  const levels = { high: 0, middle: 0, low: 0 }
  for (const r of rows) if (r.level) levels[r.level]++
  return levels
}

// ---------------------------------------------------------------------------------------------------------
// Trial limit and history.

interface Gate {
  /** Set when the caller may not search any more today. */
  refused?: Reply<never>
  /** Counts one retrieval (when `counts`) and returns the usage to report. */
  settle(counts: boolean): SearchUsage
}

function openGate(ctx: HandlerContext<unknown>, counts: boolean): Gate {
  const key = ctx.user?.id ?? 'anonymous'
  const limit = ctx.user?.isPurchase ? null : TRIAL_DAILY_LIMIT
  const today = ctx.today()
  const table: SearchUsageRecord[] = (ctx.db.searchUsage ??= [])
  const record = table.find((r) => r.key === key && r.date === today)
  const used = record?.used ?? 0
  if (counts && limit !== null && used >= limit) {
    return {
      refused: ctx.fail(
        '今日检索次数已达 100 次上限，请明天再来，或申请试用/登录',
        "You have reached today's limit of 100 searches; come back tomorrow, apply for a trial or sign in",
        SEARCH_LIMIT_CODE,
        { limit, used },
      ),
      settle: () => ({ used, limit }),
    }
  }
  return {
    settle(count) {
      if (!count) return { used, limit }
      // Older days of this caller are dropped; only today's count matters.
      ctx.db.searchUsage = table.filter((r) => r.key !== key)
      ctx.db.searchUsage.push({ key, date: today, used: used + 1 })
      ctx.changed()
      return { used: used + 1, limit }
    },
  }
}

function remember(ctx: HandlerContext<unknown>, queryWay: string, request: object, total: number): void {
  if (!ctx.user) return
  const { pageNum: _pageNum, pageSize: _pageSize, ...snapshot } = request as Record<string, unknown>
  const table: SearchHistoryRecord[] = (ctx.db.searchHistory ??= [])
  table.push({
    id: newId('qh'),
    userId: ctx.user.id,
    queryWay,
    request: JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>,
    total,
    createdAt: ctx.now().toISOString(),
  })
}

const page = <T>(rows: readonly T[], pageNum: number, pageSize: number) =>
  rows.slice((pageNum - 1) * pageSize, pageNum * pageSize)

// ---------------------------------------------------------------------------------------------------------

export const searchHandlers = defineHandlers(searchCalls, searchSchemas, {
  tmInfoQueryTmInfoTextByMulCountry(ctx) {
    const { pageNum, pageSize, ...q } = ctx.body
    // Turning pages of a query already run is not a new retrieval.
    const counts = pageNum === 1
    const gate = openGate(ctx, counts)
    if (gate.refused) return gate.refused
    const { rows, marks } = scopedRows(q)
    const filtered = rows.filter((r) => meetsFilters(marks[r.i]!, q.filters))
    const levels = countLevels(filtered.map((r) => ({ level: r.hit?.level })))
    const degrees = q.degree?.length ? new Set(q.degree) : null
    const kept = degrees ? filtered.filter((r) => !r.hit || degrees.has(r.hit.level)) : filtered
    sortRows(kept, marks, q)
    const usage = gate.settle(counts)
    if (counts) remember(ctx, q.queryWay, q, kept.length)
    return ctx.ok({
      total: kept.length,
      pageNum,
      pageSize,
      levels,
      list: page(kept, pageNum, pageSize).map((r) => toItem(marks[r.i]!, r.hit)),
      usage,
    })
  },

  tmInfoGroupStatistics(ctx) {
    const { rows, marks } = scopedRows(ctx.body)
    const counts = Object.fromEntries(FILTER_DIMENSIONS.map((d) => [d, new Map<string, number>()])) as Record<
      FilterDimension,
      Map<string, number>
    >
    for (const r of rows) {
      const m = marks[r.i]!
      for (const d of FILTER_DIMENSIONS) {
        for (const v of facetValues(d, m)) counts[d].set(v, (counts[d].get(v) ?? 0) + 1)
      }
    }
    const buckets = (d: FilterDimension): StatisticsBucket[] =>
      [...counts[d]]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, STATISTICS_TOP)
        .map(([value, count]) => ({ value, ...labelOf(d, value), count }))
    return ctx.ok({
      total: rows.length,
      country: buckets('country'),
      applicant: buckets('applicant'),
      niceList: buckets('niceList'),
      appYear: buckets('appYear'),
      regYear: buckets('regYear'),
      trailYear: buckets('trailYear'),
      isvalid: buckets('isvalid'),
      ggBeginYear: buckets('ggBeginYear'),
      priorityYear: buckets('priorityYear'),
      rightPeriod: buckets('rightPeriod'),
      tmstatuscode: buckets('tmstatuscode'),
      agent: buckets('agent'),
    })
  },

  tmInfoQueryTmInfoGraphByMulCountry(ctx) {
    const { imageHash, countries, niceChoosedStr, pageNum, pageSize } = ctx.body
    const counts = pageNum === 1
    const gate = openGate(ctx, counts)
    if (gate.refused) return gate.refused
    const { marks } = getLookup()
    const inCountry = new Set(countries)
    const classes = niceChoosedStr?.length ? new Set(niceChoosedStr) : null
    const hits = similarImages(marks, imageHash, { limit: marks.length, maxDistance: IMAGE_MAX_DISTANCE })
      .filter((h) => {
        const m = marks[positionOf(h.id)]!
        return inCountry.has(m.country) && (!classes || m.classes.some((c) => classes.has(c.no)))
      })
      .slice(0, IMAGE_RESULT_MAX)
    const levelOf = (distance: number): SimilarityLevel =>
      distance <= 2 ? 'high' : distance <= 5 ? 'middle' : 'low'
    const shown = page(hits, pageNum, pageSize)
    const pageMarks = shown.map((h) => marks[positionOf(h.id)]!)
    const usage = gate.settle(counts)
    if (counts) remember(ctx, 'image', ctx.body, hits.length)
    return ctx.ok({
      total: hits.length,
      pageNum,
      pageSize,
      levels: countLevels(hits.map((h) => ({ level: levelOf(h.distance) }))),
      list: shown.map((h, k) => ({
        ...toItem(pageMarks[k]!, { level: levelOf(h.distance), score: h.score, reasons: ['image'] }),
        distance: h.distance,
      })),
      sharedVienna: sharedViennaCodes(shown, pageMarks),
      usage,
    })
  },

  tmInfoQueryTmInfoByIds(ctx) {
    const list = ctx.body.ids
      .map((id) => markById(id))
      .filter((m): m is RegisterMark => !!m)
      .map(toDetail)
      .filter((d): d is TrademarkDetail => !!d)
    return ctx.ok({ list })
  },

  tmInfoQueryTmSimilarGroup(ctx) {
    const mark = markById(ctx.body.id)
    if (!mark) return ctx.fail('未找到该商标', 'Trademark not found', BIZ.notFound)
    const { index, marks } = getLookup()
    const hits = mark.name.trim()
      ? searchSimilar(index, mark.name, {
          classes: mark.classes.map((c) => c.no),
          limit: SIMILAR_GROUP_SIZE + 1,
        })
          .filter((h) => h.id !== mark.id)
          .slice(0, SIMILAR_GROUP_SIZE)
      : []
    return ctx.ok({
      mark: toItem(mark),
      list: hits.map((h) => toItem(marks[positionOf(h.id)]!, h)),
    })
  },
})

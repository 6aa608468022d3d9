/**
 * The search engine over the generated register (overview §3, §5): lookups, the text search of every text
 * mode with its filters and sorting, image search by perceptual hash, and the item and record shapes the
 * calls answer with. Pure over the register: the handlers (handlers/search.ts and search-*.ts) own requests,
 * the trial gate (gate.ts) and replies.
 */
import {
  FILTER_DIMENSIONS,
  type FilterDimension,
  type SearchFilters,
  type SearchResultItem,
  type TextSearchRequest,
  type TrademarkDetail,
} from '../../src/api/schemas/search-shared'
import { matchReasonOf } from '../../src/domain/match-reason'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { expandStatuses, trademarkStatusLabel } from '../../src/domain/trademark-status'
import { buildCountries } from '../reference-data/countries'
import { NICE_GROUPS, type NiceGroup } from '../reference-data/nice-goods'
import { BRAND_WORD_PAIRS } from '../reference-data/well-known-marks'
import {
  findLaterEntriesWith,
  getRegister,
  partyById,
  specimenDataUrl,
  type RegisterMark,
  type RegisterParty,
} from '../register'
import { similarImages } from '../register/image-hash'
import { registerLifecycle } from '../register/records/lifecycle'
import { isPortfolioMarkId } from '../reference-data/portfolio'
import {
  buildSearchIndex,
  compareHits,
  searchSimilar,
  type SearchHit,
  type SearchIndex,
  type SearchOptions,
} from '../register/search-index'
import { LEVEL_RANK, type SimilarityLevel } from '../register/similarity'

/** Image hits farther than this (of 64 bits) are not listed; the specimens' hashes are close together. */
const IMAGE_MAX_DISTANCE = 10
/** At most this many image hits (nearest first) make up a result. */
const IMAGE_RESULT_MAX = 1000

// ---------------------------------------------------------------------------------------------------------
// Lookups over the register, built on first use and kept for the page's life, and over the living
// register's marks (the gazette issues published since, monitoring/gazette.ts), rebuilt when an issue appears.

interface PartyText {
  index: number
  name: string
  address: string
}

export interface Lookup {
  /** The register's marks, then the living register's. */
  marks: RegisterMark[]
  /** The text index of the register's marks; findSimilar searches it and `laterIndex`. */
  index: SearchIndex
  /** The text index of the living register's marks (null while it has none). */
  laterIndex: SearchIndex | null
  /** Positions in `marks` of the living register's marks, by id. */
  laterPositions: Map<string, number>
  /** Which living register this lookup includes. */
  laterKey: string
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
let registerIndex: SearchIndex | undefined
/** What the living register adds to the register built at start: marks, and the holders they name. */
export interface LaterEntries {
  marks: readonly RegisterMark[]
  parties: readonly RegisterParty[]
}

let later: LaterEntries & {
  key: string
  byId: Map<string, RegisterMark>
  partyIds: Map<string, RegisterParty>
} = { key: '', marks: [], parties: [], byId: new Map(), partyIds: new Map() }

/**
 * The living register's marks (and their holders) the lookups include from now on; `key` names the set (the
 * issues published, the day), so the same set is not read again. The search's handlers set it before they run
 * (handlers/search-group.ts).
 */
export function includeLaterMarks(key: string, entries: () => LaterEntries): void {
  if (key === later.key) return
  const { marks, parties } = entries()
  later = {
    key,
    marks,
    parties,
    byId: new Map(marks.map((m) => [m.id, m])),
    partyIds: new Map(parties.map((p) => [p.id, p])),
  }
}

// markById and partyById (a record, an export, a result's applicant) find the living register's entries too.
findLaterEntriesWith({ mark: (id) => later.byId.get(id), party: (id) => later.partyIds.get(id) })

function push(map: Map<string, number[]>, key: string, i: number): void {
  const list = map.get(key)
  if (list) list.push(i)
  else map.set(key, [i])
}

export function getLookup(): Lookup {
  if (lookup && lookup.laterKey === later.key) return lookup
  const { marks: registered } = getRegister()
  const parties = later.parties.length ? [...getRegister().parties, ...later.parties] : getRegister().parties
  registerIndex ??= buildSearchIndex(registered, { dictionary: BRAND_WORD_PAIRS })
  const marks = later.marks.length ? [...registered, ...later.marks] : registered
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
    index: registerIndex,
    laterIndex: later.marks.length ? buildSearchIndex(later.marks, { dictionary: BRAND_WORD_PAIRS }) : null,
    laterPositions: new Map(later.marks.map((m, k) => [m.id, registered.length + k])),
    laterKey: later.key,
    byApplicationNo,
    byRegistrationNo,
    byApplicant,
    byAgent,
    applicants: texts.filter((p) => byApplicant.has(p.id)),
    agents: texts.filter((p) => byAgent.has(p.id)),
  }
  return lookup
}

/** A mark's position in getLookup().marks. */
export const positionOf = (id: string) => lookup?.laterPositions.get(id) ?? Number(id.slice(2)) - 1

/** Marks similar to `query` in the register and the living register, best first (search-index.ts). */
export function findSimilar(l: Lookup, query: string, options: SearchOptions = {}): SearchHit[] {
  const hits = searchSimilar(l.index, query, options)
  if (!l.laterIndex) return hits
  const all = [...hits, ...searchSimilar(l.laterIndex, query, options)].sort(compareHits)
  return options.limit !== undefined ? all.slice(0, options.limit) : all
}

// ---------------------------------------------------------------------------------------------------------
// Labels.

let countryNames: Map<string, { zh: string; en: string }> | undefined

export function countryName(code: string): { zh: string; en: string } {
  countryNames ??= new Map([
    ...buildCountries().map((c) => [c.internationalDomainName, { zh: c.chName, en: c.ehName }] as const),
    ['EM', { zh: '欧盟', en: 'European Union' }],
  ])
  return countryNames.get(code) ?? { zh: code, en: code }
}

export const statusName = (status: number) =>
  trademarkStatusLabel(status) ?? { zh: String(status), en: String(status) }
/** Invalid (China 2, other countries 9): the marks that no longer stand in anyone's way. */
export const isInvalidStatus = (status: number) => status === 2 || status === 9
const isInvalid = (m: RegisterMark) => isInvalidStatus(m.status)
const yearOf = (date: string | null) => (date ? date.slice(0, 4) : null)

/**
 * What a row or a record says about a mark's status and term: for a China mark, the rule set's answer from
 * its events (register/records/lifecycle.ts), derived for the marks shown only; else the register's own.
 */
export function lifeFields(mark: RegisterMark): { status: number; expiryDate: string | null } {
  // A demo account's mark carries its status and expiry as of the request's day, from its own events.
  if (isPortfolioMarkId(mark.id)) return mark
  const life = registerLifecycle(mark)
  return life ? { status: life.status, expiryDate: life.expiryDate } : mark
}

export function toItem(
  mark: RegisterMark,
  hit?: { level: SimilarityLevel; score: number; reasons: string[] },
) {
  const applicant = partyById(mark.applicantId)
  const agent = mark.agentId ? partyById(mark.agentId) : undefined
  const life = lifeFields(mark)
  const status = statusName(life.status)
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
    expiryDate: life.expiryDate,
    status: life.status,
    statusZh: status.zh,
    statusEn: status.en,
    country: mark.country,
    similarity: hit?.level ?? null,
    score: hit?.score ?? 0,
    reasons: hit ? [...hit.reasons] : [],
    matchReason: hit ? matchReasonOf(hit.reasons) : null,
  }
  if (agent) {
    item.agentZh = agent.nameZh
    item.agentEn = agent.nameEn
  }
  return item
}

export function toDetail(mark: RegisterMark): TrademarkDetail | null {
  const applicant = partyById(mark.applicantId)
  if (!applicant) return null
  const agent = mark.agentId ? (partyById(mark.agentId) ?? null) : null
  const life = lifeFields(mark)
  const status = statusName(life.status)
  const country = countryName(mark.country)
  return {
    ...mark,
    status: life.status,
    expiryDate: life.expiryDate,
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
        groups: [...c.groups],
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

export type Criteria = Omit<TextSearchRequest, 'pageNum' | 'pageSize'>

export interface Row {
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
    return findSimilar(l, q.tradeMarkText!, { classes: q.niceChoosedStr, countries: q.countries })
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
function meetsScope(
  m: RegisterMark,
  q: Criteria,
  countries: Set<string>,
  classes: Set<string> | null,
  statuses: Set<number> | null,
  groups: Set<string> | null,
) {
  return (
    countries.has(m.country) &&
    (!classes || m.classes.some((c) => classes.has(c.no))) &&
    (!groups || m.classes.some((c) => c.groups.some((g) => groups.has(g)))) &&
    (!statuses || statuses.has(m.status)) &&
    inRange(m.publicationDate, q.trialDate) &&
    inRange(m.registrationDate, q.regDate) &&
    inRange(m.expiryDate, q.privateDate)
  )
}

const FACETS: Record<FilterDimension, (m: RegisterMark) => string | string[] | null> = {
  country: (m) => m.country,
  applicant: (m) => m.applicantId,
  niceList: (m) => m.classes.map((c) => c.no),
  // Each group once, however many of the mark's goods fall in it: the same test as the query's groupChoosedStr.
  similarGroup: (m) => [...new Set(m.classes.flatMap((c) => c.groups))],
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

export function facetValues(dimension: FilterDimension, m: RegisterMark): string[] {
  const v = FACETS[dimension](m)
  return v === null ? [] : Array.isArray(v) ? v : [v]
}

export function meetsFilters(m: RegisterMark, filters: SearchFilters | undefined): boolean {
  if (!filters) return true
  for (const dimension of FILTER_DIMENSIONS) {
    const picked = filters[dimension]
    if (!picked?.length) continue
    if (!facetValues(dimension, m).some((v) => picked.includes(v))) return false
  }
  return true
}

export const hasFilters = (filters: SearchFilters | undefined): boolean =>
  !!filters && FILTER_DIMENSIONS.some((d) => !!filters[d]?.length)

/**
 * Counts per value of every filter dimension, faceted the usual way: a dimension's counts honour the filters
 * of the other dimensions but not its own, so picking a value narrows the other lists while its siblings stay
 * listed with the marks they would add.
 */
export function facetCounts(
  rows: readonly Row[],
  marks: readonly RegisterMark[],
  filters: SearchFilters | undefined,
): Record<FilterDimension, Map<string, number>> {
  const counts = Object.fromEntries(FILTER_DIMENSIONS.map((d) => [d, new Map<string, number>()])) as Record<
    FilterDimension,
    Map<string, number>
  >
  const active = FILTER_DIMENSIONS.filter((d) => !!filters?.[d]?.length)
  const add = (d: FilterDimension, m: RegisterMark) => {
    for (const v of facetValues(d, m)) counts[d].set(v, (counts[d].get(v) ?? 0) + 1)
  }
  for (const r of rows) {
    const m = marks[r.i]!
    const failing = active.filter((d) => !facetValues(d, m).some((v) => filters![d]!.includes(v)))
    // Passing every filter: counted everywhere; failing one: counted only in that dimension's own list.
    if (failing.length === 0) for (const d of FILTER_DIMENSIONS) add(d, m)
    else if (failing.length === 1) add(failing[0]!, m)
  }
  return counts
}

let groupsByCode: Map<string, NiceGroup> | undefined
const groupByCode = () =>
  (groupsByCode ??= new Map([...NICE_GROUPS.values()].flatMap((groups) => groups.map((g) => [g.code, g]))))

/**
 * The similar groups a facet lists: those of the chosen classes (the class filter and the query's classes)
 * when any are chosen, as the query's own similar groups must be (overview §5); else every group.
 */
export function groupsWithinClasses(
  groups: ReadonlyMap<string, number>,
  classes: readonly string[],
): Map<string, number> {
  if (!classes.length) return new Map(groups)
  return new Map([...groups].filter(([code]) => classes.includes(code.slice(0, 2))))
}

export function labelOf(dimension: FilterDimension, value: string): { labelZh: string; labelEn: string } {
  switch (dimension) {
    case 'country': {
      const c = countryName(value)
      return { labelZh: c.zh, labelEn: c.en }
    }
    case 'applicant':
    case 'agent': {
      const p = partyById(value)
      if (!p) return { labelZh: value, labelEn: value }
      // People share names (eight applicants may be called 闫凤英); where they live tells them apart.
      if (p.kind === 'person') {
        const placeZh =
          (p.country === 'CN' ? p.addressZh.match(/^.*?(?:区|县|市)/) : p.addressZh.match(/^\D+/))?.[0] ??
          p.addressZh.slice(0, 8)
        const placeEn = p.addressEn.split(', ').slice(-2).join(', ')
        return { labelZh: `${p.nameZh}（${placeZh}）`, labelEn: `${p.nameEn} (${placeEn})` }
      }
      return { labelZh: p.nameZh, labelEn: p.nameEn }
    }
    case 'niceList': {
      const n = NICE_CLASSES.find((c) => c.no === value)
      return { labelZh: n ? `${value} ${n.name}` : value, labelEn: n ? `${value} ${n.nameEn}` : value }
    }
    case 'similarGroup': {
      const g = groupByCode().get(value)
      return { labelZh: g ? `${value} ${g.nameZh}` : value, labelEn: g ? `${value} ${g.nameEn}` : value }
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
export function scopedRows(q: Criteria): { rows: Row[]; marks: RegisterMark[] } {
  const l = getLookup()
  const countries = new Set(q.countries)
  const classes = q.niceChoosedStr?.length ? new Set(q.niceChoosedStr) : null
  const statuses = q.status?.length ? expandStatuses(q.status) : null
  const groups = q.groupChoosedStr?.length ? new Set(q.groupChoosedStr) : null
  const rows = matchCriteria(q, l).filter((r) =>
    meetsScope(l.marks[r.i]!, q, countries, classes, statuses, groups),
  )
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

export function countLevels(rows: readonly { level?: SimilarityLevel | null }[]) {
  const levels = { high: 0, middle: 0, low: 0 }
  for (const r of rows) if (r.level) levels[r.level]++
  return levels
}

export const page = <T>(rows: readonly T[], pageNum: number, pageSize: number) =>
  rows.slice((pageNum - 1) * pageSize, pageNum * pageSize)

/** The text search of every text mode: the rows after filters and degrees, sorted, with the level counts. */
export function runTextSearch(q: Criteria): {
  rows: Row[]
  marks: readonly RegisterMark[]
  levels: { high: number; middle: number; low: number }
} {
  const { rows, marks } = scopedRows(q)
  const filtered = rows.filter((r) => meetsFilters(marks[r.i]!, q.filters))
  const levels = countLevels(filtered.map((r) => ({ level: r.hit?.level })))
  const degrees = q.degree?.length ? new Set(q.degree) : null
  const kept = degrees ? filtered.filter((r) => !r.hit || degrees.has(r.hit.level)) : filtered
  sortRows(kept, marks, q)
  return { rows: kept, marks, levels }
}

export interface ImageCriteria {
  imageHash: string
  countries: readonly string[]
  niceChoosedStr?: readonly string[]
}

export const imageLevelOf = (distance: number): SimilarityLevel =>
  distance <= 2 ? 'high' : distance <= 5 ? 'middle' : 'low'

/** Image hits nearest first, in the asked countries and classes. */
export function runImageSearch(q: ImageCriteria) {
  const { marks } = getLookup()
  const inCountry = new Set(q.countries)
  const classes = q.niceChoosedStr?.length ? new Set(q.niceChoosedStr) : null
  const hits = similarImages(marks, q.imageHash, { limit: marks.length, maxDistance: IMAGE_MAX_DISTANCE })
    .filter((h) => {
      const m = marks[positionOf(h.id)]!
      return inCountry.has(m.country) && (!classes || m.classes.some((c) => classes.has(c.no)))
    })
    .slice(0, IMAGE_RESULT_MAX)
  return { hits, marks }
}

/**
 * The register statistics of the analytics pages (issue 16), one pure function per call over a RegisterView
 * and the call's validated request. The meaning of each call is written in src/api/schemas/analytics-statistics.ts;
 * handlers/statistics.ts answers them through cachedAnswer (scope.ts). Each is one or two passes over the marks in
 * scope, so the 50,000-mark register answers well within the 100 ms (statistics.bench.ts prints them).
 */
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { addBusinessDays } from '../../src/domain/clock'
import { renewalPhaseOn } from '../../src/domain/mark-lifecycle'
import type { AnalyticsFilter, StatBucket, StatSeries } from '../../src/api/schemas/analytics-statistics'
import { NICE_GROUPS } from '../reference-data/nice-goods'
import type { RegisterMark } from '../register'
import { countryName, labelOf, statusName } from '../search/engine'
import { provinceOf } from './provinces'
import { columnsOf, inYears, scopeOf, yearOfDate, yearsOf, type RegisterView } from './scope'

type Label = { labelZh: string; labelEn: string }

/** Counts per key, then the buckets most first (ties by key), top N when given. */
export function ranked(counts: ReadonlyMap<string, number>, top?: number): [string, number][] {
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return top === undefined ? sorted : sorted.slice(0, top)
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by)

/** A series over the filter's years from a year → count map. */
function seriesOf(
  years: readonly number[],
  value: string,
  label: Label,
  byYear: ReadonlyMap<number, number>,
): StatSeries {
  const counts = years.map((y) => byYear.get(y) ?? 0)
  return { value, ...label, count: counts.reduce((a, b) => a + b, 0), byYear: counts }
}

const partyLabel = (id: string): Label => labelOf('applicant', id)
const share = (count: number, total: number) => (total ? Math.round((count / total) * 10_000) / 10_000 : 0)

// ---------------------------------------------------------------------------------------------------------
// Applications and registrations.

const APPLICATIONS: Label = { labelZh: '申请量', labelEn: 'Applications' }
const REGISTRATIONS: Label = { labelZh: '注册量', labelEn: 'Registrations' }

/** Applications by filing year and registrations by registration year (office and applicant filters). */
export function appAndAuthorization(view: RegisterView, f: AnalyticsFilter) {
  const scope = scopeOf(view, f)
  const years = yearsOf(f)
  const filed = new Map<number, number>()
  const registered = new Map<number, number>()
  for (const m of scope.marks) bump(filed, yearOfDate(m.filingDate))
  for (const m of scope.base)
    if (m.registrationDate && inYears(m.registrationDate, f)) bump(registered, yearOfDate(m.registrationDate))
  return {
    total: scope.marks.length,
    years,
    series: [
      seriesOf(years, 'applications', APPLICATIONS, filed),
      seriesOf(years, 'registrations', REGISTRATIONS, registered),
    ],
  }
}

/** Registered (in force or under challenge), invalid, and everything still on its way. */
export type Outcome = 'registered' | 'pending' | 'invalid'
export const outcomeOf = (status: number): Outcome =>
  status === 1 || status === 7 || status === 10
    ? 'registered'
    : status === 2 || status === 9
      ? 'invalid'
      : 'pending'
const OUTCOMES: readonly [Outcome, Label][] = [
  ['registered', { labelZh: '已注册', labelEn: 'Registered' }],
  ['pending', { labelZh: '审查中', labelEn: 'Pending' }],
  ['invalid', { labelZh: '无效', labelEn: 'Invalid' }],
]

/** Each filing year's applications by what became of them (the register's status). */
export function trademarkAppCount(view: RegisterView, f: AnalyticsFilter) {
  const scope = scopeOf(view, f)
  const years = yearsOf(f)
  const by = new Map<Outcome, Map<number, number>>(OUTCOMES.map(([o]) => [o, new Map()]))
  for (const m of scope.marks) bump(by.get(outcomeOf(m.status))!, yearOfDate(m.filingDate))
  return {
    total: scope.marks.length,
    years,
    series: OUTCOMES.map(([o, label]) => seriesOf(years, o, label, by.get(o)!)),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Goods and services, similar groups.

/** Marks by Nice class (all 45 in class order); a mark counts once in each class it designates. */
export function goodsService(view: RegisterView, f: AnalyticsFilter) {
  const scope = scopeOf(view, f)
  const { classes } = columnsOf(view)
  const counts = new Uint32Array(46)
  let designations = 0
  for (const i of scope.at) {
    const mine = classes[i]!
    for (let j = 0; j < mine.length; j++) counts[mine[j]!]!++
    designations += mine.length
  }
  const buckets: StatBucket[] = NICE_CLASSES.map((c) => ({
    value: c.no,
    ...labelOf('niceList', c.no),
    count: counts[Number(c.no)]!,
  }))
  return { total: scope.marks.length, designations, buckets }
}

/** The distinct similar groups a mark designates (in any class). */
export const groupsOfMark = (m: RegisterMark): Set<string> => new Set(m.classes.flatMap((c) => c.groups))

/** Within one class: marks designating it, by similar group of the class (every group, code order). */
export function goodsService2(view: RegisterView, f: AnalyticsFilter & { classNo: string }) {
  const scope = scopeOf(view, f)
  const counts = new Map<string, number>((NICE_GROUPS.get(f.classNo) ?? []).map((g) => [g.code, 0]))
  let inClass = 0
  for (const m of scope.marks) {
    const entry = m.classes.find((c) => c.no === f.classNo)
    if (!entry) continue
    inClass++
    for (const g of new Set(entry.groups)) bump(counts, g)
  }
  const cls = labelOf('niceList', f.classNo)
  return {
    total: scope.marks.length,
    classNo: f.classNo,
    ...cls,
    inClass,
    buckets: [...counts.keys()]
      .sort()
      .map((g) => ({ value: g, ...labelOf('similarGroup', g), count: counts.get(g)! })),
  }
}

const groupCode = (n: number) => String(n).padStart(4, '0')

/** Marks in scope per similar group (code → count), from the register's columns. */
function groupCounts(view: RegisterView, at: Int32Array): Map<string, number> {
  const { groups } = columnsOf(view)
  const counts = new Uint32Array(4600)
  for (const i of at) {
    const mine = groups[i]!
    for (let j = 0; j < mine.length; j++) counts[mine[j]!]!++
  }
  const out = new Map<string, number>()
  counts.forEach((count, n) => {
    if (count) out.set(groupCode(n), count)
  })
  return out
}

/** The N most crowded similar groups across classes. */
export function similarGroupRanking(view: RegisterView, f: AnalyticsFilter & { top: number }) {
  const scope = scopeOf(view, f)
  return {
    total: scope.marks.length,
    buckets: ranked(groupCounts(view, scope.at), f.top).map(([g, count]) => ({
      value: g,
      ...labelOf('similarGroup', g),
      count,
    })),
  }
}

/** Marks per filing year in each chosen similar group, or in the five most crowded ones. */
export function similarGroupYears(view: RegisterView, f: AnalyticsFilter & { groups: readonly string[] }) {
  const scope = scopeOf(view, f)
  const { groups: groupsOf, filingYear } = columnsOf(view)
  const years = yearsOf(f)
  const groups = f.groups.length
    ? [...new Set(f.groups)]
    : ranked(groupCounts(view, scope.at), 5).map(([g]) => g)
  const wanted = groups.map(Number)
  const by = groups.map(() => new Map<number, number>())
  for (const i of scope.at) {
    const mine = groupsOf[i]!
    for (let j = 0; j < mine.length; j++) {
      const w = wanted.indexOf(mine[j]!)
      if (w >= 0) bump(by[w]!, filingYear[i]!)
    }
  }
  return {
    total: scope.marks.length,
    years,
    series: groups.map((g, w) => seriesOf(years, g, labelOf('similarGroup', g), by[w]!)),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Marks in force, renewals.

/** Whole years from one ISO day to another. */
export function fullYears(from: string, to: string): number {
  const years = yearOfDate(to) - yearOfDate(from)
  return to.slice(5, 10) < from.slice(5, 10) ? years - 1 : years
}

const AGE_BANDS: readonly [string, number, Label][] = [
  ['0-1', 1, { labelZh: '1年以内', labelEn: 'Under 1 year' }],
  ['1-3', 3, { labelZh: '1–3年', labelEn: '1–3 years' }],
  ['3-5', 5, { labelZh: '3–5年', labelEn: '3–5 years' }],
  ['5-10', 10, { labelZh: '5–10年', labelEn: '5–10 years' }],
  ['10+', Number.POSITIVE_INFINITY, { labelZh: '10年以上', labelEn: '10 years or more' }],
]
export const ageBandOf = (registered: string, today: string): string => {
  const age = fullYears(registered, today)
  return AGE_BANDS.find(([, below]) => age < below)![0]
}

export type RenewalClass = 'lapsed' | 'grace' | 'window' | 'notYet'
const RENEWAL_LABELS: Readonly<Record<RenewalClass | 'renewed', Label>> = {
  renewed: { labelZh: '已续展', labelEn: 'Renewed' },
  lapsed: { labelZh: '未续展失效', labelEn: 'Lapsed without renewal' },
  grace: { labelZh: '宽展期内', labelEn: 'In grace period' },
  window: { labelZh: '续展期内', labelEn: 'In renewal window' },
  notYet: { labelZh: '未到续展期', labelEn: 'Renewal not yet open' },
}

/**
 * Where a mark's current term stands on `today`: lapsed once its grace period has passed (or when the mark is
 * invalid and its term has ended), else the renewal phase; null for a mark without a term, or invalidated
 * before its term ended (it was never due).
 */
export function renewalClassOf(
  m: Pick<RegisterMark, 'status' | 'expiryDate' | 'registrationDate'>,
  today: string,
): RenewalClass | null {
  if (!m.expiryDate || !m.registrationDate) return null
  if (m.status === 2 || m.status === 9) return m.expiryDate < today ? 'lapsed' : null
  return phaseOn(m.expiryDate, today)
}

/**
 * The renewal phase of a term ending on `expiry`, on `today`. For a given today the phase only moves one way as
 * the expiry gets later (over → grace → window → notYet: the window's days, rolled over holidays, never go
 * back), so the three expiries where it changes are found once per day by bisection (some 40 rule evaluations)
 * and each mark is placed by comparing its expiry with them, instead of evaluating the rule for every mark.
 */
function phaseOn(expiry: string, today: string): RenewalClass {
  const b = boundariesOn(today)
  return expiry < b.grace ? 'lapsed' : expiry < b.window ? 'grace' : expiry < b.notYet ? 'window' : 'notYet'
}

const ORDER: Readonly<Record<RenewalClass, number>> = { lapsed: 0, grace: 1, window: 2, notYet: 3 }
/** How far from today the bisection looks: a term ending three years either side is surely over / not yet open. */
const REACH_DAYS = 3 * 366
let boundaries: { today: string; grace: string; window: string; notYet: string } | undefined

function boundariesOn(today: string) {
  if (boundaries?.today !== today) {
    const rank = (offset: number) => {
      const { phase } = renewalPhaseOn(addBusinessDays(today, offset), today)
      return ORDER[phase === 'over' ? 'lapsed' : phase]
    }
    // The first expiry (as an offset from today) whose phase ranks at least `wanted`.
    const first = (wanted: number) => {
      let lo = -REACH_DAYS
      let hi = REACH_DAYS
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2)
        if (rank(mid) >= wanted) hi = mid
        else lo = mid + 1
      }
      return addBusinessDays(today, lo)
    }
    boundaries = { today, grace: first(1), window: first(2), notYet: first(3) }
  }
  return boundaries
}

/** Forgets the day's phase boundaries (the bench measures cold calls). */
export const forgetRenewalPhases = () => {
  boundaries = undefined
}

/**
 * The ends of the terms a registration has already renewed: each ten-year term from the registration day that
 * ended before its current expiry. Years only (the day before the anniversary: 1 January's falls the year before).
 */
export function renewedTermYears(m: Pick<RegisterMark, 'registrationDate' | 'expiryDate'>): number[] {
  const reg = m.registrationDate
  const expiry = m.expiryDate
  if (!reg || !expiry) return []
  const out: number[] = []
  const startYear = yearOfDate(reg)
  const monthDay = reg.slice(4, 10)
  for (let k = 1; `${startYear + 10 * k}${monthDay}` < expiry; k++)
    out.push(monthDay === '-01-01' ? startYear + 10 * k - 1 : startYear + 10 * k)
  return out
}

/** Marks in force on today: registered, not past the grace period, and registered by today. */
export function effectiveTm(view: RegisterView, f: AnalyticsFilter, today: string) {
  const scope = scopeOf(view, f)
  const byStatus = new Map<number, number>()
  const byAge = new Map<string, number>()
  const byRenewal = new Map<RenewalClass, number>()
  let effective = 0
  for (const m of scope.marks) {
    if (outcomeOf(m.status) !== 'registered' || !m.registrationDate || m.registrationDate > today) continue
    const renewal = m.expiryDate ? renewalClassOf(m, today) : null
    if (renewal === 'lapsed') continue
    effective++
    bump(byStatus, m.status)
    bump(byAge, ageBandOf(m.registrationDate, today))
    if (renewal) bump(byRenewal, renewal)
  }
  return {
    total: scope.marks.length,
    today,
    effective,
    byStatus: [...byStatus.keys()]
      .sort((a, b) => a - b)
      .map((s) => {
        const name = statusName(s)
        return { value: String(s), labelZh: name.zh, labelEn: name.en, count: byStatus.get(s)! }
      }),
    byAge: AGE_BANDS.map(([band, , label]) => ({ value: band, ...label, count: byAge.get(band) ?? 0 })),
    byRenewal: (['notYet', 'window', 'grace'] as const).map((r) => ({
      value: r,
      ...RENEWAL_LABELS[r],
      count: byRenewal.get(r) ?? 0,
    })),
  }
}

/** Registrations by the year their term ends (the filter's years): renewed, lapsed, grace, window, not yet. */
export function renewalStatistic(view: RegisterView, f: AnalyticsFilter, today: string) {
  const scope = scopeOf(view, f)
  const years = yearsOf(f)
  const keys = ['renewed', 'lapsed', 'grace', 'window', 'notYet'] as const
  const by = new Map<(typeof keys)[number], Map<number, number>>(keys.map((k) => [k, new Map()]))
  for (const m of scope.base) {
    if (!m.expiryDate) continue
    for (const y of renewedTermYears(m)) if (y >= f.yearFrom && y <= f.yearTo) bump(by.get('renewed')!, y)
    if (!inYears(m.expiryDate, f)) continue
    const renewal = renewalClassOf(m, today)
    if (renewal) bump(by.get(renewal)!, yearOfDate(m.expiryDate))
  }
  const series = keys.map((k) => seriesOf(years, k, RENEWAL_LABELS[k], by.get(k)!))
  return { total: series.reduce((sum, s) => sum + s.count, 0), today, years, series }
}

// ---------------------------------------------------------------------------------------------------------
// Agents.

const AGENTS_VIA: Label = { labelZh: '委托代理机构', labelEn: 'Through an agent' }
const DIRECT: Label = { labelZh: '自行申请', labelEn: 'Filed directly' }

/** How many agents filed the marks in scope; marks through an agent against directly, per year. */
export function agentCount(view: RegisterView, f: AnalyticsFilter) {
  const scope = scopeOf(view, f)
  const years = yearsOf(f)
  const agents = new Set<string>()
  const via = new Map<number, number>()
  const direct = new Map<number, number>()
  for (const m of scope.marks) {
    if (m.agentId) agents.add(m.agentId)
    bump(m.agentId ? via : direct, yearOfDate(m.filingDate))
  }
  const series = [seriesOf(years, 'viaAgent', AGENTS_VIA, via), seriesOf(years, 'direct', DIRECT, direct)]
  return {
    total: scope.marks.length,
    agents: agents.size,
    viaAgent: series[0]!.count,
    direct: series[1]!.count,
    years,
    series,
  }
}

/** Agents ranked by the marks they filed in scope, with how many applicants each filed for. */
export function agentRanking(view: RegisterView, f: AnalyticsFilter & { top: number }) {
  const scope = scopeOf(view, f)
  const counts = new Map<string, number>()
  const clients = new Map<string, Set<string>>()
  for (const m of scope.marks) {
    if (!m.agentId) continue
    bump(counts, m.agentId)
    let set = clients.get(m.agentId)
    if (!set) clients.set(m.agentId, (set = new Set()))
    set.add(m.applicantId)
  }
  return {
    total: scope.marks.length,
    agents: counts.size,
    list: ranked(counts, f.top).map(([id, count]) => ({
      value: id,
      ...labelOf('agent', id),
      country: view.party(id)?.country ?? '',
      count,
      share: share(count, scope.marks.length),
      applicants: clients.get(id)!.size,
    })),
  }
}

/** For the filter's applicants: their marks by agent ('direct' for those filed without one). */
export function applicantAgents(view: RegisterView, f: AnalyticsFilter & { top: number }) {
  const scope = scopeOf(view, f)
  const counts = new Map<string, number>()
  for (const m of scope.marks) bump(counts, m.agentId ?? 'direct')
  return {
    total: scope.marks.length,
    applicants: scope.applicants?.size ?? 0,
    list: ranked(counts, f.top).map(([id, count]) => ({
      value: id,
      ...(id === 'direct' ? DIRECT : labelOf('agent', id)),
      country: id === 'direct' ? '' : (view.party(id)?.country ?? ''),
      count,
      share: share(count, scope.marks.length),
    })),
  }
}

/** One agent's applicants in the filter's office and years (any applicant), most marks first, one page. */
export function agentApplicants(
  view: RegisterView,
  f: AnalyticsFilter & { agentId: string; pageNum: number; pageSize: number },
) {
  const scope = scopeOf(view, { ...f, applicant: '' })
  const counts = new Map<string, number>()
  const last = new Map<string, string>()
  let marks = 0
  for (const m of scope.marks) {
    if (m.agentId !== f.agentId) continue
    marks++
    bump(counts, m.applicantId)
    if (m.filingDate > (last.get(m.applicantId) ?? '')) last.set(m.applicantId, m.filingDate)
  }
  const all = ranked(counts)
  const start = (f.pageNum - 1) * f.pageSize
  return {
    marks,
    total: all.length,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
    list: all.slice(start, start + f.pageSize).map(([id, count]) => ({
      value: id,
      ...partyLabel(id),
      country: view.party(id)?.country ?? '',
      count,
      share: share(count, marks),
      lastFilingDate: last.get(id)!,
    })),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Where applicants are from.

/** Marks in scope by the applicant's home country, with the number of applicants: the world map. */
export function applicantCountries(view: RegisterView, f: AnalyticsFilter) {
  const scope = scopeOf(view, f)
  const counts = new Map<string, number>()
  const people = new Map<string, Set<string>>()
  for (const m of scope.marks) {
    const country = view.party(m.applicantId)?.country ?? ''
    bump(counts, country)
    let set = people.get(country)
    if (!set) people.set(country, (set = new Set()))
    set.add(m.applicantId)
  }
  return {
    total: scope.marks.length,
    buckets: ranked(counts).map(([code, count]) => {
      const name = countryName(code)
      return { value: code, labelZh: name.zh, labelEn: name.en, count, applicants: people.get(code)!.size }
    }),
  }
}

/** Marks in scope of applicants from China (Hong Kong, Macao and Taiwan included) by province: the China map. */
export function applicantProvinces(view: RegisterView, f: AnalyticsFilter) {
  const scope = scopeOf(view, f)
  const counts = new Map<string, number>()
  const people = new Map<string, Set<string>>()
  const labels = new Map<string, Label>()
  let chinese = 0
  for (const m of scope.marks) {
    const party = view.party(m.applicantId)
    const province = party && provinceOf(party)
    if (!province) continue
    chinese++
    bump(counts, province.code)
    labels.set(province.code, { labelZh: province.zh, labelEn: province.en })
    let set = people.get(province.code)
    if (!set) people.set(province.code, (set = new Set()))
    set.add(m.applicantId)
  }
  return {
    total: scope.marks.length,
    chinese,
    buckets: ranked(counts).map(([code, count]) => ({
      value: code,
      ...labels.get(code)!,
      count,
      applicants: people.get(code)!.size,
    })),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Applicant rankings.

function applicantCounts(marks: readonly RegisterMark[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const m of marks) bump(counts, m.applicantId)
  return counts
}

const rankedParties = (view: RegisterView, rows: [string, number][], total: number) =>
  rows.map(([id, count]) => ({
    value: id,
    ...partyLabel(id),
    country: view.party(id)?.country ?? '',
    count,
    share: share(count, total),
  }))

/** The N applicants with the most marks in scope. */
export function applicantRanking(view: RegisterView, f: AnalyticsFilter & { top: number }) {
  const scope = scopeOf(view, f)
  const counts = applicantCounts(scope.marks)
  return {
    total: scope.marks.length,
    applicants: counts.size,
    list: rankedParties(view, ranked(counts, f.top), scope.marks.length),
  }
}

/** The same N applicants, each a series of its marks per filing year. */
export function applicantRankingByYear(view: RegisterView, f: AnalyticsFilter & { top: number }) {
  const scope = scopeOf(view, f)
  const years = yearsOf(f)
  const leaders = ranked(applicantCounts(scope.marks), f.top).map(([id]) => id)
  const by = new Map(leaders.map((id) => [id, new Map<number, number>()]))
  for (const m of scope.marks) {
    const series = by.get(m.applicantId)
    if (series) bump(series, yearOfDate(m.filingDate))
  }
  return {
    total: scope.marks.length,
    years,
    series: leaders.map((id) => seriesOf(years, id, partyLabel(id), by.get(id)!)),
  }
}

/** Whether a mark's name (or its pinyin, spaces ignored) contains the text, without regard to case. */
export function nameHits(m: Pick<RegisterMark, 'name' | 'pinyin'>, text: string): boolean {
  const wanted = text.trim().toLowerCase()
  if (!wanted) return false
  if (m.name.toLowerCase().includes(wanted)) return true
  const compact = wanted.replace(/\s+/g, '')
  return !!m.pinyin && !!compact && m.pinyin.replace(/\s+/g, '').includes(compact)
}

/** Applicants ranked by their marks in scope whose name matches the text. */
export function applicantHits(view: RegisterView, f: AnalyticsFilter & { top: number; text: string }) {
  const scope = scopeOf(view, f)
  const hits = scope.marks.filter((m) => nameHits(m, f.text))
  return {
    total: scope.marks.length,
    text: f.text,
    hits: hits.length,
    list: rankedParties(view, ranked(applicantCounts(hits), f.top), hits.length),
  }
}

/**
 * The content of an availability-analysis report (tmInfo/queryResultDownload), apart from how it is printed,
 * so a page can show the same report later. From the order's search:
 * - a word search (or one with a mark's words) compares names with the search engine, an image search
 *   compares specimens; per Nice class the similar marks are ranked by that likeness, and only live marks
 *   (not invalid, cancelled or removed) count as obstacles; the others are only counted;
 * - each class gets the registration-chance estimate of src/domain/success-rate.ts, and a risk verdict that
 *   is its mirror (a low chance is a high risk), with the reasons the estimate gives;
 * - a search by applicant, agent, address, number or Vienna code compares nothing: the live marks it found are
 *   listed per class and a class with any of them is a medium risk until a name search is run;
 * - then recommendations from the verdicts, the member's notes and attachments, the dates and the basis.
 */
import {
  estimateClass,
  tierOf,
  type PriorMark,
  type SuccessBand,
  type SuccessReason,
  type SuccessTier,
} from '../../src/domain/success-rate'
import { groupStatisticsRequestSchema } from '../../src/api/schemas/search-shared'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import type { SearchQuery } from '../../src/domain/search-query'
import type { RegisterMark } from '../register'
import {
  countryName,
  findSimilar,
  getLookup,
  imageLevelOf,
  isInvalidStatus,
  lifeFields,
  positionOf,
  runImageSearch,
  runTextSearch,
  toItem,
} from './engine'

export type RiskLevel = 'high' | 'medium' | 'low'
/** How the marks were compared: by name, by specimen, or not at all (a listing of the marks found). */
export type AnalysisBasis = 'name' | 'image' | 'listing'

/** Similar names weighed per class, nearest first (as the success-rate call weighs them). */
const CANDIDATES = 500
/** Obstacles printed per class, the weightiest first. */
export const OBSTACLES_MAX = 10
/** Classes analysed when the search chose none: those with the most live similar marks. */
export const CLASSES_MAX = 8

export type RiskReason = SuccessReason | { kind: 'listed'; count: number } | { kind: 'noneListed' }

export interface Verdict {
  risk: RiskLevel
  /** The registration chance; null when nothing was compared. */
  chance: SuccessBand | null
  reasons: RiskReason[]
}

const RISK_OF_CHANCE: Record<SuccessBand, RiskLevel> = { high: 'low', medium: 'medium', low: 'high' }

/** A compared prior mark: its tier, whether it is live and which chosen similar groups it shares. */
export type ComparedMark = PriorMark

/** The verdict of a class whose marks were compared (by name or by image). */
export function comparedVerdict(priors: readonly ComparedMark[], groupsChosen: boolean): Verdict {
  const estimate = estimateClass(priors, groupsChosen)
  return { risk: RISK_OF_CHANCE[estimate.band], chance: estimate.band, reasons: estimate.reasons }
}

/** The verdict of a class whose marks were only listed: medium with any live mark found, else low. */
export function listedVerdict(liveCount: number): Verdict {
  return liveCount > 0
    ? { risk: 'medium', chance: null, reasons: [{ kind: 'listed', count: liveCount }] }
    : { risk: 'low', chance: null, reasons: [{ kind: 'noneListed' }] }
}

export type Recommendation =
  | { kind: 'redesign'; classes: string[] }
  | { kind: 'narrowGoods'; classes: string[] }
  | { kind: 'fileSoon'; classes: string[] }
  | { kind: 'chooseGroups' }
  | { kind: 'nameSearch' }
  | { kind: 'noClasses' }

/** What to do next, from the classes' verdicts (strongest first). */
export function recommend(
  classes: readonly { no: string; verdict: Verdict }[],
  basis: AnalysisBasis,
  groupsChosen: boolean,
): Recommendation[] {
  const at = (risk: RiskLevel) => classes.filter((c) => c.verdict.risk === risk).map((c) => c.no)
  const out: Recommendation[] = []
  if (!classes.length) out.push({ kind: 'noClasses' })
  if (basis === 'listing') out.push({ kind: 'nameSearch' })
  if (at('high').length) out.push({ kind: 'redesign', classes: at('high') })
  if (at('medium').length && basis !== 'listing') out.push({ kind: 'narrowGoods', classes: at('medium') })
  if (at('low').length) out.push({ kind: 'fileSoon', classes: at('low') })
  if (basis === 'name' && !groupsChosen && classes.length) out.push({ kind: 'chooseGroups' })
  return out
}

export interface AnalysisMark {
  id: string
  name: string
  applicationNo: string
  registrationNo: string
  applicantZh: string
  applicantEn: string
  statusZh: string
  statusEn: string
  filingDate: string
  /** Null when the search compared nothing. */
  tier: SuccessTier | null
  score: number
  sharedGroups: string[]
}

export interface AnalysisClass {
  no: string
  nameZh: string
  nameEn: string
  groups: string[]
  verdict: Verdict
  /** Live marks standing in the way, the weightiest first (at most OBSTACLES_MAX). */
  obstacles: AnalysisMark[]
  liveCount: number
  /** Similar marks found that are no longer live: not counted. */
  deadCount: number
}

export interface AnalysisReport {
  orderNo: string
  subject: string
  basis: AnalysisBasis
  countries: { code: string; nameZh: string; nameEn: string }[]
  /** Whether the classes were chosen in the search (else the most crowded ones were taken). */
  classesChosen: boolean
  classes: AnalysisClass[]
  /** The highest class risk; null without classes. */
  overall: RiskLevel | null
  recommendations: Recommendation[]
  remarks: string
  remarksUpdatedAt: string | null
  attachmentNames: string[]
  paidAt: string | null
  deliveredAt: string
  /** The register's day the analysis reflects. */
  dataDate: string
}

export interface AnalysisInput {
  orderNo: string
  subject: string
  query: SearchQuery
  remarks: string
  remarksUpdatedAt: string | null
  attachmentNames: string[]
  paidAt: string | null
  deliveredAt: string
  dataDate: string
}

interface Found {
  mark: RegisterMark
  tier: SuccessTier | null
  score: number
}

const list = (value: string) => (value ? value.split(';') : [])
const isLive = (mark: RegisterMark) => !isInvalidStatus(lifeFields(mark).status)

/** The marks the search finds, each with its likeness tier (null when not compared). */
function findMarks(query: SearchQuery, classes: string[]): { basis: AnalysisBasis; found: Found[] } {
  const l = getLookup()
  const { marks } = l
  const at = (id: string) => marks[positionOf(id)]!
  if (query.queryWay === 'image' && query.imageHash) {
    const { hits } = runImageSearch({ imageHash: query.imageHash, countries: query.countries })
    const found = hits.flatMap((h) => {
      const level = imageLevelOf(h.distance)
      const tier = tierOf({ level, reasons: h.distance === 0 ? ['exact'] : [] })
      return tier ? [{ mark: at(h.id), tier, score: h.score }] : []
    })
    return { basis: 'image', found }
  }
  if (query.tradeMarkText) {
    const opts = { countries: query.countries, limit: CANDIDATES * Math.max(1, classes.length) }
    const found = findSimilar(l, query.tradeMarkText, classes.length ? { ...opts, classes } : opts).flatMap(
      (hit) => {
        const tier = tierOf(hit)
        return tier ? [{ mark: at(hit.id), tier, score: hit.score }] : []
      },
    )
    return { basis: 'name', found }
  }
  // The same request the result page sends (every status, so marks no longer live are counted too).
  const present = (value: string) => value || undefined
  const range = (r: { from: string; to: string }) => (r.from || r.to ? r : undefined)
  const parsed = groupStatisticsRequestSchema.safeParse({
    queryWay: query.queryWay === 'image' ? 'combined' : query.queryWay,
    tmApplicant: present(query.tmApplicant),
    tmAddress: present(query.tmAddress),
    tmAgent: present(query.tmAgent),
    applicationNumber: present(query.applicationNumber),
    registerNumber: present(query.registerNumber),
    viennaChoosedStr: present(query.viennaChoosedStr),
    niceChoosedStr: present(query.niceChoosedStr),
    groupChoosedStr: present(query.groupChoosedStr),
    countries: query.countries,
    trialDate: range(query.trialDate),
    regDate: range(query.regDate),
    privateDate: range(query.privateDate),
  })
  if (!parsed.success) return { basis: 'listing', found: [] }
  const { rows, marks: all } = runTextSearch(parsed.data)
  return { basis: 'listing', found: rows.map((r) => ({ mark: all[r.i]!, tier: null, score: 0 })) }
}

const TIER_RANK: Record<SuccessTier, number> = { identical: 0, high: 1, medium: 2 }

function toAnalysisMark(f: Found, sharedGroups: string[]): AnalysisMark {
  const item = toItem(f.mark)
  return {
    id: item.id,
    name: item.name,
    applicationNo: item.applicationNo,
    registrationNo: item.registrationNo,
    applicantZh: item.applicantZh,
    applicantEn: item.applicantEn,
    statusZh: item.statusZh,
    statusEn: item.statusEn,
    filingDate: item.filingDate,
    tier: f.tier,
    score: f.score,
    sharedGroups,
  }
}

function analyseClass(no: string, found: readonly Found[], groups: string[], basis: AnalysisBasis) {
  const inClass = found.filter((f) => f.mark.classes.some((c) => c.no === no))
  const shared = (f: Found) => {
    const own = new Set(f.mark.classes.filter((c) => c.no === no).flatMap((c) => c.groups))
    return groups.filter((g) => own.has(g))
  }
  const live = inClass.filter((f) => isLive(f.mark))
  const verdict =
    basis === 'listing'
      ? listedVerdict(live.length)
      : comparedVerdict(
          inClass.map((f) => ({
            id: f.mark.id,
            tier: f.tier!,
            score: f.score,
            live: isLive(f.mark),
            sharedGroups: shared(f),
          })),
          groups.length > 0,
        )
  const conflicts = (f: Found) => !groups.length || shared(f).length > 0
  const ranked = [...live].sort(
    (a, b) =>
      Number(conflicts(b)) - Number(conflicts(a)) ||
      (a.tier && b.tier ? TIER_RANK[a.tier] - TIER_RANK[b.tier] : 0) ||
      b.score - a.score ||
      (a.mark.filingDate < b.mark.filingDate ? 1 : a.mark.filingDate > b.mark.filingDate ? -1 : 0) ||
      (a.mark.id < b.mark.id ? -1 : 1),
  )
  const heading = NICE_CLASSES.find((n) => n.no === no)
  return {
    no,
    nameZh: heading?.name ?? no,
    nameEn: heading?.nameEn ?? no,
    groups,
    verdict,
    obstacles: ranked.slice(0, OBSTACLES_MAX).map((f) => toAnalysisMark(f, shared(f))),
    liveCount: live.length,
    deadCount: inClass.length - live.length,
  }
}

/** Classes without a choice: those where the search found the most live marks. */
function crowdedClasses(found: readonly Found[]): string[] {
  const counts = new Map<string, number>()
  for (const f of found)
    if (isLive(f.mark)) for (const c of f.mark.classes) counts.set(c.no, (counts.get(c.no) ?? 0) + 1)
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, CLASSES_MAX)
    .map(([no]) => no)
    .sort()
}

const RISK_RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 }

/** The report's content for an order's search (reads the register through the search engine). */
export function buildAnalysisReport(input: AnalysisInput): AnalysisReport {
  const chosen = list(input.query.niceChoosedStr)
  const groups = list(input.query.groupChoosedStr)
  const { basis, found } = findMarks(input.query, chosen)
  const classNos = chosen.length ? chosen : crowdedClasses(found)
  const classes = classNos.map((no) =>
    analyseClass(
      no,
      found,
      groups.filter((g) => g.startsWith(no)),
      basis,
    ),
  )
  const overall = classes.reduce<RiskLevel | null>(
    (worst, c) => (worst === null || RISK_RANK[c.verdict.risk] > RISK_RANK[worst] ? c.verdict.risk : worst),
    null,
  )
  return {
    orderNo: input.orderNo,
    subject: input.subject,
    basis,
    countries: input.query.countries.map((code) => {
      const name = countryName(code)
      return { code, nameZh: name.zh, nameEn: name.en }
    }),
    classesChosen: chosen.length > 0,
    classes,
    overall,
    recommendations: recommend(
      classes.map((c) => ({ no: c.no, verdict: c.verdict })),
      basis,
      groups.length > 0,
    ),
    remarks: input.remarks,
    remarksUpdatedAt: input.remarksUpdatedAt,
    attachmentNames: [...input.attachmentNames],
    paidAt: input.paidAt,
    deliveredAt: input.deliveredAt,
    dataDate: input.dataDate,
  }
}

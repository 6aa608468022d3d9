/**
 * CNIPA review decisions (商标评审案件) concerning a mark, generated from its story:
 * - a mark declared invalid or revoked (status 2) has the decision that ended it, on the day it ended;
 * - a mark whose invalidation or revocation went to court has the decision the court reviewed, dated before
 *   the suit, ruled against the party that sued (the mark maintained when its opponent sued, ended when its
 *   owner did);
 * - a few China marks had part of their goods refused and reviewed (驳回复审, Art 30 and 34), were cited
 *   against a later similar mark whose registration their owner opposed (不予注册复审, Art 30 and 35), or
 *   survived a request for invalidation (Art 44/45).
 * Deadlines follow the Trademark Law: a refusal review is filed within 15 days, a decision comes within
 * 9 months (up to 12), relative grounds for invalidation run 5 years from registration, non-use
 * cancellation needs 3 years of registration. Ids are `<markId>-R<n>`.
 */
import type {
  ReviewCaseDetail,
  ReviewCaseSummary,
  ReviewKind,
  ReviewOutcome,
} from '../../../src/api/schemas/analytics'
import { dayOf, isoOf } from '../numbers'
import { createRng, hashString, type Rng } from '../prng'
import type { RegisterMark, RegisterParty } from '../types'
import type { GeneratedCase } from './judgement-text'
import { panelOf, type CaseContext } from './judgements'
import { LAST_DAY, plusMonths } from './offices'
import type { RecordEvent } from './procedure'
import { reviewAuthority, reviewText, type GeneratedReview } from './review-text'

export type { GeneratedReview } from './review-text'

export interface ReviewContext extends CaseContext {
  events: readonly RecordEvent[]
  cases: readonly GeneratedCase[]
}

/** The list fields of a decision. */
export const reviewSummaryOf = (r: ReviewCaseSummary): ReviewCaseSummary => ({
  id: r.id,
  markId: r.markId,
  decisionNo: r.decisionNo,
  kind: r.kind,
  markRole: r.markRole,
  disputed: r.disputed,
  filedDate: r.filedDate,
  date: r.date,
  parties: r.parties,
  articles: r.articles,
  outcome: r.outcome,
  resultZh: r.resultZh,
  resultEn: r.resultEn,
  caseId: r.caseId,
})

type Draft = Omit<GeneratedReview, 'id' | 'decisionNo'>

/** The decisions of a mark, newest first. China marks only: the review is CNIPA's. */
export function reviewCasesOf(mark: RegisterMark, ctx: ReviewContext): GeneratedReview[] {
  if (mark.country !== 'CN' || !ctx.opponents.length) return []
  const rng = createRng(hashString(`${mark.id}:reviews`))
  const drafts: Draft[] = []
  const reg = mark.registrationDate ? dayOf(mark.registrationDate) : null

  if (mark.publicationDate && rng.chance(0.03)) {
    const d = refusalReview(rng, mark, ctx)
    if (d) drafts.push(d)
  }
  if (reg !== null) {
    // The decisions the court judgements reviewed, oldest suit first.
    for (const c of [...ctx.cases].reverse()) {
      if (c.kind !== 'invalidation' && c.kind !== 'revocation') continue
      drafts.push(contested(rng, mark, ctx, c, reg))
    }
    // The decision that ended the mark, unless a contested one of the same kind already stands for it.
    const ended = ctx.events.find((e) => e.code === 'invalidated' || e.code === 'revoked')
    const kind: ReviewKind | null =
      ended?.code === 'invalidated' ? 'invalidation' : ended?.code === 'revoked' ? 'revocationReview' : null
    if (ended && kind && !drafts.some((d) => d.kind === kind)) {
      drafts.push(ending(rng, mark, ctx, kind, dayOf(ended.date), reg))
    }
    const live = [1, 7, 8].includes(mark.status)
    if (live && rng.chance(0.03)) {
      const d = cited(rng, mark, ctx, reg)
      if (d) drafts.push(d)
    }
    if (live && !drafts.some((d) => d.kind === 'invalidation') && rng.chance(0.02) && reg + 400 < LAST_DAY) {
      const date = rng.int(reg + 400, LAST_DAY - 1)
      drafts.push(
        disputedDecision(
          rng,
          mark,
          ctx,
          'invalidation',
          'maintained',
          date,
          reg,
          rng.pick(ctx.opponents),
          null,
        ),
      )
    }
  }
  return drafts
    .map((d, k) => ({
      ...d,
      id: `${mark.id}-R${k + 1}`,
      decisionNo: decisionNo(d.date, hashString(`${mark.id}:R${k + 1}`)),
    }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1))
}

/** 商评字 numbers: square brackets until CNIPA took over the review board in 2019, 〔〕 since. */
function decisionNo(iso: string, seed: number): string {
  const year = iso.slice(0, 4)
  const serial = String(100 + (seed % 290_000)).padStart(7, '0')
  return iso < '2019-01-01' ? `商评字[${year}]第${serial}号` : `商评字〔${year}〕第${serial}号`
}

const party = (role: 'applicant' | 'respondent', p: RegisterParty) => ({
  role,
  nameZh: p.nameZh,
  nameEn: p.nameEn,
})

/** A similar later or earlier mark: the words of this one with a common addition. */
export function similarName(rng: Rng, name: string): string {
  if (!name.trim()) return ''
  if (/[\u4e00-\u9fff]/.test(name)) return name + rng.pick(['优品', '佳', '尚品', '汇', '坊'])
  return `${name} ${rng.pick(['PLUS', 'PRO', 'GO', 'LAB', 'ONE'])}`
}

const applicationNoOn = (rng: Rng, iso: string) =>
  // China application numbers are eight digits, growing with time.
  String(
    Math.min(99_999_999, 10_000_000 + (Number(iso.slice(0, 4)) - 2000) * 3_000_000 + rng.int(0, 2_999_999)),
  )

const ownMark = (mark: RegisterMark) => ({
  name: mark.name,
  applicationNo: mark.applicationNo,
  classNo: mark.classes[0]!.no,
})

/** Part of the goods refused, the refusal reviewed: filed within 15 days, decided within 9 months. */
function refusalReview(rng: Rng, mark: RegisterMark, ctx: ReviewContext): Draft | null {
  const filing = dayOf(mark.filingDate)
  const published = dayOf(mark.publicationDate!)
  if (published - filing < 140) return null
  const refused = rng.int(filing + 120, published - 10)
  const filed = refused + rng.int(10, 15)
  const date = filed + rng.int(150, 270)
  if (date > LAST_DAY) return null
  const other = rng.pick(ctx.opponents)
  const priorFiled = isoOf(filing - rng.int(200, 2000))
  const outcome: ReviewOutcome = rng.chance(0.4) ? 'approved' : 'refused'
  return {
    markId: mark.id,
    kind: 'refusalReview',
    markRole: 'disputed',
    disputed: ownMark(mark),
    filedDate: isoOf(filed),
    date: isoOf(date),
    parties: [party('applicant', ctx.owner)],
    articles: ['30', '34'],
    outcome,
    ...resultOf('refusalReview', outcome),
    caseId: null,
    other,
    ground: null,
    prior: {
      name: similarName(rng, mark.name),
      applicationNo: applicationNoOn(rng, priorFiled),
      filingDate: priorFiled,
    },
  }
}

/** A later similar mark opposed by this mark's owner, refused, and its refusal reviewed (Art 35). */
function cited(rng: Rng, mark: RegisterMark, ctx: ReviewContext, reg: number): Draft | null {
  const lo = reg + 400
  const hi = LAST_DAY - 220
  if (hi <= lo) return null
  const filed = rng.int(lo, hi)
  const date = filed + rng.int(200, 360)
  if (date > LAST_DAY) return null
  const other = rng.pick(ctx.opponents)
  const laterFiled = isoOf(filed - rng.int(500, 700))
  const outcome: ReviewOutcome = rng.chance(0.7) ? 'refused' : 'approved'
  return {
    markId: mark.id,
    kind: 'oppositionReview',
    markRole: 'cited',
    disputed: {
      name: similarName(rng, mark.name),
      applicationNo: applicationNoOn(rng, laterFiled),
      classNo: mark.classes[0]!.no,
    },
    filedDate: isoOf(filed),
    date: isoOf(date),
    parties: [party('applicant', other), party('respondent', ctx.owner)],
    articles: ['30', '35.3'],
    outcome,
    ...resultOf('oppositionReview', outcome),
    caseId: null,
    other,
    ground: null,
    prior: { name: mark.name, applicationNo: mark.applicationNo, filingDate: mark.filingDate },
  }
}

/** The decision a court judgement reviewed: against whoever sued. */
function contested(rng: Rng, mark: RegisterMark, ctx: ReviewContext, c: GeneratedCase, reg: number): Draft {
  const kind: ReviewKind = c.kind === 'invalidation' ? 'invalidation' : 'revocationReview'
  const ownerSued = c.challenger.nameZh === ctx.owner.nameZh
  const outcome: ReviewOutcome = ownerSued
    ? kind === 'invalidation'
      ? 'invalidated'
      : 'revoked'
    : 'maintained'
  // A suit is filed within 30 days of the decision; an appeal comes after a first instance of months.
  const suit = dayOf(c.filedDate) - (c.instance === 2 ? rng.int(200, 300) : rng.int(15, 30))
  const date = Math.max(reg + 60, Math.min(suit, dayOf(c.date) - 30))
  return disputedDecision(rng, mark, ctx, kind, outcome, date, reg, c.opponent, c)
}

/** The decision that ended the mark, on the day the register shows it ended. */
function ending(
  rng: Rng,
  mark: RegisterMark,
  ctx: ReviewContext,
  kind: ReviewKind,
  day: number,
  reg: number,
) {
  const outcome: ReviewOutcome = kind === 'invalidation' ? 'invalidated' : 'revoked'
  return disputedDecision(rng, mark, ctx, kind, outcome, day, reg, rng.pick(ctx.opponents), null)
}

/** An invalidation or revocation review ruling on this mark. */
function disputedDecision(
  rng: Rng,
  mark: RegisterMark,
  ctx: ReviewContext,
  kind: ReviewKind,
  outcome: ReviewOutcome,
  date: number,
  reg: number,
  other: RegisterParty,
  c: GeneratedCase | null,
): Draft {
  // Requested months before the decision and after the registration (a revocation review only after the
  // office's own decision on the request, months after the registration); squeezed in for a recent mark.
  const lo = reg + (kind === 'revocationReview' ? 120 : 30)
  const drawn = date - rng.int(240, 360)
  const filed = date - 30 < lo ? reg + Math.floor((date - reg) / 2) : Math.min(Math.max(drawn, lo), date - 30)
  const filedIso = isoOf(filed)
  let articles: string[]
  let ground: GeneratedReview['ground'] = null
  let prior: GeneratedReview['prior'] = null
  let parties: ReviewCaseSummary['parties']
  if (kind === 'invalidation') {
    // Relative grounds (a prior similar mark, Art 30) only within five years of registration (Art 45).
    const relative = filedIso <= plusMonths(mark.registrationDate!, 60)
    articles = relative ? ['45.1', '30'] : ['44.1']
    if (relative) {
      const priorFiled = isoOf(dayOf(mark.filingDate) - rng.int(200, 2000))
      prior = {
        name: similarName(rng, mark.name),
        applicationNo: applicationNoOn(rng, priorFiled),
        filingDate: priorFiled,
      }
    }
    parties = [party('applicant', other), party('respondent', ctx.owner)]
  } else {
    // The cancellation was requested at the office some nine months before the review; non-use needs three
    // years of registration before that request, else the ground is the mark becoming a generic name.
    const requested = filed - rng.int(240, 300)
    ground = isoOf(requested) >= plusMonths(mark.registrationDate!, 36) ? 'nonUse' : 'generic'
    articles = ['49.2', '54']
    // The party that lost at the office asks for the review, and loses again.
    parties =
      outcome === 'revoked'
        ? [party('applicant', ctx.owner), party('respondent', other)]
        : [party('applicant', other), party('respondent', ctx.owner)]
  }
  return {
    markId: mark.id,
    kind,
    markRole: 'disputed',
    disputed: ownMark(mark),
    filedDate: filedIso,
    date: isoOf(date),
    parties,
    articles,
    outcome,
    ...resultOf(kind, outcome),
    caseId: c?.id ?? null,
    other,
    ground,
    prior,
  }
}

function resultOf(kind: ReviewKind, outcome: ReviewOutcome): { resultZh: string; resultEn: string } {
  switch (kind) {
    case 'refusalReview':
      return outcome === 'approved'
        ? {
            resultZh: '申请商标在复审商品上的注册申请予以初步审定',
            resultEn: 'The application is approved for publication for the goods under review',
          }
        : {
            resultZh: '申请商标在复审商品上的注册申请予以驳回',
            resultEn: 'The application is refused for the goods under review',
          }
    case 'oppositionReview':
      return outcome === 'refused'
        ? { resultZh: '被异议商标不予核准注册', resultEn: 'The opposed mark is not to be registered' }
        : { resultZh: '被异议商标予以核准注册', resultEn: 'The opposed mark is to be registered' }
    case 'invalidation':
      return outcome === 'invalidated'
        ? { resultZh: '争议商标予以无效宣告', resultEn: 'The disputed mark is declared invalid' }
        : { resultZh: '争议商标予以维持', resultEn: 'The disputed mark is maintained' }
    default:
      return outcome === 'revoked'
        ? { resultZh: '复审商标予以撤销', resultEn: 'The registration under review is revoked' }
        : { resultZh: '复审商标予以维持', resultEn: 'The registration under review is maintained' }
  }
}

/** The full decision: its summary, the text by section, the authority and the panel of three examiners. */
export function reviewDetailOf(
  r: GeneratedReview,
  mark: RegisterMark,
  owner: RegisterParty,
  agent: RegisterParty | undefined,
): Omit<ReviewCaseDetail, 'mark'> {
  const by = reviewAuthority(r.date)
  const { members } = panelOf(`${r.id}:panel`)
  return {
    ...reviewSummaryOf(r),
    authorityZh: by.zh,
    authorityEn: by.en,
    sections: reviewText(r, mark, owner, agent),
    examinersZh: members.map((m) => m.zh),
    examinersEn: members.map((m) => m.en),
  }
}

/**
 * The generated records of a mark put together: procedure events with their documents and gazette
 * references (the archive), the gazette notices in full, the court judgements and notices, and CNIPA's review
 * decisions. Everything is drawn from
 * the mark and seeded by its id, so the same mark always shows the same records.
 */
import { isPortfolioMarkId } from '../../reference-data/portfolio'
import type { ProcedureEvent } from '../../../src/api/schemas/search-records'
import { archiveKindOf } from '../../../src/domain/trademark-archives'
import { getRegister, partyById } from '../index'
import type { RegisterMark, RegisterParty } from '../types'
import { documentsOf } from './documents'
import { EVENT_NAMES } from './event-names'
import { courtNoticeDetailOf, courtNoticesOf } from './court-notices'
import { caseDetailOf, casesOf, type CaseContext } from './judgements'
import { gazetteRefsOf, noticesOf } from './notices'
import { officeOf } from './offices'
import { registerDeadlineRows } from './deadline-rows'
import { registerLifecycle } from './lifecycle'
import { procedureOf } from './procedure'
import { reviewCasesOf, reviewDetailOf } from './review-cases'

/** Mark positions by applicant, by agent and by application number. */
export interface PartyIndex {
  byApplicant: Map<string, number[]>
  byAgent: Map<string, number[]>
  byApplicationNo: Map<string, number>
}

let partyIndex: PartyIndex | undefined

/**
 * The same maps the search engine's lookup holds, without its similarity index: record pages (archives by
 * number, portfolios, an applicant's or agent's other marks) must not wait seconds for an index they never use.
 */
export function getPartyIndex(): PartyIndex {
  if (partyIndex) return partyIndex
  const byApplicant = new Map<string, number[]>()
  const byAgent = new Map<string, number[]>()
  const byApplicationNo = new Map<string, number>()
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key)
    if (list) list.push(i)
    else map.set(key, [i])
  }
  getRegister().marks.forEach((m, i) => {
    add(byApplicant, m.applicantId, i)
    if (m.agentId) add(byAgent, m.agentId, i)
    if (!byApplicationNo.has(m.applicationNo.toUpperCase()))
      byApplicationNo.set(m.applicationNo.toUpperCase(), i)
  })
  partyIndex = { byApplicant, byAgent, byApplicationNo }
  return partyIndex
}

let companiesByCountry: Map<string, RegisterParty[]> | undefined

/** Applicant companies by country: the pool former owners and litigation opponents come from. */
function companiesOf(country: string): readonly RegisterParty[] {
  if (!companiesByCountry) {
    companiesByCountry = new Map()
    for (const p of getRegister().parties) {
      if (p.kind !== 'company' || !p.id.startsWith('AP')) continue
      const list = companiesByCountry.get(p.country)
      if (list) list.push(p)
      else companiesByCountry.set(p.country, [p])
    }
  }
  return companiesByCountry.get(country) ?? companiesByCountry.get('CN') ?? []
}

/** The archive of a mark on the register's clock `today` (deadlines on or before it count as passed). */
export function archiveOf(mark: RegisterMark, today: string) {
  const applicant = partyById(mark.applicantId)
  const agent = mark.agentId ? partyById(mark.agentId) : undefined
  const raw = procedureOf(mark)
  const documents = documentsOf(mark, raw, agent ?? applicant)
  const notices = gazetteRefsOf(mark, raw)
  const docs = [...documents]
  const refs = [...notices]
  const events: ProcedureEvent[] = raw.map((e) => {
    const doc = e.document ? docs.shift() : undefined
    const ref = e.notice ? refs.shift() : undefined
    const name = EVENT_NAMES[e.code]
    const state = e.kind === 'deadline' ? (e.date <= today ? 'done' : 'due') : e.kind
    return {
      date: e.date,
      code: e.code,
      nameZh: name.zh,
      nameEn: name.en,
      state,
      milestone: e.milestone,
      noteZh: ref
        ? `${ref.gazetteZh}第${ref.issueNo}期 第${ref.page}页`
        : doc
          ? `${doc.titleZh} ${doc.no}`
          : '',
      noteEn: ref
        ? `${ref.gazetteEn} issue ${ref.issueNo}, page ${ref.page}`
        : doc
          ? `${doc.titleEn} ${doc.no}`
          : '',
    }
  })
  // A China mark's term and deadlines: the rule set's, from these same events (lifecycle.ts).
  const life = registerLifecycle(mark, today)
  if (life) {
    events.push(...registerDeadlineRows(life, today))
    events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  }
  const office = officeOf(mark.country)
  return {
    archive: archiveKindOf(mark.country),
    officeZh: office.officeZh,
    officeEn: office.officeEn,
    events,
    documents,
    notices,
    judgementCount: casesOfMark(mark).length,
    courtNoticeCount: courtNoticesOfMark(mark).length,
    reviewCaseCount: reviewCasesOfMark(mark).length,
  }
}

export function noticeListOf(mark: RegisterMark) {
  // A demo account's marks: their archive lists no gazette notices either.
  if (isPortfolioMarkId(mark.id)) return []
  const applicant = partyById(mark.applicantId)
  const agent = mark.agentId ? partyById(mark.agentId) : undefined
  return noticesOf(mark, procedureOf(mark), {
    applicant,
    agent,
    pool: companiesOf(applicant?.country ?? mark.country).filter((p) => p.id !== mark.applicantId),
  })
}

function caseContext(mark: RegisterMark): CaseContext | null {
  // A demo account's own marks have no court or review records: their archive (portfolio-record.ts) says none.
  if (isPortfolioMarkId(mark.id)) return null
  const owner = partyById(mark.applicantId)
  if (!owner) return null
  return { owner, opponents: companiesOf('CN').filter((p) => p.id !== owner.id) }
}

export function casesOfMark(mark: RegisterMark) {
  const ctx = caseContext(mark)
  return ctx ? casesOf(mark, ctx) : []
}

/** A judgement by its id (`<markId>-C<n>`), or undefined. */
export function caseDetail(mark: RegisterMark, caseId: string) {
  const ctx = caseContext(mark)
  const found = ctx && casesOf(mark, ctx).find((c) => c.id === caseId)
  if (!ctx || !found) return undefined
  const agent = mark.agentId ? partyById(mark.agentId) : undefined
  return caseDetailOf(found, mark, ctx, agent)
}

/** The court notices of a mark, newest first: those of its judged cases and of a suit still pending. */
export function courtNoticesOfMark(mark: RegisterMark) {
  const ctx = caseContext(mark)
  return ctx ? courtNoticesOf(mark, casesOf(mark, ctx), ctx) : []
}

/** A court notice by its id (`<markId>-N<n>`), or undefined. */
export function courtNoticeDetail(mark: RegisterMark, noticeId: string) {
  const found = courtNoticesOfMark(mark).find((n) => n.id === noticeId)
  return found && courtNoticeDetailOf(found, mark)
}

/** CNIPA's review decisions concerning a mark, newest first. */
export function reviewCasesOfMark(mark: RegisterMark) {
  const ctx = caseContext(mark)
  return ctx ? reviewCasesOf(mark, { ...ctx, events: procedureOf(mark), cases: casesOf(mark, ctx) }) : []
}

/** A review decision by its id (`<markId>-R<n>`), or undefined. */
export function reviewCaseDetail(mark: RegisterMark, reviewId: string) {
  const owner = partyById(mark.applicantId)
  const found = owner && reviewCasesOfMark(mark).find((r) => r.id === reviewId)
  if (!owner || !found) return undefined
  const agent = mark.agentId ? partyById(mark.agentId) : undefined
  return reviewDetailOf(found, mark, owner, agent)
}

/**
 * How the applicant-portfolio calls show register marks, applicants and changes to an account: the facts on the
 * mock's today (with the demo's recorded events), the account's labels and cases, the unseen changes.
 */
import type {
  PlatFilter,
  PlatMark,
  PlatMarkDetail,
  RegisterChange,
} from '../../src/api/schemas/applicant-portfolios'
import { caseFacts } from '../../src/domain/cases/case-deadlines'
import type { CaseRecord } from '../../src/domain/cases/case-record'
import { splitProcedure, type WatchedField } from '../../src/domain/cases/register-watch'
import { daysBetween } from '../../src/domain/clock'
import { markLifecycle } from '../../src/domain/mark-lifecycle'
import { trademarkStatusLabel } from '../../src/domain/trademark-status'
import type { HandlerContext } from '../context'
import { partyById, specimenDataUrl, type RegisterMark, type RegisterParty } from '../register'
import { EVENT_NAMES, type EventCode } from '../register/records/event-names'
import { markFactsOn, registerEventsOn } from './register-facts'
import { labelsOf, portfolioTables, type PortfolioChange, type PortfolioFollow } from './store'

type Ctx = HandlerContext<unknown>
type Words = { zh: string; en: string }

/** The case office of a register mark: WIPO for an international registration, else its country. */
export const caseOfficeOf = (mark: RegisterMark) => (mark.country === 'WO' ? 'WIPO' : mark.country)

export const statusWords = (status: number): Words =>
  trademarkStatusLabel(status) ?? { zh: String(status), en: String(status) }

export const eventWords = (code: string): Words => EVENT_NAMES[code as EventCode] ?? { zh: code, en: code }

export const partyWords = (p: RegisterParty | undefined): Words => ({
  zh: p?.nameZh || p?.nameEn || '',
  en: p?.nameEn || p?.nameZh || '',
})

/** The account's case of this mark (same office and application number), whatever made it. */
export function caseOfMark(cases: readonly CaseRecord[], mark: RegisterMark): CaseRecord | undefined {
  const office = caseOfficeOf(mark)
  return cases.find((c) => c.office === office && c.applicationNo === mark.applicationNo)
}

export function platMarkOf(
  ctx: Ctx,
  accountId: string,
  mark: RegisterMark,
  cases: readonly CaseRecord[],
  unseen: ReadonlyMap<string, number>,
): PlatMark {
  const today = ctx.today()
  const extra = portfolioTables(ctx).registerExtraEvents
  const facts = markFactsOn(mark, today, extra)
  const renewal =
    mark.country === 'CN' ? markLifecycle(registerEventsOn(mark, today, extra), today).renewal : null
  return {
    id: mark.id,
    name: mark.name,
    imageUrl: specimenDataUrl(mark),
    country: mark.country,
    applicationNo: mark.applicationNo,
    registrationNo: facts.registrationNo,
    classes: mark.classes.map((c) => c.no),
    applicantId: mark.applicantId,
    applicant: partyWords(partyById(mark.applicantId)),
    status: facts.status,
    statusName: statusWords(facts.status),
    filingDate: mark.filingDate,
    registrationDate: facts.registrationNo ? mark.registrationDate : null,
    expiryDate: facts.expiryDate || null,
    renewal: renewal && {
      phase: renewal.phase,
      opens: renewal.opens,
      due: renewal.expiry.due,
      graceEnds: renewal.graceEnds.due,
    },
    labels: labelsOf(ctx, accountId, mark.id),
    caseId: caseOfMark(cases, mark)?.id ?? null,
    unseenChanges: unseen.get(mark.id) ?? 0,
  }
}

export function markDetailOf(
  ctx: Ctx,
  accountId: string,
  mark: RegisterMark,
  cases: readonly CaseRecord[],
  unseen: ReadonlyMap<string, number>,
): PlatMarkDetail {
  const agent = mark.agentId ? partyById(mark.agentId) : undefined
  return {
    ...platMarkOf(ctx, accountId, mark, cases, unseen),
    agent: agent ? partyWords(agent) : null,
    publicationDate: mark.publicationDate,
    goods: mark.classes.map((c) => ({
      classNo: c.no,
      items: c.goodsZh.map((zh, i) => ({ zh, en: c.goodsEn[i] ?? zh })),
    })),
    events: registerEventsOn(mark, ctx.today(), portfolioTables(ctx).registerExtraEvents)
      .reverse()
      .map((e) => ({ ...e, name: eventWords(e.code) })),
  }
}

/** The term, renewal and open deadlines of a register mark, by the one deadline engine. */
export function termOf(ctx: Ctx, mark: RegisterMark) {
  const today = ctx.today()
  const events = registerEventsOn(mark, today, portfolioTables(ctx).registerExtraEvents)
  const facts = caseFacts({ id: mark.id, office: caseOfficeOf(mark), tasks: [], done: [] }, events, today)
  return {
    expiryDate: facts.expiryDate,
    deadlines: facts.deadlines
      .filter((d) => d.daysLeft >= 0)
      .map((d) => ({ kind: d.kind, due: d.due, daysLeft: daysBetween(today, d.due) })),
  }
}

/** Whether a mark passes the list's filters. */
export function matchesFilter(mark: PlatMark, filter: Required<PlatFilter>, today: string): boolean {
  const kw = filter.keyword.trim().toLowerCase()
  if (filter.applicantId && mark.applicantId !== filter.applicantId) return false
  if (
    kw &&
    !mark.name.toLowerCase().includes(kw) &&
    !mark.applicationNo.toLowerCase().includes(kw) &&
    !mark.registrationNo.toLowerCase().includes(kw)
  )
    return false
  if (filter.status.length && !filter.status.includes(mark.status)) return false
  if (filter.classes.length && !mark.classes.some((c) => filter.classes.includes(c))) return false
  if (filter.label && !mark.labels.includes(filter.label)) return false
  if (filter.expiringWithinDays > 0) {
    if (!mark.expiryDate) return false
    const left = daysBetween(today, mark.expiryDate)
    if (left < 0 || left > filter.expiringWithinDays) return false
  }
  return true
}

function valueWords(field: WatchedField, value: string): Words {
  if (value === '') return { zh: '（无）', en: '(none)' }
  if (field === 'status') return statusWords(Number(value))
  if (field === 'procedure') {
    // The day is in `value`; the pages format it in the reader's language.
    return eventWords(splitProcedure(value).code)
  }
  return { zh: value, en: value }
}

export function changeViewOf(change: PortfolioChange, mark: RegisterMark | undefined): RegisterChange {
  const { code } = splitProcedure(change.procedure)
  return {
    id: change.id,
    markId: change.markId,
    markName: mark?.name ?? '',
    applicationNo: mark?.applicationNo ?? '',
    applicantId: change.applicantId,
    applicant: partyWords(partyById(change.applicantId)),
    field: change.field,
    from: { value: change.from, text: valueWords(change.field, change.from) },
    to: { value: change.to, text: valueWords(change.field, change.to) },
    procedure: code,
    procedureName: eventWords(code),
    detectedAt: change.detectedAt,
    seenAt: change.seenAt,
    seenBy: change.seenBy,
  }
}

export const followView = (f: PortfolioFollow) => {
  const p = partyById(f.applicantId)
  return {
    applicantId: f.applicantId,
    name: partyWords(p),
    country: p?.country ?? '',
    kind: p?.kind ?? ('company' as const),
    followedAt: f.followedAt,
    followedBy: f.followedBy,
  }
}

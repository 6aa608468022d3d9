/**
 * What the case detail calls answer (issue 15): one case with the facts the deadline engine derives, its events
 * with who recorded them, and its history, as the schemas of src/api/schemas/cases-detail.ts describe them.
 */
import type { CaseDetail, CaseEventView, CaseHistoryView } from '../../src/api/schemas/cases-detail'
import type { CaseFacts } from '../../src/domain/cases/case-deadlines'
import { officeKindOf, type CaseRecord } from '../../src/domain/cases/case-record'
import type { HandlerContext } from '../context'
import { eventsOf, factsOf, type CaseHistoryEntry } from './store'
import type { Acting } from './team'

/** A member acknowledged the changed register data of a case (caseChangeInfoKnown). */
export interface CaseAcknowledgement {
  caseId: string
  memberId: string
  at: string
}

declare module '../db' {
  interface MockTables {
    caseAcknowledgements: CaseAcknowledgement[]
  }
}

/**
 * The history action a register pull writes when a case's register data changed (the applicant portfolios'
 * watch); the detail page asks the member to acknowledge it.
 */
export const REGISTER_CHANGED = 'registerChanged'

const memberName = (ctx: HandlerContext<unknown>, id: string | null | undefined) =>
  (id && ctx.db.teamMembers.find((m) => m.id === id)?.name) || ''

/** The facts as the schemas carry them: done marks with the member's name, a task's title. */
export function factsView(ctx: HandlerContext<unknown>, facts: CaseFacts) {
  return {
    status: facts.status,
    expiryDate: facts.expiryDate,
    deadlines: facts.deadlines.map((d) => ({
      key: d.key,
      kind: d.kind,
      from: d.from,
      nominal: d.nominal,
      due: d.due,
      calendar: d.calendar,
      daysLeft: d.daysLeft,
      basis: d.basis,
      title: d.title ?? '',
      done: d.done ? { by: d.done.by, byName: memberName(ctx, d.done.by), at: d.done.at } : null,
    })),
  }
}

/** The case's events in date order (the register's first on the same day), with who recorded each. */
export function eventViews(ctx: HandlerContext<unknown>, record: CaseRecord): CaseEventView[] {
  return eventsOf(record, ctx.today())
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.date < b.e.date ? -1 : a.e.date > b.e.date ? 1 : a.i - b.i))
    .map(({ e }) => ({
      code: e.code,
      date: e.date.slice(0, 10),
      note: e.note ?? '',
      recordedBy: e.recordedBy ?? '',
      recordedByName: memberName(ctx, e.recordedBy),
      recordedAt: e.recordedAt ?? '',
    }))
}

const lastDate = (events: CaseEventView[], code: string) =>
  events.findLast((e) => e.code === code)?.date ?? ''

/** The register change the member has not acknowledged yet, or null. */
function unacknowledgedChange(ctx: HandlerContext<unknown>, acting: Acting, caseId: string) {
  const change = (ctx.db.caseHistory ?? []).findLast(
    (h) => h.caseId === caseId && h.action === REGISTER_CHANGED,
  )
  if (!change) return null
  const known = (ctx.db.caseAcknowledgements ?? []).find(
    (a) => a.caseId === caseId && a.memberId === acting.member.id,
  )
  if (known && known.at >= change.at) return null
  return { at: change.at, fields: Object.keys(change.detail).join(', ') }
}

/** One case as the detail page shows it. */
export function caseDetailView(ctx: HandlerContext<unknown>, acting: Acting, record: CaseRecord): CaseDetail {
  const events = eventViews(ctx, record)
  return {
    id: record.id,
    office: record.office,
    officeKind: officeKindOf(record.office),
    designations: [...record.designations],
    markName: record.markName,
    applicationNo: record.applicationNo,
    registrationNo: record.registrationNo,
    classes: [...record.classes],
    goods: structuredClone(record.goods),
    applicant: record.applicant,
    agent: record.agent,
    assigneeId: record.assigneeId,
    assigneeName: memberName(ctx, record.assigneeId),
    reference: record.reference,
    // Named by the account's field definitions (the case list's custom fields); a value of a deleted field is left out.
    customFields: Object.entries(record.customFields).flatMap(([id, value]) => {
      const field = (ctx.db.caseCustomFields ?? []).find(
        (f) => f.id === id && f.accountId === record.accountId,
      )
      return field ? [{ id, name: field.name, value }] : []
    }),
    source: record.source,
    notes: record.notes,
    filingDate: lastDate(events, 'filed'),
    registrationDate: lastDate(events, 'registered'),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    changed: unacknowledgedChange(ctx, acting, record.id),
    ...factsView(ctx, factsOf(record, ctx.today())),
  }
}

/** A history entry with its case's mark name. */
export function historyView(ctx: HandlerContext<unknown>, entry: CaseHistoryEntry): CaseHistoryView {
  return {
    id: entry.id,
    caseId: entry.caseId,
    markName: ctx.db.cases.find((c) => c.id === entry.caseId)?.markName ?? '',
    memberId: entry.memberId,
    memberName: entry.memberName,
    at: entry.at,
    action: entry.action,
    detail: { ...entry.detail },
  }
}

/** The history of the given cases, newest first. */
export function historyOf(ctx: HandlerContext<unknown>, caseIds: ReadonlySet<string>): CaseHistoryEntry[] {
  return (ctx.db.caseHistory ?? [])
    .filter((h) => caseIds.has(h.caseId))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id.localeCompare(a.id)))
}

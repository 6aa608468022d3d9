/**
 * The deadline calendar's rows (issue 15): every deadline of the cases a member sees, derived by the one engine
 * (factsOf → caseFacts) and joined with what the calendar shows of its case and team. Marking done, reopening
 * and the custom tasks change the case record and write its history here.
 */
import type { CaseDeadline } from '../../src/domain/cases/case-deadlines'
import type { CaseRecord } from '../../src/domain/cases/case-record'
import type { DeadlineRow } from '../../src/api/schemas/cases-deadlines'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { factsOf, findVisibleCase, recordHistory, visibleCases } from './store'
import type { Acting } from './team'

type Ctx = HandlerContext<unknown>

/** Member names of the account's team, by id (done marks and assignees name them). */
export function memberNames(ctx: Ctx, accountId: string): Map<string, string> {
  return new Map(ctx.db.teamMembers.filter((m) => m.accountId === accountId).map((m) => [m.id, m.name]))
}

export function toRow(record: CaseRecord, d: CaseDeadline, names: Map<string, string>): DeadlineRow {
  const task = d.kind === 'task' ? record.tasks.find((t) => `task:${t.id}` === d.key) : undefined
  const assigneeId = d.kind === 'task' ? (d.assigneeId ?? null) : record.assigneeId
  return {
    key: d.key,
    caseId: record.id,
    kind: d.kind,
    officeKind: d.officeKind,
    office: record.office,
    from: d.from,
    nominal: d.nominal,
    due: d.due,
    calendar: d.calendar,
    daysLeft: d.daysLeft,
    basis: d.basis,
    title: d.title ?? '',
    note: task?.note ?? '',
    assigneeId,
    assigneeName: assigneeId ? (names.get(assigneeId) ?? '') : '',
    markName: record.markName,
    applicationNo: record.applicationNo,
    registrationNo: record.registrationNo,
    reference: record.reference,
    done: d.done
      ? {
          key: d.key,
          by: d.done.by,
          byName: names.get(d.done.by) ?? d.done.by,
          at: d.done.at,
          note: d.done.note ?? '',
        }
      : null,
  }
}

/** Every deadline of the cases the member sees (or of one case), as rows, earliest first. */
export function deadlineRows(
  ctx: Ctx,
  acting: Acting,
  cases: readonly CaseRecord[] = visibleCases(ctx, acting),
) {
  const today = ctx.today()
  const names = memberNames(ctx, acting.account.id)
  return cases
    .flatMap((c) => factsOf(c, today).deadlines.map((d) => toRow(c, d, names)))
    .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.key < b.key ? -1 : 1))
}

/** A case the member sees, or the call ends with "not found". */
export function requireCase(ctx: Ctx, acting: Acting, caseId: string): CaseRecord {
  const found = findVisibleCase(ctx, caseId, acting)
  if (!found)
    throw new ReplyError(
      ctx.fail('案件不存在或无权查看', 'No such case, or it is not yours to see', BIZ.notFound),
    )
  return found
}

/** A current deadline of the case by key, or the call ends with "no such deadline". */
export function requireDeadline(ctx: Ctx, record: CaseRecord, key: string): CaseDeadline {
  const found = factsOf(record, ctx.today()).deadlines.find((d) => d.key === key)
  if (!found)
    throw new ReplyError(
      ctx.fail(
        `案件 ${record.id} 没有此期限（${key}），可能已更新，请刷新后重试`,
        `Case ${record.id} has no deadline ${key}; it may have changed, refresh and try again`,
        BIZ.notFound,
      ),
    )
  return found
}

/** Records a done mark (who and when) and the case history entry. */
export function markDone(ctx: Ctx, acting: Acting, record: CaseRecord, d: CaseDeadline, note: string) {
  const at = ctx.now().toISOString()
  record.done = [
    ...record.done.filter((x) => x.key !== d.key),
    { key: d.key, by: acting.member.id, at, ...(note && { note }) },
  ]
  record.updatedAt = at
  recordHistory(ctx, acting, record.id, 'deadlineDone', {
    key: d.key,
    kind: d.kind,
    due: d.due,
    ...(note && { note }),
  })
}

/** Removes a done mark and records the reopening. */
export function reopen(ctx: Ctx, acting: Acting, record: CaseRecord, d: CaseDeadline) {
  record.done = record.done.filter((x) => x.key !== d.key)
  record.updatedAt = ctx.now().toISOString()
  recordHistory(ctx, acting, record.id, 'deadlineReopened', { key: d.key, kind: d.kind, due: d.due })
}

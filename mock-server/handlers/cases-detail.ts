import type { ZodSafeParseResult } from 'zod'
import { casesCalls } from '../../src/api/catalogue/cases'
import { casesDetailSchemas } from '../../src/api/schemas/cases-detail'
import type { CaseEvent, CaseRecord } from '../../src/domain/cases/case-record'
import {
  caseEventSchema,
  caseFormSchema,
  changedFields,
  type CaseInput,
} from '../../src/domain/cases/case-rules'
import { seesApplicant } from '../../src/domain/cases/authorities'
import { businessDateTime } from '../../src/domain/clock'
import { GOODS_BY_CLASS } from '../register/goods'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import type { HandlerContext } from '../context'
import { ReplyError } from '../context'
import { newId } from '../db'
import { defineHandlers } from '../define-handlers'
import { translateIssues } from '../messages'
import { caseDetailView, eventViews, factsView, historyOf, historyView } from '../cases/case-views'
import { factsOf, findVisibleCase, recordHistory, visibleCases } from '../cases/store'
import { requireAuthority, type Acting } from '../cases/team'
import { caseAgents, formOptions } from '../cases/case-agents'

/** The case, if the acting member sees it; otherwise the call ends with "not found" (never "not yours"). */
function requireCase(ctx: HandlerContext<unknown>, acting: Acting, id: string): CaseRecord {
  const record = findVisibleCase(ctx, id, acting)
  if (!record) throw new ReplyError(ctx.fail('案件不存在或已删除', 'The case does not exist or was deleted'))
  return record
}

/** Ends the call with the rules' messages in the caller's language when `result` failed. */
function requireValid<T>(ctx: HandlerContext<unknown>, result: ZodSafeParseResult<T>): T {
  if (result.success) return result.data
  // The fields are named in data.fields (the form marks them); the message is the rules' words alone.
  const issues = result.error.issues.map((i) => ({ ...i, path: [] }))
  throw new ReplyError(
    ctx.fail(translateIssues(issues, 'zh-CN'), translateIssues(issues, 'en'), 1001, {
      fields: [...new Set(result.error.issues.map((i) => i.path.join('.')))],
    }),
  )
}

/** Records an event on a case as the acting member; answers the deadlines it opened and closed. */
function recordEvent(
  ctx: HandlerContext<unknown>,
  acting: Acting,
  record: CaseRecord,
  event: { code: string; date: string; note: string },
) {
  const before = factsOf(record, ctx.today())
  const at = ctx.now().toISOString()
  const recorded: CaseEvent = { ...event, recordedBy: acting.member.id, recordedAt: at }
  if (!recorded.note) delete recorded.note
  record.events.push(recorded)
  record.updatedAt = at
  const after = factsOf(record, ctx.today())
  const keys = (f: typeof before) => new Set(f.deadlines.map((d) => d.key))
  const [was, is] = [keys(before), keys(after)]
  const opened = [...is].filter((k) => !was.has(k))
  const closed = [...was].filter((k) => !is.has(k))
  recordHistory(ctx, acting, record.id, 'statusRecorded', {
    event: event.code,
    date: event.date,
    ...(event.note ? { note: event.note } : {}),
    ...(before.status !== after.status ? { status: `${before.status} → ${after.status}` } : {}),
  })
  return { after, opened, closed }
}

/** The form's dates as events of a new or edited (non-register) case. */
function withDates(events: CaseEvent[], input: CaseInput): CaseEvent[] {
  const kept = events.filter((e) => e.code !== 'filed' && e.code !== 'registered')
  const dated: CaseEvent[] = []
  if (input.filingDate) dated.push({ code: 'filed', date: input.filingDate })
  if (input.registrationDate) dated.push({ code: 'registered', date: input.registrationDate })
  return [...dated, ...kept]
}

function saveCase(ctx: HandlerContext<CaseInput & { id?: string }>) {
  const acting = requireAuthority(ctx, 'case.edit')
  const input = requireValid(ctx, caseFormSchema(ctx.today()).safeParse(ctx.body))
  const id = ctx.body.id
  const existing = id ? requireCase(ctx, acting, id) : undefined
  const account = acting.account.id
  if (
    input.reference &&
    ctx.db.cases.some((c) => c.accountId === account && c.id !== id && c.reference === input.reference)
  )
    throw new ReplyError(
      ctx.fail('本账户已有案件使用此编号', 'Another case of the account already has this reference', 1001, {
        fields: ['reference'],
      }),
    )
  if (
    input.assigneeId &&
    !ctx.db.teamMembers.some((m) => m.id === input.assigneeId && m.accountId === account && m.active)
  )
    throw new ReplyError(
      ctx.fail('负责人不是团队的成员', 'The assignee is not a member of the team', 1001, {
        fields: ['assigneeId'],
      }),
    )
  if (!seesApplicant(acting.grant, input.applicant))
    throw new ReplyError(
      ctx.fail('您的角色不能管理该申请人的案件', "Your role does not cover this applicant's cases", 1001, {
        fields: ['applicant'],
      }),
    )
  const goods = Object.fromEntries(
    input.classes.filter((c) => input.goods[c]?.length).map((c) => [c, input.goods[c]!.filter(Boolean)]),
  )
  const fields = {
    office: input.office,
    designations: input.office === 'WIPO' ? [...new Set(input.designations)] : [],
    markName: input.markName,
    applicationNo: input.applicationNo,
    registrationNo: input.registrationNo,
    classes: [...input.classes].sort(),
    goods,
    applicant: input.applicant,
    agent: input.agent,
    assigneeId: input.assigneeId || null,
    reference: input.reference,
    notes: input.notes,
  }
  const at = ctx.now().toISOString()
  if (!existing) {
    const record: CaseRecord = {
      id: newId('CS'),
      accountId: account,
      ...fields,
      labelIds: [],
      customFields: {},
      events: withDates([], input),
      tasks: [],
      done: [],
      source: 'manual',
      createdAt: at,
      updatedAt: at,
    }
    ctx.db.cases.push(record)
    recordHistory(ctx, acting, record.id, 'created', { markName: record.markName, office: record.office })
    return ctx.ok({ id: record.id, created: true, changed: [] })
  }
  const view = caseDetailView(ctx, acting, existing)
  const changed: string[] = changedFields(existing, fields)
  const datesChanged =
    view.filingDate !== input.filingDate || view.registrationDate !== input.registrationDate
  if (datesChanged && existing.source === 'portfolio')
    throw new ReplyError(
      ctx.fail(
        '该案件的日期来自商标局登记，请记录状态更新',
        "This case's dates come from the register; record a status update instead",
        1001,
        { fields: ['filingDate'] },
      ),
    )
  if (datesChanged) {
    existing.events = withDates(existing.events, input)
    changed.push('dates')
  }
  Object.assign(existing, fields, { updatedAt: at })
  if (changed.length) recordHistory(ctx, acting, existing.id, 'updated', { fields: changed.join(', ') })
  return ctx.ok({ id: existing.id, created: false, changed })
}

/** One case's details, agents, goods, history, events and status updates (issue 15); case.view reads, case.edit writes. */
export const casesDetailHandlers = defineHandlers(casesCalls, casesDetailSchemas, {
  brandmanagementAddOrUpdateCaseManagement: saveCase,

  brandmanagementGetCaseInfoDeTail(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    return ctx.ok(caseDetailView(ctx, acting, requireCase(ctx, acting, ctx.body.id)))
  },

  brandmanagementGetCasemanagementAgents(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const { caseId } = ctx.body
    if (!caseId) return ctx.ok(formOptions(ctx, acting))
    return ctx.ok(caseAgents(ctx, acting, requireCase(ctx, acting, caseId)))
  },

  brandmanagementGetIntclsDetails(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const record = requireCase(ctx, acting, ctx.body.caseId)
    return ctx.ok({
      classes: record.classes.map((no) => {
        const nice = NICE_CLASSES.find((c) => c.no === no)
        const known = GOODS_BY_CLASS[Number(no) - 1] ?? []
        return {
          no,
          name: nice?.name ?? '',
          nameEn: nice?.nameEn ?? '',
          goods: (record.goods[no] ?? []).map((zh) => {
            const item = known.find((g) => g.zh === zh)
            return { zh, en: item?.en ?? '', group: item?.group ?? '' }
          }),
        }
      }),
    })
  },

  brandmanagementGetCaseTaskHistory(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const { caseId, memberId, action, from, to, pageNo, pageSize } = ctx.body
    const ids = caseId ? [requireCase(ctx, acting, caseId).id] : visibleCases(ctx, acting).map((c) => c.id)
    const all = historyOf(ctx, new Set(ids))
    const day = (at: string) => businessDateTime(at).slice(0, 10)
    const list = all.filter(
      (h) =>
        (!memberId || h.memberId === memberId) &&
        (!action || h.action === action) &&
        (!from || day(h.at) >= from) &&
        (!to || day(h.at) <= to),
    )
    const members = [
      ...new Map(all.map((h) => [h.memberId, { id: h.memberId, name: h.memberName }])).values(),
    ]
    return ctx.ok({
      total: list.length,
      list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((h) => historyView(ctx, h)),
      members,
      actions: [...new Set(all.map((h) => h.action))].sort(),
    })
  },

  brandmanagementCaseChangeInfoKnown(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const record = requireCase(ctx, acting, ctx.body.caseId)
    const at = ctx.now().toISOString()
    ctx.db.caseAcknowledgements ??= []
    const known = ctx.db.caseAcknowledgements.find(
      (a) => a.caseId === record.id && a.memberId === acting.member.id,
    )
    if (known) known.at = at
    else ctx.db.caseAcknowledgements.push({ caseId: record.id, memberId: acting.member.id, at })
    ctx.changed()
    return ctx.ok({ caseId: record.id, at })
  },

  brandmanagementGetCaseTrademarkProcessInfo(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const record = requireCase(ctx, acting, ctx.body.caseId)
    return ctx.ok({ events: eventViews(ctx, record), ...factsView(ctx, factsOf(record, ctx.today())) })
  },

  brandmanagementSaveSingleCaseTrademarkProcessInfo(ctx) {
    const acting = requireAuthority(ctx, 'case.edit')
    const record = requireCase(ctx, acting, ctx.body.caseId)
    const event = requireValid(ctx, caseEventSchema(ctx.today()).safeParse(ctx.body))
    const { after, opened, closed } = recordEvent(ctx, acting, record, event)
    return ctx.ok({ ...factsView(ctx, after), opened, closed })
  },

  brandmanagementSaveCaseTrademarkProcessInfo(ctx) {
    const acting = requireAuthority(ctx, 'case.edit')
    const event = requireValid(ctx, caseEventSchema(ctx.today()).safeParse(ctx.body))
    // All or none: every case is checked before any is changed.
    const records = [...new Set(ctx.body.caseIds)].map((id) => requireCase(ctx, acting, id))
    const results = records.map((record) => {
      const { after, opened, closed } = recordEvent(ctx, acting, record, event)
      return { caseId: record.id, status: after.status, opened, closed }
    })
    return ctx.ok({ saved: results.length, results })
  },

  collectCollectPreview(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const record = requireCase(ctx, acting, ctx.body.caseId)
    return ctx.ok({
      case: caseDetailView(ctx, acting, record),
      history: historyOf(ctx, new Set([record.id]))
        .slice(0, 10)
        .map((h) => historyView(ctx, h)),
      generatedAt: businessDateTime(ctx.now()),
    })
  },
})

import { casesCalls } from '../../src/api/catalogue/cases'
import { casesDeadlinesSchemas } from '../../src/api/schemas/cases-deadlines'
import { taskDueProblem } from '../../src/domain/cases/deadline-rules'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import {
  deadlineRows,
  markDone,
  reopen,
  requireCase,
  requireDeadline,
  toRow,
  memberNames,
} from '../cases/deadline-rows'
import { deliverReminders, outboxOf, rulesOf, saveRule } from '../cases/reminders'
import { factsOf, recordHistory, visibleCases } from '../cases/store'
import { buildFeeSheet, FeeSheetError, readFeeSheet } from '../cases/task-fees'
import { requireAuthority, type Acting } from '../cases/team'
import { defineHandlers } from '../define-handlers'
import { bytesToBase64 } from '../reference-data/bytes'

type Ctx = HandlerContext<unknown>

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const SHEET_MAX_BYTES = 2 * 1024 * 1024

const DUE_PROBLEM: Record<NonNullable<ReturnType<typeof taskDueProblem>>, [string, string]> = {
  required: ['请选择到期日', 'Choose the due date'],
  invalid: ['请输入有效日期（YYYY-MM-DD）', 'Enter a real date (YYYY-MM-DD)'],
  outOfRange: ['到期日须在今天前后 20 年内', 'The due date must be within 20 years of today'],
}

/** The task's due day and assignee checked against today and the account's team. */
function checkTask(ctx: Ctx, acting: Acting, due: string, assigneeId: string | null) {
  const problem = taskDueProblem(due, ctx.today())
  if (problem) throw new ReplyError(ctx.fail(...DUE_PROBLEM[problem]))
  if (assigneeId && !ctx.db.teamMembers.some((m) => m.id === assigneeId && m.accountId === acting.account.id))
    throw new ReplyError(ctx.fail('负责人不是本团队成员', 'The assignee is not a member of your team'))
}

async function readBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer())
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(blob)
  })
}

/** The deadline calendar: deadlines, done marks, tasks, reminders and the fee sheet (issue 15). */
export const casesDeadlinesHandlers = defineHandlers(casesCalls, casesDeadlinesSchemas, {
  brandmanagementGetCasemanagementTasks(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const { caseId, from, to } = ctx.body
    const cases = caseId ? [requireCase(ctx, acting, caseId)] : visibleCases(ctx, acting)
    const all = deadlineRows(ctx, acting, cases)
    // Reading the calendar delivers the reminders due by today (the mock has no timer).
    if (!caseId) deliverReminders(ctx, acting, all)
    const list = all.filter((d) => (!from || d.due >= from) && (!to || d.due <= to))
    const members = ctx.db.teamMembers
      .filter((m) => m.accountId === acting.account.id && m.active)
      .map((m) => ({ id: m.id, name: m.name }))
    return ctx.ok({ today: ctx.today(), list, members })
  },

  brandmanagementGetCaseTrademarkTaskInfo(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const record = requireCase(ctx, acting, ctx.body.caseId)
    const deadline = requireDeadline(ctx, record, ctx.body.key)
    const history = (ctx.db.caseHistory ?? [])
      .filter((h) => h.caseId === record.id && h.detail.key === deadline.key)
      .map((h) => ({ action: h.action, memberName: h.memberName, at: h.at, note: h.detail.note ?? '' }))
    const { scheduled, sent } = deliverReminders(ctx, acting)
    const mine = (r: { caseId: string; key: string }) => r.caseId === record.id && r.key === deadline.key
    return ctx.ok({
      deadline: toRow(record, deadline, memberNames(ctx, acting.account.id)),
      history,
      reminders: [...sent.filter(mine), ...scheduled.filter(mine)].map(
        ({ id, ruleId, caseId, key, kind, markName, due, offset, on, channels, sentAt }) => ({
          id,
          ruleId,
          caseId,
          key,
          kind,
          markName,
          due,
          offset,
          on,
          channels,
          sentAt,
        }),
      ),
    })
  },

  brandmanagementSaveCaseTrademarkTaskInfo(ctx) {
    const acting = requireAuthority(ctx, 'deadline.manage')
    const { action, items, note } = ctx.body
    // Every item is checked before any changes: all or nothing.
    const targets = items.map((item) => {
      const record = requireCase(ctx, acting, item.caseId)
      return { record, deadline: requireDeadline(ctx, record, item.key) }
    })
    let changed = 0
    for (const { record, deadline } of targets) {
      const isDone = record.done.some((d) => d.key === deadline.key)
      if (action === 'done' && !isDone) markDone(ctx, acting, record, deadline, note)
      else if (action === 'reopen' && isDone) reopen(ctx, acting, record, deadline)
      else continue
      changed++
    }
    return ctx.ok({ changed })
  },

  brandmanagementSaveSingleCaseTrademarkTaskInfo(ctx) {
    const acting = requireAuthority(ctx, 'deadline.manage')
    const body = ctx.body
    const record = requireCase(ctx, acting, body.caseId)
    const now = ctx.now().toISOString()
    if (body.action === 'add') {
      checkTask(ctx, acting, body.due, body.assigneeId)
      const task = {
        id: newId('TK'),
        title: body.title,
        due: body.due,
        assigneeId: body.assigneeId,
        note: body.note,
      }
      record.tasks = [...record.tasks, task]
      record.updatedAt = now
      recordHistory(ctx, acting, record.id, 'taskAdded', {
        key: `task:${task.id}`,
        title: task.title,
        due: task.due,
      })
      return ctx.ok({ key: `task:${task.id}` })
    }
    if (body.action === 'edit' || body.action === 'delete') {
      const task = record.tasks.find((t) => t.id === body.taskId)
      if (!task) return ctx.fail('任务不存在', 'No such task', BIZ.notFound)
      const key = `task:${task.id}`
      if (body.action === 'delete') {
        record.tasks = record.tasks.filter((t) => t.id !== task.id)
        record.done = record.done.filter((d) => d.key !== key)
        record.updatedAt = now
        recordHistory(ctx, acting, record.id, 'taskDeleted', { key, title: task.title })
        return ctx.ok({ key })
      }
      checkTask(ctx, acting, body.due, body.assigneeId)
      Object.assign(task, { title: body.title, due: body.due, assigneeId: body.assigneeId, note: body.note })
      record.updatedAt = now
      recordHistory(ctx, acting, record.id, 'taskEdited', { key, title: task.title, due: task.due })
      return ctx.ok({ key })
    }
    const deadline = requireDeadline(ctx, record, body.key)
    const isDone = record.done.some((d) => d.key === deadline.key)
    if (body.action === 'done') {
      if (isDone) return ctx.fail('该期限已标记完成', 'This deadline is already marked done')
      markDone(ctx, acting, record, deadline, body.note)
    } else {
      if (!isDone)
        return ctx.fail(
          '该期限尚未完成，无需重新打开',
          'This deadline is not done; there is nothing to reopen',
        )
      reopen(ctx, acting, record, deadline)
    }
    return ctx.ok({ key: deadline.key })
  },

  brandmanagementCaseManagementReminds(ctx) {
    const rule = ctx.body.rule
    const acting = requireAuthority(ctx, rule ? 'deadline.manage' : 'case.view')
    if (rule) saveRule(ctx, acting, rule)
    const { scheduled, sent } = deliverReminders(ctx, acting)
    const strip = <T extends { accountId?: string; memberId?: string }>({ accountId: _a, ...rest }: T) => rest
    return ctx.ok({
      today: ctx.today(),
      rules: rulesOf(ctx, acting).map(strip),
      scheduled: scheduled.slice(0, 200),
      sent: sent.slice(0, 200).map(({ accountId: _a, memberId: _m, ...r }) => r),
      outbox: outboxOf(ctx, acting)
        .slice(0, 100)
        .map(({ accountId: _a, memberId: _m, ...m }) => m),
    })
  },

  brandmanagementRemind(ctx) {
    const acting = requireAuthority(ctx, 'deadline.manage')
    const rule = rulesOf(ctx, acting).find((r) => r.id === ctx.body.id)
    if (!rule) return ctx.fail('提醒设置不存在', 'No such reminder setting', BIZ.notFound)
    ctx.db.remindRules = ctx.db.remindRules.filter((r) => r.id !== rule.id)
    ctx.changed()
    return ctx.ok({ id: rule.id })
  },

  async brandmanagementTaskFeeExcelDownload(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const { from, to } = ctx.body
    const cases = visibleCases(ctx, acting)
    const rows = deadlineRows(ctx, acting, cases).filter((d) => d.due >= from && d.due <= to)
    const bytes = await buildFeeSheet(rows, new Map(cases.map((c) => [c.id, c])))
    const name = ctx.lang === 'en' ? `deadlines-fees-${from}-${to}.xlsx` : `期限与官费-${from}-${to}.xlsx`
    return ctx.blob(bytesToBase64(bytes), name, XLSX_TYPE)
  },

  async brandmanagementTaskFeeExcelImport(ctx) {
    const acting = requireAuthority(ctx, 'deadline.manage')
    const file = ctx.body.file
    const fileName = file instanceof File && file.name ? file.name : 'deadlines.xlsx'
    if (!/\.xlsx$/i.test(fileName))
      return ctx.fail(
        '文件格式错误：请上传下载的 .xlsx 期限表',
        'Wrong file type: upload the downloaded .xlsx deadline sheet',
      )
    if (file.size > SHEET_MAX_BYTES)
      return ctx.fail('文件过大：不能超过 2 MB', 'File too large: at most 2 MB')
    let rows
    try {
      rows = await readFeeSheet(await readBlob(file))
    } catch (error) {
      if (error instanceof FeeSheetError && error.message === 'tooManyRows')
        return ctx.fail('每个文件最多 2000 行', 'At most 2,000 rows per file')
      return ctx.fail(
        '无法读取该文件：请上传从本页下载的期限表',
        'The file could not be read: upload the deadline sheet downloaded from this page',
      )
    }
    const today = ctx.today()
    const errors: { row: number; message: string }[] = []
    const targets = []
    for (const r of rows) {
      const say = (zh: string, en: string) =>
        errors.push({ row: r.row, message: ctx.lang === 'en' ? en : zh })
      if (r.done === 'bad') {
        say('“已完成”列只能填 Y 或留空', 'The Done column takes Y or nothing')
        continue
      }
      if (r.done === 'no') continue
      const record = visibleCases(ctx, acting).find((c) => c.id === r.caseId)
      if (!record) {
        say(
          `案件 ${r.caseId || '（空）'} 不存在或无权查看`,
          `Case ${r.caseId || '(empty)'} does not exist or is not yours`,
        )
        continue
      }
      const deadline = factsOf(record, today).deadlines.find((d) => d.key === r.key)
      if (!deadline) {
        say(`案件 ${r.caseId} 没有期限 ${r.key}`, `Case ${r.caseId} has no deadline ${r.key}`)
        continue
      }
      if (r.note.length > 200) {
        say('完成备注最多 200 个字符', 'The done note can be at most 200 characters')
        continue
      }
      if (!deadline.done) targets.push({ record, deadline, note: r.note })
    }
    if (errors.length) return ctx.ok({ changed: 0, errors })
    for (const t of targets) markDone(ctx, acting, t.record, t.deadline, t.note)
    return ctx.ok({ changed: targets.length, errors: [] })
  },
})

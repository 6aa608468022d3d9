/**
 * Deadline reminders (issue 15, /timeLimitReminder): a member's rules (offsets before the due day, channels,
 * for one deadline kind or all), and their delivery. Delivery runs when the member reads the calendar or the
 * reminders (the mock has no timer): every reminder whose day has come by the business clock, on or after the
 * day the rule was made, for a deadline still open, is sent once — an in-app notice in the notices store and,
 * for e-mail, an entry in the simulated outbox.
 */
import type { DeadlineRow, Reminder, RemindRule } from '../../src/api/schemas/cases-deadlines'
import type { RemindChannel } from '../../src/domain/cases/deadline-rules'
import { remindDayOf } from '../../src/domain/cases/deadline-rules'
import { businessDate } from '../../src/domain/clock'
import type { HandlerContext } from '../context'
import { newId } from '../db'
import { deadlineRows } from './deadline-rows'
import type { Acting } from './team'

export interface RemindRuleRecord extends RemindRule {
  accountId: string
}

export interface SentReminder extends Reminder {
  accountId: string
  memberId: string
}

export interface OutboxMail {
  id: string
  accountId: string
  memberId: string
  to: string
  subject: string
  body: string
  at: string
}

declare module '../db' {
  interface MockTables {
    remindRules: RemindRuleRecord[]
    remindSent: SentReminder[]
    mailOutbox: OutboxMail[]
  }
}

type Ctx = HandlerContext<unknown>

const KIND_ZH: Record<string, string> = {
  renewalDue: '续展期限',
  renewalGrace: '续展宽展期',
  oppositionDeadline: '异议期限',
  refusalReview: '驳回复审期限',
  priorityDocument: '优先权证明文件',
  nonUseEvidence: '使用证据提交',
  madridDependency: '马德里依附期届满',
  task: '任务',
}
const KIND_EN: Record<string, string> = {
  renewalDue: 'Renewal due',
  renewalGrace: 'Renewal grace period',
  oppositionDeadline: 'Opposition deadline',
  refusalReview: 'Refusal review',
  priorityDocument: 'Priority documents',
  nonUseEvidence: 'Evidence of use',
  madridDependency: 'End of Madrid dependency',
  task: 'Task',
}

export function rulesOf(ctx: Ctx, acting: Acting): RemindRuleRecord[] {
  ctx.db.remindRules ??= []
  return ctx.db.remindRules.filter(
    (r) => r.accountId === acting.account.id && r.memberId === acting.member.id,
  )
}

/** Saves a rule; a member has one rule per kind ('all' included), so saving a kind again replaces it. */
export function saveRule(
  ctx: Ctx,
  acting: Acting,
  input: { kind: RemindRule['kind']; offsets: number[]; channels: RemindChannel[] },
): RemindRuleRecord {
  ctx.db.remindRules ??= []
  const offsets = [...input.offsets].sort((a, b) => b - a)
  const channels = [...new Set(input.channels)]
  const existing = rulesOf(ctx, acting).find((r) => r.kind === input.kind)
  if (existing) {
    Object.assign(existing, { offsets, channels })
    ctx.changed()
    return existing
  }
  const rule: RemindRuleRecord = {
    id: newId('RM'),
    accountId: acting.account.id,
    memberId: acting.member.id,
    kind: input.kind,
    offsets,
    channels,
    createdAt: ctx.now().toISOString(),
  }
  ctx.db.remindRules.push(rule)
  ctx.changed()
  return rule
}

/** The rule that applies to a deadline kind: its own, else the member's rule for all kinds. */
const ruleFor = (rules: readonly RemindRuleRecord[], kind: DeadlineRow['kind']) =>
  rules.find((r) => r.kind === kind) ?? rules.find((r) => r.kind === 'all')

/** Every reminder the member's rules give for the open deadlines: each deadline × offset, with its day. */
function plannedReminders(ctx: Ctx, acting: Acting, rows: readonly DeadlineRow[]): Reminder[] {
  const rules = rulesOf(ctx, acting)
  if (!rules.length) return []
  return rows.flatMap((d) => {
    const rule = ruleFor(rules, d.kind)
    if (!rule || d.done || d.daysLeft < 0) return []
    return rule.offsets.map((offset) => ({
      id: `${rule.id}|${d.caseId}|${d.key}|${offset}`,
      ruleId: rule.id,
      caseId: d.caseId,
      key: d.key,
      kind: d.kind,
      markName: d.markName,
      due: d.due,
      offset,
      on: remindDayOf(d.due, offset),
      channels: rule.channels,
      sentAt: null,
    }))
  })
}

/**
 * Sends what is due by today and not sent yet (idempotent: a reminder's id is its rule, case, deadline and
 * offset), and answers the member's scheduled and sent reminders.
 */
export function deliverReminders(ctx: Ctx, acting: Acting, rows = deadlineRows(ctx, acting)) {
  ctx.db.remindSent ??= []
  ctx.db.mailOutbox ??= []
  const today = ctx.today()
  const rules = new Map(rulesOf(ctx, acting).map((r) => [r.id, r]))
  const sentIds = new Set(ctx.db.remindSent.map((s) => s.id))
  const scheduled: Reminder[] = []
  for (const r of plannedReminders(ctx, acting, rows)) {
    if (sentIds.has(r.id)) continue
    const ruleDay = businessDate(rules.get(r.ruleId)!.createdAt)
    if (r.on > today) scheduled.push(r)
    else if (r.on >= ruleDay) send(ctx, acting, r)
  }
  const sent = ctx.db.remindSent
    .filter((s) => s.accountId === acting.account.id && s.memberId === acting.member.id)
    .sort((a, b) => (a.sentAt! < b.sentAt! ? 1 : -1))
  scheduled.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : a.due < b.due ? -1 : 1))
  return { scheduled, sent }
}

function send(ctx: Ctx, acting: Acting, r: Reminder) {
  const at = ctx.now().toISOString()
  const left = r.offset === 0 ? '今天到期' : `还有 ${r.offset} 天到期`
  const leftEn = r.offset === 0 ? 'is due today' : `is due in ${r.offset} day${r.offset === 1 ? '' : 's'}`
  const titleZh = `期限提醒：${r.markName} ${KIND_ZH[r.kind]}`
  const titleEn = `Deadline reminder: ${r.markName} — ${KIND_EN[r.kind]}`
  const contentZh = `案件 ${r.caseId}（${r.markName}）的${KIND_ZH[r.kind]}将于 ${r.due} 到期，${left}。`
  const contentEn = `The ${KIND_EN[r.kind]} of case ${r.caseId} (${r.markName}) ${leftEn}, on ${r.due}.`
  if (r.channels.includes('notice'))
    ctx.db.notices.push({
      id: newId('notice-'),
      userId: acting.account.id,
      type: 'system',
      titleZh,
      titleEn,
      contentZh,
      contentEn,
      refNo: r.caseId,
      read: false,
      readAt: null,
      createdAt: at,
    })
  if (r.channels.includes('email'))
    ctx.db.mailOutbox.push({
      id: newId('MAIL'),
      accountId: acting.account.id,
      memberId: acting.member.id,
      to: acting.member.email,
      subject: ctx.lang === 'en' ? titleEn : titleZh,
      body: ctx.lang === 'en' ? contentEn : contentZh,
      at,
    })
  ctx.db.remindSent.push({ ...r, sentAt: at, accountId: acting.account.id, memberId: acting.member.id })
  ctx.changed()
}

export function outboxOf(ctx: Ctx, acting: Acting): OutboxMail[] {
  ctx.db.mailOutbox ??= []
  return ctx.db.mailOutbox
    .filter((m) => m.accountId === acting.account.id && m.memberId === acting.member.id)
    .sort((a, b) => (a.at < b.at ? 1 : -1))
}

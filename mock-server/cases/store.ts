/**
 * The account's cases (issue 15): every mark of the account at one office, with its events. The demo accounts'
 * portfolio marks (reference-data/portfolio.ts) are China cases whose events stay the portfolio's live story, so
 * the case manager, home, the bell and the renewal view derive the same deadlines; other cases (Hong Kong,
 * Madrid, national filings abroad, more China marks) are generated once per seed, deterministically.
 */
import { caseFacts, type CaseFacts } from '../../src/domain/cases/case-deadlines'
import type { CaseEvent, CaseRecord } from '../../src/domain/cases/case-record'
import { seesApplicant } from '../../src/domain/cases/authorities'
import { addBusinessDays } from '../../src/domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import type { HandlerContext } from '../context'
import { newId, type MockDb } from '../db'
import { mockNow } from '../mock-clock'
import { findPortfolioMark, portfolioGoods, portfolioOf } from '../reference-data/portfolio'
import { GOODS_BY_CLASS } from '../register/goods'
import { createRng, type Rng } from '../register/prng'
import type { Seeder } from '../seeds/seed-kit'
import { actingMember, ownerMemberId, type Acting } from './team'

declare module '../db' {
  interface MockTables {
    cases: CaseRecord[]
  }
}

const shift = (from: string, months: number, days = 0) => {
  const parsed = parseIsoDate(from)
  if (!parsed) throw new RangeError(`cases: not a day "${from}"`)
  return addBusinessDays(toIsoDate(addMonths(parsed, months)), days)
}

const MARK_WORDS = [
  '云杉',
  '杉语',
  '青禾',
  '蓝鲸',
  '锦绣',
  '北辰',
  '禾风',
  '晓雨',
  '星澜',
  '明川',
  '嘉木',
  '知远',
  '拓野',
  '悦橙',
  'NORTHWIND',
  'FIRLINK',
  'AURORA',
  'MOONBAY',
  'BLUEWHALE',
  'HELIX',
  'TERRA',
  'LUMEN',
  'ORCHID',
  'SOLSTICE',
]
const MARK_TAILS = ['', '智能', '优选', 'Pro', ' Lab', '出行', '茶坊', ' CLOUD', '生活', ' ONE']
const FOREIGN_OFFICES = ['US', 'EM', 'JP', 'KR', 'GB', 'AU', 'SG', 'DE']
const MADRID_DESIGNATIONS = ['US', 'EM', 'JP', 'KR', 'GB', 'AU', 'SG', 'RU', 'IN', 'VN', 'TH']
const AGENTS = [
  '北京华信知识产权代理有限公司',
  '上海专利商标事务所有限公司',
  'Baker & Partners LLP',
  '中国国际贸易促进委员会专利商标事务所',
]

const e = (code: CaseEvent['code'], date: string): CaseEvent => ({ code, date })

/** A generated case's events: filed some years ago, on to registration, a renewal or a refusal. */
function storyOf(rng: Rng, office: string, today: string): CaseEvent[] {
  const filed = shift(today, -rng.int(2, 150), -rng.int(0, 20))
  const events = [e('filed', filed)]
  const monthsSince = (d: string) => {
    const a = parseIsoDate(d)!
    const b = parseIsoDate(today)!
    return (b.year - a.year) * 12 + (b.month - a.month)
  }
  const age = monthsSince(filed)
  if (office === 'WIPO') {
    // The IR date is the date of the international application (Madrid Protocol Art 3(4)).
    if (age >= 3) events.push(e('registered', filed))
  } else if (office === 'HK') {
    if (age >= 4) events.push(e('published', shift(filed, 3)))
    if (age >= 7) events.push(e('registered', shift(filed, 7)))
  } else {
    if (age >= 9) events.push(e('published', shift(filed, 9)))
    if (age >= 12) events.push(e('registered', shift(filed, 12, 5)))
    else if (office === 'CN' && age >= 7 && rng.chance(0.3))
      events.push(e('refused', shift(today, 0, -rng.int(3, 25))))
  }
  // A mark past one term was renewed most of the time (and some of those are in their grace period now).
  if (age > 123 && rng.chance(0.8)) events.push(e('renewed', shift(filed, 119, rng.int(0, 30))))
  return events
}

function generatedCase(
  rng: Rng,
  accountId: string,
  applicants: readonly string[],
  assignees: readonly string[],
  n: number,
  today: string,
): CaseRecord {
  const roll = rng.next()
  const office = roll < 0.45 ? 'CN' : roll < 0.6 ? 'HK' : roll < 0.75 ? 'WIPO' : rng.pick(FOREIGN_OFFICES)
  const classes = [
    ...new Set(Array.from({ length: rng.int(1, 3) }, () => String(rng.int(1, 45)).padStart(2, '0'))),
  ].sort()
  const events = storyOf(rng, office, today)
  const filed = events[0]!.date
  const number = String(rng.int(10_000_000, 79_999_999))
  const appNo =
    office === 'CN'
      ? number
      : office === 'HK'
        ? `3${number.slice(0, 8)}`
        : office === 'WIPO'
          ? ''
          : `${office}${number}`
  const registered = events.some((ev) => ev.code === 'registered')
  const at = `${filed}T10:00:00+08:00`
  return {
    id: `CS${accountId.replace(/^u-/, '').toUpperCase()}${String(n).padStart(5, '0')}`,
    accountId,
    office,
    designations:
      office === 'WIPO'
        ? [...new Set(Array.from({ length: rng.int(2, 5) }, () => rng.pick(MADRID_DESIGNATIONS)))]
        : [],
    markName: `${rng.pick(MARK_WORDS)}${rng.pick(MARK_TAILS)}`.trim(),
    applicationNo: appNo,
    registrationNo:
      office === 'WIPO' ? (registered ? String(rng.int(1_100_000, 1_850_000)) : '') : registered ? appNo : '',
    classes,
    goods: Object.fromEntries(
      classes.map((c) => [c, (GOODS_BY_CLASS[Number(c) - 1] ?? []).slice(0, rng.int(2, 5)).map((g) => g.zh)]),
    ),
    applicant: rng.pick(applicants),
    agent: office === 'CN' || office === 'WIPO' ? rng.pick(AGENTS.slice(0, 2)) : rng.pick(AGENTS),
    assigneeId: rng.chance(0.85) ? rng.pick(assignees) : null,
    reference: `${accountId === 'u-agency' ? 'HX' : 'YS'}-${filed.slice(0, 4)}-${String(n).padStart(4, '0')}`,
    labelIds: [],
    customFields: {},
    events,
    tasks: [],
    done: [],
    source: 'manual',
    notes: '',
    createdAt: at,
    updatedAt: at,
  }
}

/**
 * `count` generated cases of an account (deterministic for a seed): the demo's extra cases, and the bench's
 * 5,000-mark portfolio.
 */
export function generateCases(
  accountId: string,
  count: number,
  today: string,
  options: { seed?: number; applicants: readonly string[]; assignees: readonly string[]; from?: number },
): CaseRecord[] {
  const rng = createRng(options.seed ?? 15_015)
  const applicants = options.applicants.length ? options.applicants : ['—']
  const assignees = options.assignees.length ? options.assignees : [ownerMemberId(accountId)]
  return Array.from({ length: count }, (_, i) =>
    generatedCase(rng, accountId, applicants, assignees, (options.from ?? 1) + i, today),
  )
}

/** How many generated cases each demo account has beside its portfolio marks. */
const EXTRA_CASES: Record<string, number> = { 'u-demo': 36, 'u-agency': 84, 'u-person': 3 }

/** Seeds the demo accounts' cases (after the applicants and the teams). */
export const seedCases: Seeder = (db, { today }) => {
  db.cases = []
  db.caseHistory = []
  for (const user of db.users.filter((u) => u.id in EXTRA_CASES)) {
    const owner = user.companyName || user.name
    const portfolio = portfolioOf(user.id, today).map<CaseRecord>((mark, i) => ({
      id: `CS${user.id.replace(/^u-/, '').toUpperCase()}P${String(i + 1).padStart(3, '0')}`,
      accountId: user.id,
      office: 'CN',
      designations: [],
      markName: mark.name,
      applicationNo: mark.applicationNo,
      registrationNo: mark.events.some((ev) => ev.code === 'registered') ? mark.regNo : '',
      classes: [...mark.niceClasses],
      goods: Object.fromEntries(mark.niceClasses.map((c) => [c, portfolioGoods(c).map((g) => g.zh)])),
      applicant: owner,
      agent: user.accountType === 'agency' ? user.companyName : AGENTS[0]!,
      assigneeId: ownerMemberId(user.id),
      reference: `${user.id === 'u-agency' ? 'HX' : 'YS'}-P${String(i + 1).padStart(3, '0')}`,
      labelIds: [],
      customFields: {},
      // The live story is read from the portfolio; only events recorded later are stored here.
      events: [],
      tasks: [],
      done: [],
      source: 'portfolio',
      notes: '',
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
    }))
    const applicants = [
      owner,
      ...db.applicants.filter((a) => a.userId === user.id).map((a) => a.nameZh || a.nameEn),
    ]
    const assignees = db.teamMembers.filter((m) => m.accountId === user.id).map((m) => m.id)
    const generated = generateCases(user.id, EXTRA_CASES[user.id]!, today, {
      applicants,
      assignees,
      seed: 15_015 + user.id.length,
    })
    db.cases.push(...portfolio, ...generated)
    db.caseHistory.push(...seededHistory(db, [...portfolio, ...generated]))
  }
}

/**
 * The history a seeded case would have: who opened it and, for a case kept by hand, who recorded each of its
 * status events (on the day of the event). A portfolio case's events come from the register, not from the team.
 */
function seededHistory(db: MockDb, cases: readonly CaseRecord[]): CaseHistoryEntry[] {
  const now = mockNow().toISOString()
  const nameOf = (id: string) => db.teamMembers.find((m) => m.id === id)?.name ?? ''
  const entry = (c: CaseRecord, i: number, at: string, action: string, detail: Record<string, string>) => {
    const memberId = c.assigneeId ?? ownerMemberId(c.accountId)
    return {
      id: `CH-${c.id}-${i}`,
      caseId: c.id,
      accountId: c.accountId,
      memberId,
      memberName: nameOf(memberId),
      at: at < now ? at : now,
      action,
      detail,
    }
  }
  return cases.flatMap((c) => [
    entry(c, 0, c.createdAt, 'created', { markName: c.markName, office: c.office }),
    ...c.events
      .filter((ev) => ev.code !== 'filed')
      .map((ev, i) =>
        entry(c, i + 1, `${ev.date}T10:00:00+08:00`, 'statusRecorded', { event: ev.code, date: ev.date }),
      ),
  ])
}

/** The events a case's facts are derived from: a portfolio mark's live story plus what was recorded since. */
export function eventsOf(record: CaseRecord, today: string): CaseEvent[] {
  if (record.source !== 'portfolio') return record.events
  const mark = findPortfolioMark({ applicationNo: record.applicationNo }, today)
  return [...(mark?.events ?? []), ...record.events]
}

/** Status, expiry and deadlines of a case on the mock's today. */
export const factsOf = (record: CaseRecord, today: string): CaseFacts =>
  caseFacts(record, eventsOf(record, today), today)

/** The cases the acting member sees: the account's, within the role's applicants. */
export const visibleCases = (ctx: HandlerContext<unknown>, acting: Acting) =>
  ctx.db.cases.filter((c) => c.accountId === acting.account.id && seesApplicant(acting.grant, c.applicant))

/** A case the acting member sees, by id, or undefined. */
export function findVisibleCase(ctx: HandlerContext<unknown>, id: string, acting = actingMember(ctx)) {
  return visibleCases(ctx, acting).find((c) => c.id === id)
}

export type { MockDb }

/** One entry of a case's history (the audit trail): who did what, when. */
export interface CaseHistoryEntry {
  id: string
  caseId: string
  accountId: string
  memberId: string
  memberName: string
  /** ISO instant. */
  at: string
  /**
   * What happened, an open code the pages translate ('created', 'updated', 'imported', 'statusRecorded',
   * 'deadlineDone', 'deadlineReopened', 'taskAdded', 'labelled', 'assigned', 'deleted', 'documentAdded' …).
   */
  action: string
  /** The facts of the change (field names, old and new values, the deadline key …), shown inert. */
  detail: Record<string, string>
}

declare module '../db' {
  interface MockTables {
    caseHistory: CaseHistoryEntry[]
  }
}

/** Appends to a case's history, as the acting member, and marks the data changed. */
export function recordHistory(
  ctx: HandlerContext<unknown>,
  acting: Acting,
  caseId: string,
  action: string,
  detail: Record<string, string> = {},
): CaseHistoryEntry {
  ctx.db.caseHistory ??= []
  const entry: CaseHistoryEntry = {
    id: newId('CH'),
    caseId,
    accountId: acting.account.id,
    memberId: acting.member.id,
    memberName: acting.member.name,
    at: ctx.now().toISOString(),
    action,
    detail,
  }
  ctx.db.caseHistory.push(entry)
  ctx.changed()
  return entry
}

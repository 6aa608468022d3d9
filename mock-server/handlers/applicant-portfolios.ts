/**
 * Applicant portfolios (issue 15): follow register applicants, see their marks as "My trademarks" with the
 * account's labels, export them, add them to the cases (source 'register', so the deadline engine derives their
 * deadlines from the register's events), and the changes of their register data since the account looked.
 * Every call asks the acting member's authority first (mock-server/cases/team.ts).
 */
import { portfolioCalls } from '../../src/api/catalogue/portfolio'
import { searchCalls } from '../../src/api/catalogue/search'
import {
  applicantPortfoliosSchemas as schemas,
  type PlatFilter,
} from '../../src/api/schemas/applicant-portfolios'
import type { CaseRecord } from '../../src/domain/cases/case-record'
import {
  ADD_TO_CASES_MAX,
  applicantQueryProblem,
  FOLLOWED_APPLICANTS_MAX,
  labelsProblem,
} from '../../src/domain/cases/register-watch'
import { businessDate } from '../../src/domain/clock'
import { recordHistory } from '../cases/store'
import { requireAuthority, type Acting } from '../cases/team'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { buildPortfolioWorkbook, PORTFOLIO_FILE_NAME } from '../exports/portfolio-xlsx'
import { XLSX_TYPE } from '../exports/labels'
import { bytesToBase64 } from '../reference-data/bytes'
import { getRegister, markById, partyById, registerReady, type RegisterMark } from '../register'
import { getPartyIndex } from '../register/records'
import { EVENT_NAMES, type EventCode } from '../register/records/event-names'
import { officeOf } from '../register/records/offices'
import { ruleText } from '../rule-text'
import { defineSimulation } from '../simulations'
import { registerEventsOn } from '../portfolios/register-facts'
import {
  detectChanges,
  follow,
  followsOf,
  isRegisterApplicant,
  marksOfApplicant,
  portfolioTables,
  unfollow,
} from '../portfolios/store'
import {
  caseOfficeOf,
  caseOfMark,
  changeViewOf,
  followView,
  markDetailOf,
  matchesFilter,
  partyWords,
  platMarkOf,
  statusWords,
  termOf,
} from '../portfolios/views'

type Ctx = HandlerContext<unknown>

/** Deadline-like register codes: dates the rules compute, not steps an office takes (not a filter choice). */
const NOT_PROCEDURES = new Set(['oppositionEnds', 'renewalOpens', 'expiry', 'graceEnds'])
const EXPORT_MAX = 5000

const refuse = (ctx: Ctx, zh: string, en: string, code: number = BIZ.rejected): never => {
  throw new ReplyError(ctx.fail(zh, en, code))
}

/** The followed applicants' marks, newest filing first, and the account's cases and unseen changes. */
async function portfolioOf(ctx: Ctx, acting: Acting) {
  const accountId = acting.account.id
  await detectChanges(ctx, accountId)
  await registerReady()
  const marks = followsOf(ctx, accountId)
    .flatMap((f) => marksOfApplicant(f.applicantId))
    .sort((a, b) => (a.filingDate < b.filingDate ? 1 : a.filingDate > b.filingDate ? -1 : 0))
  const cases = ctx.db.cases.filter((c) => c.accountId === accountId)
  const unseen = new Map<string, number>()
  for (const c of portfolioTables(ctx).portfolioChanges)
    if (c.accountId === accountId && !c.seenAt) unseen.set(c.markId, (unseen.get(c.markId) ?? 0) + 1)
  return { accountId, marks, cases, unseen }
}

/** A mark of one of the account's followed applicants, or the call ends with "not found". */
async function followedMark(ctx: Ctx, acting: Acting, markId: string): Promise<RegisterMark> {
  await registerReady()
  const mark = markById(markId)
  const followed = followsOf(ctx, acting.account.id).some((f) => f.applicantId === mark?.applicantId)
  if (!mark || !followed)
    refuse(
      ctx,
      '该商标不属于您关注的申请人',
      'This mark is not one of your followed applicants’ marks',
      BIZ.notFound,
    )
  return mark!
}

async function filteredMarks(ctx: Ctx, acting: Acting, filter: Required<PlatFilter>) {
  const { accountId, marks, cases, unseen } = await portfolioOf(ctx, acting)
  const today = ctx.today()
  const rows = marks
    .map((m) => platMarkOf(ctx, accountId, m, cases, unseen))
    .filter((m) => matchesFilter(m, filter, today))
  return { rows, accountId }
}

function filterLines(ctx: Ctx, filter: Required<PlatFilter>, selected: number): [string, string][] {
  const lines: [string, string][] = []
  const applicant = filter.applicantId ? partyById(filter.applicantId) : undefined
  lines.push([
    ctx.t('申请人', 'Applicant'),
    applicant ? ctx.t(partyWords(applicant).zh, partyWords(applicant).en) : ctx.t('全部', 'All'),
  ])
  if (filter.keyword) lines.push([ctx.t('关键词', 'Keyword'), filter.keyword])
  if (filter.status.length)
    lines.push([
      ctx.t('状态', 'Status'),
      filter.status.map((s) => ctx.t(statusWords(s).zh, statusWords(s).en)).join(', '),
    ])
  if (filter.classes.length) lines.push([ctx.t('类别', 'Classes'), filter.classes.join(', ')])
  if (filter.label) lines.push([ctx.t('标签', 'Label'), filter.label])
  if (filter.expiringWithinDays)
    lines.push([ctx.t('到期天数内', 'Expiring within days'), String(filter.expiringWithinDays)])
  if (selected) lines.push([ctx.t('已选商标', 'Selected marks'), String(selected)])
  return lines
}

/** One builder for both export calls: the filtered list (or the chosen marks of it) as .xlsx. */
async function exportPortfolio(ctx: HandlerContext<Required<PlatFilter> & { markIds: string[] }>) {
  const acting = requireAuthority(ctx, 'case.export')
  const { markIds, ...filter } = ctx.body
  const { rows } = await filteredMarks(ctx, acting, filter)
  const chosen = markIds.length ? rows.filter((r) => markIds.includes(r.id)) : rows
  if (markIds.length && chosen.length === 0)
    refuse(ctx, '所选商标不在当前列表中', 'None of the chosen marks is in the list', BIZ.notFound)
  const bytes = await buildPortfolioWorkbook({
    marks: chosen.slice(0, EXPORT_MAX),
    filters: filterLines(ctx, filter, markIds.length),
    lang: ctx.lang,
    generatedAt: ctx.now(),
  })
  return ctx.blob(bytesToBase64(bytes), PORTFOLIO_FILE_NAME(ctx.lang, ctx.today()), XLSX_TYPE)
}

function caseIdFor(ctx: Ctx, accountId: string): string {
  const prefix = `CS${accountId.replace(/^u-/, '').toUpperCase()}R`
  const taken = new Set(ctx.db.cases.map((c) => c.id))
  let n = ctx.db.cases.filter((c) => c.id.startsWith(prefix)).length + 1
  while (taken.has(`${prefix}${String(n).padStart(4, '0')}`)) n += 1
  return `${prefix}${String(n).padStart(4, '0')}`
}

/** A case made from a register mark: its events are the register's, so its deadlines are derived. */
function caseOfRegisterMark(ctx: Ctx, acting: Acting, mark: RegisterMark): CaseRecord {
  const today = ctx.today()
  const view = platMarkOf(ctx, acting.account.id, mark, [], new Map())
  const agent = mark.agentId ? partyById(mark.agentId) : undefined
  const at = ctx.now().toISOString()
  return {
    id: caseIdFor(ctx, acting.account.id),
    accountId: acting.account.id,
    office: caseOfficeOf(mark),
    designations: [],
    markName:
      mark.name.trim() || ctx.t(`图形商标 ${mark.applicationNo}`, `Figurative mark ${mark.applicationNo}`),
    applicationNo: mark.applicationNo,
    registrationNo: view.registrationNo,
    classes: mark.classes.map((c) => c.no),
    goods: Object.fromEntries(mark.classes.map((c) => [c.no, [...c.goodsZh]])),
    applicant: view.applicant.zh,
    agent: agent ? partyWords(agent).zh : '',
    assigneeId: null,
    reference: '',
    labelIds: [],
    customFields: {},
    events: registerEventsOn(mark, today, portfolioTables(ctx).registerExtraEvents),
    tasks: [],
    done: [],
    source: 'register',
    notes: '',
    createdAt: at,
    updatedAt: at,
  }
}

const portfolioHandlers = defineHandlers(portfolioCalls, schemas, {
  async tmPlatTmPlat(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const { pageNum, pageSize, ...filter } = ctx.body
    const { rows, accountId } = await filteredMarks(ctx, acting, filter)
    const labels = [
      ...new Set(
        portfolioTables(ctx)
          .portfolioLabels.filter((l) => l.accountId === accountId)
          .flatMap((l) => l.labels),
      ),
    ].sort()
    return ctx.ok({
      total: rows.length,
      pageNum,
      pageSize,
      list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      labels,
      today: ctx.today(),
    })
  },

  async tmPlatGetTmApplicantList(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const accountId = acting.account.id
    await detectChanges(ctx, accountId)
    await registerReady()
    const changes = portfolioTables(ctx).portfolioChanges.filter(
      (c) => c.accountId === accountId && !c.seenAt,
    )
    return ctx.ok({
      list: followsOf(ctx, accountId).map((f) => {
        const marks = marksOfApplicant(f.applicantId)
        return {
          ...followView(f),
          markCount: marks.length,
          registeredCount: marks.filter((m) => m.registrationDate !== null).length,
          unseenChanges: changes.filter((c) => c.applicantId === f.applicantId).length,
        }
      }),
    })
  },

  async tmPlatTmPlatDetails(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const mark = await followedMark(ctx, acting, ctx.body.markId)
    const { accountId, cases, unseen } = await portfolioOf(ctx, acting)
    return ctx.ok(markDetailOf(ctx, accountId, mark, cases, unseen))
  },

  async globalExtendControllerQueryMyTmDetails(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const mark = await followedMark(ctx, acting, ctx.body.markId)
    const { accountId, cases, unseen } = await portfolioOf(ctx, acting)
    return ctx.ok(markDetailOf(ctx, accountId, mark, cases, unseen))
  },

  tmPlatTmPlatExport: exportPortfolio,

  async applicantTrademarkDataGetApplicantTrademarkDataList(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const accountId = acting.account.id
    await detectChanges(ctx, accountId)
    const { applicantId, procedure, show, pageNum, pageSize } = ctx.body
    const mine = portfolioTables(ctx).portfolioChanges.filter((c) => c.accountId === accountId)
    const list = mine
      .filter(
        (c) =>
          (show === 'all' || !c.seenAt) &&
          (!applicantId || c.applicantId === applicantId) &&
          (!procedure || c.procedure.endsWith(`|${procedure}`)),
      )
      .sort((a, b) => (a.detectedAt < b.detectedAt ? 1 : a.detectedAt > b.detectedAt ? -1 : 0))
    return ctx.ok({
      total: list.length,
      unseen: mine.filter((c) => !c.seenAt).length,
      pageNum,
      pageSize,
      list: list
        .slice((pageNum - 1) * pageSize, pageNum * pageSize)
        .map((c) => changeViewOf(c, markById(c.markId))),
    })
  },

  async applicantTrademarkDataApplicantTrademarkDataUpdateTip(ctx) {
    let acting = requireAuthority(ctx, 'case.view')
    const { seen, seenAll } = ctx.body
    if (seen.length || seenAll) acting = requireAuthority(ctx, 'portfolio.manage')
    const accountId = acting.account.id
    await detectChanges(ctx, accountId)
    const mine = portfolioTables(ctx).portfolioChanges.filter((c) => c.accountId === accountId)
    const unknown = seen.filter((id) => !mine.some((c) => c.id === id))
    if (unknown.length)
      refuse(ctx, '找不到要标记的变更', 'The change to mark as seen was not found', BIZ.notFound)
    let acknowledged = 0
    for (const c of mine)
      if (!c.seenAt && (seenAll || seen.includes(c.id))) {
        c.seenAt = ctx.now().toISOString()
        c.seenBy = acting.member.name
        acknowledged += 1
      }
    if (acknowledged) ctx.changed()
    return ctx.ok({ unseen: mine.filter((c) => !c.seenAt).length, acknowledged })
  },

  applicantTrademarkDataApplicantTrademarkProcedureType(ctx) {
    requireAuthority(ctx, 'case.view')
    return ctx.ok({
      list: (Object.keys(EVENT_NAMES) as EventCode[])
        .filter((code) => !NOT_PROCEDURES.has(code))
        .map((code) => ({ code, name: { ...EVENT_NAMES[code] } })),
    })
  },

  async globalExtendControllerAddApplicantToAccount(ctx) {
    const acting = requireAuthority(ctx, 'portfolio.manage')
    const accountId = acting.account.id
    const body = ctx.body
    await registerReady()
    const followedIds = () => followsOf(ctx, accountId).map((f) => f.applicantId)
    if (body.action === 'follow') {
      if (!isRegisterApplicant(body.applicantId))
        refuse(ctx, '商标注册簿中没有该申请人', 'No such applicant is on the register', BIZ.notFound)
      if (followedIds().includes(body.applicantId))
        refuse(ctx, '您已关注该申请人', 'You already follow this applicant')
      if (followedIds().length >= FOLLOWED_APPLICANTS_MAX)
        refuse(
          ctx,
          `最多可关注${FOLLOWED_APPLICANTS_MAX}个申请人，请先取消关注其他申请人`,
          `You can follow at most ${FOLLOWED_APPLICANTS_MAX} applicants; stop following one first`,
        )
      follow(ctx, accountId, body.applicantId, acting.member.name)
      return ctx.ok({ followed: followedIds(), created: [], duplicates: [] })
    }
    if (body.action === 'unfollow') {
      if (!followedIds().includes(body.applicantId))
        refuse(ctx, '您未关注该申请人', 'You do not follow this applicant', BIZ.notFound)
      unfollow(ctx, accountId, body.applicantId)
      return ctx.ok({ followed: followedIds(), created: [], duplicates: [] })
    }
    requireAuthority(ctx, 'case.edit')
    const ids = [...new Set(body.markIds)]
    if (ids.length > ADD_TO_CASES_MAX)
      refuse(ctx, `一次最多添加${ADD_TO_CASES_MAX}个商标`, `Add at most ${ADD_TO_CASES_MAX} marks at a time`)
    // All checked before anything is made: nothing is half-added.
    const marks: RegisterMark[] = []
    for (const id of ids) marks.push(await followedMark(ctx, acting, id))
    const cases = ctx.db.cases.filter((c) => c.accountId === accountId)
    const duplicates = marks.flatMap((m) => {
      const existing = caseOfMark(cases, m)
      return existing ? [{ markId: m.id, caseId: existing.id }] : []
    })
    if (duplicates.length === marks.length)
      throw new ReplyError(
        ctx.fail(
          marks.length === 1 ? '该商标已在您的案件中' : '所选商标都已在您的案件中',
          marks.length === 1
            ? 'This mark is already in your cases'
            : 'All the chosen marks are already in your cases',
          BIZ.rejected,
          { duplicates },
        ),
      )
    const created = marks
      .filter((m) => !duplicates.some((d) => d.markId === m.id))
      .map((m) => {
        const record = caseOfRegisterMark(ctx, acting, m)
        ctx.db.cases.push(record)
        recordHistory(ctx, acting, record.id, 'created', {
          source: 'register',
          markId: m.id,
          applicationNo: m.applicationNo,
        })
        return { markId: m.id, caseId: record.id }
      })
    return ctx.ok({ followed: followedIds(), created, duplicates })
  },

  async globalExtendControllerGetApplicantsByAccount(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const follows = followsOf(ctx, acting.account.id)
    if (follows.length) await registerReady()
    return ctx.ok({ list: follows.map(followView) })
  },

  async globalExtendControllerGetGloabalExtendTraInfo(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const mark = await followedMark(ctx, acting, ctx.body.markId)
    const view = platMarkOf(ctx, acting.account.id, mark, [], new Map())
    const term = termOf(ctx, mark)
    const office = officeOf(mark.country)
    return ctx.ok({
      markId: mark.id,
      country: mark.country,
      office: { zh: office.officeZh, en: office.officeEn },
      registrationDate: view.registrationDate,
      expiryDate: view.expiryDate ?? term.expiryDate,
      renewal: view.renewal,
      deadlines: term.deadlines,
      today: ctx.today(),
    })
  },

  async globalExtendControllerQueryApplicant(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    const problem = applicantQueryProblem(ctx.body.name)
    if (problem) refuse(ctx, ...ruleText(problem))
    await registerReady()
    const q = ctx.body.name.trim().toLowerCase()
    const { byApplicant } = getPartyIndex()
    const followed = new Set(followsOf(ctx, acting.account.id).map((f) => f.applicantId))
    const hits = getRegister()
      .parties.filter(
        (p) =>
          p.id.startsWith('AP') && (p.nameZh.toLowerCase().includes(q) || p.nameEn.toLowerCase().includes(q)),
      )
      .map((p) => ({
        applicantId: p.id,
        name: partyWords(p),
        country: p.country,
        kind: p.kind,
        markCount: byApplicant.get(p.id)?.length ?? 0,
        followed: followed.has(p.id),
        exact: p.nameZh.toLowerCase() === q || p.nameEn.toLowerCase() === q,
      }))
      .filter((h) => h.markCount > 0)
      .sort((a, b) => Number(b.exact) - Number(a.exact) || b.markCount - a.markCount)
    const { pageNum, pageSize } = ctx.body
    return ctx.ok({
      total: hits.length,
      list: hits.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((h) => ({
        applicantId: h.applicantId,
        name: h.name,
        country: h.country,
        kind: h.kind,
        markCount: h.markCount,
        followed: h.followed,
      })),
    })
  },

  async globalExtendControllerQueryTmByApplicantId(ctx) {
    const acting = requireAuthority(ctx, 'case.view')
    await registerReady()
    const applicant = isRegisterApplicant(ctx.body.applicantId) ? partyById(ctx.body.applicantId) : undefined
    if (!applicant)
      return refuse(ctx, '商标注册簿中没有该申请人', 'No such applicant is on the register', BIZ.notFound)
    const { accountId, cases, unseen } = await portfolioOf(ctx, acting)
    const marks = marksOfApplicant(applicant.id)
    const { pageNum, pageSize } = ctx.body
    return ctx.ok({
      applicant: {
        applicantId: applicant.id,
        name: partyWords(applicant),
        country: applicant.country,
        kind: applicant.kind,
      },
      followed: followsOf(ctx, accountId).some((f) => f.applicantId === applicant.id),
      total: marks.length,
      list: marks
        .slice((pageNum - 1) * pageSize, pageNum * pageSize)
        .map((m) => platMarkOf(ctx, accountId, m, cases, unseen)),
    })
  },
})

const searchAreaHandlers = defineHandlers(searchCalls, schemas, {
  tmInfoCustomerTrademarksExprot: exportPortfolio,

  async tmInfoMyTrademarksLabel(ctx) {
    const acting = requireAuthority(ctx, 'portfolio.manage')
    const labels = ctx.body.labels.map((l) => l.trim())
    const problem = labelsProblem(labels)
    if (problem) refuse(ctx, ...ruleText(problem))
    const ids = [...new Set(ctx.body.markIds)]
    for (const id of ids) await followedMark(ctx, acting, id)
    const db = portfolioTables(ctx)
    const accountId = acting.account.id
    db.portfolioLabels = db.portfolioLabels.filter(
      (l) => !(l.accountId === accountId && ids.includes(l.markId)),
    )
    if (labels.length)
      db.portfolioLabels.push(...ids.map((markId) => ({ accountId, markId, labels: [...labels] })))
    ctx.changed()
    return ctx.ok({ list: ids.map((markId) => ({ markId, labels: [...labels] })) })
  },
})

export const applicantPortfoliosHandlers = [...portfolioHandlers, ...searchAreaHandlers]

/** Register codes the demo may record on a mark (simulation 'portfolio.registerChange'). */
const SIMULATED_CODES: readonly EventCode[] = [
  'change',
  'assignment',
  'cancellationFiled',
  'opposed',
  'officeAction',
]

// The office records something on a followed applicant's mark today: window.server.simulate(
// 'portfolio.registerChange', accountId, markId?, code?). Without a mark, the newest mark of the account's first
// followed applicant. The next look of the account finds the change. Returns the mark id.
defineSimulation(
  'portfolio.registerChange',
  ({ db, now }, accountId = 'u-demo', markId = '', code = 'change') => {
    if (!SIMULATED_CODES.includes(code as EventCode))
      throw new Error(`[mock] portfolio.registerChange: code must be one of ${SIMULATED_CODES.join(', ')}`)
    const follows = (db.portfolioFollows ?? []).filter((f) => f.accountId === accountId)
    const first = follows[0]
    const id = markId || (first ? marksOfApplicant(first.applicantId)[0]?.id : undefined)
    const mark = id ? markById(id) : undefined
    if (!mark || !follows.some((f) => f.applicantId === mark.applicantId))
      throw new Error(`[mock] portfolio.registerChange: ${id ?? '(none)'} is not a mark ${accountId} follows`)
    db.registerExtraEvents ??= []
    db.registerExtraEvents.push({ markId: mark.id, code, date: businessDate(now), at: now.toISOString() })
    return mark.id
  },
)

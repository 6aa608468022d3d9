/**
 * Checking and creating watches (issue 16, trademark monitoring): what monitorYears/isCanMonitor answers,
 * what createMonitoring and createStandardMonitor refuse, and the orders that pay for watches.
 */
import type { FeeLine } from '../../src/domain/pricing'
import { monitorPrice } from '../../src/domain/monitoring-offices'
import { normaliseName } from '../register/similarity'
import { PLAN_OF_KIND, type WatchProblem, type WatchRequestParsed } from '../../src/api/schemas/monitoring'
import type { HandlerContext } from '../context'
import { newId, type MockDb, type UserRecord } from '../db'
import { createOrder, type OrderRecord } from '../commerce/orders-store'
import { partyById, partyByName } from '../register'
import { accountServiceMarks } from '../services/marks'
import {
  TRIALS_GRANTED,
  TRIAL_PERIOD,
  periodEnd,
  settingsOf,
  statusOf,
  syncWatches,
  type MonitoringOrderPayload,
  type WatchRecord,
} from './store'

type Ctx = HandlerContext<unknown>

const problem = (field: string | null, zh: string, en: string): WatchProblem => ({ field, zh, en })

/** The competitor a text names: a register party id, or its exact Chinese or English name. */
export function resolveApplicant(text: string) {
  const t = text.trim()
  const party = /^AP\d+$/i.test(t) ? partyById(t.toUpperCase()) : partyByName(t)
  return party ? { id: party.id, zh: party.nameZh, en: party.nameEn } : null
}

/** The words a watch is known by, for spotting a duplicate. */
function identity(kind: string, name: string, applicantId: string | null, regNo: string | null) {
  if (kind === 'applicant') return `a:${applicantId ?? normaliseName(name)}`
  if (kind === 'status') return `s:${regNo ?? ''}`
  return `m:${normaliseName(name)}`
}

const live = (w: WatchRecord, today: string) => ['trial', 'unpaid', 'active'].includes(statusOf(w, today))

/** Everything wrong with a watch request of `user` (nothing: it can be created). */
export function watchProblems(
  ctx: Ctx,
  user: UserRecord,
  req: WatchRequestParsed,
  others: readonly WatchRecord[] = [],
): WatchProblem[] {
  const problems: WatchProblem[] = []
  if (req.kind === 'mark') {
    if (!req.name && !req.imageUrl)
      problems.push(
        problem(
          'name',
          '请填写要监测的商标文字或上传商标图样',
          'Enter the words to watch or upload the mark’s image',
        ),
      )
    if (req.imageUrl && !req.imageHash)
      problems.push(
        problem(
          'imageUrl',
          '商标图样无法识别：请重新上传图样',
          'The image could not be read: upload it again',
        ),
      )
    if (req.classes.length === 0)
      problems.push(problem('classes', '请至少选择一个类别', 'Choose at least one class'))
  }
  if (req.kind === 'applicant') {
    if (!req.applicant)
      problems.push(problem('applicant', '请填写要监测的申请人名称', 'Enter the applicant to watch'))
    else if (!resolveApplicant(req.applicant))
      problems.push(
        problem(
          'applicant',
          `商标库中没有名为“${req.applicant}”的申请人：请填写其完整的中文或英文名称`,
          `The register has no applicant named “${req.applicant}”: enter its full Chinese or English name`,
        ),
      )
  }
  if (req.kind === 'status') {
    const own = req.watchedRegNo ? accountServiceMarks(ctx).some((m) => m.regNo === req.watchedRegNo) : false
    if (!own)
      problems.push(
        problem(
          'watchedRegNo',
          '请选择您名下的一件商标进行状态监测',
          'Choose one of your own marks for a status watch',
        ),
      )
  }
  const outside = req.groups.filter((g) => !req.classes.includes(g.slice(0, 2)))
  if (outside.length)
    problems.push(
      problem(
        'groups',
        `类似群 ${outside.join('、')} 不属于所选类别：请修改类似群或类别`,
        `Similar group ${outside.join(', ')} is not in a chosen class: change the group or the classes`,
      ),
    )
  if (req.trial) {
    const settings = settingsOf(ctx.db, user.id, user.email)
    if (settings.trialsUsed >= TRIALS_GRANTED)
      problems.push(
        problem(
          null,
          `您的 ${TRIALS_GRANTED} 次免费试用已用完`,
          `You have used your ${TRIALS_GRANTED} free trials`,
        ),
      )
    if (req.kind !== 'mark' || req.period !== TRIAL_PERIOD || req.countries.join() !== 'CN')
      problems.push(
        problem(
          null,
          '免费试用仅限近似商标监测、中国大陆、1 个月',
          'A free trial is a similar-mark watch of mainland China for 1 month only',
        ),
      )
  }
  const today = ctx.today()
  const applicantId = req.kind === 'applicant' ? (resolveApplicant(req.applicant)?.id ?? null) : null
  const key = identity(
    req.kind,
    req.kind === 'applicant' ? req.applicant : req.name,
    applicantId,
    req.watchedRegNo,
  )
  const clash = [...syncWatches(ctx, user.id), ...others].find(
    (w) =>
      live(w, today) &&
      w.kind === req.kind &&
      identity(w.kind, w.name, w.applicant?.id ?? null, w.watchedRegNo) === key &&
      (req.kind !== 'mark' || !req.name || w.classes.some((c) => req.classes.includes(c))) &&
      w.countries.some((c) => (req.countries as readonly string[]).includes(c)),
  )
  if (clash && (req.kind !== 'mark' || req.name))
    problems.push(
      problem(
        null,
        `已有相同的监测任务（${clash.name}，${statusWord(statusOf(clash, today)).zh}）：请勿重复购买`,
        `You already have this watch (${clash.name}, ${statusWord(statusOf(clash, today)).en}): no need to buy it again`,
      ),
    )
  return problems
}

function statusWord(status: string) {
  const words: Record<string, { zh: string; en: string }> = {
    trial: { zh: '试用中', en: 'on trial' },
    unpaid: { zh: '待支付', en: 'awaiting payment' },
    active: { zh: '监测中', en: 'active' },
  }
  return words[status] ?? { zh: status, en: status }
}

/** A new watch from a checked request: a trial starts today, any other waits for its order's payment. */
export function newWatch(ctx: Ctx, user: UserRecord, req: WatchRequestParsed): WatchRecord {
  const today = ctx.today()
  const applicant = req.kind === 'applicant' ? resolveApplicant(req.applicant) : null
  const planId = PLAN_OF_KIND[req.kind]
  const watch: WatchRecord = {
    id: newId('w-'),
    userId: user.id,
    kind: req.kind,
    planId,
    name:
      req.kind === 'applicant'
        ? (ctx.lang === 'en' ? applicant?.en : applicant?.zh) || req.applicant
        : req.name,
    imageUrl: req.kind === 'mark' ? req.imageUrl : null,
    imageHash: req.kind === 'mark' ? req.imageHash : null,
    classes: [...new Set(req.classes)].sort(),
    groups: [...new Set(req.groups)].sort(),
    applicant,
    watchedRegNo: req.watchedRegNo,
    countries: [...new Set(req.countries)],
    period: req.period,
    startsOn: req.trial ? today : null,
    endsOn: req.trial ? periodEnd(today, req.period) : null,
    status: req.trial ? 'trial' : 'unpaid',
    trial: req.trial,
    orderId: null,
    price: req.trial ? 0 : monitorPrice(planId, req.period, req.countries).total,
    createdAt: ctx.now().toISOString(),
    matched: [],
    renewals: [],
  }
  if (req.trial) settingsOf(ctx.db, user.id, user.email).trialsUsed += 1
  ctx.db.monitoringWatches.push(watch)
  return watch
}

/** The fee lines of watches: one line per office of each watch (the watch's index as `mark`). */
function linesOf(
  watches: readonly { planId: string; period: WatchRecord['period']; countries: string[] }[],
): FeeLine[] {
  return watches.flatMap((w, mark) =>
    monitorPrice(w.planId, w.period, w.countries).lines.map((l): FeeLine => ({
      kind: 'country',
      quantity: 1,
      official: 0,
      service: l.price,
      country: l.code,
      mark,
    })),
  )
}

/** One unpaid order (product type 10) for watches, or for a renewal of one watch by `renewal.period`. */
export function orderFor(
  db: MockDb,
  ctx: Ctx,
  user: UserRecord,
  watches: readonly WatchRecord[],
  renewal?: MonitoringOrderPayload['renewal'],
): OrderRecord {
  const priced = renewal ? watches.map((w) => ({ ...w, period: renewal.period })) : watches
  const first = watches[0]!
  const payload: MonitoringOrderPayload = {
    watchIds: watches.map((w) => w.id),
    ...(renewal ? { renewal } : {}),
  }
  const order = createOrder(db, {
    userId: user.id,
    productType: 10,
    trademarkName: watches.length > 1 ? `${first.name} +${watches.length - 1}` : first.name,
    applicantName: user.companyName || user.name,
    applicantNameEn: user.companyNameEn || user.nameEn,
    niceClasses: [...new Set(watches.flatMap((w) => w.classes))].sort(),
    countries: [...new Set(watches.flatMap((w) => w.countries))],
    lines: linesOf(priced),
    payload: { monitoring: payload },
    now: ctx.now().toISOString(),
  })
  if (!renewal) for (const w of watches) w.orderId = order.id
  return order
}

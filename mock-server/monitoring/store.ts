/**
 * The member's watches and their hits (issue 16, trademark monitoring): one table each, plus the alert
 * settings. Every read goes through syncWatches first, which
 * - gives an account its watches for the monitoring orders seeded before this area existed (a paid type-10
 *   order → a running watch from its payment day, an unpaid one → an unpaid watch on that order), once;
 * - starts a watch whose order was paid through the payment pages (markOrderPaid) on the day it was paid,
 *   and extends one whose renewal order was paid;
 * - matches each running watch against every issue published since it started (not after its end), once per
 *   watch and issue: the hits are kept with their read state.
 */
import { addBusinessDays, businessDate, daysBetween } from '../../src/domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import { PLAN_MONTHS } from '../../src/domain/pricing'
import { trademarkStatusLabel } from '../../src/domain/trademark-status'
import type {
  GazetteIssue,
  GazetteSection,
  Hit,
  HitTier,
  Watch,
  WatchKind,
  WatchPeriod,
} from '../../src/api/schemas/monitoring'
import type { HandlerContext } from '../context'
import type { MockDb } from '../db'
import type { OrderRecord } from '../commerce/orders-store'
import { partyById } from '../register'
import { marksOf } from '../reference-data/brands'
import { lifecycleOf, portfolioGoods, portfolioOf } from '../reference-data/portfolio'
import { specimenDataUrl } from '../register'
import { lifeFields, statusName } from '../search/engine'
import { isGazetteMark, issueContent, rememberPublication, type GazetteEntry } from './gazette'
import { publishedIssues, nextIssue, type PublishedIssue } from './gazette-schedule'
import { oppositionLastDay } from '../../src/domain/procedure-deadlines'
import { actionOf, matchIssue } from './matching'

/**
 * The last day to oppose the preliminary approvals of an issue published on `publishedOn`: three months
 * (Trademark Law art. 33), rolled to the next working day, by the rule the opposition flow itself applies,
 * so a watch hit and the opposition draft it opens show the same day.
 */
export const oppositionEndsOn = (publishedOn: string): string => oppositionLastDay(publishedOn).due

type Ctx = HandlerContext<unknown>

export interface WatchRecord {
  id: string
  userId: string
  kind: WatchKind
  planId: string
  name: string
  imageUrl: string | null
  imageHash: string | null
  classes: string[]
  groups: string[]
  applicant: { id: string | null; zh: string; en: string } | null
  watchedRegNo: string | null
  countries: string[]
  period: WatchPeriod
  startsOn: string | null
  endsOn: string | null
  /** 'expired' is derived (endsOn before today). */
  status: 'trial' | 'unpaid' | 'active' | 'stopped'
  trial: boolean
  orderId: string | null
  price: number
  createdAt: string
  /** Issues matched so far. */
  matched: number[]
  /** Renewal orders already applied. */
  renewals: string[]
}

export interface HitRecord {
  id: string
  watchId: string
  userId: string
  issueNo: number
  publishedOn: string
  entryKey: string
  section: GazetteSection
  matchedBy: WatchKind
  tier: HitTier
  similarity: Hit['similarity']
  read: boolean
}

export interface MonitoringSettingsRecord {
  userId: string
  recipients: string[]
  frequency: 'weekly' | 'monthly'
  minTier: HitTier
  updatedAt: string | null
  /** Trials used: a trial counts once created, even when stopped or deleted. */
  trialsUsed: number
  /** The watches of the account's seeded monitoring orders were made. */
  ordersSeeded: boolean
}

/** What an order made by the monitoring calls carries (payload.monitoring). */
export interface MonitoringOrderPayload {
  watchIds: string[]
  /** A renewal of one watch by a period; absent for an order that starts its watches. */
  renewal?: { watchId: string; period: WatchPeriod }
}

declare module '../db' {
  interface MockTables {
    monitoringWatches: WatchRecord[]
    monitoringHits: HitRecord[]
    monitoringSettings: MonitoringSettingsRecord[]
  }
}

/** Free trials per account: one-month CN similar-mark watches. */
export const TRIALS_GRANTED = 3
export const TRIAL_PERIOD: WatchPeriod = 'month'

/** The last day of a period starting on `startsOn`. */
export function periodEnd(startsOn: string, period: WatchPeriod): string {
  const date = parseIsoDate(startsOn)
  return date ? addBusinessDays(toIsoDate(addMonths(date, PLAN_MONTHS[period])), -1) : startsOn
}

export function settingsOf(db: MockDb, userId: string, email: string): MonitoringSettingsRecord {
  db.monitoringSettings ??= []
  let row = db.monitoringSettings.find((s) => s.userId === userId)
  if (!row) {
    row = {
      userId,
      recipients: email ? [email] : [],
      frequency: 'weekly',
      minTier: 'medium',
      updatedAt: null,
      trialsUsed: 0,
      ordersSeeded: false,
    }
    db.monitoringSettings.push(row)
  }
  return row
}

export const monitoringPayload = (order: OrderRecord): MonitoringOrderPayload | undefined =>
  order.payload.monitoring as MonitoringOrderPayload | undefined

/** A watch for each type-10 order of the account that no monitoring call made (the seeded ones). */
function seedWatchesFromOrders(db: MockDb, userId: string) {
  const own = marksOf(userId)
  for (const order of db.orders ?? []) {
    if (order.userId !== userId || order.productType !== 10 || order.parentId !== null) continue
    if (monitoringPayload(order) || order.status === 'cancelled') continue
    const mark = own.find((m) => m.name === order.trademarkName)
    const paid = order.paymentStatus === 'paid' && order.paidAt
    const startsOn = paid ? businessDate(order.paidAt!) : null
    const stopped = order.status === 'refunding' || order.status === 'refunded'
    const watch: WatchRecord = {
      id: `w-${order.id}`,
      userId,
      kind: 'mark',
      planId: 'similar',
      name: order.trademarkName,
      imageUrl: null,
      imageHash: null,
      classes: order.niceClasses.length ? [...order.niceClasses] : [...(mark?.niceClasses ?? [])],
      groups: [],
      applicant: null,
      watchedRegNo: mark?.regNo ?? null,
      countries: order.countries.length ? [...order.countries] : ['CN'],
      period: 'year',
      startsOn,
      endsOn: startsOn && periodEnd(startsOn, 'year'),
      status: !paid ? 'unpaid' : stopped ? 'stopped' : 'active',
      trial: false,
      orderId: order.id,
      price: order.total,
      createdAt: order.createdAt,
      matched: [],
      renewals: [],
    }
    order.payload = {
      ...order.payload,
      monitoring: { watchIds: [watch.id] } satisfies MonitoringOrderPayload,
    }
    db.monitoringWatches.push(watch)
  }
}

/** The status a watch shows on `today`. */
export function statusOf(w: WatchRecord, today: string): Watch['status'] {
  if ((w.status === 'active' || w.status === 'trial') && w.endsOn && w.endsOn < today) return 'expired'
  return w.status
}

/** Whether the watch looks at issues published on `today`. */
const running = (w: WatchRecord, today: string) =>
  (w.status === 'active' || w.status === 'trial') && statusOf(w, today) !== 'expired'

function applyOrders(db: MockDb, w: WatchRecord, today: string): boolean {
  let changed = false
  const orders = (db.orders ?? []).filter((o) => o.userId === w.userId && o.productType === 10)
  if (w.status === 'unpaid' && w.orderId) {
    const order = orders.find((o) => o.id === w.orderId)
    if (!order || order.status === 'cancelled') {
      w.orderId = null
      changed = true
    } else if (order.paymentStatus === 'paid' && order.paidAt) {
      w.status = 'active'
      w.startsOn = businessDate(order.paidAt)
      w.endsOn = periodEnd(w.startsOn, w.period)
      order.caseSteps ??= [{ key: 'ordered', date: businessDate(order.createdAt) }]
      if (!order.caseSteps.some((s) => s.key === 'monitoringStarted'))
        order.caseSteps.push({ key: 'monitoringStarted', date: w.startsOn })
      changed = true
    }
  }
  for (const order of orders) {
    const renewal = monitoringPayload(order)?.renewal
    if (
      !renewal ||
      renewal.watchId !== w.id ||
      order.paymentStatus !== 'paid' ||
      w.renewals.includes(order.id)
    )
      continue
    const paidOn = businessDate(order.paidAt ?? today)
    // A renewal runs on from the end of the current period, or from the day paid once it had ended.
    const from = w.endsOn && w.endsOn >= paidOn ? addBusinessDays(w.endsOn, 1) : paidOn
    w.startsOn ??= from
    w.endsOn = periodEnd(from, renewal.period)
    if (w.status === 'trial') w.status = 'active'
    w.renewals.push(order.id)
    changed = true
  }
  return changed
}

function matchWatch(db: MockDb, w: WatchRecord, issues: readonly PublishedIssue[], today: string): boolean {
  if (!running(w, today) && w.status !== 'stopped') return false
  let changed = false
  for (const issue of issues) {
    if (!w.startsOn || issue.publishedOn < w.startsOn || (w.endsOn && issue.publishedOn > w.endsOn)) continue
    if (w.matched.includes(issue.issueNo)) continue
    // A stopped watch keeps its hits and looks at nothing new.
    if (w.status === 'stopped') continue
    const content = issueContent(issue.issueNo, issue.publishedOn)
    const hits = matchIssue(
      {
        kind: w.kind,
        name: w.kind === 'applicant' ? '' : w.name,
        imageHash: w.imageHash,
        classes: w.classes,
        groups: w.groups,
        countries: w.countries,
        applicantId: w.applicant?.id ?? null,
        watchedRegNo: w.watchedRegNo,
      },
      content,
    )
    for (const h of hits)
      db.monitoringHits.push({
        id: `${w.id}-${issue.issueNo}-${h.entryKey}`,
        watchId: w.id,
        userId: w.userId,
        issueNo: issue.issueNo,
        publishedOn: issue.publishedOn,
        entryKey: h.entryKey,
        section: h.section,
        matchedBy: h.matchedBy,
        tier: h.tier,
        similarity: h.similarity,
        read: false,
      })
    w.matched.push(issue.issueNo)
    reportDelivered(db, w, issue.publishedOn)
    changed = true
  }
  return changed
}

/** The order's case reaches its "watch report" step with the first issue the watch was matched against. */
function reportDelivered(db: MockDb, w: WatchRecord, on: string) {
  const order = w.orderId ? (db.orders ?? []).find((o) => o.id === w.orderId) : undefined
  if (!order?.caseSteps || order.caseSteps.some((s) => s.key === 'monitoringReport')) return
  order.caseSteps.push({ key: 'monitoringReport', date: on })
}

/** Brings the account's watches up to date (see the module comment) and returns them. */
export function syncWatches(ctx: Ctx, userId: string): WatchRecord[] {
  const db = ctx.db
  db.monitoringWatches ??= []
  db.monitoringHits ??= []
  const today = ctx.today()
  const user = db.users.find((u) => u.id === userId)
  const settings = settingsOf(db, userId, user?.email ?? '')
  let changed = false
  if (!settings.ordersSeeded) {
    seedWatchesFromOrders(db, userId)
    settings.ordersSeeded = true
    changed = true
  }
  const issues = publishedIssues(db, today)
  for (const issue of issues) rememberPublication(issue.issueNo, issue.publishedOn)
  const watches = db.monitoringWatches.filter((w) => w.userId === userId)
  for (const w of watches) {
    if (applyOrders(db, w, today)) changed = true
    if (matchWatch(db, w, issues, today)) changed = true
  }
  if (changed) ctx.changed()
  return watches
}

/** The caller's watch by id, synced, or undefined. */
export function findWatch(ctx: Ctx, userId: string, id: string): WatchRecord | undefined {
  return syncWatches(ctx, userId).find((w) => w.id === id)
}

export const hitsOfWatch = (db: MockDb, watchId: string): HitRecord[] =>
  (db.monitoringHits ?? []).filter((h) => h.watchId === watchId)

// ---------------------------------------------------------------------------------------------------------
// Views.

export function issueView(issue: PublishedIssue): GazetteIssue {
  const content = issueContent(issue.issueNo, issue.publishedOn)
  return {
    issueNo: issue.issueNo,
    publishedOn: issue.publishedOn,
    oppositionEndsOn: oppositionEndsOn(issue.publishedOn),
    markCount: content.markCount,
    noticeCount: content.noticeCount,
    early: issue.early,
  }
}

export function watchView(db: MockDb, w: WatchRecord, today: string): Watch {
  const hits = hitsOfWatch(db, w.id)
  return {
    id: w.id,
    kind: w.kind,
    planId: w.planId,
    name: w.name,
    imageUrl: w.imageUrl,
    classes: [...w.classes],
    groups: [...w.groups],
    applicant: w.applicant && { ...w.applicant },
    watchedRegNo: w.watchedRegNo,
    countries: [...w.countries],
    period: w.period,
    startsOn: w.startsOn,
    endsOn: w.endsOn,
    status: statusOf(w, today),
    trial: w.trial,
    orderId: w.orderId,
    price: w.price,
    createdAt: w.createdAt,
    hitCount: hits.length,
    unreadCount: hits.filter((h) => !h.read).length,
    lastIssueNo: w.matched.length ? Math.max(...w.matched) : null,
    daysLeft: w.endsOn && w.startsOn ? daysBetween(today, w.endsOn) : null,
  }
}

const entryOf = (h: HitRecord): GazetteEntry | undefined =>
  issueContent(h.issueNo, h.publishedOn).entries.find((e) => e.key === h.entryKey)

const sample = (list: readonly string[]) => list.slice(0, 5)

function ownMarkFields(ctx: Ctx, userId: string, regNo: string) {
  const user = ctx.db.users.find((u) => u.id === userId)
  const mark = portfolioOf(userId, ctx.today()).find((m) => m.regNo === regNo)
  const status = mark ? lifecycleOf(mark, ctx.today()).status : 1
  const label = trademarkStatusLabel(status) ?? { zh: String(status), en: String(status) }
  const goods = (mark?.niceClasses ?? []).flatMap((no) => portfolioGoods(no))
  return {
    markId: `PF${regNo}`,
    applicationNo: mark?.applicationNo ?? regNo,
    imageUrl: '',
    markKind: 'word' as const,
    applicant: {
      id: userId,
      zh: user?.companyName || user?.name || '',
      en: user?.companyNameEn || user?.nameEn || '',
    },
    country: 'CN',
    goods: { zh: sample(goods.map((g) => g.zh)), en: sample(goods.map((g) => g.en)) },
    filingDate: mark?.events.find((e) => e.code === 'filed')?.date ?? '',
    status: { code: status, ...label },
  }
}

/** The hit as the pages show it, on `today`. */
export function hitView(ctx: Ctx, h: HitRecord): Hit | null {
  const entry = entryOf(h)
  if (!entry) return null
  const today = ctx.today()
  const deadline = h.section === 'preliminary' ? oppositionEndsOn(h.publishedOn) : null
  const base = {
    id: h.id,
    watchId: h.watchId,
    issueNo: h.issueNo,
    publishedOn: h.publishedOn,
    section: h.section,
    similarity: h.similarity,
    matchedBy: h.matchedBy,
    tier: h.tier,
    recommendedAction: actionOf(h.tier, h.section, deadline, today),
    oppositionDeadline: deadline,
    daysLeft: deadline ? daysBetween(today, deadline) : null,
    read: h.read,
  }
  if ('own' in entry)
    return {
      ...base,
      ...ownMarkFields(ctx, h.userId, entry.own.regNo),
      note: entry.note,
      name: entry.own.name,
      classes: [...entry.own.classes],
    }
  const mark = entry.mark
  const party = partyById(mark.applicantId)
  // A gazette mark is published for opposition (its record's events may lie after the real clock's today).
  const life = isGazetteMark(mark.id) ? mark : lifeFields(mark)
  const goodsZh = mark.classes.flatMap((c) => c.goodsZh)
  const goodsEn = mark.classes.flatMap((c) => c.goodsEn)
  const classes = mark.classes.map((c) => c.no)
  return {
    ...base,
    note:
      'note' in entry
        ? entry.note
        : {
            zh: `申请日 ${mark.filingDate}，第 ${classes.join('、')} 类`,
            en: `Filed ${mark.filingDate}, class ${classes.join(', ')}`,
          },
    markId: mark.id,
    applicationNo: mark.applicationNo,
    name: mark.name,
    imageUrl: specimenDataUrl(mark),
    markKind: mark.kind,
    applicant: { id: mark.applicantId, zh: party?.nameZh ?? '', en: party?.nameEn ?? '' },
    country: mark.country,
    classes,
    goods: { zh: sample(goodsZh), en: sample(goodsEn) },
    filingDate: mark.filingDate,
    status: { code: life.status, ...statusName(life.status) },
  }
}

/** The issues published by today, newest first, and the next one due. */
export function issuesNow(ctx: Ctx): {
  issues: PublishedIssue[]
  next: { issueNo: number; scheduledOn: string }
} {
  const today = ctx.today()
  return { issues: publishedIssues(ctx.db, today).reverse(), next: nextIssue(ctx.db, today) }
}

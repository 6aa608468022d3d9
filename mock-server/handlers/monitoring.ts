import { monitoringCalls } from '../../src/api/catalogue/monitoring'
import {
  monitoringSchemas,
  PLAN_OF_KIND,
  type Hit,
  type HitTier,
  type WatchStatus,
} from '../../src/api/schemas/monitoring'
import { monitorPrice, monitorUnitPrice } from '../../src/domain/monitoring-offices'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { findOrder } from '../commerce/orders-store'
import { GOODS_BY_CLASS } from '../register/goods'
import { countryName } from '../search/engine'
import { accountServiceMarks } from '../services/marks'
import { trademarkStatusLabel } from '../../src/domain/trademark-status'
import { addMonths, parseIsoDate, toIsoDate } from '../../src/domain/dates'
import { specimenDataUrl } from '../register'
import { markById } from '../register'
import { afterMonitoringReady } from '../monitoring/ready'
import { newWatch, orderFor, watchProblems } from '../monitoring/requests'
import {
  TRIALS_GRANTED,
  TRIAL_PERIOD,
  findWatch,
  hitView,
  hitsOfWatch,
  issueView,
  issuesNow,
  settingsOf,
  statusOf,
  syncWatches,
  watchView,
  type HitRecord,
  type WatchRecord,
} from '../monitoring/store'
import { monitoringReport, reportRange } from '../monitoring/report'
import { hitsWorkbook, reportDocument, watchesWorkbook } from '../monitoring/exports'
import { bytesToBase64 } from '../reference-data/bytes'
import { DOCX_TYPE, XLSX_TYPE } from '../exports/labels'

/** The largest image a watch keeps inline (200 KB as Base64). */
const KEPT_IMAGE_BASE64 = Math.ceil((200 * 1024 * 4) / 3)

type Ctx = HandlerContext<unknown>

const TIER_RANK: Record<HitTier, number> = { high: 0, medium: 1, low: 2 }

/** The caller's watch, or a 1004 refusal. */
function requireWatch(ctx: Ctx, userId: string, id: string): WatchRecord {
  const watch = findWatch(ctx, userId, id)
  if (!watch)
    throw new ReplyError(
      ctx.fail('监测任务不存在或已删除', 'The watch does not exist or was deleted', BIZ.notFound),
    )
  return watch
}

function requireWatches(ctx: Ctx, userId: string, ids: readonly string[]): WatchRecord[] {
  const all = syncWatches(ctx, userId)
  const chosen = [...new Set(ids)].map((id) => all.find((w) => w.id === id))
  if (chosen.some((w) => !w))
    throw new ReplyError(
      ctx.fail(
        '部分监测任务不存在或已删除，请刷新列表',
        'Some watches do not exist or were deleted: refresh the list',
        BIZ.notFound,
      ),
    )
  return chosen as WatchRecord[]
}

const groupsOf = (classNo: string) => [
  ...new Set((GOODS_BY_CLASS[Number(classNo) - 1] ?? []).slice(0, 4).map((g) => g.group)),
]

/** The watch list filter: status, kind, text in the name, applicant or watched number. */
function filterWatches(
  ctx: Ctx,
  watches: readonly WatchRecord[],
  q: { status?: WatchStatus; kind?: string; text: string },
) {
  const today = ctx.today()
  const text = q.text.toLowerCase()
  const byKindText = watches.filter(
    (w) =>
      (!q.kind || w.kind === q.kind) &&
      (!text ||
        [w.name, w.applicant?.zh ?? '', w.applicant?.en ?? '', w.watchedRegNo ?? ''].some((v) =>
          v.toLowerCase().includes(text),
        )),
  )
  return { byKindText, list: byKindText.filter((w) => !q.status || statusOf(w, today) === q.status) }
}

const newestFirst = (a: WatchRecord, b: WatchRecord) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0

function unreadTotal(ctx: Ctx, userId: string) {
  return (ctx.db.monitoringHits ?? []).filter((h) => h.userId === userId && !h.read).length
}

/** The hits of a watch by the detail filters, each issue's ranked. */
function filteredHits(
  ctx: Ctx,
  watch: WatchRecord,
  q: { issueNo?: number; tier?: HitTier; unreadOnly: boolean; hitIds?: string[] },
) {
  return hitsOfWatch(ctx.db, watch.id)
    .filter(
      (h) =>
        (q.issueNo === undefined || h.issueNo === q.issueNo) &&
        (!q.tier || h.tier === q.tier) &&
        (!q.unreadOnly || !h.read) &&
        (!q.hitIds?.length || q.hitIds.includes(h.id)),
    )
    .sort(
      (a, b) =>
        b.issueNo - a.issueNo ||
        TIER_RANK[a.tier] - TIER_RANK[b.tier] ||
        (b.similarity?.score ?? 0) - (a.similarity?.score ?? 0),
    )
}

const views = (ctx: Ctx, hits: readonly HitRecord[]): Hit[] => hits.flatMap((h) => hitView(ctx, h) ?? [])

function alertSettings(ctx: Ctx) {
  const user = ctx.requireUser()
  const watches = syncWatches(ctx, user.id)
  const s = settingsOf(ctx.db, user.id, user.email)
  const today = ctx.today()
  const hits = (ctx.db.monitoringHits ?? []).filter((h) => h.userId === user.id)
  const { next } = issuesNow(ctx)
  // Monthly alerts go out on the 1st of the next month.
  const nextMonth = toIsoDate(addMonths(parseIsoDate(`${today.slice(0, 7)}-01`)!, 1))
  return {
    recipients: [...s.recipients],
    frequency: s.frequency,
    minTier: s.minTier,
    updatedAt: s.updatedAt,
    summary: {
      watches: watches.length,
      active: watches.filter((w) => ['active', 'trial'].includes(statusOf(w, today))).length,
      hits: hits.length,
      unread: hits.filter((h) => !h.read).length,
      toAlert: hits.filter((h) => !h.read && TIER_RANK[h.tier] <= TIER_RANK[s.minTier]).length,
      nextAlertOn: s.frequency === 'weekly' ? next.scheduledOn : nextMonth,
    },
  }
}

export const monitoringHandlers = afterMonitoringReady(
  defineHandlers(monitoringCalls, monitoringSchemas, {
    monitoringGetByTmtabData(ctx) {
      const user = ctx.requireUser()
      const { text, classNo, pageNum, pageSize } = ctx.body
      const q = text.toLowerCase()
      const today = ctx.today()
      const watches = syncWatches(ctx, user.id).filter((w) =>
        ['trial', 'unpaid', 'active'].includes(statusOf(w, today)),
      )
      const marks = accountServiceMarks(ctx).filter(
        (m) =>
          (!q || [m.name, m.regNo].some((v) => v.toLowerCase().includes(q))) &&
          (!classNo || m.classes.includes(classNo)),
      )
      const list = marks.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((m) => ({
        id: `PF${m.regNo}`,
        regNo: m.regNo,
        applicationNo: m.regNo,
        name: m.name,
        imageUrl: m.image,
        classes: [...m.classes],
        groups: m.classes.flatMap(groupsOf),
        country: m.country,
        applicant: { zh: m.holderZh, en: m.holderEn },
        status: { code: m.status, ...(trademarkStatusLabel(m.status) ?? { zh: '', en: '' }) },
        watchedBy: [...new Set(watches.filter((w) => w.watchedRegNo === m.regNo).map((w) => w.kind))],
      }))
      return ctx.ok({ total: marks.length, pageNum, pageSize, list })
    },
    monitoringImageUrlTransfrom(ctx) {
      const user = ctx.requireUser()
      const { fileId, imageHash, markId } = ctx.body
      if (markId) {
        const mark = markById(markId)
        if (!mark) return ctx.fail('商标不存在', 'No such mark', BIZ.notFound)
        return ctx.ok({ imageUrl: specimenDataUrl(mark), imageHash: mark.imageHash })
      }
      const file = (ctx.db.files ?? []).find(
        (f) => f.id === fileId && (f.userId === user.id || f.userId === null),
      )
      if (!file)
        return ctx.fail('文件不存在，请重新上传', 'The file was not found: upload it again', BIZ.notFound)
      if (!file.contentType.startsWith('image/'))
        return ctx.fail('请上传 JPG 或 PNG 格式的商标图样', 'Upload the mark’s image as a JPG or PNG file')
      // The watch keeps the image itself (the page uploads a small copy): an <img> shows a data: URL, while
      // a file/download path needs the signed-in fetch.
      if (file.base64.length > KEPT_IMAGE_BASE64)
        return ctx.fail('监测图样请小于 200 KB', 'The image a watch keeps must be under 200 KB')
      return ctx.ok({
        imageUrl: `data:${file.contentType};base64,${file.base64}`,
        imageHash: imageHash!.toLowerCase(),
      })
    },
    monitoringGetAllTrialnums(ctx) {
      return ctx.ok({
        trials: TRIALS_GRANTED,
        months: 1,
        kind: 'mark',
        planId: PLAN_OF_KIND.mark,
        period: TRIAL_PERIOD,
        countries: ['CN'],
      })
    },
    monitoringGetMemberTrialnums(ctx) {
      const user = ctx.requireUser()
      const used = Math.min(TRIALS_GRANTED, settingsOf(ctx.db, user.id, user.email).trialsUsed)
      return ctx.ok({ granted: TRIALS_GRANTED, used, remaining: TRIALS_GRANTED - used })
    },
    monitoringQueryMonitoringPriceByCountryCount(ctx) {
      const { planId, period, countryCount, watchCount } = ctx.body
      const unitPrice = monitorUnitPrice(planId, period)
      return ctx.ok({
        planId,
        period,
        countryCount,
        watchCount,
        unitPrice,
        total: unitPrice * countryCount * watchCount,
        currency: 'CNY' as const,
      })
    },
    monitoringGetTrademarkMonitoringPrice(ctx) {
      const { planId, period, countries } = ctx.body
      const { lines, total } = monitorPrice(planId, period, [...new Set(countries)])
      return ctx.ok({
        planId,
        period,
        lines: lines.map((l) => ({ ...l, ...countryName(l.code) })),
        total,
        currency: 'CNY' as const,
      })
    },
    monitoringCreateMonitoring(ctx) {
      const user = ctx.requireUser()
      const problems = watchProblems(ctx, user, ctx.body)
      if (problems.length)
        return ctx.fail(
          problems.map((p) => p.zh).join('；'),
          problems.map((p) => p.en).join('; '),
          undefined,
          { problems },
        )
      const watch = newWatch(ctx, user, ctx.body)
      const order = watch.trial ? null : orderFor(ctx.db, ctx, user, [watch])
      ctx.changed()
      return ctx.ok({
        watchId: watch.id,
        orderId: order?.id ?? null,
        watch: watchView(ctx.db, watch, ctx.today()),
      })
    },
    monitoringGetMemberMonitorings(ctx) {
      const user = ctx.requireUser()
      const { pageNum, pageSize } = ctx.body
      const today = ctx.today()
      const { byKindText, list } = filterWatches(ctx, syncWatches(ctx, user.id), ctx.body)
      const counts = { all: byKindText.length, trial: 0, unpaid: 0, active: 0, stopped: 0, expired: 0 }
      for (const w of byKindText) counts[statusOf(w, today)] += 1
      const latest = issuesNow(ctx).issues[0]
      return ctx.ok({
        total: list.length,
        pageNum,
        pageSize,
        list: [...list]
          .sort(newestFirst)
          .slice((pageNum - 1) * pageSize, pageNum * pageSize)
          .map((w) => watchView(ctx.db, w, today)),
        counts,
        unreadTotal: unreadTotal(ctx, user.id),
        latestIssue: latest ? issueView(latest) : null,
      })
    },
    monitoringGetMemberMonitoringDetails(ctx) {
      const user = ctx.requireUser()
      const watch = requireWatch(ctx, user.id, ctx.body.watchId)
      const all = hitsOfWatch(ctx.db, watch.id)
      const { issues: published, next } = issuesNow(ctx)
      const matched = published.filter((i) => watch.matched.includes(i.issueNo))
      const hits = filteredHits(ctx, watch, ctx.body)
      return ctx.ok({
        watch: watchView(ctx.db, watch, ctx.today()),
        today: ctx.today(),
        issues: matched.map((i) => {
          const of = all.filter((h) => h.issueNo === i.issueNo)
          return {
            ...issueView(i),
            hitCount: of.length,
            unreadCount: of.filter((h) => !h.read).length,
          }
        }),
        groups: matched
          .filter((i) => hits.some((h) => h.issueNo === i.issueNo))
          .map((i) => ({
            issue: issueView(i),
            hits: views(
              ctx,
              hits.filter((h) => h.issueNo === i.issueNo),
            ),
          })),
        counts: {
          high: all.filter((h) => h.tier === 'high').length,
          medium: all.filter((h) => h.tier === 'medium').length,
          low: all.filter((h) => h.tier === 'low').length,
          unread: all.filter((h) => !h.read).length,
        },
        nextIssueOn: next.scheduledOn,
      })
    },
    monitoringMonitoringResultRead(ctx) {
      const user = ctx.requireUser()
      const { hitIds, watchId } = ctx.body
      if (watchId) requireWatch(ctx, user.id, watchId)
      else syncWatches(ctx, user.id)
      const mine = (ctx.db.monitoringHits ?? []).filter((h) => h.userId === user.id)
      const chosen = watchId
        ? mine.filter((h) => h.watchId === watchId)
        : mine.filter((h) => hitIds!.includes(h.id))
      if (!watchId && chosen.length < new Set(hitIds).size)
        return ctx.fail(
          '部分监测结果不存在，请刷新页面',
          'Some results do not exist: refresh the page',
          BIZ.notFound,
        )
      let marked = 0
      for (const h of chosen)
        if (!h.read) {
          h.read = true
          marked += 1
        }
      if (marked) ctx.changed()
      return ctx.ok({ marked, unreadTotal: unreadTotal(ctx, user.id) })
    },
    monitoringStopMonitoringTask(ctx) {
      const user = ctx.requireUser()
      const today = ctx.today()
      const watches = requireWatches(ctx, user.id, ctx.body.watchIds)
      const cannot = watches.filter((w) => !['active', 'trial'].includes(statusOf(w, today)))
      if (cannot.length)
        return ctx.fail(
          `只能停止监测中或试用中的任务：${cannot.map((w) => w.name).join('、')}`,
          `Only active or trial watches can be stopped: ${cannot.map((w) => w.name).join(', ')}`,
        )
      for (const w of watches) w.status = 'stopped'
      ctx.changed()
      return ctx.ok({ watches: watches.map((w) => watchView(ctx.db, w, today)) })
    },
    monitoringDelMonitoringTask(ctx) {
      const user = ctx.requireUser()
      const today = ctx.today()
      const watches = requireWatches(ctx, user.id, ctx.body.watchIds)
      const cannot = watches.filter((w) => !['stopped', 'expired', 'unpaid'].includes(statusOf(w, today)))
      if (cannot.length)
        return ctx.fail(
          `监测中或试用中的任务须先停止才能删除：${cannot.map((w) => w.name).join('、')}`,
          `Stop an active or trial watch before deleting it: ${cannot.map((w) => w.name).join(', ')}`,
        )
      const ids = new Set(watches.map((w) => w.id))
      for (const w of watches) {
        // An unpaid watch's open order goes with it (an order of several watches stays for the others).
        const order = w.orderId ? findOrder(ctx.db, user.id, w.orderId) : undefined
        const others = ctx.db.monitoringWatches.some((o) => o.orderId === w.orderId && !ids.has(o.id))
        if (order && order.status === 'unpaid' && !others) order.status = 'cancelled'
      }
      ctx.db.monitoringWatches = ctx.db.monitoringWatches.filter((w) => !ids.has(w.id))
      ctx.db.monitoringHits = ctx.db.monitoringHits.filter((h) => !ids.has(h.watchId))
      ctx.changed()
      return ctx.ok({ deleted: ids.size })
    },
    monitoringGetMemberMonitoringReport(ctx) {
      const user = ctx.requireUser()
      if (ctx.body.watchId) requireWatch(ctx, user.id, ctx.body.watchId)
      const range = reportRange(ctx, ctx.body)
      return ctx.ok(monitoringReport(ctx, user.id, range, ctx.body.watchId))
    },
    async monitoringMonitoringResultExport(ctx) {
      const user = ctx.requireUser()
      const watch = requireWatch(ctx, user.id, ctx.body.watchId)
      const hits = views(ctx, filteredHits(ctx, watch, ctx.body))
      const bytes = await hitsWorkbook(watchView(ctx.db, watch, ctx.today()), hits, ctx.lang, ctx.now())
      const file = ctx.t(
        `监测结果_${watch.name}_${ctx.today()}.xlsx`,
        `watch-results_${watch.name}_${ctx.today()}.xlsx`,
      )
      return ctx.blob(bytesToBase64(bytes), file, XLSX_TYPE)
    },
    async monitoringMemberMonitoringExportWord(ctx) {
      const user = ctx.requireUser()
      if (ctx.body.watchId) requireWatch(ctx, user.id, ctx.body.watchId)
      const report = monitoringReport(ctx, user.id, reportRange(ctx, ctx.body), ctx.body.watchId)
      const bytes = await reportDocument(report, ctx.lang, ctx.now())
      const file = ctx.t(
        `商标监测报告_${report.from}_${report.to}.docx`,
        `watch-report_${report.from}_${report.to}.docx`,
      )
      return ctx.blob(bytesToBase64(bytes), file, DOCX_TYPE)
    },
    async monitoringMemberMonitoringExport(ctx) {
      const user = ctx.requireUser()
      const today = ctx.today()
      const { list } = filterWatches(ctx, syncWatches(ctx, user.id), ctx.body)
      const chosen = ctx.body.watchIds?.length ? list.filter((w) => ctx.body.watchIds!.includes(w.id)) : list
      const bytes = await watchesWorkbook(
        [...chosen].sort(newestFirst).map((w) => watchView(ctx.db, w, today)),
        ctx.lang,
        ctx.now(),
      )
      return ctx.blob(
        bytesToBase64(bytes),
        ctx.t(`监测任务_${today}.xlsx`, `watches_${today}.xlsx`),
        XLSX_TYPE,
      )
    },
    memberGetMonitoring(ctx) {
      return ctx.ok(alertSettings(ctx))
    },
    memberGetMonitoringPost(ctx) {
      const user = ctx.requireUser()
      const s = settingsOf(ctx.db, user.id, user.email)
      const email = ctx.body.email.toLowerCase()
      if (s.recipients.some((r) => r.toLowerCase() === email))
        return ctx.fail('该邮箱已在提醒收件人中', 'This e-mail address already receives the alerts')
      if (s.recipients.length >= 5) return ctx.fail('最多设置 5 个提醒收件人', 'At most 5 alert recipients')
      s.recipients.push(ctx.body.email)
      s.updatedAt = ctx.now().toISOString()
      ctx.changed()
      return ctx.ok(alertSettings(ctx))
    },
    memberGetMonitoringPut(ctx) {
      const user = ctx.requireUser()
      const s = settingsOf(ctx.db, user.id, user.email)
      if (ctx.body.frequency) s.frequency = ctx.body.frequency
      if (ctx.body.minTier) s.minTier = ctx.body.minTier
      s.updatedAt = ctx.now().toISOString()
      ctx.changed()
      return ctx.ok(alertSettings(ctx))
    },
    memberGetMonitoringDelete(ctx) {
      const user = ctx.requireUser()
      const s = settingsOf(ctx.db, user.id, user.email)
      const email = ctx.body.email.toLowerCase()
      if (!s.recipients.some((r) => r.toLowerCase() === email))
        return ctx.fail(
          '该邮箱不在提醒收件人中',
          'This e-mail address does not receive the alerts',
          BIZ.notFound,
        )
      if (s.recipients.length === 1)
        return ctx.fail('至少保留 1 个提醒收件人', 'Keep at least one alert recipient')
      s.recipients = s.recipients.filter((r) => r.toLowerCase() !== email)
      s.updatedAt = ctx.now().toISOString()
      ctx.changed()
      return ctx.ok(alertSettings(ctx))
    },
  }),
)

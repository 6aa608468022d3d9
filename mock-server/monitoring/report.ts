/**
 * The periodic watch report (monitoring/getMemberMonitoringReport and its .docx): the issues published in a
 * period, each watch's hits in them with deadlines and recommended actions, the summary and the single most
 * important development, and the legal basis of the deadlines (Trademark Law art. 33: three months from the
 * publication of a preliminary approval).
 */
import { addBusinessDays } from '../../src/domain/clock'
import type { Hit, HitTier, monitoringSchemas } from '../../src/api/schemas/monitoring'
import type { z } from 'zod'
import { ReplyError, type HandlerContext } from '../context'
import { OPPOSITION_MONTHS } from '../../src/domain/procedure-deadlines'
import { hitView, issueView, issuesNow, syncWatches, watchView } from './store'

type Ctx = HandlerContext<unknown>
export type MonitoringReport = z.input<typeof monitoringSchemas.monitoringGetMemberMonitoringReport.res>

/** Days a report covers when no period is given: the last 30 days to today. */
const DEFAULT_DAYS = 30
const TIER_RANK: Record<HitTier, number> = { high: 0, medium: 1, low: 2 }

export const BASIS = {
  law: { zh: '《中华人民共和国商标法》第三十三条', en: 'Trademark Law of the PRC, Article 33' },
  text: {
    zh: '对初步审定公告的商标，自公告之日起三个月内，在先权利人、利害关系人认为违反本法有关规定的，可以向商标局提出异议。期满无异议的，予以核准注册。',
    en: 'Within three months of the publication of a preliminarily approved mark, a prior rights holder or an interested party who considers that it breaches the Law may file an opposition with the Trademark Office. If none is filed in that period, the mark is registered.',
  },
  months: OPPOSITION_MONTHS,
}

/** The report's period from the request, checked: from ≤ to, by default the last 30 days to today. */
export function reportRange(ctx: Ctx, body: { from?: string; to?: string }): { from: string; to: string } {
  const today = ctx.today()
  const to = body.to ?? today
  const from = body.from ?? addBusinessDays(to, -DEFAULT_DAYS)
  if (from > to)
    throw new ReplyError(ctx.fail('开始日期不能晚于结束日期', 'The start date cannot be after the end date'))
  return { from, to }
}

/** The rank of a hit for "most important": tier, an open opposition, score, the nearest deadline. */
function importance(a: Hit, b: Hit): number {
  const open = (h: Hit) => (h.recommendedAction === 'oppose' ? 0 : 1)
  return (
    TIER_RANK[a.tier] - TIER_RANK[b.tier] ||
    open(a) - open(b) ||
    (b.similarity?.score ?? 0) - (a.similarity?.score ?? 0) ||
    (a.daysLeft ?? 9999) - (b.daysLeft ?? 9999)
  )
}

function keyText(hit: Hit, watchName: string): { zh: string; en: string } {
  if (hit.matchedBy === 'status')
    return {
      zh: `您的商标“${hit.name}”：${hit.note.zh}（第 ${hit.issueNo} 期公告）`,
      en: `Your mark “${hit.name}”: ${hit.note.en} (issue ${hit.issueNo})`,
    }
  if (hit.matchedBy === 'applicant')
    return {
      zh: `监测的申请人“${watchName}”在第 ${hit.issueNo} 期公告中：“${hit.name}”，${hit.note.zh}`,
      en: `The watched applicant “${watchName}” in issue ${hit.issueNo}: “${hit.name}”, ${hit.note.en}`,
    }
  const act =
    hit.recommendedAction === 'oppose'
      ? {
          zh: `建议在 ${hit.oppositionDeadline} 前提出异议（剩余 ${hit.daysLeft} 天）`,
          en: `oppose by ${hit.oppositionDeadline} (${hit.daysLeft} days left)`,
        }
      : { zh: '建议持续关注', en: 'keep watching it' }
  return {
    zh: `第 ${hit.issueNo} 期公告的“${hit.name}”（${hit.applicant.zh}）与监测商标“${watchName}”近似，${act.zh}`,
    en: `“${hit.name}” (${hit.applicant.en}) in issue ${hit.issueNo} is similar to the watched “${watchName}”: ${act.en}`,
  }
}

export function monitoringReport(
  ctx: Ctx,
  userId: string,
  range: { from: string; to: string },
  watchId?: string,
): MonitoringReport {
  const today = ctx.today()
  const watches = syncWatches(ctx, userId).filter((w) => !watchId || w.id === watchId)
  const issues = issuesNow(ctx).issues.filter((i) => i.publishedOn >= range.from && i.publishedOn <= range.to)
  const inRange = new Set(issues.map((i) => i.issueNo))
  const perWatch = watches
    .map((w) => {
      const hits = (ctx.db.monitoringHits ?? [])
        .filter((h) => h.watchId === w.id && inRange.has(h.issueNo))
        .flatMap((h) => hitView(ctx, h) ?? [])
        .sort(importance)
      return { watch: watchView(ctx.db, w, today), hits }
    })
    // The watches that looked at the period: every one but those not yet paid (with hits, or none).
    .filter((e) => e.hits.length > 0 || e.watch.status !== 'unpaid')
  const all = perWatch.flatMap((e) =>
    e.hits.map((hit) => ({ hit, watchName: e.watch.name, watchId: e.watch.id })),
  )
  const best = [...all].sort((a, b) => importance(a.hit, b.hit))[0]
  const open = all.filter((e) => e.hit.recommendedAction === 'oppose')
  const deadlines = all
    .flatMap((e) =>
      e.hit.daysLeft !== null && e.hit.daysLeft >= 0 && e.hit.oppositionDeadline
        ? [e.hit.oppositionDeadline]
        : [],
    )
    .sort()
  return {
    from: range.from,
    to: range.to,
    today,
    issues: issues.map((i) => issueView(i)),
    summary: {
      watches: perWatch.length,
      hits: all.length,
      high: all.filter((e) => e.hit.tier === 'high').length,
      medium: all.filter((e) => e.hit.tier === 'medium').length,
      low: all.filter((e) => e.hit.tier === 'low').length,
      unread: all.filter((e) => !e.hit.read).length,
      toOppose: open.length,
      nearestDeadline: deadlines[0] ?? null,
    },
    keyDevelopment: best
      ? {
          watchId: best.watchId,
          watchName: best.watchName,
          hit: best.hit,
          text: keyText(best.hit, best.watchName),
        }
      : null,
    watches: perWatch,
    basis: BASIS,
  }
}

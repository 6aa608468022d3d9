/**
 * The bell's notices about a demo account's marks, written from the marks' events and the dates the rule set
 * (src/domain/mark-lifecycle.ts) derives from them, so a notice and the home deadline of the same mark agree.
 */
import { addBusinessDays, businessDayParts } from '../../src/domain/clock'
import type { RolledDeadline } from '../../src/domain/deadline-calendar'
import { markLifecycle, type MarkDeadlineKind } from '../../src/domain/mark-lifecycle'
import type { PortfolioMark } from './portfolio'

export type MarkNoticeType = 'gazette' | 'caseStatus' | 'renewal'

export interface MarkNotice {
  type: MarkNoticeType
  /** The day it was sent. */
  date: string
  titleZh: string
  titleEn: string
  contentZh: string
  contentEn: string
  /** The mark's number. */
  refNo: string
  /** The procedure event the notice tells of (its document was sent the same day); null for a reminder. */
  event: string | null
}

/** How far back the bell's history goes. */
export const NOTICE_HISTORY_DAYS = 90

/** The note a deadline carries when its year has no published holiday schedule yet. */
function calendarNote(d: RolledDeadline): { zh: string; en: string } {
  if (d.calendar === 'official') return { zh: '', en: '' }
  const { year } = businessDayParts(d.due)
  return {
    zh: `（${year}年法定节假日安排尚未公布，期限仅按周末顺延）`,
    en: ` (the official ${year} holiday schedule is not published yet: only weekends were rolled over)`,
  }
}

/** The notices one mark's history gives, newest last; only those sent within the last 90 days. */
export function markNotices(mark: PortfolioMark, today: string): MarkNotice[] {
  const from = addBusinessDays(today, -NOTICE_HISTORY_DAYS)
  const cls = mark.niceClasses.join('、')
  const clsEn = mark.niceClasses.join(', ')
  const no = mark.applicationNo
  const out: MarkNotice[] = []
  let event: string | null = null
  const push = (n: Omit<MarkNotice, 'refNo' | 'event'>) => {
    if (n.date >= from && n.date <= today) out.push({ ...n, refNo: no, event })
  }
  // What the rule set said on the day of the event: the deadline the notice announced.
  const deadlineOn = (day: string, kind: MarkDeadlineKind) =>
    markLifecycle(mark.events, day).deadlines.find((d) => d.kind === kind)

  for (const ev of mark.events) {
    const date = ev.date
    event = ev.code
    if (ev.code === 'filed') {
      push({
        type: 'caseStatus',
        date,
        titleZh: `“${mark.name}”已递交商标局`,
        titleEn: `"${mark.name}" filed with the Trademark Office`,
        contentZh: `第${cls}类“${mark.name}”商标注册申请已于${date}递交国家知识产权局商标局，申请号${no}。`,
        contentEn: `The application for "${mark.name}" in class ${clsEn} was filed with the CNIPA Trademark Office on ${date}; application no. ${no}.`,
      })
      const docs = deadlineOn(date, 'priorityDocument')
      if (docs) {
        const note = calendarNote(docs)
        push({
          type: 'caseStatus',
          date,
          titleZh: `“${mark.name}”请提交优先权证明文件`,
          titleEn: `Priority documents due for "${mark.name}"`,
          contentZh: `“${mark.name}”（申请号${no}）要求了优先权，请于${docs.due}前提交优先权证明文件副本${note.zh}。`,
          contentEn: `"${mark.name}" (application no. ${no}) claims priority; file a copy of the priority application by ${docs.due}${note.en}.`,
        })
      }
    } else if (ev.code === 'published') {
      const opp = deadlineOn(date, 'oppositionDeadline')
      const note = opp ? calendarNote(opp) : { zh: '', en: '' }
      push({
        type: 'gazette',
        date,
        titleZh: `“${mark.name}”初步审定公告`,
        titleEn: `"${mark.name}" preliminarily approved`,
        contentZh: `第${cls}类“${mark.name}”（申请号${no}）已刊登初步审定公告，异议期至${opp?.due ?? ''}届满${note.zh}。`,
        contentEn: `"${mark.name}" in class ${clsEn} (application no. ${no}) was published for opposition; the opposition period ends on ${opp?.due ?? ''}${note.en}.`,
      })
    } else if (ev.code === 'registered') {
      const term = markLifecycle(mark.events, date).expiryDate ?? ''
      push({
        type: 'gazette',
        date,
        titleZh: `“${mark.name}”已核准注册`,
        titleEn: `"${mark.name}" registered`,
        contentZh: `第${cls}类“${mark.name}”（注册号${no}）已核准注册，专用权期限至${term}。`,
        contentEn: `"${mark.name}" in class ${clsEn} (reg. no. ${no}) was registered; the registration runs until ${term}.`,
      })
    } else if (ev.code === 'refused') {
      const review = deadlineOn(date, 'refusalReview')
      const note = review ? calendarNote(review) : { zh: '', en: '' }
      push({
        type: 'caseStatus',
        date,
        titleZh: `“${mark.name}”收到驳回通知`,
        titleEn: `Refusal issued for "${mark.name}"`,
        contentZh: `商标局驳回了第${cls}类“${mark.name}”的注册申请（申请号${no}），如需复审，请于${review?.due ?? ''}前提出驳回复审${note.zh}。`,
        contentEn: `The Trademark Office refused "${mark.name}" in class ${clsEn} (application no. ${no}); a review must be requested by ${review?.due ?? ''}${note.en}.`,
      })
    } else if (ev.code === 'nonUseNotified') {
      const evidence = deadlineOn(date, 'nonUseEvidence')
      const note = evidence ? calendarNote(evidence) : { zh: '', en: '' }
      push({
        type: 'caseStatus',
        date,
        titleZh: `“${mark.name}”被申请撤销（连续三年不使用）`,
        titleEn: `Non-use cancellation filed against "${mark.name}"`,
        contentZh: `第${cls}类“${mark.name}”（注册号${no}）被他人以连续三年不使用为由申请撤销，请于${evidence?.due ?? ''}前提交使用证据${note.zh}。`,
        contentEn: `A non-use cancellation was filed against "${mark.name}" in class ${clsEn} (reg. no. ${no}); file evidence of use by ${evidence?.due ?? ''}${note.en}.`,
      })
    } else if (ev.code === 'invalidated' || ev.code === 'revoked') {
      const zh = ev.code === 'invalidated' ? '宣告无效' : '撤销'
      const en = ev.code === 'invalidated' ? 'declared invalid' : 'revoked'
      push({
        type: 'caseStatus',
        date,
        titleZh: `“${mark.name}”已被${zh}`,
        titleEn: `"${mark.name}" ${en}`,
        contentZh: `第${cls}类“${mark.name}”（注册号${no}）已被${zh}，该商标不再续展。`,
        contentEn: `Registration ${no} of "${mark.name}" in class ${clsEn} was ${en}; it can no longer be renewed.`,
      })
    } else if (ev.code === 'renewed') {
      const term = markLifecycle(mark.events, date).expiryDate ?? ''
      push({
        type: 'renewal',
        date,
        titleZh: `“${mark.name}”续展已核准`,
        titleEn: `Renewal of "${mark.name}" registered`,
        contentZh: `第${cls}类“${mark.name}”（注册号${no}）续展注册已核准，专用权期限至${term}。`,
        contentEn: `The renewal of "${mark.name}" in class ${clsEn} (reg. no. ${no}) was registered; it now runs until ${term}.`,
      })
    }
  }

  event = null
  // The renewal reminder as the rule set sees the mark today: sent when the period began (or as far back as
  // the history goes), with today's dates.
  const renewal = markLifecycle(mark.events, today).renewal
  if (renewal?.phase === 'window') {
    const note = calendarNote(renewal.expiry)
    push({
      type: 'renewal',
      date: renewal.opens < from ? from : renewal.opens,
      titleZh: `“${mark.name}”将于${renewal.expiry.nominal}到期`,
      titleEn: `"${mark.name}" expires on ${renewal.expiry.nominal}`,
      contentZh: `第${cls}类“${mark.name}”（注册号${no}）专用权期限至${renewal.expiry.nominal}，现已进入续展期，请于${renewal.expiry.due}前办理续展${note.zh}。`,
      contentEn: `Registration ${no} of "${mark.name}" in class ${clsEn} expires on ${renewal.expiry.nominal}. It can be renewed now; renew by ${renewal.expiry.due}${note.en}.`,
    })
  } else if (renewal?.phase === 'grace') {
    const note = calendarNote(renewal.graceEnds)
    const began = addBusinessDays(renewal.expiry.nominal, 1)
    push({
      type: 'renewal',
      date: began < from ? from : began,
      titleZh: `“${mark.name}”已进入宽展期`,
      titleEn: `"${mark.name}" is in its grace period`,
      contentZh: `第${cls}类“${mark.name}”（注册号${no}）已于${renewal.expiry.nominal}期满，宽展期至${renewal.graceEnds.due}届满${note.zh}，届时未续展将被注销。`,
      contentEn: `Registration ${no} of "${mark.name}" in class ${clsEn} expired on ${renewal.expiry.nominal}; the grace period ends on ${renewal.graceEnds.due}${note.en}, after which it will be removed.`,
    })
  }
  return out
}

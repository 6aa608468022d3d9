/**
 * The record page of a demo account's mark (tmInfo/queryTrademarkArchives): its facts, procedure and
 * deadlines, all from the mark's events through the rule set (src/domain/mark-lifecycle.ts), so the record
 * says what the home deadline and the bell's notices about the same mark say.
 */
import type { ProcedureEvent } from '../../src/api/schemas/search-records'
import type { TrademarkDetail } from '../../src/api/schemas/search-shared'
import { markLifecycle, type MarkDeadlineKind } from '../../src/domain/mark-lifecycle'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { trademarkStatusLabel } from '../../src/domain/trademark-status'
import type { UserRecord } from '../db'
import { specimenDataUrl } from '../register'
import { GOODS_BY_CLASS } from '../register/goods'
import { EVENT_NAMES } from '../register/records/event-names'
import type { PortfolioMark } from './portfolio'

// Events the register never writes, and the deadlines the rule set opens.
const MORE_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  priorityDocsFiled: { zh: '提交优先权证明文件', en: 'Priority documents filed' },
  oppositionRejected: { zh: '异议不成立', en: 'Opposition rejected' },
  nonUseNotified: { zh: '撤三申请答辩通知', en: 'Notice of non-use cancellation served' },
  useEvidenceFiled: { zh: '提交使用证据', en: 'Evidence of use filed' },
  cancellationRejected: { zh: '撤销/无效宣告不成立', en: 'Cancellation or invalidation rejected' },
  surrendered: { zh: '注销商标', en: 'Registration surrendered' },
}
const DEADLINE_NAMES: Readonly<Record<MarkDeadlineKind, { zh: string; en: string }>> = {
  oppositionDeadline: { zh: '异议期届满', en: 'Opposition period ends' },
  renewalDue: { zh: '续展期届满（专用权期限届满）', en: 'Renewal due (registration term ends)' },
  renewalGrace: { zh: '宽展期届满', en: 'Grace period ends' },
  refusalReview: { zh: '驳回复审期限届满', en: 'Last day to request review of the refusal' },
  priorityDocument: { zh: '优先权证明文件提交期限', en: 'Last day to file priority documents' },
  nonUseEvidence: { zh: '使用证据提交期限', en: 'Last day to file evidence of use' },
}

const nameOf = (code: string) =>
  MORE_NAMES[code] ?? (EVENT_NAMES as Record<string, { zh: string; en: string }>)[code]

/** The archive answer for a portfolio mark on `today`. */
export function portfolioArchive(mark: PortfolioMark, owner: UserRecord | undefined, today: string) {
  const life = markLifecycle(mark.events, today)
  const past = mark.events.filter((e) => e.date <= today)
  const first = (code: string) => past.find((e) => e.code === code)?.date ?? null
  const status = trademarkStatusLabel(life.status) ?? { zh: '', en: '' }
  const applicant = {
    id: `AP-${mark.userId}`,
    kind: owner?.companyName ? ('company' as const) : ('person' as const),
    nameZh: owner?.companyName || owner?.name || '',
    nameEn: owner?.companyNameEn || owner?.nameEn || '',
    addressZh: '',
    addressEn: '',
    country: 'CN',
  }
  const base = {
    id: mark.id,
    name: mark.name,
    pinyin: '',
    kind: 'word' as const,
    country: 'CN',
    applicationNo: mark.applicationNo,
    registrationNo: life.registrationDate ? mark.regNo : '',
    applicantId: applicant.id,
    agentId: null,
    viennaCodes: [],
    status: life.status,
    filingDate: first('filed') ?? '',
    publicationDate: first('published'),
    registrationDate: life.registrationDate,
    expiryDate: life.expiryDate,
    priorityDate: first('priority'),
    imageHash: '0000000000000000',
  }
  const record: TrademarkDetail = {
    ...base,
    countryZh: '中国',
    countryEn: 'China',
    applicant,
    agent: null,
    classes: mark.niceClasses.map((no) => {
      const nice = NICE_CLASSES.find((n) => n.no === no)
      const goods = GOODS_BY_CLASS[Number(no) - 1] ?? []
      return {
        no,
        nameZh: nice?.name ?? no,
        nameEn: nice?.nameEn ?? no,
        goodsZh: goods.slice(0, 4).map((g) => g.zh),
        goodsEn: goods.slice(0, 4).map((g) => g.en),
        groups: goods.slice(0, 4).map((g) => g.group),
      }
    }),
    statusZh: status.zh,
    statusEn: status.en,
    imageUrl: specimenDataUrl({ ...base, classes: [] }),
  }
  const events: ProcedureEvent[] = [
    ...past.flatMap((e) => {
      const name = nameOf(e.code)
      return name
        ? [
            {
              date: e.date,
              code: e.code,
              nameZh: name.zh,
              nameEn: name.en,
              state: 'done' as const,
              milestone: true,
              noteZh: '',
              noteEn: '',
            },
          ]
        : []
    }),
    ...life.deadlines.map((d) => ({
      date: d.due,
      code: d.kind,
      nameZh: DEADLINE_NAMES[d.kind].zh,
      nameEn: DEADLINE_NAMES[d.kind].en,
      state: 'due' as const,
      milestone: false,
      noteZh:
        (d.due === d.nominal ? '' : `期限届满日${d.nominal}为节假日或周末，顺延至${d.due}`) +
        (d.calendar === 'weekendsOnly'
          ? `（${d.due.slice(0, 4)}年法定节假日安排尚未公布，仅按周末顺延）`
          : ''),
      noteEn:
        (d.due === d.nominal ? '' : `${d.nominal} is a holiday or weekend: rolled over to ${d.due}`) +
        (d.calendar === 'weekendsOnly'
          ? ` (the official ${d.due.slice(0, 4)} holiday schedule is not published yet: only weekends were rolled over)`
          : ''),
    })),
  ]
  return {
    record,
    archive: 'china' as const,
    officeZh: '国家知识产权局商标局',
    officeEn: 'CNIPA Trademark Office',
    today,
    events,
    documents: [],
    notices: [],
    judgementCount: 0,
  }
}

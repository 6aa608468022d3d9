/**
 * The record page of a demo account's mark (tmInfo/queryTrademarkArchives): its facts, procedure and
 * deadlines, all from the mark's events through the rule set (src/domain/mark-lifecycle.ts), so the record
 * says what the home deadline and the bell's notices about the same mark say.
 */
import type { ProcedureEvent } from '../../src/api/schemas/search-records'
import type { TrademarkDetail } from '../../src/api/schemas/search-shared'
import { markLifecycle } from '../../src/domain/mark-lifecycle'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { trademarkStatusLabel } from '../../src/domain/trademark-status'
import type { UserRecord } from '../db'
import { specimenDataUrl } from '../register'
import { DEADLINE_NAMES, rolloverNote } from '../register/records/deadline-rows'
import { EVENT_NAMES } from '../register/records/event-names'
import { portfolioGoods, type PortfolioMark } from './portfolio'

// Events the register never writes, and the deadlines the rule set opens.
const MORE_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  priorityDocsFiled: { zh: '提交优先权证明文件', en: 'Priority documents filed' },
  oppositionRejected: { zh: '异议不成立', en: 'Opposition rejected' },
  nonUseNotified: { zh: '撤三申请答辩通知', en: 'Notice of non-use cancellation served' },
  useEvidenceFiled: { zh: '提交使用证据', en: 'Evidence of use filed' },
  cancellationRejected: { zh: '撤销/无效宣告不成立', en: 'Cancellation or invalidation rejected' },
  surrendered: { zh: '注销商标', en: 'Registration surrendered' },
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
      const goods = portfolioGoods(no)
      return {
        no,
        nameZh: nice?.name ?? no,
        nameEn: nice?.nameEn ?? no,
        goodsZh: goods.map((g) => g.zh),
        goodsEn: goods.map((g) => g.en),
        groups: goods.map((g) => g.group),
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
      ...rolloverNote(d),
    })),
    // A step let pass: still shown as a deadline, said to be missed.
    ...life.overdue.map((d) => {
      const note = rolloverNote(d)
      return {
        date: d.due,
        code: d.kind,
        nameZh: DEADLINE_NAMES[d.kind].zh,
        nameEn: DEADLINE_NAMES[d.kind].en,
        state: 'due' as const,
        milestone: false,
        noteZh: `已逾期${-d.daysLeft}天，未见办理记录${note.noteZh ? `；${note.noteZh}` : ''}`,
        noteEn: `${-d.daysLeft} days overdue, nothing filed on record${note.noteEn ? `; ${note.noteEn}` : ''}`,
      }
    }),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
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
    courtNoticeCount: 0,
    reviewCaseCount: 0,
  }
}

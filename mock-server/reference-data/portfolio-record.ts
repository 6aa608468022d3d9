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
import { pinyinOf } from '../register/names'
import type { RegisterMark, RegisterParty } from '../register/types'
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

/** Who the register names as the holder of a demo account's marks: the account's owner. */
export function portfolioHolder(userId: string, owner: UserRecord | undefined): RegisterParty {
  return {
    id: `AP-${userId}`,
    kind: owner?.companyName ? 'company' : 'person',
    nameZh: owner?.companyName || owner?.name || '',
    nameEn: owner?.companyNameEn || owner?.nameEn || '',
    addressZh: '',
    addressEn: '',
    country: 'CN',
  }
}

/**
 * A demo account's mark as the register shows it on `today`, its status and dates from its events: the record
 * page, the search and the registration wizard's similar-mark check read this one object.
 */
export function portfolioRegisterMark(mark: PortfolioMark, today: string): RegisterMark {
  const life = markLifecycle(mark.events, today)
  const past = mark.events.filter((e) => e.date <= today)
  const first = (code: string) => past.find((e) => e.code === code)?.date ?? null
  return {
    id: mark.id,
    name: mark.name,
    // The pinyin the search matches a Chinese name by (the register's marks carry theirs the same way).
    pinyin: /\p{Script=Han}/u.test(mark.name) ? pinyinOf(mark.name) : '',
    kind: 'word',
    country: 'CN',
    applicationNo: mark.applicationNo,
    registrationNo: life.registrationDate ? mark.regNo : '',
    applicantId: `AP-${mark.userId}`,
    agentId: null,
    classes: mark.niceClasses.map((no) => {
      const goods = portfolioGoods(no)
      return {
        no,
        goodsZh: goods.map((g) => g.zh),
        goodsEn: goods.map((g) => g.en),
        groups: goods.map((g) => g.group),
      }
    }),
    viennaCodes: [],
    status: life.status,
    filingDate: first('filed') ?? '',
    publicationDate: first('published'),
    registrationDate: life.registrationDate,
    expiryDate: life.expiryDate,
    priorityDate: first('priority'),
    imageHash: '0000000000000000',
  }
}

/** The archive answer for a portfolio mark on `today`. */
export function portfolioArchive(mark: PortfolioMark, owner: UserRecord | undefined, today: string) {
  const life = markLifecycle(mark.events, today)
  const past = mark.events.filter((e) => e.date <= today)
  const status = trademarkStatusLabel(life.status) ?? { zh: '', en: '' }
  const applicant = portfolioHolder(mark.userId, owner)
  const base = portfolioRegisterMark(mark, today)
  const record: TrademarkDetail = {
    ...base,
    countryZh: '中国',
    countryEn: 'China',
    applicant,
    agent: null,
    classes: base.classes.map((c) => {
      const nice = NICE_CLASSES.find((n) => n.no === c.no)
      return { ...c, nameZh: nice?.name ?? c.no, nameEn: nice?.nameEn ?? c.no }
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

import type { SeedKit } from '../seeds/seed-kit'
import { addBusinessDays, instantMs, startOfBusinessDay } from '../../src/domain/clock'
import { markNotices } from './mark-notices'
import type { PortfolioMark } from './portfolio'
import type { NoticeTypeCode } from '../../src/domain/notices'

export type { NoticeTypeCode }

/**
 * What a notice is about, kept with it so the notice can open it: one of the member's marks (and the event
 * it tells of, whose document came the same day) or one of the member's debit notes.
 */
export type NoticeAbout =
  | { kind: 'mark'; applicationNo: string; event: string | null; date: string }
  | { kind: 'debitNote'; no: string }

export interface NoticeRecord {
  id: string
  userId: string
  type: NoticeTypeCode
  titleZh: string
  titleEn: string
  contentZh: string
  contentEn: string
  refNo: string | null
  /** Absent on notices saved before it was kept: they open nothing. */
  about?: NoticeAbout | null
  read: boolean
  readAt: string | null
  createdAt: string
}

interface Vars {
  mark: string
  regNo: string
  cls: string
  issue: string
  date: string
  no: string
  amount: string
}

type Template = [type: NoticeTypeCode, zhTitle: string, enTitle: string, zhBody: string, enBody: string]

// Notices about bills name a debit note of the debit-note table (mock-server/commerce/debit-notes-store):
// they are filled from its facts, never invented, so every bill a notice names exists.
const BILL_DUE: Template = [
  'payment',
  '账单{no}待支付',
  'Debit note {no} awaiting payment',
  '“{mark}”相关服务的账单{no}金额为RMB¥{amount}，请于{date}前完成支付，逾期可能影响案件递交。',
  'Debit note {no} of RMB¥{amount} for the services on "{mark}" is due by {date}; late payment may delay the filing.',
]
const BILL_PAID: Template = [
  'payment',
  '付款成功',
  'Payment received',
  '我们已收到账单{no}的付款RMB¥{amount}，“{mark}”相关案件将按计划推进。',
  'We received RMB¥{amount} for debit note {no}; the work on "{mark}" proceeds as planned.',
]

/** A debit note as the notices tell of it (billFactsOf in mock-server/commerce/debit-notes-store). */
export interface BillFact {
  no: string
  amount: number
  mark: string
  /** Issue and pay-by days, YYYY-MM-DD. */
  issuedOn: string
  dueDate: string
  paidAt: string | null
}

/** The notice that a debit note awaits payment ('due') or was paid ('paid'), dated `createdAt`. */
export function billNotice(
  kind: 'due' | 'paid',
  userId: string,
  bill: BillFact,
  createdAt: string,
  id: string,
  read = false,
): NoticeRecord {
  const [type, zhTitle, enTitle, zhBody, enBody] = kind === 'due' ? BILL_DUE : BILL_PAID
  const vars: Vars = {
    mark: bill.mark,
    regNo: '',
    cls: '',
    issue: '',
    date: bill.dueDate,
    no: bill.no,
    amount: bill.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }
  return {
    id,
    userId,
    type,
    titleZh: fill(zhTitle, vars),
    titleEn: fill(enTitle, vars),
    contentZh: fill(zhBody, vars),
    contentEn: fill(enBody, vars),
    refNo: bill.no,
    about: { kind: 'debitNote', no: bill.no },
    read,
    readAt: read ? createdAt : null,
    createdAt,
  }
}

// Notices about the marks themselves come from their events (mark-notices.ts); these are the rest.
const TEMPLATES: readonly Template[] = [
  BILL_DUE,
  [
    'system',
    '系统维护通知',
    'Scheduled maintenance',
    '平台将于{date} 00:00至06:00进行系统升级，期间商标查询与在线下单暂停使用，给您带来不便敬请谅解。',
    'The portal will be upgraded on {date} from 00:00 to 06:00 (UTC+8); search and ordering are unavailable during that time.',
  ],
  BILL_PAID,
  [
    'system',
    '新功能上线：商标监测',
    'New: trademark watch',
    '商标监测服务已上线，可对近似商标公告进行实时监测并推送提醒，现在订购享首年八折优惠（至{date}）。',
    'Trademark watch is live: get alerts when similar marks are published. 20% off the first year until {date}.',
  ],
]

const fill = (text: string, vars: Vars) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key as keyof Vars] ?? '')

/**
 * Up to 25 notices for one account over the last 90 days, newest unread, most older ones read: every notice
 * about a mark that its events give (mark-notices.ts), then payment and system notices. The notices about
 * bills tell of the account's debit notes (`bills`, from the debit-note table): unpaid ones await payment,
 * paid ones were received; a bill slot with no such note left is not sent.
 */
export function buildNotices(
  userId: string,
  marks: readonly PortfolioMark[],
  { zh, today }: SeedKit,
  bills: readonly BillFact[] = [],
): NoticeRecord[] {
  const billsLeft = { due: bills.filter((b) => !b.paidAt), paid: bills.filter((b) => b.paidAt) }
  const base = startOfBusinessDay(today) + 10 * 3_600_000
  const dateAt = (days: number) => addBusinessDays(today, days)
  const count = 25
  // The same draws, in the same order, as when every notice was drawn from a template, so the seeders after
  // this one get the values their data and tests were laid out with.
  const slots = Array.from({ length: count }, (_, i) => ({
    daysAgo: Math.round((i * 90) / count) + zh.number.int({ min: 0, max: 2 }),
    amount: String(zh.helpers.arrayElement([770, 1300, 1540, 2750, 3000, 4800])),
    read: i < 6 ? false : zh.number.float({ min: 0, max: 1 }) < 0.8,
    hours: zh.number.int({ min: 0, max: 8 }),
  }))
  const about = marks
    .flatMap((mark) => markNotices(mark, today))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, count)
  const dayMs = (day: string) => startOfBusinessDay(day) + 10 * 3_600_000
  type Draft = Omit<NoticeRecord, 'id' | 'userId' | 'read' | 'readAt' | 'createdAt'> & { at: number }
  const drafts = slots.map((slot, i): Draft | null => {
    const hour = slot.hours * 3_600_000
    const mark = about[i]
    if (mark) {
      const { date, type, refNo, event, ...text } = mark
      const about: NoticeAbout = { kind: 'mark', applicationNo: refNo, event, date }
      return { type, ...text, refNo, about, at: dayMs(date) - hour }
    }
    const template = TEMPLATES[i % TEMPLATES.length]!
    if (template === BILL_DUE || template === BILL_PAID) {
      const kind = template === BILL_DUE ? 'due' : 'paid'
      const bill = billsLeft[kind].shift()
      if (!bill) return null
      const at = kind === 'due' ? dayMs(bill.issuedOn) : instantMs(bill.paidAt!)
      const { type, titleZh, titleEn, contentZh, contentEn, refNo, about } = billNotice(
        kind,
        userId,
        bill,
        '',
        '',
      )
      return { type, titleZh, titleEn, contentZh, contentEn, refNo, about, at }
    }
    const [type, zhTitle, enTitle, zhBody, enBody] = template
    const vars: Vars = {
      mark: '',
      regNo: '',
      cls: '',
      issue: '',
      date: dateAt(-slot.daysAgo + 7),
      no: '',
      amount: slot.amount,
    }
    return {
      type,
      titleZh: fill(zhTitle, vars),
      titleEn: fill(enTitle, vars),
      contentZh: fill(zhBody, vars),
      contentEn: fill(enBody, vars),
      refNo: null,
      about: null,
      at: base - slot.daysAgo * 86_400_000 - hour,
    }
  })
  return drafts
    .filter((draft): draft is Draft => draft !== null)
    .sort((a, b) => b.at - a.at)
    .map(({ at, ...notice }, i) => {
      const read = slots[i]!.read
      return {
        id: `ntc-${userId}-${i + 1}`,
        userId,
        ...notice,
        read,
        readAt: read ? new Date(at + 86_400_000).toISOString() : null,
        createdAt: new Date(at).toISOString(),
      }
    })
}

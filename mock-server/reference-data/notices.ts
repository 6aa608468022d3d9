import type { SeedKit } from '../seeds/seed-kit'
import type { SampleMark } from './brands'

export type NoticeTypeCode = 'gazette' | 'caseStatus' | 'payment' | 'renewal' | 'system'

export interface NoticeRecord {
  id: string
  userId: string
  type: NoticeTypeCode
  titleZh: string
  titleEn: string
  contentZh: string
  contentEn: string
  refNo: string | null
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
    read,
    readAt: read ? createdAt : null,
    createdAt,
  }
}

const TEMPLATES: readonly Template[] = [
  [
    'gazette',
    '第{issue}期商标公告：“{mark}”初步审定',
    'Gazette {issue}: "{mark}" preliminarily approved',
    '您申请的第{cls}类“{mark}”商标（申请号{regNo}）已刊登于第{issue}期商标初步审定公告，三个月异议期自{date}起算。',
    'Your application for "{mark}" in class {cls} (application no. {regNo}) was published in gazette {issue}; the three-month opposition period runs from {date}.',
  ],
  [
    'caseStatus',
    '“{mark}”已递交商标局',
    '"{mark}" filed with the Trademark Office',
    '您的第{cls}类“{mark}”商标注册申请已于{date}递交国家知识产权局商标局，申请号{regNo}。',
    'Your application for "{mark}" in class {cls} was filed with the CNIPA Trademark Office on {date}; application no. {regNo}.',
  ],
  BILL_DUE,
  [
    'renewal',
    '“{mark}”将于{date}到期',
    '"{mark}" expires on {date}',
    '第{cls}类“{mark}”（注册号{regNo}）将于{date}到期，现已进入续展期，请及时办理续展以免权利失效。',
    'Registration {regNo} of "{mark}" in class {cls} expires on {date}. It can be renewed now; renew in time to keep the right.',
  ],
  [
    'caseStatus',
    '“{mark}”收到受理通知书',
    'Filing receipt issued for "{mark}"',
    '商标局已受理第{cls}类“{mark}”的注册申请（申请号{regNo}），受理通知书电子件可在“我的文件”中下载。',
    'The Trademark Office accepted the application for "{mark}" in class {cls} (no. {regNo}); the e-receipt is in My documents.',
  ],
  [
    'gazette',
    '第{issue}期注册公告：“{mark}”已核准注册',
    'Gazette {issue}: "{mark}" registered',
    '第{cls}类“{mark}”商标（注册号{regNo}）已于第{issue}期注册公告中核准注册，注册证将邮寄至您的默认地址。',
    'The mark "{mark}" in class {cls} (reg. no. {regNo}) was registered in gazette {issue}; the certificate will be posted to your default address.',
  ],
  [
    'system',
    '系统维护通知',
    'Scheduled maintenance',
    '平台将于{date} 00:00至06:00进行系统升级，期间商标查询与在线下单暂停使用，给您带来不便敬请谅解。',
    'The portal will be upgraded on {date} from 00:00 to 06:00 (UTC+8); search and ordering are unavailable during that time.',
  ],
  [
    'caseStatus',
    '“{mark}”收到审查意见通知',
    'Office action received for "{mark}"',
    '商标局对第{cls}类“{mark}”（申请号{regNo}）发出审查意见，请于{date}前提交答复意见，我们的顾问将与您联系。',
    'The Trademark Office issued an office action on "{mark}" in class {cls} (no. {regNo}); the response is due by {date}. Your counsel will contact you.',
  ],
  BILL_PAID,
  [
    'gazette',
    '监测提醒：近似商标进入异议期',
    'Watch alert: a similar mark is open to opposition',
    '第{issue}期初步审定公告中有与“{mark}”近似的商标（第{cls}类），异议期截止于{date}，如需异议请尽快联系我们。',
    'Gazette {issue} published a mark similar to "{mark}" in class {cls}; oppositions close on {date}. Contact us soon if you want to oppose.',
  ],
  [
    'renewal',
    '“{mark}”已进入宽展期',
    '"{mark}" is in its grace period',
    '第{cls}类“{mark}”（注册号{regNo}）已过有效期，宽展期至{date}届满，届时未续展将被注销。',
    'Registration {regNo} of "{mark}" in class {cls} has expired; the grace period ends on {date}, after which it will be cancelled.',
  ],
  [
    'system',
    '新功能上线：商标监测',
    'New: trademark watch',
    '商标监测服务已上线，可对近似商标公告进行实时监测并推送提醒，现在订购享首年八折优惠（至{date}）。',
    'Trademark watch is live: get alerts when similar marks are published. 20% off the first year until {date}.',
  ],
  [
    'caseStatus',
    '“{mark}”转让申请已核准',
    'Assignment of "{mark}" approved',
    '第{cls}类“{mark}”（注册号{regNo}）的转让申请已于{date}核准，转让证明将随后寄出。',
    'The assignment of "{mark}" in class {cls} (reg. no. {regNo}) was approved on {date}; the certificate follows by post.',
  ],
]

const fill = (text: string, vars: Vars) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key as keyof Vars] ?? '')

/**
 * About 25 notices for one account over the last 90 days, newest unread, most older ones read. The notices
 * about bills tell of the account's debit notes (`bills`, from the debit-note table): unpaid ones await
 * payment, paid ones were received; a bill slot with no such note left is not sent.
 */
export function buildNotices(
  userId: string,
  marks: readonly SampleMark[],
  { zh, today }: SeedKit,
  bills: readonly BillFact[] = [],
): NoticeRecord[] {
  const billsLeft = { due: bills.filter((b) => !b.paidAt), paid: bills.filter((b) => b.paidAt) }
  const base = new Date(`${today}T10:00:00+08:00`).getTime()
  const dateAt = (days: number) => new Date(base + days * 86_400_000).toISOString().slice(0, 10)
  const count = 25
  const built = Array.from({ length: count }, (_, i): NoticeRecord | null => {
    const template = TEMPLATES[i % TEMPLATES.length]!
    const mark = marks[i % Math.max(marks.length, 1)] ?? {
      name: '云杉',
      regNo: '35126478',
      niceClasses: ['09'],
    }
    const daysAgo = Math.round((i * 90) / count) + zh.number.int({ min: 0, max: 2 })
    const [type, zhTitle, enTitle, zhBody, enBody] = template
    const vars: Vars = {
      mark: mark.name,
      regNo: mark.regNo,
      cls: mark.niceClasses[0] ?? '09',
      issue: String(1880 + Math.floor((90 - daysAgo) / 7)),
      // Events the notice reports happened on its day; a payment is due 30 days later, an expiry in ~6 months.
      date: dateAt(type === 'payment' ? 30 - daysAgo : type === 'renewal' ? 180 - daysAgo : -daysAgo),
      no: '',
      amount: String(zh.helpers.arrayElement([770, 1300, 1540, 2750, 3000, 4800])),
    }
    const read = i < 6 ? false : zh.number.float({ min: 0, max: 1 }) < 0.8
    const createdAt = new Date(base - daysAgo * 86_400_000 - zh.number.int({ min: 0, max: 8 }) * 3_600_000)
    if (template === BILL_DUE || template === BILL_PAID) {
      const kind = template === BILL_DUE ? 'due' : 'paid'
      const bill = billsLeft[kind].shift()
      if (!bill) return null
      const at = kind === 'due' ? new Date(`${bill.issuedOn}T10:00:00+08:00`).toISOString() : bill.paidAt!
      return billNotice(kind, userId, bill, at, `ntc-${userId}-${i + 1}`, read)
    }
    return {
      id: `ntc-${userId}-${i + 1}`,
      userId,
      type,
      titleZh: fill(zhTitle, vars),
      titleEn: fill(enTitle, vars),
      contentZh: fill(zhBody, vars),
      contentEn: fill(enBody, vars),
      refNo: type === 'payment' ? vars.no : type === 'system' ? null : mark.regNo,
      read,
      readAt: read ? new Date(createdAt.getTime() + 86_400_000).toISOString() : null,
      createdAt: createdAt.toISOString(),
    }
  })
  return built.filter((n): n is NoticeRecord => n !== null)
}

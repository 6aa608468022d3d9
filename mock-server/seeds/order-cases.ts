import { CASE_STEPS } from '../../src/domain/case-steps'
import { ORDER_DETAIL_CONFIG } from '../../src/domain/order-routes'
import { FEE_SCHEDULES, amountDue, quote, type FeeLine } from '../../src/domain/pricing'
import { PRODUCT_TYPES, SEAT_PRODUCT_TYPE, type ProductTypeId } from '../../src/domain/product-types'
import type {
  InvoiceStatus,
  OrderMailingRecord,
  OrderRecord,
  OrderStatus,
  PaymentMethod,
} from '../commerce/orders-store'
import type { UserRecord } from '../db'
import { marksOf } from '../reference-data/brands'
import { addDays, documentsFor, hashOf, reachedSteps } from './order-samples'

// Every trademark service; seat orders are no trademark case (their account's team buys them on /userList,
// and seeding paid ones would change the seats the seeded teams start with).
const TYPES = (Object.keys(PRODUCT_TYPES).map(Number) as ProductTypeId[]).filter(
  (t) => t !== SEAT_PRODUCT_TYPE,
)

// Cycled over the product types so every account has every status and invoice status several times.
const PAID_STATUSES: OrderStatus[] = [
  'processing',
  'completed',
  'processing',
  'refunding',
  'completed',
  'processing',
  'refunded',
]
const OPEN_STATUSES: OrderStatus[] = ['unpaid', 'unpaid', 'cancelled']
const INVOICE_CYCLE: InvoiceStatus[] = ['unbilled', 'auditing', 'audited', 'notAudited', 'invoiced', 'mailed']
const METHODS: PaymentMethod[] = ['card', 'wallet', 'alipay', 'card']
const AUDIT_REASONS = [
  { zh: '纳税人识别号与发票抬头不一致', en: 'The taxpayer ID does not match the invoice header' },
  {
    zh: '开户银行账号有误，请核对后重新申请',
    en: 'The bank account number is wrong; please check it and apply again',
  },
]

/** Days before today an order of this status was placed (older for finished cases). */
const AGE: Readonly<Record<OrderStatus, (k: number) => number>> = {
  completed: (k) => 220 + k * 9,
  processing: (k) => 24 + k * 8,
  refunding: (k) => 8 + (k % 5),
  refunded: (k) => 45 + k,
  unpaid: (k) => 1 + ((k * 3) % 50),
  cancelled: (k) => 30 + k,
}

const COUNTRY_POOL = ['US', 'EU', 'JP', 'KR', 'GB', 'SG', 'AU']
const countriesOf = (type: ProductTypeId, k: number): string[] => {
  const from = (n: number) => COUNTRY_POOL.slice(k % 3, (k % 3) + n)
  if (type === 2) return ['HK']
  if (type === 3) return from(2 + (k % 2))
  if (type === 26) return from(4)
  if (type === 11 || type === 17 || type === 18) return from(2)
  return ['CN']
}

/** Registration orders are split per class (China files one application per class); overseas ones per country. */
const CLASS_SPLIT: readonly ProductTypeId[] = [0, 1]
const COUNTRY_SPLIT: readonly ProductTypeId[] = [3, 11]
const NEW_FILINGS: readonly ProductTypeId[] = [0, 1, 2, 3, 14, 26]

interface AccountProfile {
  applicant: (markIndex: number) => { zh: string; en: string }
  postalCode: string
  address: string
  refPrefix: string
}

const AGENCY_CLIENTS = [
  { zh: '杭州青禾食品有限公司', en: 'Hangzhou Qinghe Foods Co., Ltd.' },
  { zh: '蓝鲸出行科技（深圳）有限公司', en: 'Bluewhale Mobility Technology (Shenzhen) Co., Ltd.' },
  { zh: '广州月湾化妆品有限公司', en: 'Guangzhou Moonbay Cosmetics Co., Ltd.' },
  { zh: '福建锦绣茶业有限公司', en: 'Fujian Jinxiu Tea Co., Ltd.' },
  { zh: '北辰医疗器械（苏州）有限公司', en: 'Beichen Medical Devices (Suzhou) Co., Ltd.' },
  { zh: '北京华信知识产权代理有限公司', en: 'Beijing Huaxin Intellectual Property Agency Co., Ltd.' },
]

function profileOf(userId: string, user: UserRecord | undefined): AccountProfile {
  const own = {
    zh: user?.companyName || user?.name || '',
    en: user?.companyNameEn || user?.nameEn || '',
  }
  if (userId === 'u-agency') {
    return {
      applicant: (i) => AGENCY_CLIENTS[i % AGENCY_CLIENTS.length]!,
      postalCode: '100080',
      address: '北京市海淀区中关村大街 15 号 华信大厦 6 层',
      refPrefix: 'HX',
    }
  }
  if (userId === 'u-person') {
    return {
      applicant: () => own,
      postalCode: '310012',
      address: '浙江省杭州市西湖区文三路 259 号 2 幢 501 室',
      refPrefix: 'XY',
    }
  }
  return {
    applicant: () => own,
    postalCode: '200233',
    address: '上海市徐汇区宜山路 700 号 B 座 12 层',
    refPrefix: 'YS',
  }
}

const sum = (lines: readonly FeeLine[], key: 'official' | 'service') =>
  Math.round(lines.reduce((s, l) => s + l[key], 0) * 100) / 100

/** Merges lines of the same kind (the parent of a per-country split sums its children). */
function mergeLines(lines: readonly FeeLine[]): FeeLine[] {
  const merged = new Map<string, FeeLine>()
  for (const l of lines) {
    const prev = merged.get(l.kind)
    merged.set(
      l.kind,
      prev
        ? {
            kind: l.kind,
            quantity: prev.quantity + l.quantity,
            official: prev.official + l.official,
            service: prev.service + l.service,
          }
        : { ...l },
    )
  }
  return [...merged.values()]
}

/** The fee lines of one class of a split registration: the first class at first-class prices, the rest as extra classes. */
function classChildLines(type: ProductTypeId, no: string, items: number, first: boolean, priority: boolean) {
  const one = quote({ productType: type, classes: [{ no, items }], priority: first && priority }).lines
  if (first) return one
  const s = FEE_SCHEDULES[type]
  return one.map((l) =>
    l.kind === 'firstClass'
      ? {
          kind: 'extraClass' as const,
          quantity: 1,
          official: s.officialExtraClass,
          service: s.serviceExtraClass,
        }
      : l,
  )
}

/** Every seeded order of one demo account: two per product type (one paid, one open or cancelled) plus children. */
export function seedAccountOrders(
  userId: string,
  user: UserRecord | undefined,
  today: string,
): OrderRecord[] {
  const marks = marksOf(userId)
  const profile = profileOf(userId, user)
  const orders: OrderRecord[] = []
  const salt = hashOf(userId)
  let seq = 0

  const mailing = (withPost: boolean, k: number): OrderMailingRecord => ({
    recipient: user?.name ?? '',
    phone: user?.mobile ?? '',
    postalCode: profile.postalCode,
    address: profile.address,
    courier: withPost ? 'SF Express' : null,
    trackingNo: withPost ? `SF${String(1_300_000_000_000 + salt * 97 + k * 7919).slice(-12)}` : null,
  })

  const make = (
    type: ProductTypeId,
    k: number,
    markIndex: number,
    status: OrderStatus,
    lines: FeeLine[],
    extra: Partial<OrderRecord> & Pick<OrderRecord, 'niceClasses' | 'countries'>,
  ): OrderRecord => {
    seq += 1
    const mark = marks[markIndex % marks.length]!
    const applicant = profile.applicant(markIndex % marks.length)
    const created = addDays(today, -AGE[status](k))
    const paid = status !== 'unpaid' && status !== 'cancelled'
    const createdAt = `${created}T${String(1 + (k % 9)).padStart(2, '0')}:${String((k * 7) % 60).padStart(2, '0')}:00.000Z`
    const paidAt = paid ? `${created}T${String(3 + (k % 9)).padStart(2, '0')}:15:00.000Z` : null
    const officialFee = sum(lines, 'official')
    const serviceFee = sum(lines, 'service')
    const couponDiscount = extra.couponDiscount ?? 0
    const order: OrderRecord = {
      id: `ord-${userId}-${seq}`,
      orderNo: `TM${created.replaceAll('-', '')}${String((salt + seq * 7919) % 1_000_000).padStart(6, '0')}`,
      userId,
      productType: type,
      parentId: null,
      trademarkName: mark.name,
      trademarkId: null,
      applicantName: applicant.zh,
      applicantNameEn: applicant.en,
      lines,
      officialFee,
      serviceFee,
      couponDiscount,
      total: amountDue(officialFee + serviceFee, couponDiscount),
      currency: 'CNY',
      status,
      paymentStatus: paid ? 'paid' : 'unpaid',
      paymentMethod: paid ? METHODS[k % METHODS.length]! : null,
      couponIds: [],
      invoiceStatus: 'unbilled',
      yourRef: null,
      createdAt,
      paidAt,
      refundRequestedAt: null,
      refundReason: null,
      payload: {},
      caseSteps: [],
      documents: [],
      mailing: null,
      caseNo: null,
      invoiceAuditReason: null,
      ...extra,
    }
    if (paid && paidAt) {
      const steps = CASE_STEPS[type].length
      const count =
        status === 'completed' ? steps : status === 'processing' ? 1 + ((k + salt) % (steps - 1)) : 1
      // Finished cases closed months ago; open ones last moved within the past two weeks.
      const until =
        status === 'completed'
          ? addDays(paidAt, Math.min(AGE.completed(k) - 20, 150 + ((k * 11) % 90)))
          : addDays(today, -1 - ((k * 5 + salt) % 14))
      order.caseSteps = reachedSteps(type, paidAt, until, count)
      if (order.caseSteps.some((s) => s.key === 'filed')) {
        order.caseNo =
          type === 26
            ? String(1_700_000 + ((salt + seq * 131) % 99_999))
            : NEW_FILINGS.includes(type)
              ? String(70_000_000 + ((salt * 13 + seq * 7717) % 9_999_999))
              : mark.regNo
      }
      if (status === 'refunding' || status === 'refunded') {
        order.refundRequestedAt = `${addDays(paidAt, 2)}T06:30:00.000Z`
        order.refundReason = '品牌策略调整，暂不办理此项业务'
      }
    }
    order.documents = documentsFor(order)
    if (ORDER_DETAIL_CONFIG[type].mailing) {
      order.mailing = mailing(
        order.documents.some((d) => d.kind === 'certificate'),
        seq,
      )
    }
    orders.push(order)
    return order
  }

  TYPES.forEach((type, k) => {
    const mark = marks[k % marks.length]!
    const pairs: [OrderStatus, number][] = [
      [PAID_STATUSES[(k + salt) % PAID_STATUSES.length]!, k],
      [OPEN_STATUSES[(k + salt) % OPEN_STATUSES.length]!, k + 1],
    ]
    for (const [status, kk] of pairs) {
      const paid = status !== 'unpaid' && status !== 'cancelled'
      const classes = mark.niceClasses.map((no, i) => ({ no, items: i === 0 && kk % 4 === 0 ? 12 : 8 }))
      const priority = NEW_FILINGS.includes(type) && kk % 3 === 0
      const countries = countriesOf(type, kk)
      const perCountry = COUNTRY_SPLIT.includes(type) && countries.length > 1
      const oneCase = quote({ productType: type, classes, priority }).lines
      const lines = perCountry ? mergeLines(countries.flatMap(() => oneCase)) : oneCase
      const invoiceStatus =
        paid && status !== 'refunding' && status !== 'refunded'
          ? INVOICE_CYCLE[(kk + salt) % INVOICE_CYCLE.length]!
          : 'unbilled'
      const couponDiscount = paid && kk % 6 === 2 && sum(lines, 'service') > 500 ? 100 : 0
      const parent = make(type, kk, k, status, lines, {
        niceClasses: mark.niceClasses.slice(),
        countries,
        invoiceStatus,
        couponDiscount,
        invoiceAuditReason: invoiceStatus === 'notAudited' ? AUDIT_REASONS[kk % AUDIT_REASONS.length]! : null,
        yourRef:
          paid && kk % 3 === 1
            ? `${profile.refPrefix} ${today.slice(0, 4)} ${String(kk + 1).padStart(3, '0')}`
            : null,
      })
      const split = CLASS_SPLIT.includes(type) && classes.length > 1
      if (!split && !perCountry) continue
      const parts = split ? classes.map((c) => [c.no]) : countries.map(() => mark.niceClasses.slice())
      parts.forEach((niceClasses, i) => {
        const childLines = split
          ? classChildLines(type, classes[i]!.no, classes[i]!.items, i === 0, priority)
          : oneCase
        const child = make(type, kk, k, status, childLines, {
          niceClasses,
          countries: split ? ['CN'] : [countries[i]!],
          invoiceStatus,
        })
        child.id = `${parent.id}-c${i + 1}`
        child.parentId = parent.id
        child.orderNo = `${parent.orderNo}-${i + 1}`
        child.yourRef = parent.yourRef
        // A later part is one step behind the first, as offices rarely move in step.
        if (i > 0 && child.caseSteps && child.caseSteps.length > 1 && status === 'processing') {
          child.caseSteps = child.caseSteps.slice(0, -1)
        }
        child.documents = documentsFor(child)
      })
    }
  })
  return orders
}

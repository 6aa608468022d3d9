import type { Seeder } from './seed-kit'
import type { MockDb } from '../db'
import { businessDayStamp, startOfBusinessDay } from '../../src/domain/clock'
import {
  DEFAULT_REJECTION,
  digitsFrom,
  invoiceAmounts,
  planFrom,
  syncOrderInvoiceStatuses,
  type InvoiceHeaderRecord,
  type InvoiceRecord,
  type InvoiceSettingsRecord,
  type InvoiceType,
} from '../commerce/invoices-store'
import type { OrderRecord } from '../commerce/orders-store'
import { seedBills } from './bills'

type HeaderRow = Omit<InvoiceHeaderRecord, 'userId' | 'createdAt' | 'updatedAt'>

// Real-looking particulars: the USCCs are those of the accounts' company verifications, the qualification
// files their business licences (mock-server/seeds/files.ts stores them).
const HEADERS: Record<string, HeaderRow[]> = {
  'u-demo': [
    {
      id: 'ih-u-demo-1',
      kind: 'enterprise',
      title: '上海云杉智能科技有限公司',
      taxpayerId: '91310115MA1K3B7G2X',
      registeredAddress: '上海市浦东新区张江高科技园区碧波路690号3号楼',
      bank: '招商银行上海张江支行',
      bankAccount: '121909876510801',
      registeredPhone: '021-50801234',
      qualificationFileId: 'f-licence-u-demo',
      qualificationFileName: '营业执照-91310115MA1K3B7G2X.pdf',
    },
    {
      id: 'ih-u-demo-2',
      kind: 'enterprise',
      title: '苏州云杉智造有限公司',
      taxpayerId: '91320594MA1W8E3K6T',
      registeredAddress: '苏州工业园区星湖街328号创意产业园12栋',
      bank: '中国银行苏州工业园区支行',
      bankAccount: '536270381129',
      registeredPhone: '0512-62881234',
      qualificationFileId: 'f-licence-u-demo',
      qualificationFileName: '营业执照-91310115MA1K3B7G2X.pdf',
    },
    {
      id: 'ih-u-demo-3',
      kind: 'personal',
      title: '王建国',
      taxpayerId: '',
      registeredAddress: '',
      bank: '',
      bankAccount: '',
      registeredPhone: '',
      qualificationFileId: null,
      qualificationFileName: '',
    },
  ],
  'u-agency': [
    {
      id: 'ih-u-agency-1',
      kind: 'enterprise',
      title: '北京华信知识产权代理有限公司',
      taxpayerId: '91110108MA01C2DE5L',
      registeredAddress: '北京市海淀区中关村大街27号中关村大厦11层',
      bank: '中国工商银行北京中关村支行',
      bankAccount: '0200003409020112345',
      registeredPhone: '010-62981188',
      qualificationFileId: 'f-licence-u-agency',
      qualificationFileName: '营业执照-91110108MA01C2DE5L.pdf',
    },
    {
      id: 'ih-u-agency-2',
      kind: 'personal',
      title: '李敏',
      taxpayerId: '',
      registeredAddress: '',
      bank: '',
      bankAccount: '',
      registeredPhone: '',
      qualificationFileId: null,
      qualificationFileName: '',
    },
  ],
  'u-person': [
    {
      id: 'ih-u-person-1',
      kind: 'personal',
      title: '陈晓雨',
      taxpayerId: '',
      registeredAddress: '',
      bank: '',
      bankAccount: '',
      registeredPhone: '',
      qualificationFileId: null,
      qualificationFileName: '',
    },
  ],
}

/** Lifecycle of the seeded requests, oldest first: hours before the seed's reference time. */
const SEEDED_REQUESTS: { hoursAgo: number; outcome: 'pass' | 'reject'; orders: number }[] = [
  { hoursAgo: 24 * 12, outcome: 'pass', orders: 2 }, // mailed
  { hoursAgo: 24 * 5, outcome: 'reject', orders: 1 }, // not audited
  { hoursAgo: 24 * 3 + 6, outcome: 'pass', orders: 1 }, // invoiced
  { hoursAgo: 30, outcome: 'pass', orders: 1 }, // audited
  { hoursAgo: 3, outcome: 'pass', orders: 1 }, // auditing
]

function paidOrdersOf(db: MockDb, userId: string): OrderRecord[] {
  return (db.orders ?? [])
    .filter((o) => o.userId === userId && o.paymentStatus === 'paid' && o.paidAt && o.parentId === null)
    .filter((o) => o.status === 'processing' || o.status === 'completed')
    .sort((a, b) => (a.paidAt ?? '').localeCompare(b.paidAt ?? '') || a.id.localeCompare(b.id))
}

/**
 * Invoice headers and settings of the demo accounts, and invoice requests for some of their paid orders in
 * every lifecycle state. Works with whatever orders the orders seed made (none, few or many).
 */
export const seedInvoices: Seeder = (db, { today }) => {
  // Midnight starting the business day: however early in that Beijing day the seed runs, nothing is dated
  // after it (a request 'three hours ago' must not be in the future).
  const ref = startOfBusinessDay(today)
  const at = (hoursAgo: number) => new Date(ref - hoursAgo * 3_600_000).toISOString()
  db.invoiceHeaders = []
  db.invoiceSettings = []
  db.invoices = []
  for (const [userId, rows] of Object.entries(HEADERS)) {
    rows.forEach((row, i) => {
      db.invoiceHeaders.push({
        ...row,
        userId,
        createdAt: at(24 * (300 - i * 40)),
        updatedAt: at(24 * (90 - i)),
      })
    })
    const first = rows[0]!
    const settings: InvoiceSettingsRecord = {
      userId,
      defaultHeaderId: first.id,
      addressId: (db.addresses ?? []).find((a) => a.userId === userId && a.isDefault)?.id ?? null,
      invoiceType: first.kind === 'enterprise' ? 'vatSpecial' : 'vatGeneral',
    }
    db.invoiceSettings.push(settings)

    const address = (db.addresses ?? []).find((a) => a.id === settings.addressId)
    if (!address) continue
    const orders = paidOrdersOf(db, userId).filter((o) => o.paidAt! < at(24 * 13))
    let next = 0
    SEEDED_REQUESTS.forEach((spec, k) => {
      const picked = orders.slice(next, next + spec.orders)
      if (picked.length < spec.orders) return
      next += spec.orders
      const header = rows[k % rows.length]!
      const type: InvoiceType = header.kind === 'enterprise' ? 'vatSpecial' : 'vatGeneral'
      const requestedAt = at(spec.hoursAgo)
      const requestNo = `INV${businessDayStamp(requestedAt)}${digitsFrom(userId + k, 4)}`
      const invoice: InvoiceRecord = {
        id: `inv-${userId}-${k + 1}`,
        userId,
        requestNo,
        orderIds: picked.map((o) => o.id),
        invoiceType: type,
        headerId: header.id,
        header: {
          kind: header.kind,
          title: header.title,
          taxpayerId: header.taxpayerId,
          registeredAddress: header.registeredAddress,
          bank: header.bank,
          bankAccount: header.bankAccount,
          registeredPhone: header.registeredPhone,
        },
        addressId: address.id,
        address: {
          recipient: address.recipient,
          phone: address.phone,
          address: `${address.province}${address.city === address.province ? '' : address.city}${address.district}${address.address}`,
          zipCode: address.zipCode,
        },
        remark: '',
        ...invoiceAmounts(picked, type),
        requestedAt,
        plan: planFrom(requestedAt, spec.outcome),
        rejectReasonZh: spec.outcome === 'reject' ? DEFAULT_REJECTION.zh : '',
        rejectReasonEn: spec.outcome === 'reject' ? DEFAULT_REJECTION.en : '',
        fapiaoNo: digitsFrom(requestNo, 8),
        trackingNo: `SF${digitsFrom(`${requestNo}-mail`, 12)}`,
      }
      db.invoices.push(invoice)
    })
  }
  syncOrderInvoiceStatuses(db, new Date(ref))
  seedBills(db, { today })
}

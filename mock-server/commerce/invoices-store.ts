import type { MockDb } from '../db'
import type { InvoiceStatus, OrderRecord } from './orders-store'
import { invoiceTax } from '../../src/domain/pricing'
import { businessDayStamp } from '../../src/domain/clock'

/**
 * The mock's invoices: headers (the particulars an invoice is made out to), the member's invoice settings
 * and the invoice requests with their lifecycle. A request's states are planned when it is made and read
 * from the mock clock (lazy), so `setNow` moves them on; the 'invoices.advance' simulation pulls the next
 * planned step to now.
 */
export type HeaderKind = 'enterprise' | 'personal'
export type InvoiceType = 'vatSpecial' | 'vatGeneral'
/** The states a requested invoice goes through ('unbilled' is an order without a live request). */
export type InvoiceStep = Exclude<InvoiceStatus, 'unbilled'>

export interface InvoiceHeaderFields {
  kind: HeaderKind
  title: string
  /** Unified social credit code of an enterprise; '' for a personal header. */
  taxpayerId: string
  registeredAddress: string
  bank: string
  bankAccount: string
  registeredPhone: string
}

export interface InvoiceHeaderRecord extends InvoiceHeaderFields {
  id: string
  userId: string
  /** Taxpayer qualification proof (a stored file of the files table); null for a personal header. */
  qualificationFileId: string | null
  qualificationFileName: string
  createdAt: string
  updatedAt: string
}

export interface InvoiceSettingsRecord {
  userId: string
  defaultHeaderId: string | null
  addressId: string | null
  invoiceType: InvoiceType
}

export interface MailingSnapshot {
  recipient: string
  phone: string
  address: string
  zipCode: string
}

export interface PlannedStep {
  status: InvoiceStep
  at: string
}

export interface InvoiceRecord {
  id: string
  userId: string
  requestNo: string
  orderIds: string[]
  invoiceType: InvoiceType
  headerId: string
  /** The header as it was when requested (a later edit does not change an invoice being made). */
  header: InvoiceHeaderFields
  addressId: string
  address: MailingSnapshot
  remark: string
  /** Sum of the orders' totals (CNY). */
  amount: number
  /** Tax line (INVOICE_TAX_RATE) of a VAT special invoice; 0 for a general invoice. */
  tax: number
  requestedAt: string
  /** Steps planned when requested; the status at a time is the last step at or before it. */
  plan: PlannedStep[]
  rejectReasonZh: string
  rejectReasonEn: string
  /** The official invoice number, shown once invoiced. */
  fapiaoNo: string
  /** Courier waybill, shown once mailed. */
  trackingNo: string
}

declare module '../db' {
  interface MockTables {
    invoiceHeaders: InvoiceHeaderRecord[]
    invoiceSettings: InvoiceSettingsRecord[]
    invoices: InvoiceRecord[]
  }
}

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Audit takes a day; the invoice is made two days after the audit and posted the day after. */
export const AUDIT_MS = DAY
export const INVOICE_MS = 2 * DAY
export const MAIL_MS = DAY

export const DEFAULT_REJECTION = {
  zh: '发票信息与税务登记信息不一致，请核对抬头、纳税人识别号及开户信息后重新提交。',
  en: 'The invoice particulars do not match the tax registration; check the header, taxpayer ID and bank details, then resubmit.',
}

const iso = (ms: number) => new Date(ms).toISOString()

/** The steps of a request made at `start`: audit, then either invoicing and mailing or a refusal. */
export function planFrom(start: string, outcome: 'pass' | 'reject'): PlannedStep[] {
  const t = new Date(start).getTime()
  if (outcome === 'reject') {
    return [
      { status: 'auditing', at: start },
      { status: 'notAudited', at: iso(t + AUDIT_MS) },
    ]
  }
  return [
    { status: 'auditing', at: start },
    { status: 'audited', at: iso(t + AUDIT_MS) },
    { status: 'invoiced', at: iso(t + AUDIT_MS + INVOICE_MS) },
    { status: 'mailed', at: iso(t + AUDIT_MS + INVOICE_MS + MAIL_MS) },
  ]
}

/** Index of the step in force at `now` (0 for a request made in the future of a moved-back clock). */
const currentIndex = (invoice: InvoiceRecord, now: Date): number => {
  let index = 0
  invoice.plan.forEach((step, i) => {
    if (new Date(step.at).getTime() <= now.getTime()) index = i
  })
  return index
}

export const invoiceStatusAt = (invoice: InvoiceRecord, now: Date): InvoiceStep =>
  invoice.plan[currentIndex(invoice, now)]!.status

/** The next planned step, or null once the request reached the end of its plan. */
export function nextStep(invoice: InvoiceRecord, now: Date): PlannedStep | null {
  return invoice.plan[currentIndex(invoice, now) + 1] ?? null
}

/**
 * Pulls the next planned step to `now`, keeping the spacing of the later steps. With `reject` while
 * auditing, the audit ends in a refusal instead. Returns the new status, or null when nothing is left.
 */
export function advanceInvoice(
  invoice: InvoiceRecord,
  now: Date,
  options: { reject?: boolean; reasonZh?: string; reasonEn?: string } = {},
): InvoiceStep | null {
  const status = invoiceStatusAt(invoice, now)
  if (status === 'auditing') {
    const wantReject = options.reject ?? invoice.plan.some((s) => s.status === 'notAudited')
    const reasonZh = options.reasonZh || invoice.rejectReasonZh || DEFAULT_REJECTION.zh
    const reasonEn = options.reasonEn || invoice.rejectReasonEn || DEFAULT_REJECTION.en
    // The audit ends now; the rest of the plan starts from here.
    const start = iso(now.getTime() - AUDIT_MS)
    invoice.plan = [invoice.plan[0]!, ...planFrom(start, wantReject ? 'reject' : 'pass').slice(1)]
    invoice.rejectReasonZh = wantReject ? reasonZh : ''
    invoice.rejectReasonEn = wantReject ? reasonEn : ''
    return invoiceStatusAt(invoice, now)
  }
  const next = nextStep(invoice, now)
  if (!next) return null
  const shift = new Date(next.at).getTime() - now.getTime()
  const from = invoice.plan.indexOf(next)
  invoice.plan = invoice.plan.map((step, i) =>
    i < from ? step : { ...step, at: iso(new Date(step.at).getTime() - shift) },
  )
  return invoiceStatusAt(invoice, now)
}

/** Starts a new audit of a refused request (resubmission) from `now`. */
export function restartInvoice(invoice: InvoiceRecord, now: Date): void {
  invoice.plan = planFrom(now.toISOString(), 'pass')
  invoice.rejectReasonZh = ''
  invoice.rejectReasonEn = ''
}

/**
 * Copies every request's status onto its orders (the order list shows it); an order on no live request is
 * 'unbilled'. Later requests win over earlier refused ones.
 */
export function syncOrderInvoiceStatuses(db: MockDb, now: Date): void {
  const byOrder = new Map<string, InvoiceStatus>()
  const requests = [...(db.invoices ?? [])].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt))
  for (const invoice of requests) {
    const status = invoiceStatusAt(invoice, now)
    for (const orderId of invoice.orderIds) byOrder.set(orderId, status)
  }
  for (const order of db.orders ?? []) order.invoiceStatus = byOrder.get(order.id) ?? 'unbilled'
}

export type BlockedReason = 'notPaid' | 'refunded' | 'requested'

/** Why an order cannot be put on a new invoice request, or null when it can. */
export function invoiceBlock(
  db: MockDb,
  order: OrderRecord,
  now: Date,
  ignoreId?: string,
): BlockedReason | null {
  if (order.paymentStatus !== 'paid') return 'notPaid'
  if (order.status === 'cancelled' || order.status === 'refunding' || order.status === 'refunded')
    return 'refunded'
  const live = (db.invoices ?? []).some(
    (inv) =>
      inv.id !== ignoreId && inv.orderIds.includes(order.id) && invoiceStatusAt(inv, now) !== 'notAudited',
  )
  return live ? 'requested' : null
}

/** Amount and tax line of a request for these orders. */
export function invoiceAmounts(
  orders: readonly OrderRecord[],
  type: InvoiceType,
): { amount: number; tax: number } {
  const amount = Math.round(orders.reduce((sum, o) => sum + o.total, 0) * 100) / 100
  return { amount, tax: type === 'vatSpecial' ? invoiceTax(amount) : 0 }
}

/** A stable pseudo-random digit string from a seed text (invoice numbers, waybills). */
export function digitsFrom(seed: string, length: number): string {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619)
  let out = ''
  while (out.length < length) {
    h = Math.imul(h ^ (h >>> 13), 2654435761) >>> 0
    out += String(h % 10)
  }
  return out
}

/** A request number like INV20261122 + 4 digits, unique in the table. */
export function nextRequestNo(db: MockDb, now: Date): string {
  const day = businessDayStamp(now)
  let n = (db.invoices?.length ?? 0) + 1
  let no = `INV${day}${String(n).padStart(4, '0')}`
  while (db.invoices?.some((i) => i.requestNo === no)) {
    n += 1
    no = `INV${day}${String(n).padStart(4, '0')}`
  }
  return no
}

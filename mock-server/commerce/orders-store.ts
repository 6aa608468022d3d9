import type { MockDb } from '../db'
import { newId } from '../db'
import type { ProductTypeId } from '../../src/domain/product-types'
import type { FeeLine } from '../../src/domain/pricing'
import { amountDue } from '../../src/domain/pricing'
import { doneWhenPaid, type CaseStepKey } from '../../src/domain/case-steps'
import { businessDate, businessDayStamp } from '../../src/domain/clock'
import { recordOrderPayment } from './debit-notes-store'

/**
 * The mock's orders: one table every commerce call reads and writes (order list and details, payment,
 * invoices, search-report purchase). Areas add optional fields; they never copy orders. An order's debit note
 * lives in the debit-note table (debit-notes-store), not on the order.
 */
export type OrderStatus = 'unpaid' | 'processing' | 'completed' | 'cancelled' | 'refunding' | 'refunded'
export type PaymentStatus = 'unpaid' | 'paying' | 'paid'
export type InvoiceStatus = 'unbilled' | 'auditing' | 'audited' | 'notAudited' | 'invoiced' | 'mailed'
export type PaymentMethod = 'card' | 'wallet' | 'alipay' | 'offline' | 'coupon' | 'dummy'

export interface OrderRecord {
  id: string
  orderNo: string
  userId: string
  productType: ProductTypeId
  /** Parent order of a child order (a multi-class or multi-country order is split per case). */
  parentId: string | null
  trademarkName: string
  /** Register id of the mark (mock-server/register) or null for a new application. */
  trademarkId: string | null
  applicantName: string
  applicantNameEn: string
  niceClasses: string[]
  /** ISO country codes (for global and Madrid orders; ['CN'] for mainland services). */
  countries: string[]
  lines: FeeLine[]
  officialFee: number
  serviceFee: number
  couponDiscount: number
  /** officialFee + serviceFee - couponDiscount (never below 0). */
  total: number
  currency: 'CNY'
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: PaymentMethod | null
  /** Coupons used on this order (ids of the coupons table). */
  couponIds: string[]
  invoiceStatus: InvoiceStatus
  /** The customer's own reference for the case (createCaseyouref / updateCaseyouref). */
  yourRef: string | null
  createdAt: string
  paidAt: string | null
  /** Set once a refund is requested: it cannot be withdrawn. */
  refundRequestedAt: string | null
  refundReason: string | null
  /** Free data of the flow that made the order (the search query of a report, the form of a filing). */
  payload: Record<string, unknown>
  // Orders area (order list and detail pages): optional, so orders made by other flows need none of them.
  /** Case steps reached so far, with their dates (src/domain/case-steps). */
  caseSteps?: { key: CaseStepKey; date: string }[]
  /** Documents of the case (receipts, filing receipts, certificates …); the PDF is made when first listed. */
  documents?: OrderDocumentRecord[]
  /** Where certificates and official letters of the case are posted. */
  mailing?: OrderMailingRecord | null
  /** Office number of the case (application or registration number) once known. */
  caseNo?: string | null
  /** Why an invoice request was not approved (invoice status notAudited), in both languages. */
  invoiceAuditReason?: { zh: string; en: string } | null
  // Payment pages: optional, so orders made by other flows need none of them.
  /** A temporary order quoted by staff, or a balance order partly paid; 'standard' when unset. */
  orderKind?: 'standard' | 'temporary' | 'balance'
  /** What a balance order's deposit already paid (CNY). */
  paidAmount?: number
  /** The items staff described on a temporary order. */
  quoteItems?: { description: { zh: string; en: string }; amount: number }[]
  /** The bank-transfer proof awaiting confirmation (paymentStatus 'paying'). */
  transfer?: { fileId: string; fileName: string; payerName: string; remark: string; submittedAt: string }
  /** Delivery of a search report (product type 4). */
  report?: { status: 'pending' | 'delivered'; dueAt: string; deliveredAt: string | null }
  /** The member's notes for the analyst of a search report; files are records of `files` (report-orders.ts). */
  reportNotes?: ReportNotesRecord
}

export interface ReportNotesRecord {
  remarks: string
  updatedAt: string | null
  /** Who saved the notes last (user id and display name). */
  updatedBy: { id: string; name: string } | null
  attachments: { fileId: string; name: string; size: number; uploadedAt: string }[]
}

/** One document of an order's case. */
export interface OrderDocumentRecord {
  id: string
  kind: OrderDocumentKind
  fileName: string
  /** Issue day, YYYY-MM-DD. */
  date: string
  size: number
}
export type OrderDocumentKind =
  | 'paymentReceipt'
  | 'powerOfAttorney'
  | 'filingReceipt'
  | 'acceptanceNotice'
  | 'certificate'
  | 'decision'
  | 'report'

/** Postal details for the case's paper mail. */
export interface OrderMailingRecord {
  recipient: string
  phone: string
  postalCode: string
  address: string
  /** Set once something was posted. */
  courier: string | null
  trackingNo: string | null
}

declare module '../db' {
  interface MockTables {
    orders: OrderRecord[]
  }
}

export interface NewOrder {
  userId: string
  productType: ProductTypeId
  trademarkName: string
  trademarkId?: string | null
  applicantName?: string
  applicantNameEn?: string
  niceClasses?: string[]
  countries?: string[]
  lines: FeeLine[]
  parentId?: string | null
  payload?: Record<string, unknown>
  /** ISO time of creation (the mock clock's now). */
  now: string
}

const compact = (iso: string) => businessDayStamp(iso)

/** An order number like TM20261122483920: the day and six digits, unique in the table. */
export function nextOrderNo(db: MockDb, now: string): string {
  const day = compact(now)
  let n = (db.orders?.length ?? 0) * 7919 + 100000
  let orderNo = `TM${day}${String(n % 1_000_000).padStart(6, '0')}`
  while (db.orders?.some((o) => o.orderNo === orderNo)) {
    n += 1
    orderNo = `TM${day}${String(n % 1_000_000).padStart(6, '0')}`
  }
  return orderNo
}

const sum = (lines: readonly FeeLine[], key: 'official' | 'service') =>
  Math.round(lines.reduce((s, l) => s + l[key], 0) * 100) / 100

/** Adds an unpaid order with its fee lines (from src/domain/pricing) and returns it. */
export function createOrder(db: MockDb, input: NewOrder): OrderRecord {
  db.orders ??= []
  const officialFee = sum(input.lines, 'official')
  const serviceFee = sum(input.lines, 'service')
  const order: OrderRecord = {
    id: newId('ord-'),
    orderNo: nextOrderNo(db, input.now),
    userId: input.userId,
    productType: input.productType,
    parentId: input.parentId ?? null,
    trademarkName: input.trademarkName,
    trademarkId: input.trademarkId ?? null,
    applicantName: input.applicantName ?? '',
    applicantNameEn: input.applicantNameEn ?? '',
    niceClasses: input.niceClasses ?? [],
    countries: input.countries ?? ['CN'],
    lines: input.lines,
    officialFee,
    serviceFee,
    couponDiscount: 0,
    total: amountDue(officialFee + serviceFee, 0),
    currency: 'CNY',
    status: 'unpaid',
    paymentStatus: 'unpaid',
    paymentMethod: null,
    couponIds: [],
    invoiceStatus: 'unbilled',
    yourRef: null,
    createdAt: input.now,
    paidAt: null,
    refundRequestedAt: null,
    refundReason: null,
    payload: input.payload ?? {},
  }
  db.orders.push(order)
  return order
}

/** The user's order with this id, or undefined (another member's order is never found). */
export const findOrder = (db: MockDb, userId: string, id: string): OrderRecord | undefined =>
  (db.orders ?? []).find((o) => o.id === id && o.userId === userId)

/** Whether an order can still be paid: unpaid, not cancelled and no refund asked. */
export const isPayable = (order: OrderRecord): boolean =>
  order.paymentStatus !== 'paid' && order.status === 'unpaid'

/**
 * Records a payment: the order becomes paid and in process, or completed when the payment itself delivers it
 * (team member seats: nothing follows, so there is nothing to refund either). Refuses (returns false) an order
 * already paid, so a payment can never be made twice for one order.
 */
export function markOrderPaid(db: MockDb, order: OrderRecord, method: PaymentMethod, now: string): boolean {
  if (!isPayable(order)) return false
  order.paymentStatus = 'paid'
  order.paymentMethod = method
  order.paidAt = now
  if (doneWhenPaid(order.productType)) {
    order.status = 'completed'
    order.caseSteps = [{ key: 'ordered', date: businessDate(now) }]
  } else order.status = 'processing'
  // Its debit note is issued, or the one issued before is settled (a note reads its order's payment).
  recordOrderPayment(db, order.id, now)
  return true
}

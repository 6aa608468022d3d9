import { businessDayStamp } from '../../src/domain/clock'
import { sameTimeNextWorkingDay } from '../../src/domain/deadline-calendar'
import type { MockDb } from '../db'
import { newId } from '../db'
import { PRODUCT_TYPES } from '../../src/domain/product-types'
import type { PayableOrder } from '../../src/api/schemas/orders-pay'
import { markOrderPaid, type OrderRecord, type PaymentMethod } from './orders-store'
import { debitNoteOfOrder } from './debit-notes-store'

/**
 * The payment side of the mock: gateway trades (wallet codes, Alipay cashier sessions, card charges), cards
 * with quick pay opened, and the one way an order becomes paid (`settle`), which every payment path, gateway
 * notification and simulation goes through so a second payment of one order is always refused.
 */
export interface PaymentTradeRecord {
  tradeNo: string
  orderId: string
  userId: string
  method: PaymentMethod
  amount: number
  createdAt: string
  status: 'open' | 'paid' | 'closed'
  /** Wallet codes and cashier sessions stop being payable at this time. */
  expiresAt: string | null
}

export interface QuickPayRecord {
  userId: string
  cardId: string
  openedAt: string
}

export interface ManualRequestRecord {
  id: string
  ticketNo: string
  userId: string | null
  contact: string
  phone: string
  email: string
  content: string
  orderNo: string
  createdAt: string
}

declare module '../db' {
  interface MockTables {
    paymentTrades: PaymentTradeRecord[]
    quickPayCards: QuickPayRecord[]
    manualRequests: ManualRequestRecord[]
  }
}

/** How long a wallet code and an Alipay cashier session stay payable. */
export const WALLET_CODE_VALID_MS = 10 * 60_000
export const CASHIER_VALID_MS = 30 * 60_000

const round2 = (n: number) => Math.round(n * 100) / 100

/** The tables of this module, created on first use (a saved demo DB from before them has none). */
export function paymentTables(db: MockDb) {
  db.paymentTrades ??= []
  db.quickPayCards ??= []
  db.manualRequests ??= []
  return db
}

/** What is left to pay on an order now (a balance order's deposit counts as paid). */
export const amountDueOf = (order: OrderRecord): number =>
  order.paymentStatus === 'paid' ? 0 : round2(Math.max(0, order.total - (order.paidAmount ?? 0)))

/** A bank transfer of this order waits for the finance team. */
export const awaitingTransfer = (order: OrderRecord): boolean =>
  order.paymentStatus === 'paying' && order.status === 'unpaid' && Boolean(order.transfer)

/**
 * When a report paid at `now` is due: the same Beijing time on the next working day in mainland China (its
 * business day in Beijing, weekends and public holidays skipped: src/domain/deadline-calendar.ts).
 */
export function nextWorkingDay(now: string): string {
  return sameTimeNextWorkingDay(now)
}

/**
 * Records a payment of an order: through markOrderPaid (which refuses an order already paid), closing its
 * open trades, completing a balance, and delivering a search report at once (the demo build's promise of
 * "within 1 working day" is kept immediately). Returns false when the order was not payable.
 */
export function settle(db: MockDb, order: OrderRecord, method: PaymentMethod, now: string): boolean {
  if (!markOrderPaid(db, order, method, now)) return false
  if (order.orderKind === 'balance') order.paidAmount = order.total
  for (const trade of paymentTables(db).paymentTrades) {
    if (trade.orderId !== order.id || trade.status !== 'open') continue
    trade.status = trade.method === method ? 'paid' : 'closed'
  }
  if (order.productType === 4) {
    order.report = { status: 'delivered', dueAt: nextWorkingDay(now), deliveredAt: now }
  }
  return true
}

/** Opens a gateway trade for an order (wallet code, cashier session or card charge). */
export function openTrade(
  db: MockDb,
  order: OrderRecord,
  method: PaymentMethod,
  now: Date,
  validMs: number | null,
): PaymentTradeRecord {
  const tables = paymentTables(db)
  const iso = now.toISOString()
  const trade: PaymentTradeRecord = {
    tradeNo: `P${businessDayStamp(now)}${newId('').slice(-8).toUpperCase()}`,
    orderId: order.id,
    userId: order.userId,
    method,
    amount: amountDueOf(order),
    createdAt: iso,
    status: 'open',
    expiresAt: validMs === null ? null : new Date(now.getTime() + validMs).toISOString(),
  }
  tables.paymentTrades.push(trade)
  return trade
}

export const findTrade = (db: MockDb, tradeNo: string): PaymentTradeRecord | undefined =>
  paymentTables(db).paymentTrades.find((t) => t.tradeNo === tradeNo)

/**
 * Pays a trade the gateway reports as paid (a notification, a simulated wallet scan, the cashier's confirm).
 * A trade already settled, closed or expired pays nothing. This is the only way a wallet code is paid: a code
 * nobody scans stays open until it expires, however often the order is read.
 */
export function payTrade(db: MockDb, trade: PaymentTradeRecord, now: Date): boolean {
  if (trade.status !== 'open') return false
  if (trade.expiresAt && now.toISOString() > trade.expiresAt) {
    trade.status = 'closed'
    return false
  }
  const order = (db.orders ?? []).find((o) => o.id === trade.orderId)
  if (!order || awaitingTransfer(order) || !settle(db, order, trade.method, now.toISOString())) {
    trade.status = 'closed'
    return false
  }
  trade.status = 'paid'
  return true
}

/** An order as the payment pages show it, with its debit note's number. */
export function toPayable(db: MockDb, order: OrderRecord): PayableOrder {
  return {
    id: order.id,
    orderNo: order.orderNo,
    productType: order.productType,
    serviceName: { ...PRODUCT_TYPES[order.productType] },
    kind: order.orderKind ?? 'standard',
    trademarkName: order.trademarkName,
    niceClasses: [...order.niceClasses],
    countries: [...order.countries],
    lines: order.lines.map((l) => ({ ...l })),
    items: (order.quoteItems ?? []).map((i) => ({ description: { ...i.description }, amount: i.amount })),
    officialFee: order.officialFee,
    serviceFee: order.serviceFee,
    couponDiscount: order.couponDiscount,
    total: order.total,
    paidAmount: order.paidAmount ?? 0,
    amountDue: amountDueOf(order),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    couponIds: [...order.couponIds],
    transfer: order.transfer
      ? {
          fileId: order.transfer.fileId,
          fileName: order.transfer.fileName,
          payerName: order.transfer.payerName,
          submittedAt: order.transfer.submittedAt,
        }
      : null,
    report: order.productType === 4 ? (order.report ?? null) : null,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    debitNoteNo: debitNoteOfOrder(db, order.id)?.debitNoteNo ?? null,
  }
}

import type { CaseItem, OrderDetail, OrderSummary } from '../../src/api/schemas/orders-manage'
import { CASE_STEPS } from '../../src/domain/case-steps'
import { PRODUCT_TYPES } from '../../src/domain/product-types'
import type { OrderRecord } from './orders-store'
import type { MockDb } from '../db'
import { debitNoteOfOrder } from './debit-notes-store'

// EU and WO are not ISO countries, so the countries table names only WO.
const EXTRA_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  EU: { zh: '欧盟', en: 'European Union' },
  WO: { zh: '世界知识产权组织', en: 'WIPO' },
}

const countryName = (db: MockDb, code: string) => {
  const extra = EXTRA_NAMES[code]
  if (extra) return { code, ...extra }
  const c = db.countries?.find((x) => x.internationalDomainName === code)
  return { code, zh: c?.chName ?? code, en: c?.ehName ?? code }
}

/** An order as a row of the order list. */
export function toSummary(db: MockDb, o: OrderRecord): OrderSummary {
  const note = debitNoteOfOrder(db, o.id)
  return {
    id: o.id,
    orderNo: o.orderNo,
    parentId: o.parentId,
    productType: o.productType,
    serviceName: { ...PRODUCT_TYPES[o.productType] },
    trademarkName: o.trademarkName,
    applicantName: o.applicantName,
    applicantNameEn: o.applicantNameEn,
    niceClasses: [...o.niceClasses],
    countries: [...o.countries],
    officialFee: o.officialFee,
    serviceFee: o.serviceFee,
    couponDiscount: o.couponDiscount,
    total: o.total,
    currency: 'CNY',
    status: o.status,
    paymentStatus: o.paymentStatus,
    invoiceStatus: o.invoiceStatus,
    debitNoteNo: note?.debitNoteNo ?? null,
    debitNoteDate: note?.date ?? null,
    yourRef: o.yourRef,
    caseNo: o.caseNo ?? null,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    refundRequestedAt: o.refundRequestedAt,
    childCount: db.orders.filter((c) => c.parentId === o.id).length,
    latestStep: o.caseSteps?.at(-1) ?? null,
  }
}

/** An order with its fee lines, countries and reasons: the detail page's header data. */
export function toDetail(db: MockDb, o: OrderRecord): OrderDetail {
  return {
    ...toSummary(db, o),
    lines: o.lines.map((l) => ({ ...l })),
    paymentMethod: o.paymentMethod,
    countryNames: o.countries.map((code) => countryName(db, code)),
    refundReason: o.refundReason,
    invoiceAuditReason: o.invoiceAuditReason ?? null,
    parentOrderNo: o.parentId ? (db.orders.find((p) => p.id === o.parentId)?.orderNo ?? null) : null,
  }
}

/** A paid order as a case of /caseAndNewStatus: its latest step and the one it waits for. */
export function toCaseItem(o: OrderRecord): CaseItem {
  const reached = o.caseSteps ?? []
  const steps = CASE_STEPS[o.productType]
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    productType: o.productType,
    serviceName: { ...PRODUCT_TYPES[o.productType] },
    trademarkName: o.trademarkName,
    niceClasses: [...o.niceClasses],
    countries: [...o.countries],
    caseNo: o.caseNo ?? null,
    status: o.status,
    yourRef: o.yourRef,
    latestStep: reached.at(-1) ?? null,
    nextStep: o.status === 'processing' ? (steps[reached.length] ?? null) : null,
  }
}

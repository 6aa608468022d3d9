import { CASE_STEPS, type CaseStepKey } from '../../src/domain/case-steps'
import { addBusinessDays, businessDate, daysBetween } from '../../src/domain/clock'
import { ORDER_DETAIL_CONFIG } from '../../src/domain/order-routes'
import { PRODUCT_TYPES, type ProductTypeId } from '../../src/domain/product-types'
import type { OrderDocumentKind, OrderDocumentRecord, OrderRecord } from '../commerce/orders-store'
import { buildPdf } from '../reference-data/pdf'

/**
 * The case data of seeded orders: steps reached by a given day, the documents those steps produced and the
 * PDF each document downloads as. Kept apart from the seeder so the documents handler makes the same PDF
 * the seed measured.
 */

/** The Beijing business day of a day or an instant, moved by whole days. */
export const addDays = (date: string, days: number): string => addBusinessDays(businessDate(date), days)

/**
 * The first `count` steps of a product's case, spread evenly between the payment day and `until` (the last
 * reached step falls on or before it).
 */
export function reachedSteps(
  productType: ProductTypeId,
  paidOn: string,
  until: string,
  count: number,
): { key: CaseStepKey; date: string }[] {
  const steps = CASE_STEPS[productType].slice(0, Math.max(1, count))
  const span = Math.max(0, daysBetween(businessDate(paidOn), businessDate(until)))
  const gap = steps.length > 1 ? Math.floor(span / (steps.length - 1)) : 0
  return steps.map((key, i) => ({ key, date: addDays(paidOn, i === 0 ? 0 : Math.min(span, gap * i)) }))
}

/** Which document a reached step produces (the receipt and power of attorney come with the payment). */
const DOCUMENT_OF_STEP: Partial<Record<CaseStepKey, OrderDocumentKind>> = {
  filed: 'filingReceipt',
  accepted: 'acceptanceNotice',
  certificateIssued: 'certificate',
  reissued: 'certificate',
  protectionGranted: 'certificate',
  recorded: 'certificate',
  decisionIssued: 'decision',
  reportDelivered: 'report',
  monitoringReport: 'report',
}

const FILE_STEM: Readonly<Record<OrderDocumentKind, string>> = {
  paymentReceipt: 'Payment-receipt',
  powerOfAttorney: 'Power-of-attorney',
  filingReceipt: 'Official-filing-receipt',
  acceptanceNotice: 'Notice-of-acceptance',
  certificate: 'Certificate',
  decision: 'Decision',
  report: 'Report',
}

const TITLE: Readonly<Record<OrderDocumentKind, string>> = {
  paymentReceipt: 'Payment receipt',
  powerOfAttorney: 'Power of attorney',
  filingReceipt: 'Official filing receipt',
  acceptanceNotice: 'Notice of acceptance',
  certificate: 'Certificate',
  decision: 'Decision of the office',
  report: 'Report',
}

/** The lines printed in a document's PDF (ASCII only: the PDF's standard font has no CJK glyphs). */
export function documentLines(order: OrderRecord, doc: OrderDocumentRecord): string[] {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim()
  const mark = ascii(order.trademarkName) || '(Chinese characters mark)'
  return [
    TITLE[doc.kind],
    `Order: ${order.orderNo}`,
    `Service: ${PRODUCT_TYPES[order.productType].en}`,
    `Trademark: ${mark}`,
    `Applicant: ${order.applicantNameEn || ascii(order.applicantName)}`,
    order.niceClasses.length > 0 ? `Classes: ${order.niceClasses.join(', ')}` : 'Classes: -',
    `Case no.: ${order.caseNo ?? 'pending'}`,
    `Date: ${doc.date}`,
    doc.kind === 'paymentReceipt' ? `Amount paid: CNY ${order.total.toFixed(2)}` : 'Issued by the office.',
  ]
}

/** The PDF bytes of a document (made on demand, so the saved demo data stays small). */
export const documentPdf = (order: OrderRecord, doc: OrderDocumentRecord): Uint8Array =>
  buildPdf(documentLines(order, doc))

/** The documents a paid order holds once its case reached `steps`. */
export function documentsFor(order: OrderRecord): OrderDocumentRecord[] {
  if (order.paymentStatus !== 'paid' || !order.paidAt) return []
  const paidOn = businessDate(order.paidAt)
  const made: { kind: OrderDocumentKind; date: string }[] = [{ kind: 'paymentReceipt', date: paidOn }]
  const filedWithOffice = ORDER_DETAIL_CONFIG[order.productType].mailing
  if (filedWithOffice) made.push({ kind: 'powerOfAttorney', date: addDays(paidOn, 1) })
  for (const step of order.caseSteps ?? []) {
    const kind = DOCUMENT_OF_STEP[step.key]
    if (kind && !made.some((m) => m.kind === kind)) made.push({ kind, date: step.date })
  }
  return made.map(({ kind, date }, i) => {
    const doc: OrderDocumentRecord = {
      id: `doc-${order.id}-${i + 1}`,
      kind,
      fileName: `${FILE_STEM[kind]}-${order.orderNo}.pdf`,
      date,
      size: 0,
    }
    doc.size = documentPdf(order, doc).length
    return doc
  })
}

/** The IP office that decides a case in a country (code → bilingual name). */
export const OFFICES: Readonly<Record<string, { zh: string; en: string }>> = {
  CN: { zh: '国家知识产权局商标局', en: 'China National Intellectual Property Administration (CNIPA)' },
  HK: { zh: '香港知识产权署', en: 'Intellectual Property Department of Hong Kong (IPD)' },
  WO: { zh: '世界知识产权组织国际局', en: 'International Bureau of WIPO' },
  US: { zh: '美国专利商标局', en: 'United States Patent and Trademark Office (USPTO)' },
  EU: { zh: '欧盟知识产权局', en: 'European Union Intellectual Property Office (EUIPO)' },
  JP: { zh: '日本特许厅', en: 'Japan Patent Office (JPO)' },
  KR: { zh: '韩国知识产权局', en: 'Korean Intellectual Property Office (KIPO)' },
  GB: { zh: '英国知识产权局', en: 'UK Intellectual Property Office (UKIPO)' },
  SG: { zh: '新加坡知识产权局', en: 'Intellectual Property Office of Singapore (IPOS)' },
  AU: { zh: '澳大利亚知识产权局', en: 'IP Australia' },
}

/** Our case handlers; an order is handled by one of them (by a stable hash of its id). */
export const HANDLERS = [
  { name: '赵婧', nameEn: 'Jing Zhao', email: 'jing.zhao@tm-portal.example', phone: '021-62881230' },
  { name: '孙阳', nameEn: 'Yang Sun', email: 'yang.sun@tm-portal.example', phone: '021-62881236' },
  { name: '周蕾', nameEn: 'Lei Zhou', email: 'lei.zhou@tm-portal.example', phone: '010-82157720' },
] as const

/** A small stable hash of a text, for picking sample values without randomness. */
export const hashOf = (text: string): number =>
  [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7)

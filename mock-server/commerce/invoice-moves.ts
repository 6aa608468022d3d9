import type { RequestStatus } from '../../src/api/schemas/invoices'
import { advanceInvoice, invoiceStatusAt, type InvoiceRecord } from './invoices-store'

const NAMES: Record<RequestStatus, { zh: string; en: string }> = {
  auditing: { zh: '审核中', en: 'under audit' },
  audited: { zh: '审核通过', en: 'audited' },
  notAudited: { zh: '审核未通过', en: 'not approved' },
  invoiced: { zh: '已开票', en: 'invoiced' },
  mailed: { zh: '已邮寄', en: 'mailed' },
}

/** The moves the invoicing desk may make from each state. */
const NEXT: Record<RequestStatus, readonly RequestStatus[]> = {
  auditing: ['audited', 'notAudited'],
  audited: ['invoiced'],
  notAudited: [],
  invoiced: ['mailed'],
  mailed: [],
}

/**
 * Moves a request to `target` now if the lifecycle allows it; returns why not otherwise. A refusal needs a
 * reason, which the member then sees.
 */
export function moveInvoice(
  invoice: InvoiceRecord,
  target: Exclude<RequestStatus, 'auditing'>,
  reason: string,
  now: Date,
): { zh: string; en: string } | null {
  const current = invoiceStatusAt(invoice, now)
  if (!NEXT[current].includes(target)) {
    return {
      zh: `发票申请${NAMES[current].zh}，不能改为${NAMES[target].zh}`,
      en: `The request is ${NAMES[current].en} and cannot become ${NAMES[target].en}`,
    }
  }
  if (target === 'notAudited' && !reason) {
    return { zh: '审核不通过须填写原因', en: 'A refusal needs a reason' }
  }
  advanceInvoice(invoice, now, {
    reject: target === 'notAudited',
    reasonZh: reason,
    reasonEn: reason,
  })
  return null
}

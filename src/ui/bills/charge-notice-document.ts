import { formatDate, formatMoney } from '../../domain/format'
import type { SheetDocument, SheetRow } from '../kit/pdf/sheet-document'
import { issuerOf, payeeBlocks, type SheetContext } from './sheet-common'

export interface ChargeNotice {
  member: string
  noteNo: string | null
  /** The day the note was issued, '' when not known. */
  issued: string
  orderNo: string
  dueDate: string | null
  service: { zh: string; en: string }
  trademark: string
  paid: boolean
  /** The order's breakdown; without the order, the service is one line of the total. */
  fees: { officialFee: number; serviceFee: number; couponDiscount: number } | null
  total: number
}

/** The charge notice of one order: what is due, by when and where to pay. */
export function chargeNoticeDocument(notice: ChargeNotice, ctx: SheetContext): SheetDocument {
  const { t, lang } = ctx
  const money = (n: number) => formatMoney(n, 'CNY', lang)
  const service = lang === 'en' ? notice.service.en : notice.service.zh
  const { fees } = notice
  const lines: SheetRow[] = fees
    ? [
        { cells: [t('offer.officialFee'), money(fees.officialFee)] },
        { cells: [t('offer.serviceFee'), money(fees.serviceFee)] },
        ...(fees.couponDiscount > 0
          ? [{ cells: [t('offer.discount'), `−${money(fees.couponDiscount)}`] }]
          : []),
      ]
    : [{ cells: [service, money(notice.total)] }]
  return {
    issuer: issuerOf(ctx),
    reference: notice.noteNo ? t('offer.noteNo', { no: notice.noteNo }) : '',
    title: t('offer.sheetTitle'),
    lang,
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: t('sheet.to'), value: notice.member },
          { label: t('offer.issued'), value: notice.issued ? formatDate(notice.issued, lang) : '—' },
          { label: t('notes.columns.orderNo'), value: notice.orderNo },
          {
            label: t('notes.columns.dueDate'),
            value: notice.dueDate ? formatDate(notice.dueDate, lang) : '—',
          },
          { label: t('notes.columns.service'), value: service },
          { label: t('notes.columns.trademark'), value: notice.trademark },
          {
            label: t('notes.columns.status'),
            value: t(notice.paid ? 'notes.status.paid' : 'notes.status.unpaid'),
            tone: notice.paid ? 'paid' : 'unpaid',
          },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: t('offer.item'), width: 3 },
          { label: t('offer.amount'), width: 1, align: 'end' },
        ],
        rows: [
          ...lines,
          {
            kind: 'total',
            cells: [t(notice.paid ? 'offer.totalPaid' : 'offer.totalDue'), money(notice.total)],
          },
        ],
      },
      ...payeeBlocks(ctx),
    ],
    footer: t('sheet.footer'),
  }
}

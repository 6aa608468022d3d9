import type { DebitNote } from '../../api/schemas/orders'
import { formatDate, formatMoney } from '../../domain/format'
import type { SheetDocument } from '../kit/pdf/sheet-document'
import { issuerOf, payeeBlocks, type SheetContext } from './sheet-common'

/** The fee management bill of a period: every debit note dated in it, with what was billed, paid and is due. */
export function feeBillDocument(
  { notes, member, from, to }: { notes: DebitNote[]; member: string; from: string; to: string },
  ctx: SheetContext,
): SheetDocument {
  const { t, lang } = ctx
  const money = (n: number) => formatMoney(n, 'CNY', lang)
  const billed = notes.reduce((s, n) => s + n.amount, 0)
  const paid = notes.filter((n) => n.paymentStatus === 'paid').reduce((s, n) => s + n.amount, 0)
  return {
    issuer: issuerOf(ctx),
    reference: t('bill.period', { from: formatDate(from, lang), to: formatDate(to, lang) }),
    title: t('bill.sheetTitle'),
    lang,
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: t('sheet.to'), value: member },
          { label: t('notes.count'), value: String(notes.length) },
          { label: t('notes.totalBilled'), value: money(billed) },
          { label: t('bill.paid'), value: money(paid), tone: 'paid' },
          {
            label: t('notes.outstanding'),
            value: money(billed - paid),
            tone: billed - paid > 0 ? 'unpaid' : 'paid',
          },
        ],
      },
      notes.length === 0
        ? { kind: 'text', text: t('bill.none') }
        : {
            kind: 'table',
            columns: [
              { label: t('notes.columns.date'), width: 2.1 },
              { label: t('notes.columns.debitNoteNo'), width: 3 },
              { label: t('notes.columns.orderNo'), width: 3.3 },
              { label: t('notes.columns.service'), width: 3.2 },
              { label: t('notes.columns.trademark'), width: 2.2 },
              { label: t('notes.columns.amount'), width: 2.4, align: 'end' },
              { label: t('notes.columns.status'), width: 1.6 },
            ],
            rows: [
              ...notes.map((n) => ({
                cells: [
                  formatDate(n.date, lang),
                  n.debitNoteNo,
                  n.orderNo,
                  lang === 'en' ? n.serviceName.en : n.serviceName.zh,
                  n.trademarkName,
                  money(n.amount),
                  {
                    text: t(`notes.status.${n.paymentStatus}`),
                    tone: n.paymentStatus === 'paid' ? ('paid' as const) : ('unpaid' as const),
                  },
                ],
              })),
              { kind: 'total', cells: [{ text: t('notes.total'), span: 5 }, money(billed), ''] },
            ],
          },
      ...payeeBlocks(ctx),
    ],
    footer: t('sheet.footer'),
  }
}

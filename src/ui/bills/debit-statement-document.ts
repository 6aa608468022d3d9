import type { DebitNote } from '../../api/schemas/orders'
import { formatDate, formatMoney } from '../../domain/format'
import type { SheetDocument } from '../kit/pdf/sheet-document'
import { issuerOf, payeeBlocks, type SheetContext } from './sheet-common'

/**
 * The statement of debit notes: the summary table, then each note in full with where to pay. Amounts in CNY,
 * the currency they are charged in.
 */
export function debitStatementDocument(
  { notes, member, today }: { notes: DebitNote[]; member: string; today: string },
  ctx: SheetContext,
): SheetDocument {
  const { t, lang } = ctx
  const money = (n: number) => formatMoney(n, 'CNY', lang)
  const service = (n: DebitNote) =>
    lang === 'en' ? n.serviceName.en || n.serviceName.zh : n.serviceName.zh || n.serviceName.en
  const tone = (n: DebitNote): 'paid' | 'unpaid' => (n.paymentStatus === 'paid' ? 'paid' : 'unpaid')
  const unpaid = notes.filter((n) => n.paymentStatus === 'unpaid').reduce((s, n) => s + n.amount, 0)
  const total = notes.reduce((s, n) => s + n.amount, 0)
  return {
    issuer: issuerOf(ctx),
    reference: t('sheet.date', { date: formatDate(today, lang) }),
    title: t('notes.statementTitle'),
    lang,
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: t('sheet.to'), value: member },
          { label: t('notes.count'), value: String(notes.length) },
          { label: t('notes.totalBilled'), value: money(total) },
          { label: t('notes.outstanding'), value: money(unpaid), tone: unpaid > 0 ? 'unpaid' : 'paid' },
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: t('notes.columns.debitNoteNo'), width: 3 },
          { label: t('notes.columns.date'), width: 2.1 },
          { label: t('notes.columns.orderNo'), width: 3.3 },
          { label: t('notes.columns.service'), width: 3.8 },
          { label: t('notes.columns.amount'), width: 2.4, align: 'end' },
          { label: t('notes.columns.status'), width: 1.6 },
        ],
        rows: [
          ...notes.map((n) => ({
            cells: [
              n.debitNoteNo,
              formatDate(n.date, lang),
              n.orderNo,
              service(n),
              money(n.amount),
              { text: t(`notes.status.${n.paymentStatus}`), tone: tone(n) },
            ],
          })),
          { kind: 'total', cells: [{ text: t('notes.total'), span: 4 }, money(total), ''] },
        ],
      },
      { kind: 'section', text: t('notes.details') },
      ...notes.map((n) => ({
        kind: 'facts' as const,
        boxed: true,
        facts: [
          { label: t('notes.columns.debitNoteNo'), value: n.debitNoteNo },
          { label: t('notes.columns.orderNo'), value: n.orderNo },
          { label: t('notes.columns.service'), value: service(n) },
          { label: t('notes.columns.trademark'), value: n.trademarkName },
          { label: t('notes.columns.date'), value: formatDate(n.date, lang) },
          { label: t('notes.columns.dueDate'), value: formatDate(n.dueDate, lang) },
          { label: t('notes.columns.amount'), value: money(n.amount) },
          { label: t('notes.columns.status'), value: t(`notes.status.${n.paymentStatus}`), tone: tone(n) },
        ],
      })),
      ...payeeBlocks(ctx),
    ],
    footer: t('sheet.footer'),
  }
}

import type { TimestampBill } from '../../api/schemas/timestamp'
import { formatDate, formatMoney, formatNumber } from '../../domain/format'
import type { SheetDocument, SheetRow } from '../kit/pdf/sheet-document'
import { issuerOf, type SheetContext } from './sheet-common'
import type { TimestampEntryText } from './use-timestamp-entry-text'

export interface TimestampWords {
  describe: (e: TimestampBill['list'][number]) => TimestampEntryText
  signed: (n: number) => string
}

/**
 * The timestamp statement: the period's figures, then every entry from the opening to the closing balance,
 * with the full hash each certificate proves. Nothing is due (packages are prepaid), so no payee.
 */
export function timestampStatementDocument(
  { bill, member, periodLabel }: { bill: TimestampBill; member: string; periodLabel: string },
  words: TimestampWords,
  ctx: SheetContext,
): SheetDocument {
  const { t, lang } = ctx
  const { summary } = bill
  const money = (v: number) => formatMoney(v, 'CNY', lang)
  const n = (v: number) => formatNumber(v, lang)
  const { describe, signed } = words
  const entries: SheetRow[] = bill.list.flatMap((e) => {
    const text = describe(e)
    return [
      {
        cells: [
          `${formatDate(e.time, lang)}\n${e.time.slice(11, 19)}`,
          e.orderNo,
          text.type,
          text.title,
          { text: signed(e.quantity), tone: e.quantity > 0 ? ('paid' as const) : undefined },
          e.kind === 'purchase' ? money(e.amount) : '—',
          n(e.balance),
        ],
      },
      {
        kind: 'detail' as const,
        cells: [
          '',
          {
            text: text.hash ? `${text.detail}\n${t('timestamp.hash', { hash: text.hash })}` : text.detail,
            span: 6,
            align: 'start' as const,
          },
        ],
      },
    ]
  })
  return {
    issuer: issuerOf(ctx),
    reference: periodLabel,
    title: t('timestamp.sheetTitle'),
    lang,
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: t('timestamp.account'), value: member },
          { label: t('timestamp.periodLabel'), value: periodLabel },
          { label: t('timestamp.opening'), value: n(summary.openingBalance) },
          {
            label: t('timestamp.bought'),
            value: `${n(summary.bought)} (${t('timestamp.boughtHelp', { count: summary.packages })})`,
          },
          { label: t('timestamp.used'), value: n(summary.used) },
          { label: t('timestamp.closing'), value: n(summary.closingBalance) },
          { label: t('timestamp.amount'), value: money(summary.amount), tone: 'paid' },
          { label: t('timestamp.available'), value: n(bill.balance) },
        ],
      },
      bill.list.length === 0
        ? { kind: 'text', text: t('timestamp.none') }
        : {
            kind: 'table',
            columns: [
              { label: t('timestamp.columns.date'), width: 78 },
              { label: t('timestamp.columns.orderNo'), width: 114 },
              { label: t('timestamp.columns.type'), width: 70 },
              { label: t('timestamp.columns.description'), width: 172 },
              { label: t('timestamp.columns.quantity'), width: 78, align: 'end' },
              { label: t('timestamp.columns.amount'), width: 98, align: 'end' },
              { label: t('timestamp.columns.balance'), width: 60, align: 'end' },
            ],
            rows: [
              {
                cells: [{ text: t('timestamp.opening'), span: 6, align: 'start' }, n(summary.openingBalance)],
              },
              ...entries,
              {
                kind: 'total',
                cells: [
                  { text: t('timestamp.closingRow'), span: 4 },
                  signed(summary.bought - summary.used),
                  money(summary.amount),
                  n(summary.closingBalance),
                ],
              },
            ],
          },
    ],
    footer: t('timestamp.footer'),
  }
}

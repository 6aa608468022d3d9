import { forwardRef, Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { TimestampBill } from '../../api/schemas/timestamp'
import { formatDate, formatMoney, formatNumber } from '../../domain/format'
import { useRootState } from '../../state/root'
import { SheetFacts } from './sheet-facts'
import { SheetLetterhead } from './sheet-letterhead'
import styles from './sheet.module.css'
import own from './timestamp-statement.module.css'
import { useTimestampEntryText } from './use-timestamp-entry-text'

// Of the 682px between the sheet's margins; the description takes what is left.
const COLUMN_WIDTHS = ['78px', '114px', '78px', 'auto', '74px', '98px', '58px']

export interface TimestampStatementProps {
  /** The whole period's answer. */
  bill: TimestampBill
  member: string
  periodLabel: string
  offscreen?: boolean
}

/**
 * The printable A4 timestamp statement: the period's figures, then every entry from the opening to the closing
 * balance, with the full hash each certificate proves. Nothing is due (packages are prepaid), so no payee.
 */
export const TimestampStatement = forwardRef<HTMLDivElement, TimestampStatementProps>(
  function TimestampStatement({ bill, member, periodLabel, offscreen }, ref) {
    const { t } = useTranslation('invoices')
    const { lang } = useRootState()
    const { describe, signed } = useTimestampEntryText()
    const { summary } = bill
    const money = (n: number) => formatMoney(n, 'CNY', lang)
    const n = (value: number) => formatNumber(value, lang)
    return (
      <div
        ref={ref}
        className={offscreen ? `${styles.sheet} ${styles.offscreen}` : styles.sheet}
        data-testid="pdf-sheet"
        aria-hidden={offscreen || undefined}
      >
        <SheetLetterhead title={t('timestamp.sheetTitle')} reference={periodLabel} />
        <SheetFacts
          facts={[
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
          ]}
        />
        {bill.list.length === 0 ? (
          <p className={styles.muted}>{t('timestamp.none')}</p>
        ) : (
          <table className={`${styles.table} ${own.compact}`}>
            <colgroup>
              {COLUMN_WIDTHS.map((width, i) => (
                <col key={i} style={{ width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th>{t('timestamp.columns.date')}</th>
                <th>{t('timestamp.columns.orderNo')}</th>
                <th>{t('timestamp.columns.type')}</th>
                <th>{t('timestamp.columns.description')}</th>
                <th className={styles.num}>{t('timestamp.columns.quantity')}</th>
                <th className={styles.num}>{t('timestamp.columns.amount')}</th>
                <th className={styles.num}>{t('timestamp.columns.balance')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={6}>{t('timestamp.opening')}</td>
                <td className={styles.num}>{n(summary.openingBalance)}</td>
              </tr>
              {bill.list.map((e) => {
                const text = describe(e)
                return (
                  <Fragment key={e.id}>
                    <tr className={own.main}>
                      <td>
                        {formatDate(e.time, lang)}
                        <div className={own.time}>{e.time.slice(11, 19)}</div>
                      </td>
                      <td>{e.orderNo}</td>
                      <td className={own.type}>{text.type}</td>
                      <td>{text.title}</td>
                      <td className={e.quantity > 0 ? `${styles.num} ${own.plus}` : styles.num}>
                        {signed(e.quantity)}
                      </td>
                      <td className={styles.num}>{e.kind === 'purchase' ? money(e.amount) : '—'}</td>
                      <td className={styles.num}>{n(e.balance)}</td>
                    </tr>
                    <tr className={own.sub}>
                      <td />
                      <td colSpan={6}>
                        {text.detail}
                        {text.hash && (
                          <div className={own.hash}>{t('timestamp.hash', { hash: text.hash })}</div>
                        )}
                      </td>
                    </tr>
                  </Fragment>
                )
              })}
              <tr className={styles.total}>
                <td colSpan={4}>{t('timestamp.closingRow')}</td>
                <td className={styles.num}>{signed(summary.bought - summary.used)}</td>
                <td className={styles.num}>{money(summary.amount)}</td>
                <td className={styles.num}>{n(summary.closingBalance)}</td>
              </tr>
            </tbody>
          </table>
        )}
        <div className={styles.footer}>{t('timestamp.footer')}</div>
      </div>
    )
  },
)

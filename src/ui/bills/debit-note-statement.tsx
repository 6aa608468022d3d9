import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { DebitNote } from '../../api/schemas/orders'
import { formatDate, formatMoney } from '../../domain/format'
import { useRootState } from '../../state/root'
import { SheetLetterhead, SheetPayee } from './sheet-letterhead'
import styles from './sheet.module.css'

export interface DebitNoteStatementProps {
  notes: DebitNote[]
  /** Who the notes are addressed to. */
  member: string
  today: string
  offscreen?: boolean
}

/**
 * A printable A4 statement of debit notes: the summary table, then each note in full with where to pay. Plain
 * elements styled once, as it may hold a hundred notes. Amounts in CNY, the currency they are charged in.
 */
export const DebitNoteStatement = forwardRef<HTMLDivElement, DebitNoteStatementProps>(
  function DebitNoteStatement({ notes, member, today, offscreen }, ref) {
    const { t } = useTranslation('invoices')
    const { lang } = useRootState()
    const money = (n: number) => formatMoney(n, 'CNY', lang)
    const service = (n: DebitNote) =>
      lang === 'en' ? n.serviceName.en || n.serviceName.zh : n.serviceName.zh || n.serviceName.en
    const unpaid = notes.filter((n) => n.paymentStatus === 'unpaid').reduce((s, n) => s + n.amount, 0)
    const total = notes.reduce((s, n) => s + n.amount, 0)
    return (
      <div
        ref={ref}
        className={offscreen ? `${styles.sheet} ${styles.offscreen}` : styles.sheet}
        data-testid="pdf-sheet"
        aria-hidden={offscreen || undefined}
      >
        <SheetLetterhead
          title={t('notes.statementTitle')}
          reference={t('sheet.date', { date: formatDate(today, lang) })}
        />
        <dl className={styles.facts}>
          <dt>{t('sheet.to')}</dt>
          <dd>{member}</dd>
          <dt>{t('notes.count')}</dt>
          <dd>{notes.length}</dd>
          <dt>{t('notes.totalBilled')}</dt>
          <dd>{money(total)}</dd>
          <dt>{t('notes.outstanding')}</dt>
          <dd className={unpaid > 0 ? styles.unpaid : styles.paid}>{money(unpaid)}</dd>
        </dl>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('notes.columns.debitNoteNo')}</th>
              <th>{t('notes.columns.date')}</th>
              <th>{t('notes.columns.orderNo')}</th>
              <th>{t('notes.columns.service')}</th>
              <th className={styles.num}>{t('notes.columns.amount')}</th>
              <th>{t('notes.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {notes.map((n) => (
              <tr key={n.id}>
                <td>{n.debitNoteNo}</td>
                <td>{formatDate(n.date, lang)}</td>
                <td>{n.orderNo}</td>
                <td>{service(n)}</td>
                <td className={styles.num}>{money(n.amount)}</td>
                <td className={n.paymentStatus === 'paid' ? styles.paid : styles.unpaid}>
                  {t(`notes.status.${n.paymentStatus}`)}
                </td>
              </tr>
            ))}
            <tr className={styles.total}>
              <td colSpan={4}>{t('notes.total')}</td>
              <td className={styles.num}>{money(total)}</td>
              <td />
            </tr>
          </tbody>
        </table>
        <div className={styles.section}>{t('notes.details')}</div>
        {notes.map((n) => (
          <div key={n.id} className={styles.note}>
            <dl className={styles.facts}>
              <dt>{t('notes.columns.debitNoteNo')}</dt>
              <dd>{n.debitNoteNo}</dd>
              <dt>{t('notes.columns.orderNo')}</dt>
              <dd>{n.orderNo}</dd>
              <dt>{t('notes.columns.service')}</dt>
              <dd>{service(n)}</dd>
              <dt>{t('notes.columns.trademark')}</dt>
              <dd>{n.trademarkName}</dd>
              <dt>{t('notes.columns.date')}</dt>
              <dd>{formatDate(n.date, lang)}</dd>
              <dt>{t('notes.columns.dueDate')}</dt>
              <dd>{formatDate(n.dueDate, lang)}</dd>
              <dt>{t('notes.columns.amount')}</dt>
              <dd>{money(n.amount)}</dd>
              <dt>{t('notes.columns.status')}</dt>
              <dd className={n.paymentStatus === 'paid' ? styles.paid : styles.unpaid}>
                {t(`notes.status.${n.paymentStatus}`)}
              </dd>
            </dl>
          </div>
        ))}
        <SheetPayee />
      </div>
    )
  },
)

import { useTranslation } from 'react-i18next'
import styles from './sheet.module.css'

/** The agency's letterhead and the document's title at the top of every printable sheet. */
export function SheetLetterhead({ title, reference }: { title: string; reference: string }) {
  const { t } = useTranslation('invoices')
  return (
    <>
      <div className={styles.letterhead}>
        <div>
          <div className={styles.brand}>{t('sheet.agency')}</div>
          <div className={styles.muted}>{t('sheet.agencyAddress')}</div>
        </div>
        <div className={styles.muted}>{reference}</div>
      </div>
      <div className={styles.title}>{title}</div>
    </>
  )
}

/** Where to transfer an amount due, and the footer line. */
export function SheetPayee() {
  const { t } = useTranslation('invoices')
  return (
    <>
      <div className={styles.section}>{t('sheet.payeeTitle')}</div>
      <dl className={styles.facts}>
        <dt>{t('sheet.payeeName')}</dt>
        <dd>{t('sheet.agency')}</dd>
        <dt>{t('sheet.payeeBank')}</dt>
        <dd>{t('sheet.bankName')}</dd>
        <dt>{t('sheet.payeeAccount')}</dt>
        <dd>{t('sheet.bankAccount')}</dd>
        <dt>{t('sheet.payeeNote')}</dt>
        <dd>{t('sheet.payeeNoteText')}</dd>
      </dl>
      <div className={styles.footer}>{t('sheet.footer')}</div>
    </>
  )
}

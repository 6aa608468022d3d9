import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadTrademarkBill } from '../../api/invoices'
import { billsQuery } from '../../api/orders'
import { formatDate, formatMoney } from '../../domain/format'
import { useRootState } from '../../state/root'
import { BillPeriodRange } from './bill-period-range'
import { BillsNav } from './bills-nav'
import { STATEMENT_MAX } from './debit-notes-page'
import { SheetFacts } from './sheet-facts'
import { SheetLetterhead, SheetPayee } from './sheet-letterhead'
import styles from './sheet.module.css'
import { useMemberName } from './use-member-name'
import { usePdfExport } from './use-pdf-export'

export interface FeeBillPageProps {
  from: string
  to: string
  onPeriodChange: (from: string, to: string) => void
}

/** The fee management bill: every debit note of a period with its totals, as an A4 sheet, a PDF or a spreadsheet. */
export function FeeBillPage({ from, to, onPeriodChange }: FeeBillPageProps) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const member = useMemberName()
  const { data } = useSuspenseQuery(billsQuery({ pageNum: 1, pageSize: STATEMENT_MAX }))
  const [downloading, setDownloading] = useState(false)
  const pdf = usePdfExport(t('bill.pdfName', { from, to }))

  const notes = data.list
    .filter((n) => n.date >= from && n.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date))
  const billed = notes.reduce((s, n) => s + n.amount, 0)
  const paid = notes.filter((n) => n.paymentStatus === 'paid').reduce((s, n) => s + n.amount, 0)
  const money = (n: number) => formatMoney(n, 'CNY', lang)

  const excel = async () => {
    setDownloading(true)
    await downloadTrademarkBill(from, to)
    setDownloading(false)
  }

  return (
    <Stack gap="5" data-testid="fee-bill-page">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('bill.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('bill.description')}
        </Text>
      </Stack>
      <BillsNav current="fee" />
      <BillPeriodRange from={from} to={to} onApply={onPeriodChange}>
        <Button size="sm" variant="outline" loading={downloading} onClick={() => void excel()}>
          {t('bill.excel')}
        </Button>
        <Button size="sm" colorPalette="blue" loading={pdf.busy} onClick={pdf.run}>
          {t('pdf.export')}
        </Button>
      </BillPeriodRange>
      <div style={{ overflowX: 'auto' }}>
        <div ref={pdf.sheet} className={styles.sheet} data-testid="pdf-sheet">
          <SheetLetterhead
            title={t('bill.sheetTitle')}
            reference={t('bill.period', { from: formatDate(from, lang), to: formatDate(to, lang) })}
          />
          <SheetFacts
            facts={[
              { label: t('sheet.to'), value: member },
              { label: t('notes.count'), value: notes.length },
              { label: t('notes.totalBilled'), value: money(billed) },
              { label: t('bill.paid'), value: money(paid), tone: 'paid' },
              {
                label: t('notes.outstanding'),
                value: money(billed - paid),
                tone: billed - paid > 0 ? 'unpaid' : 'paid',
              },
            ]}
          />
          {notes.length === 0 ? (
            <p className={styles.muted}>{t('bill.none')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('notes.columns.date')}</th>
                  <th>{t('notes.columns.debitNoteNo')}</th>
                  <th>{t('notes.columns.orderNo')}</th>
                  <th>{t('notes.columns.service')}</th>
                  <th>{t('notes.columns.trademark')}</th>
                  <th className={styles.num}>{t('notes.columns.amount')}</th>
                  <th>{t('notes.columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {notes.map((n) => (
                  <tr key={n.id}>
                    <td>{formatDate(n.date, lang)}</td>
                    <td>{n.debitNoteNo}</td>
                    <td>{n.orderNo}</td>
                    <td>{lang === 'en' ? n.serviceName.en : n.serviceName.zh}</td>
                    <td>{n.trademarkName}</td>
                    <td className={styles.num}>{money(n.amount)}</td>
                    <td className={n.paymentStatus === 'paid' ? styles.paid : styles.unpaid}>
                      {t(`notes.status.${n.paymentStatus}`)}
                    </td>
                  </tr>
                ))}
                <tr className={styles.total}>
                  <td colSpan={5}>{t('notes.total')}</td>
                  <td className={styles.num}>{money(billed)}</td>
                  <td />
                </tr>
              </tbody>
            </table>
          )}
          <SheetPayee />
        </div>
      </div>
    </Stack>
  )
}

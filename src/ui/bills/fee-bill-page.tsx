import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadTrademarkBill } from '../../api/invoices'
import { billsQuery } from '../../api/orders'
import { isIsoDate } from '../../domain/dates'
import { formatDate, formatMoney } from '../../domain/format'
import { useRootState } from '../../state/root'
import { useUserState } from '../../state/user'
import { STATEMENT_MAX } from './debit-notes-page'
import { SheetLetterhead, SheetPayee } from './sheet-letterhead'
import styles from './sheet.module.css'
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
  const { userInfo } = useUserState()
  const { data } = useSuspenseQuery(billsQuery({ pageNum: 1, pageSize: STATEMENT_MAX }))
  const [draft, setDraft] = useState({ from, to })
  const [tried, setTried] = useState(false)
  const [downloading, setDownloading] = useState(false)
  const pdf = usePdfExport(t('bill.pdfName', { from, to }))
  const fromError = !isIsoDate(draft.from) ? 'date' : undefined
  const toError = !isIsoDate(draft.to) ? 'date' : draft.from > draft.to ? 'range' : undefined

  const notes = data.list
    .filter((n) => n.date >= from && n.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date))
  const billed = notes.reduce((s, n) => s + n.amount, 0)
  const paid = notes.filter((n) => n.paymentStatus === 'paid').reduce((s, n) => s + n.amount, 0)
  const money = (n: number) => formatMoney(n, 'CNY', lang)
  const member = userInfo
    ? lang === 'en'
      ? userInfo.companyNameEn || userInfo.nameEn
      : userInfo.companyName || userInfo.name
    : ''

  const apply = () => {
    setTried(true)
    if (!fromError && !toError) onPeriodChange(draft.from, draft.to)
  }
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
      <HStack
        as="form"
        align="flex-end"
        gap="3"
        wrap="wrap"
        onSubmit={(e) => {
          e.preventDefault()
          apply()
        }}
      >
        <Field.Root invalid={tried && Boolean(fromError)} w="44">
          <Field.Label>{t('bill.from')}</Field.Label>
          <Input
            size="sm"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
          <Field.ErrorText>{t('bill.badDate')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={tried && Boolean(toError)} w="44">
          <Field.Label>{t('bill.to')}</Field.Label>
          <Input
            size="sm"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
          <Field.ErrorText>{t(toError === 'range' ? 'bill.badRange' : 'bill.badDate')}</Field.ErrorText>
        </Field.Root>
        <Button size="sm" type="submit" variant="outline">
          {t('bill.apply')}
        </Button>
        <HStack gap="2" ms="auto">
          <Button size="sm" variant="outline" loading={downloading} onClick={() => void excel()}>
            {t('bill.excel')}
          </Button>
          <Button size="sm" colorPalette="blue" loading={pdf.busy} onClick={pdf.run}>
            {t('pdf.export')}
          </Button>
        </HStack>
      </HStack>
      <div style={{ overflowX: 'auto' }}>
        <div ref={pdf.sheet} className={styles.sheet} data-testid="pdf-sheet">
          <SheetLetterhead
            title={t('bill.sheetTitle')}
            reference={t('bill.period', { from: formatDate(from, lang), to: formatDate(to, lang) })}
          />
          <dl className={styles.facts}>
            <dt>{t('sheet.to')}</dt>
            <dd>{member}</dd>
            <dt>{t('notes.count')}</dt>
            <dd>{notes.length}</dd>
            <dt>{t('notes.totalBilled')}</dt>
            <dd>{money(billed)}</dd>
            <dt>{t('bill.paid')}</dt>
            <dd className={styles.paid}>{money(paid)}</dd>
            <dt>{t('notes.outstanding')}</dt>
            <dd className={billed - paid > 0 ? styles.unpaid : styles.paid}>{money(billed - paid)}</dd>
          </dl>
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

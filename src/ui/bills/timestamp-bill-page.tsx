import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TIMESTAMP_PAGE_SIZE, timestampBillQuery, timestampStatementQuery } from '../../api/timestamp'
import { formatMonth, type BillPeriod } from '../../domain/bill-period'
import { businessToday } from '../../domain/clock'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { SectionCard } from '../kit/section-card'
import { BillsNav } from './bills-nav'
import { TimestampEntriesTable } from './timestamp-entries-table'
import { TimestampPeriodPicker } from './timestamp-period-picker'
import { timestampStatementDocument } from './timestamp-statement-document'
import { TimestampSummary } from './timestamp-summary'
import { useMemberName } from './use-member-name'
import { usePdfExport } from './use-pdf-export'
import { useTimestampEntryText } from './use-timestamp-entry-text'

export interface TimestampBillPageProps {
  period: BillPeriod
  page: number
  onPeriodChange: (period: BillPeriod) => void
  onPageChange: (page: number) => void
}

/**
 * The timestamp bill: trusted-timestamp packages bought and timestamps used in a month or a range, with the
 * balance after each, the period's figures and an A4 statement to save as PDF.
 */
export function TimestampBillPage({ period, page, onPeriodChange, onPageChange }: TimestampBillPageProps) {
  const { t } = useTranslation('invoices')
  const { lang } = useRootState()
  const member = useMemberName()
  const { data } = useSuspenseQuery(timestampBillQuery(period, page))
  const { data: all } = useSuspenseQuery(timestampStatementQuery(period))
  const pdf = usePdfExport(t('timestamp.pdfName', { from: all.from, to: all.to }))
  const words = useTimestampEntryText()
  const periodLabel =
    period.kind === 'month'
      ? formatMonth(period.month, lang)
      : t('bill.period', { from: formatDate(all.from, lang), to: formatDate(all.to, lang) })

  return (
    <Stack gap="5" data-testid="timestamp-bill-page">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('timestamp.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('timestamp.description')}
        </Text>
      </Stack>
      <BillsNav current="timestamp" />
      <HStack align="flex-end" justify="space-between" gap="3" wrap="wrap">
        <TimestampPeriodPicker
          period={period}
          currentMonth={businessToday().slice(0, 7)}
          onChange={onPeriodChange}
        />
        <Button
          size="sm"
          colorPalette="blue"
          loading={pdf.busy}
          onClick={() =>
            pdf.run(timestampStatementDocument({ bill: all, member, periodLabel }, words, { t, lang }))
          }
        >
          {t('pdf.export')}
        </Button>
      </HStack>
      <TimestampSummary bill={data} />
      <SectionCard title={t('timestamp.listTitle', { count: data.total })} description={periodLabel}>
        <Stack gap="4">
          {data.total === 0 ? (
            <EmptyState
              title={t('timestamp.empty')}
              description={t('timestamp.emptyHelp', { count: data.summary.closingBalance })}
            />
          ) : (
            <TimestampEntriesTable entries={data.list} />
          )}
          {data.total > TIMESTAMP_PAGE_SIZE && (
            <Pagination
              page={page}
              pageSize={TIMESTAMP_PAGE_SIZE}
              total={data.total}
              onChange={onPageChange}
            />
          )}
        </Stack>
      </SectionCard>
    </Stack>
  )
}

import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { memo, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { searchCalls } from '../../api/catalogue/search'
import type { ReportOrder } from '../../api/schemas/search-orders'
import { businessToday } from '../../domain/clock'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { Price } from '../kit/price'
import { runExport } from '../kit/run-export'
import { SectionCard } from '../kit/section-card'
import { PageFrame } from './page-frame'
import { ReportNotes } from './report-notes'
import { REPORT_ORDERS_PAGE_SIZE, reportOrdersQuery } from '../../api/payment'

const ROW = {
  display: 'grid',
  // On a phone the three parts stack (the name and number above, the price, then the actions).
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 48em)': { gridTemplateColumns: 'minmax(0, 1fr) 200px 240px' },
  gap: '12px',
  alignItems: 'center',
  padding: '12px 0',
  borderTop: '1px solid var(--chakra-colors-border)',
  fontSize: '14px',
} as const

/** /query/registered: the member's search-report orders, their delivery and the report download. */
export function ReportOrdersPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('payment')
  const { data } = useSuspenseQuery(reportOrdersQuery(page, REPORT_ORDERS_PAGE_SIZE))
  return (
    <PageFrame
      title={t('page.queryRegistered.title')}
      intro={t('page.queryRegistered.intro')}
      testId="report-orders-page"
    >
      <SectionCard title={t('reports.title')}>
        {data.list.length === 0 ? (
          <EmptyState title={t('reports.empty')}>
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/query/fast">{t('report.toSearch')}</RouterLink>
            </Button>
          </EmptyState>
        ) : (
          <Stack gap="0">
            {data.list.map((r) => (
              <ReportRow key={r.order.id} report={r} />
            ))}
            <Box pt="3">
              <Pagination
                page={page}
                pageSize={REPORT_ORDERS_PAGE_SIZE}
                total={data.total}
                onChange={onPage}
              />
            </Box>
          </Stack>
        )}
      </SectionCard>
    </PageFrame>
  )
}

const ReportRow = memo(function ReportRow({ report }: { report: ReportOrder }) {
  const { t } = useTranslation(['payment', 'searchExport'])
  const { t: tExport } = useTranslation('searchExport')
  const { lang } = useRootState()
  const [busy, setBusy] = useState(false)
  const notesId = useId()
  const { order } = report
  const paid = order.paymentStatus === 'paid'
  const awaiting = order.paymentStatus === 'paying'
  const delivered = order.report?.status === 'delivered'
  const closed = order.status === 'cancelled' || order.status === 'refunding' || order.status === 'refunded'
  const [notesOpen, setNotesOpen] = useState(false)
  const notesCount = (report.remarks ? 1 : 0) + report.attachments.length
  const download = async () => {
    setBusy(true)
    try {
      await runExport(
        searchCalls.tmInfoQueryResultDownload,
        { orderId: order.id },
        `${t('payment:reports.fileName')}-${order.orderNo}-${businessToday()}.docx`,
        tExport,
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box css={ROW} data-testid="report-row" data-order-id={order.id}>
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" truncate>
          {order.trademarkName}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {t('payment:summary.orderNo', { orderNo: order.orderNo })} · {formatDateTime(order.createdAt, lang)}
        </Text>
      </Stack>
      <Stack gap="0.5">
        <Price cny={order.total} />
        {paid ? (
          <Badge
            colorPalette={delivered ? 'green' : 'blue'}
            alignSelf="flex-start"
            data-testid="report-status"
          >
            {delivered ? t('payment:reports.delivered') : t('payment:reports.preparing')}
          </Badge>
        ) : (
          <Badge colorPalette="orange" alignSelf="flex-start" data-testid="report-status">
            {awaiting ? t('payment:reports.awaiting') : t('payment:reports.unpaid')}
          </Badge>
        )}
        {delivered && order.report?.deliveredAt ? (
          <Text fontSize="xs" color="fg.muted">
            {t('payment:reports.deliveredAt', { time: formatDateTime(order.report.deliveredAt, lang) })}
          </Text>
        ) : null}
        {paid && !delivered && order.report?.dueAt ? (
          <Text fontSize="xs" color="fg.muted" data-testid="report-due">
            {t('payment:reports.dueBy', { time: formatDateTime(order.report.dueAt, lang) })}
          </Text>
        ) : null}
      </Stack>
      <HStack gap="2" justify={{ base: 'flex-start', md: 'flex-end' }} flexWrap="wrap">
        {delivered ? (
          <Button
            size="xs"
            colorPalette="blue"
            loading={busy}
            onClick={() => void download()}
            data-testid="report-download"
          >
            {t('payment:reports.download')}
          </Button>
        ) : null}
        {!paid && !awaiting ? (
          <Button asChild size="xs" colorPalette="blue">
            <RouterLink to="/query/payLinshi" search={{ orderId: order.id }}>
              {t('payment:unpaid.pay')}
            </RouterLink>
          </Button>
        ) : null}
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/query/result" search={report.query}>
            {t('payment:reports.results')}
          </RouterLink>
        </Button>
      </HStack>
      {closed && notesCount === 0 ? null : (
        <Box gridColumn="1 / -1">
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            aria-expanded={notesOpen}
            aria-controls={notesId}
            onClick={() => setNotesOpen((open) => !open)}
            data-testid="report-notes-toggle"
          >
            {notesCount ? t('payment:notes.toggleCount', { count: notesCount }) : t('payment:notes.toggle')}
          </Button>
          {notesOpen ? (
            <Box id={notesId} mt="2" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle">
              <ReportNotes report={report} editable={!delivered && !closed} />
            </Box>
          ) : null}
        </Box>
      )}
    </Box>
  )
})

import { Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { REPORT_ORDERS_PAGE_SIZE, reportOrdersQuery } from '../../api/payment'
import type { ReportOrder } from '../../api/schemas/search-orders'
import { formatDateTime } from '../../domain/format'
import { useRootState } from '../../state/root'
import { EmptyState } from '../kit/empty-state'
import { PageHeader } from '../kit/page-header'
import { Pagination } from '../kit/pagination'
import { SectionCard } from '../kit/section-card'
import { ReportAnalysisView } from './report-analysis-view'
import { reportStatusOf, type ReportStatus } from './report-status'

const STATUS_PALETTE: Record<ReportStatus, string> = {
  delivered: 'green',
  preparing: 'blue',
  unpaid: 'orange',
  closed: 'gray',
}

export interface ReportAnalysisPageProps {
  page: number
  orderId: string | undefined
  onChange: (next: { page: number; orderId?: string }) => void
}

/**
 * /analysisReport: the availability-analysis reports ordered after a search: each order's status (written within
 * one working day of payment), and the chosen delivered report read on the page, with its Word download.
 */
export function ReportAnalysisPage({ page, orderId, onChange }: ReportAnalysisPageProps) {
  const { t } = useTranslation('watchResults')
  const { data } = useSuspenseQuery(reportOrdersQuery(page, REPORT_ORDERS_PAGE_SIZE))
  // Without a choice the newest delivered report is open.
  const chosen =
    data.list.find((r) => r.order.id === orderId) ??
    (orderId ? undefined : data.list.find((r) => reportStatusOf(r) === 'delivered'))
  return (
    <Stack gap="4" data-testid="analysis-report-page">
      <PageHeader
        title={t('analysis.title')}
        description={t('analysis.intro')}
        aside={
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/query/fast">{t('analysis.order')}</RouterLink>
          </Button>
        }
      />
      {data.list.length === 0 ? (
        <SectionCard title={t('analysis.listTitle')}>
          <EmptyState title={t('analysis.empty')} description={t('analysis.emptyHint')}>
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to="/query/fast">{t('analysis.order')}</RouterLink>
            </Button>
          </EmptyState>
        </SectionCard>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '320px minmax(0, 1fr)' }} gap="4" alignItems="start">
          <SectionCard title={t('analysis.listTitle')} size="sm">
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t('analysis.listTitle')}>
              {data.list.map((r) => (
                <OrderItem
                  key={r.order.id}
                  report={r}
                  current={r.order.id === chosen?.order.id}
                  onOpen={() => onChange({ page, orderId: r.order.id })}
                />
              ))}
            </Stack>
            {data.total > REPORT_ORDERS_PAGE_SIZE ? (
              <Box pt="3">
                <Pagination
                  page={page}
                  pageSize={REPORT_ORDERS_PAGE_SIZE}
                  total={data.total}
                  onChange={(next) => onChange({ page: next })}
                />
              </Box>
            ) : null}
          </SectionCard>
          {chosen ? (
            <ReportAnalysisView key={chosen.order.id} report={chosen} />
          ) : (
            <SectionCard title={t('analysis.readerTitle')}>
              <Text color="fg.muted">{t('analysis.chooseOne')}</Text>
            </SectionCard>
          )}
        </Grid>
      )}
    </Stack>
  )
}

function OrderItem({
  report,
  current,
  onOpen,
}: {
  report: ReportOrder
  current: boolean
  onOpen: () => void
}) {
  const { t } = useTranslation('watchResults')
  const { lang } = useRootState()
  const { order } = report
  const status = reportStatusOf(report)
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={current ? 'blue.solid' : 'border'}
      rounded="md"
      p="2"
      data-testid="analysis-order"
      data-status={status}
    >
      <HStack justify="space-between" gap="2" align="flex-start">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="medium" truncate>
            {order.trademarkName}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {order.orderNo}
          </Text>
        </Stack>
        <Badge colorPalette={STATUS_PALETTE[status]} flexShrink={0}>
          {t(`analysis.status.${status}`)}
        </Badge>
      </HStack>
      <HStack justify="space-between" gap="2" mt="1">
        <Text fontSize="xs" color="fg.muted">
          {status === 'delivered' && order.report?.deliveredAt
            ? t('analysis.deliveredAt', { time: formatDateTime(order.report.deliveredAt, lang) })
            : status === 'preparing' && order.report?.dueAt
              ? t('analysis.dueBy', { time: formatDateTime(order.report.dueAt, lang) })
              : status === 'unpaid'
                ? t('analysis.payFirst')
                : ''}
        </Text>
        {status === 'delivered' && !current ? (
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={onOpen}>
            {t('analysis.read')}
          </Button>
        ) : null}
        {status === 'unpaid' && order.paymentStatus === 'unpaid' ? (
          <Button asChild size="xs" variant="ghost" colorPalette="blue">
            <RouterLink to="/query/payLinshi" search={{ orderId: order.id }}>
              {t('analysis.pay')}
            </RouterLink>
          </Button>
        ) : null}
      </HStack>
    </Box>
  )
}

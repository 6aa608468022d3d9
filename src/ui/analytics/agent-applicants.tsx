import { Box, Button, HStack, Spinner, Table, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { analyticsQueries } from '../../api/analytics'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { countryName } from '../kit/country-name'
import { LoadFailed } from '../kit/load-failed'
import { Pagination } from '../kit/pagination'
import { useCount } from './chart-cards'
import { labelOf } from './charts/chart-options'
import { useAnalyticsFilter } from './use-analytics-filter'

const PAGE_SIZE = 10

/** One agent's applicants in scope (statistic/tmAgentQuery), most marks first, a page at a time. */
export function AgentApplicants({ agentId, onClose }: { agentId: string; onClose: () => void }) {
  const { t } = useTranslation('analytics')
  const { lang } = useRootState()
  const count = useCount()
  const filter = useAnalyticsFilter()
  const [page, setPage] = useState({ agentId, pageNum: 1 })
  // A new agent starts on its first page.
  const pageNum = page.agentId === agentId ? page.pageNum : 1
  const query = useQuery({
    ...analyticsQueries.agentApplicants({ ...filter, agentId, pageNum, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const data = query.data
  return (
    <Box mt="4" borderTopWidth="1px" pt="3" data-testid="agent-applicants">
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Text fontWeight="semibold">
          {data
            ? t('agentList.title', {
                name: lang === 'en' ? data.agent.nameEn : data.agent.nameZh,
                marks: count(data.marks),
                n: count(data.total),
              })
            : t('agentList.loading')}
        </Text>
        <Button size="xs" variant="ghost" onClick={onClose}>
          {t('agentList.close')}
        </Button>
      </HStack>
      {query.isError && !data ? (
        <LoadFailed message={t('chart.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Spinner size="sm" />
      ) : (
        <>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('table.applicant')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('table.country')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('table.marks')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('table.lastFiling')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.list.map((row) => (
                <Table.Row key={row.value}>
                  <Table.Cell>{labelOf(row, lang)}</Table.Cell>
                  <Table.Cell>{countryName(row.country, lang)}</Table.Cell>
                  <Table.Cell textAlign="end">{count(row.count)}</Table.Cell>
                  <Table.Cell>{formatDate(row.lastFilingDate, lang)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pagination
            page={data.pageNum}
            pageSize={data.pageSize}
            total={data.total}
            onChange={(next) => setPage({ agentId, pageNum: next })}
          />
        </>
      )}
    </Box>
  )
}

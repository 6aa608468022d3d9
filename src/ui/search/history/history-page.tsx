import { Button, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { QUERY_WAYS, type QueryWay } from '../../../domain/search-query'
import { EmptyState } from '../../kit/empty-state'
import { FormField } from '../../kit/form-field'
import { Pagination } from '../../kit/pagination'
import { SearchUsageBar } from '../trial/search-usage-bar'
import { HISTORY_PAGE_SIZE, historyQuery } from '../../../api/search'
import { HistoryRow } from './history-row'

export interface HistoryPageProps {
  page: number
  queryWay?: QueryWay
  onPageChange: (page: number) => void
  onQueryWayChange: (queryWay: QueryWay | undefined) => void
}

/** /query/queryHistory: the user's past queries, newest first, to run again or edit. */
export function HistoryPage({ page, queryWay, onPageChange, onQueryWayChange }: HistoryPageProps) {
  const { t } = useTranslation('searchHistory')
  const { data } = useSuspenseQuery(historyQuery(page, queryWay))
  const columns = ['time', 'mode', 'criteria', 'results', 'actions'] as const

  return (
    <Stack gap="5" data-testid="history-page">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('history.title')}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t('history.description')}
        </Text>
      </Stack>

      <SearchUsageBar usage={data.usage} />

      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <FormField label={t('history.filterLabel')} width="auto">
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field
              value={queryWay ?? ''}
              onChange={(e) => onQueryWayChange((e.currentTarget.value || undefined) as QueryWay | undefined)}
              data-testid="history-mode-filter"
            >
              <option value="">{t('history.allModes')}</option>
              {QUERY_WAYS.map((way) => (
                <option key={way} value={way}>
                  {t(`history.ways.${way}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Text textStyle="sm" color="fg.muted" data-testid="history-total">
          {t('history.total', { count: data.total })}
        </Text>
      </HStack>

      {data.list.length === 0 ? (
        <EmptyState
          title={t(queryWay ? 'history.emptyFilteredTitle' : 'history.emptyTitle')}
          description={t(queryWay ? 'history.emptyFilteredDescription' : 'history.emptyDescription')}
        >
          {queryWay ? null : (
            <Button asChild colorPalette="blue" size="sm">
              <Link to="/query/fast">{t('history.startSearch')}</Link>
            </Button>
          )}
        </EmptyState>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {columns.map((c) => (
                  <Table.ColumnHeader
                    key={c}
                    textAlign={c === 'results' || c === 'actions' ? 'end' : 'start'}
                  >
                    {t(`history.columns.${c}`)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.list.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {data.total > HISTORY_PAGE_SIZE ? (
        <Pagination page={page} pageSize={HISTORY_PAGE_SIZE} total={data.total} onChange={onPageChange} />
      ) : null}
    </Stack>
  )
}

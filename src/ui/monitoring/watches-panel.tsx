import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { monitoringCalls } from '../../api/catalogue/monitoring'
import { downloadFile } from '../../api/download'
import {
  WATCHES_PAGE_SIZE,
  watchListInput,
  watchListQuery,
  type WatchSearch,
} from '../../api/monitoring-watches'
import type { Watch } from '../../api/schemas/monitoring'
import { EmptyState } from '../kit/empty-state'
import { Pagination } from '../kit/pagination'
import { useWatchText } from './use-watch-text'
import { WatchActionDialogs } from './watch-action-dialogs'
import { WatchFilters } from './watch-filters'
import { WatchTable, type WatchAction } from './watch-table'

/**
 * The member's watches with their filters, paging, actions and the .xlsx export of the list; with no watch
 * at all, a way to start one. /myMonitor and the personal centre's /personal/monitoringLibrary show this.
 */
export function WatchesPanel({
  search,
  onSearch,
}: {
  search: WatchSearch
  onSearch: (next: WatchSearch) => void
}) {
  const { t, date } = useWatchText()
  const { data } = useSuspenseQuery(watchListQuery(watchListInput(search)))
  const [target, setTarget] = useState<{ watch: Watch; action: WatchAction } | null>(null)
  const [exporting, setExporting] = useState(false)
  const filtered = Boolean(search.status || search.kind || search.q)

  const exportList = async () => {
    setExporting(true)
    await downloadFile(
      monitoringCalls.monitoringMemberMonitoringExport,
      { status: search.status, kind: search.kind, text: search.q ?? '' },
      t('list.exportFile'),
    )
    setExporting(false)
  }

  if (data.counts.all === 0 && !filtered)
    return (
      <EmptyState title={t('list.emptyTitle')} description={t('list.emptyText')}>
        <Button asChild colorPalette="blue" data-testid="watch-empty-create">
          <Link to="/trademarkMonitoring">{t('list.create')}</Link>
        </Button>
      </EmptyState>
    )
  return (
    <Stack gap="4" data-testid="watches-panel">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted" data-testid="watch-summary">
          {t('list.summary', { unread: data.unreadTotal })}
          {data.latestIssue
            ? ` ${t('list.latestIssue', { issueNo: data.latestIssue.issueNo, date: date(data.latestIssue.publishedOn) })}`
            : ''}
        </Text>
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            loading={exporting}
            onClick={() => void exportList()}
            data-testid="watch-export"
          >
            {t('list.export')}
          </Button>
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/trademarkMonitoring">{t('list.create')}</Link>
          </Button>
        </HStack>
      </HStack>
      <WatchFilters search={search} counts={data.counts} onChange={onSearch} />
      {data.list.length === 0 ? (
        <EmptyState title={t('list.noMatch')} />
      ) : (
        <WatchTable watches={data.list} onAction={(watch, action) => setTarget({ watch, action })} />
      )}
      {data.total > WATCHES_PAGE_SIZE ? (
        <Pagination
          page={search.page ?? 1}
          pageSize={WATCHES_PAGE_SIZE}
          total={data.total}
          onChange={(page) => onSearch({ ...search, page })}
        />
      ) : null}
      <WatchActionDialogs target={target} onClose={() => setTarget(null)} />
    </Stack>
  )
}

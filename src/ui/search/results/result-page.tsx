import { Stack } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { statisticsQuery } from '../../../api/search'
import { exportCriteriaOf, statisticsBodyOf } from '../../../api/search-request'
import type { Message } from '../../../domain/message-key'
import type { Degree, SearchQuery, SearchQueryErrors } from '../../../domain/search-query'
import { Pagination } from '../../kit/pagination'
import { ExportMenu } from '../export/export-menu'
import type { ResultSort } from '../result-sort'
import { SearchUsageBar } from '../trial/search-usage-bar'
import { ResultBody } from './result-body'
import { ResultFiltersBox } from './result-filters-box'
import { ResultHeader } from './result-header'
import { filterCount, type ResultFilterValues, type ResultView } from './result-params'
import { ResultToolbar } from './result-toolbar'
import { SuccessRateDialog } from './success-rate-dialog'
import type { ResultOutcome, ResultPhase, ResultSearchParams } from './result-types'

export interface ResultPageProps {
  /** The query the machine searches (normalised), with its page. */
  query: SearchQuery
  filters: ResultFilterValues
  sort: ResultSort | null
  view: ResultView
  phase: ResultPhase
  errors: SearchQueryErrors
  lastError: Message | null
  limit: { reason: 'limit' | 'trialEnded'; used: number; limit: number } | null
  outcome: ResultOutcome | null
  linkSearch: ResultSearchParams
  onPage: (pageNum: number) => void
  onDegrees: (degree: Degree[]) => void
  onFilters: (filters: ResultFilterValues) => void
  onSort: (sort: ResultSort | null) => void
  onView: (view: ResultView) => void
  onRetry: () => void
}

const NO_SELECTION: ReadonlySet<string> = new Set()

/** /query/result: the searched query, its filters, the marks as a table or icons, paging and selection. */
export function ResultPage(props: ResultPageProps) {
  const { query, filters, sort, view, phase, outcome } = props
  const image = query.queryWay === 'image'
  const statistics = useQuery({
    ...statisticsQuery(statisticsBodyOf(query, filters)),
    enabled: !image && (phase === 'results' || phase === 'empty'),
    placeholderData: keepPreviousData,
  })

  // The selection survives paging and filtering, and starts afresh with another query.
  const selectionKey = JSON.stringify({ ...query, pageNum: 0 })
  const [selection, setSelection] = useState({ key: selectionKey, ids: NO_SELECTION })
  const selected = selection.key === selectionKey ? selection.ids : NO_SELECTION
  // Stable for a query, so the memoised rows re-render only when their own mark is ticked.
  const changeSelection = useCallback(
    (change: (ids: Set<string>) => void) =>
      setSelection((prev) => {
        const ids = new Set(prev.key === selectionKey ? prev.ids : NO_SELECTION)
        change(ids)
        return { key: selectionKey, ids }
      }),
    [selectionKey],
  )
  const onToggle = useCallback(
    (id: string) => changeSelection((ids) => (ids.has(id) ? ids.delete(id) : ids.add(id))),
    [changeSelection],
  )
  const onToggleAll = useCallback(
    (ids: string[], on: boolean) =>
      changeSelection((set) => ids.forEach((id) => (on ? set.add(id) : set.delete(id)))),
    [changeSelection],
  )

  const data = outcome?.data
  const total = phase === 'searching' ? null : (data?.total ?? null)
  const showList = phase === 'results' || phase === 'empty' || phase === 'searching'
  const ranked = image || !!query.tradeMarkText

  return (
    <Stack gap="4" data-testid="result-page" data-phase={phase}>
      <ResultHeader
        query={query}
        total={total}
        linkSearch={props.linkSearch}
        sharedVienna={outcome?.kind === 'image' ? outcome.data.sharedVienna : undefined}
      />
      {data ? <SearchUsageBar usage={data.usage} /> : null}
      {showList ? (
        <ResultFiltersBox
          ranked={ranked}
          image={image}
          levels={data?.levels}
          degree={query.degree}
          onDegrees={props.onDegrees}
          statistics={image ? undefined : statistics.data}
          statisticsLoading={statistics.isFetching}
          filters={filters}
          onFilters={props.onFilters}
          busy={phase === 'searching'}
        />
      ) : null}
      {phase === 'results' || phase === 'searching' ? (
        <ResultToolbar
          selectedCount={selected.size}
          onClearSelection={() => setSelection({ key: selectionKey, ids: NO_SELECTION })}
          sort={image ? undefined : { value: sort, onChange: props.onSort, similarity: ranked }}
          view={view}
          onView={props.onView}
          actions={
            data && phase === 'results' ? (
              <>
                <ExportMenu
                  criteria={exportCriteriaOf(query, filters, sort)}
                  selectedIds={[...selected]}
                  total={data.total}
                />
                {!image && query.tradeMarkText ? <SuccessRateDialog query={query} /> : null}
              </>
            ) : null
          }
        />
      ) : null}
      <ResultBody
        {...props}
        selected={selected}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        filtersPicked={filterCount(filters) > 0}
      />
      {phase === 'results' && data ? (
        <Pagination
          page={query.pageNum}
          pageSize={query.pageSize}
          total={data.total}
          onChange={props.onPage}
        />
      ) : null}
    </Stack>
  )
}

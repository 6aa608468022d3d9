import { Box } from '@chakra-ui/react'
import type { Message } from '../../../domain/message-key'
import type { SearchQueryErrors } from '../../../domain/search-query'
import { ResultCards } from '../result-cards'
import { SearchLimitNotice } from '../trial/search-limit-notice'
import type { ResultSort } from '../result-sort'
import { ResultTable } from '../result-table'
import type { ResultFilterValues, ResultView } from './result-params'
import { ResultSkeleton } from './result-skeleton'
import { ResultEmpty, ResultError, ResultInvalid } from './result-states'
import type { ResultOutcome, ResultPhase, ResultSearchParams } from './result-types'
import type { SearchQuery } from '../../../domain/search-query'

export interface ResultBodyProps {
  query: SearchQuery
  phase: ResultPhase
  view: ResultView
  sort: ResultSort | null
  outcome: ResultOutcome | null
  errors: SearchQueryErrors
  lastError: Message | null
  limit: { reason: 'limit' | 'trialEnded'; used: number; limit: number } | null
  linkSearch: ResultSearchParams
  filtersPicked: boolean
  selected: ReadonlySet<string>
  onToggle: (id: string) => void
  onToggleAll: (ids: string[], on: boolean) => void
  onSort: (sort: ResultSort | null) => void
  onFilters: (filters: ResultFilterValues) => void
  onRetry: () => void
}

/** The list, or what stands in its place: loading, empty, failed, over the limit or an invalid link. */
export function ResultBody(props: ResultBodyProps) {
  const { phase, outcome } = props
  switch (phase) {
    case 'searching':
    case 'results':
      break
    case 'invalid':
      return <ResultInvalid errors={props.errors} linkSearch={props.linkSearch} />
    case 'error':
      return <ResultError message={props.lastError} onRetry={props.onRetry} />
    case 'limitReached':
      return props.limit ? (
        <SearchLimitNotice
          reason={props.limit.reason}
          usage={{ used: props.limit.used, limit: props.limit.limit }}
          onRetry={props.onRetry}
        />
      ) : null
    case 'empty': {
      const levels = outcome?.data.levels
      const anyLevel = !!levels && levels.high + levels.middle + levels.low > 0
      const reason = props.filtersPicked ? 'filters' : anyLevel ? 'similarity' : 'query'
      return <ResultEmpty reason={reason} onClearFilters={() => props.onFilters({})} />
    }
  }
  if (!outcome?.data.list.length) return <ResultSkeleton query={props.query} view={props.view} />
  // Another page, filter or sort of a shown result: the marks stay, dimmed, until the answer replaces them.
  // One element either way, so the rows are not mounted afresh.
  const stale = phase === 'searching'
  return (
    <Box
      opacity={stale ? 0.55 : 1}
      transition="opacity 0.15s"
      aria-busy={stale}
      inert={stale}
      data-testid={stale ? 'result-stale' : undefined}
    >
      <ResultList {...props} outcome={outcome} />
    </Box>
  )
}

function ResultList(props: ResultBodyProps & { outcome: ResultOutcome }) {
  const { outcome, query } = props
  const common = {
    items: outcome.data.list,
    selected: props.selected,
    onToggle: props.onToggle,
    onToggleAll: props.onToggleAll,
    firstNumber: (query.pageNum - 1) * query.pageSize + 1,
  }
  if (props.view === 'icon') return <ResultCards {...common} />
  return (
    <ResultTable
      {...common}
      sort={props.sort ?? undefined}
      onSort={outcome.kind === 'image' ? undefined : props.onSort}
    />
  )
}

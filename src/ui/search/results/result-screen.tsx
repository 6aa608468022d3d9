import { useBreakpointValue } from '@chakra-ui/react'
import { useMemo } from 'react'
import type { Degree } from '../../../domain/search-query'
import type { ResultSort } from '../result-sort'
import type { ResultFilterValues } from './result-params'
import { ResultPage } from './result-page'
import type { ResultSearchParams } from './result-types'
import { useResultSearch } from './use-result-search'

/** The result page driven by the search machine from its URL (see useResultSearch). */
export function ResultScreen({ search }: { search: ResultSearchParams }) {
  const { actor, snapshot, outcome, setView } = useResultSearch(search)
  const { context } = snapshot
  // A phone shows cards unless the user picked the table: a 390 px screen shows two columns of the table.
  const defaultView = useBreakpointValue({ base: 'icon', md: 'table' } as const, { ssr: false }) ?? 'table'
  // Stable handlers (the actor never changes), so the memoised rows and filters skip renders they need not do.
  const on = useMemo(
    () => ({
      page: (pageNum: number) => actor.send({ type: 'page.changed', pageNum }),
      degrees: (degree: Degree[]) => actor.send({ type: 'filters.changed', filters: { degree } }),
      filters: (filters: ResultFilterValues) => actor.send({ type: 'resultFilters.changed', filters }),
      sort: (sort: ResultSort | null) => actor.send({ type: 'sort.changed', sort }),
      retry: () => actor.send({ type: 'query.submitted' }),
    }),
    [actor],
  )
  const phase = snapshot.matches('editing')
    ? 'invalid'
    : snapshot.matches('limitReached')
      ? 'limitReached'
      : snapshot.matches('error')
        ? 'error'
        : snapshot.matches('empty')
          ? 'empty'
          : snapshot.matches('results')
            ? 'results'
            : 'searching'

  return (
    <ResultPage
      query={context.query}
      filters={context.filters}
      sort={context.sort}
      view={search.view ?? defaultView}
      phase={phase}
      errors={context.errors}
      lastError={context.lastError}
      limit={context.usage && context.limitReason ? { reason: context.limitReason, ...context.usage } : null}
      outcome={outcome}
      linkSearch={search}
      onPage={on.page}
      onDegrees={on.degrees}
      onFilters={on.filters}
      onSort={on.sort}
      onView={setView}
      onRetry={on.retry}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Degree } from '../../../domain/search-query'
import type { ResultSort } from '../../../ui/search/result-sort'
import type { ResultFilterValues } from '../../../ui/search/results/result-params'
import { SEARCH_PARAM_KEYS, type SearchParamKey } from '../../../domain/search-keys'
import { oneOfParam, rawParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { ResultPage } from '../../../ui/search/results/result-page'
import { useResultSearch } from './-result/use-result-search'

type ResultSearch = Partial<Record<SearchParamKey | 'filters' | 'sort', string | number | boolean>> & {
  view?: 'table' | 'icon'
}

/**
 * A result URL: the query (SEARCH_PARAM_KEYS), plus result filters, sort and view of this page. The router
 * JSON-parses each value ('2' becomes 2, a list stays a list) and writes back what this returns, so scalars stay
 * as parsed and lists are joined into text; fromSearchParams (search-params.ts) then judges the values. No zod
 * here: route definitions load before any page.
 */
function validateResultSearch(search: Record<string, unknown>): ResultSearch {
  const out: ResultSearch = {}
  for (const key of [...SEARCH_PARAM_KEYS, 'filters', 'sort'] as const) {
    const value = rawParam(search[key])
    if (value !== undefined) out[key] = value
  }
  const view = oneOfParam(search.view, ['table', 'icon'] as const, undefined)
  if (view) out.view = view
  return out
}

export const Route = createFileRoute('/_app/query/result')({
  validateSearch: validateResultSearch,
  loader: () => loadNamespaces('searchResults', 'searchExport', 'searchHistory', 'errors', 'validation'),
  staticData: { menu: 'search' },
  component: ResultRoute,
})

function ResultRoute() {
  const search = Route.useSearch()
  const { actor, snapshot, outcome, setView } = useResultSearch(search)
  const { context } = snapshot
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
      view={search.view ?? 'table'}
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

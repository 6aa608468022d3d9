import { createFileRoute } from '@tanstack/react-router'
import { SEARCH_PARAM_KEYS, type SearchParamKey } from '../../../domain/search-keys'
import { oneOfParam, rawParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { ResultScreen } from '../../../ui/search/results/result-screen'

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
  loader: () =>
    loadNamespaces('searchResults', 'searchExport', 'searchHistory', 'searchExtra', 'errors', 'validation'),
  staticData: { menu: 'search', beforeUser: true },
  component: ResultRoute,
})

function ResultRoute() {
  return <ResultScreen search={Route.useSearch()} />
}

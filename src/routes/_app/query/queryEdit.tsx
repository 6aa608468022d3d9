import { createFileRoute } from '@tanstack/react-router'
import { fromSearchParams } from '../../../domain/search-params'
import { toSearchParams, type SearchParams } from '../../../domain/search-query'
import { loadNamespaces } from '../../../i18n'
import { openEditDraft } from '../../../state/query'
import { CombinedSearchPage } from '../../../ui/search/form/combined-search-page'
import { searchCountriesOptions } from '../../../api/search'

/**
 * The URL keeps the past query as the history page wrote it (toSearchParams): plain strings, lists joined
 * by commas. Values the router has already parsed (numbers, arrays) are turned back into that form, so the
 * URL survives a reload unchanged; fromSearchParams judges the values.
 */
function rawSearch(search: Record<string, unknown>): SearchParams {
  const params: SearchParams = {}
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = String(value)
    else if (Array.isArray(value)) params[key] = value.map(String).join(',')
  }
  return params
}

export const Route = createFileRoute('/_app/query/queryEdit')({
  validateSearch: rawSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    // Edits made since the query was opened survive a reload of the same URL; another URL starts afresh.
    const query = fromSearchParams(deps.search)
    openEditDraft(JSON.stringify(toSearchParams(query)), query)
    return Promise.all([
      loadNamespaces('search', 'searchExtra'),
      context.queryClient.ensureQueryData(searchCountriesOptions()),
    ])
  },
  staticData: { menu: 'search' },
  component: EditSearchRoute,
})

function EditSearchRoute() {
  return <CombinedSearchPage draftKey="edit" />
}

import { createFileRoute } from '@tanstack/react-router'
import { QUERY_WAYS, type QueryWay } from '../../../domain/search-keys'
import { oneOfParam, pageParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { HistoryPage } from '../../../ui/search/history/history-page'
import { historyQuery } from '../../../api/search'

const validateSearch = (search: Record<string, unknown>): { page?: number; queryWay?: QueryWay } => {
  const page = pageParam(search.page, undefined)
  const queryWay = oneOfParam(search.queryWay, QUERY_WAYS, undefined)
  return { ...(page && { page }), ...(queryWay && { queryWay }) }
}

export const Route = createFileRoute('/_app/query/queryHistory')({
  validateSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, queryWay: search.queryWay }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('searchHistory'),
      context.queryClient.ensureQueryData(historyQuery(deps.page, deps.queryWay)),
    ]),
  staticData: { menu: 'search' },
  component: QueryHistoryRoute,
})

function QueryHistoryRoute() {
  const { page = 1, queryWay } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <HistoryPage
      page={page}
      queryWay={queryWay}
      onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
      // A new mode starts again on page 1.
      onQueryWayChange={(way) => void navigate({ search: { queryWay: way } })}
    />
  )
}

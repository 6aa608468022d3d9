import { createFileRoute } from '@tanstack/react-router'
import { RESULT_WATCHES, watchListQuery } from '../../api/monitoring-watches'
import { oneOfParam, optionalTextParam, pageParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { ResultPage, type ResultFilters } from '../../ui/monitoring/result-page'

// The hit tiers (schemas/monitoring HIT_TIERS), written out: route definitions load up front, without zod.
const TIERS = ['high', 'medium', 'low'] as const

export const Route = createFileRoute('/_app/monitoringResult')({
  validateSearch: (search: Record<string, unknown>): ResultFilters => {
    const watchId = optionalTextParam(search.watchId)
    const issueNo = pageParam(search.issueNo, undefined)
    const tier = oneOfParam(search.tier, TIERS, undefined)
    const unread = search.unread === true || search.unread === '1' || search.unread === 1
    return {
      ...(watchId ? { watchId } : {}),
      ...(issueNo ? { issueNo } : {}),
      ...(tier ? { tier } : {}),
      ...(unread ? { unread } : {}),
    }
  },
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('watchResults', 'searchResults', 'searchExport', 'errors', 'validation'),
      context.queryClient.ensureQueryData(watchListQuery(RESULT_WATCHES)),
    ]),
  staticData: { menu: 'monitoring' },
  component: function MonitoringResultRoute() {
    const filters = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ResultPage filters={filters} onChange={(next) => void navigate({ search: next, replace: true })} />
    )
  },
})

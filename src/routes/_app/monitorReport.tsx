import { createFileRoute } from '@tanstack/react-router'
import { RESULT_WATCHES, watchListQuery } from '../../api/monitoring-watches'
import { optionalTextParam, patternParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { ReportWatchPage, type ReportFilters } from '../../ui/monitoring/report-watch-page'

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const Route = createFileRoute('/_app/monitorReport')({
  validateSearch: (search: Record<string, unknown>): ReportFilters => {
    const watchId = optionalTextParam(search.watchId)
    const from = patternParam(search.from, DAY)
    const to = patternParam(search.to, DAY)
    return { ...(watchId ? { watchId } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) }
  },
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('watchResults', 'searchExport', 'errors', 'validation'),
      context.queryClient.ensureQueryData(watchListQuery(RESULT_WATCHES)),
    ]),
  staticData: { menu: 'monitoring' },
  component: function MonitorReportRoute() {
    const filters = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ReportWatchPage
        filters={filters}
        onChange={(next) => void navigate({ search: next, replace: true })}
      />
    )
  },
})

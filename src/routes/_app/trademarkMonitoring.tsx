import { createFileRoute } from '@tanstack/react-router'
import { oneOfParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { memberTrialsQuery, trialOfferQuery, watchOfficesQuery } from '../../api/monitoring-watches'
import { WatchCreatePage } from '../../ui/monitoring/watch-create-page'

const TABS = ['single', 'bulk'] as const

export const Route = createFileRoute('/_app/trademarkMonitoring')({
  validateSearch: (search: Record<string, unknown>): { tab?: 'bulk' } =>
    oneOfParam(search.tab, TABS, undefined) === 'bulk' ? { tab: 'bulk' } : {},
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('monitorWatch', 'errors', 'validation'),
      queryClient.ensureQueryData(watchOfficesQuery()),
      // The trial button appears once these answer; the form works without them.
      queryClient.prefetchQuery(trialOfferQuery()),
      queryClient.prefetchQuery(memberTrialsQuery()),
    ]),
  staticData: { menu: 'monitoring' },
  component: function TrademarkMonitoringRoute() {
    const navigate = Route.useNavigate()
    return (
      <WatchCreatePage
        tab={Route.useSearch().tab ?? 'single'}
        onTab={(tab) => void navigate({ search: tab === 'bulk' ? { tab } : {}, replace: true })}
      />
    )
  },
})

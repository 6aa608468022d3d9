import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { watchListQuery } from '../../api/monitoring-watches'
import { watchListInput, watchSearchOf } from '../../api/watch-search'
import { MyWatchesPage } from '../../ui/monitoring/my-watches-page'

export const Route = createFileRoute('/_app/myMonitor')({
  validateSearch: watchSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('monitorWatch', 'errors', 'validation'),
      queryClient.ensureQueryData(watchListQuery(watchListInput(deps))),
    ]),
  staticData: { menu: 'monitoring' },
  component: function MyMonitorRoute() {
    const navigate = Route.useNavigate()
    return <MyWatchesPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
  },
})

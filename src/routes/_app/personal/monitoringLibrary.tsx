import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../i18n'
import { memberTrialsQuery, watchListQuery } from '../../../api/monitoring-watches'
import { watchListInput, watchSearchOf } from '../../../api/watch-search'
import { WatchLibraryPage } from '../../../ui/monitoring/watch-library-page'

export const Route = createFileRoute('/_app/personal/monitoringLibrary')({
  validateSearch: watchSearchOf,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('monitorWatch', 'errors', 'validation'),
      queryClient.ensureQueryData(watchListQuery(watchListInput(deps))),
      queryClient.ensureQueryData(memberTrialsQuery()),
    ]),
  component: function MonitoringLibraryRoute() {
    const navigate = Route.useNavigate()
    return <WatchLibraryPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />
  },
})

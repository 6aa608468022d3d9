import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { watchOrderQuery } from '../../../api/monitoring-watches'
import { WatchConfirmPage } from '../../../ui/monitoring/watch-confirm-page'

export const Route = createFileRoute('/_app/monitor/confirm')({
  validateSearch: (search: Record<string, unknown>): { orderId: string } => ({
    orderId: textParam(search.orderId),
  }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('monitorWatch', 'errors'),
      // Fresh: the order was just paid.
      queryClient.fetchQuery(watchOrderQuery(deps.orderId)),
    ]),
  staticData: { menu: 'monitoring', allowBack: false },
  component: function MonitorConfirmRoute() {
    return <WatchConfirmPage orderId={Route.useSearch().orderId} />
  },
})

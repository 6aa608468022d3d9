import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { payableOrderQuery } from '../../../api/orders'
import { watchKeys, watchOrderQuery } from '../../../api/monitoring-watches'
import { invalidate } from '../../../api/query'
import { WatchPaymentPage } from '../../../ui/monitoring/watch-payment-page'

export const Route = createFileRoute('/_app/monitor/payment')({
  validateSearch: (search: Record<string, unknown>): { orderId: string } => ({
    orderId: textParam(search.orderId),
  }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('monitorWatch', 'payment', 'benefits', 'errors', 'validation'),
      queryClient.fetchQuery(watchOrderQuery(deps.orderId)),
      queryClient.fetchQuery(payableOrderQuery(deps.orderId)),
    ]),
  staticData: { menu: 'monitoring', allowBack: false },
  component: function MonitorPaymentRoute() {
    const { orderId } = Route.useSearch()
    const navigate = Route.useNavigate()
    const queryClient = useQueryClient()
    const done = async (id: string) => {
      // The watches start (or wait for the transfer): the lists and trials change.
      await invalidate(queryClient, watchKeys.all)
      await navigate({ to: '/monitor/confirm', search: { orderId: id }, replace: true })
    }
    return (
      <WatchPaymentPage
        orderId={orderId}
        onPaid={(id) => void done(id)}
        onSubmitted={(id) => void done(id)}
        onCancel={() => void navigate({ to: '/myMonitor' })}
      />
    )
  },
})

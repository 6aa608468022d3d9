import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { payableOrderQuery } from '../../../api/orders'
import { reportOrdersQuery } from '../../../api/payment'
import { ReportPayPage } from '../../../ui/payment/report-pay-page'

export const Route = createFileRoute('/_app/query/payLinshi')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'benefits', 'errors', 'validation'),
      context.queryClient.ensureQueryData(payableOrderQuery(deps.orderId)),
      context.queryClient.ensureQueryData(reportOrdersQuery(1, 1, deps.orderId)),
    ]),
  staticData: { menu: 'search', allowBack: false },
  component: function ReportPayRoute() {
    const navigate = Route.useNavigate()
    return (
      <ReportPayPage
        orderId={Route.useSearch().orderId}
        variant="link"
        onDone={(orderId) => void navigate({ to: '/query/confirm', search: { orderId }, replace: true })}
      />
    )
  },
})

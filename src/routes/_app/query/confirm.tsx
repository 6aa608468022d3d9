import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { payableOrderQuery } from '../../../api/orders'
import { ReportConfirmPage } from '../../../ui/payment/report-confirm-page'

export const Route = createFileRoute('/_app/query/confirm')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'errors'),
      context.queryClient.ensureQueryData(payableOrderQuery(deps.orderId)),
    ]),
  staticData: { menu: 'search', allowBack: false },
  component: function QueryConfirmRoute() {
    return <ReportConfirmPage orderId={Route.useSearch().orderId} />
  },
})

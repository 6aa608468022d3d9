import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { PaySuccessPage } from '../../ui/payment/pay-success-page'
import { payableOrderQuery } from '../../api/orders'

export const Route = createFileRoute('/_app/paySuccess')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'errors'),
      context.queryClient.ensureQueryData(payableOrderQuery(deps.orderId)),
    ]),
  staticData: { menu: 'orders' },
  component: function PaySuccessRoute() {
    return <PaySuccessPage orderId={Route.useSearch().orderId} />
  },
})

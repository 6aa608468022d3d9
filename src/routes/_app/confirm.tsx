import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { ConfirmPage } from '../../ui/payment/confirm-page'
import { payableOrderQuery } from '../../api/orders'

export const Route = createFileRoute('/_app/confirm')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'errors'),
      context.queryClient.ensureQueryData(payableOrderQuery(deps.orderId)),
    ]),
  staticData: { menu: 'orders', allowBack: false },
  component: function ConfirmRoute() {
    return <ConfirmPage orderId={Route.useSearch().orderId} />
  },
})

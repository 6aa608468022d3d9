import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { BalancePage } from '../../ui/payment/balance-page'
import { payableOrderQuery } from '../../api/orders'

export const Route = createFileRoute('/_app/payLast')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'benefits', 'errors', 'validation'),
      context.queryClient.ensureQueryData(payableOrderQuery(deps.orderId)),
    ]),
  staticData: { menu: 'orders', allowBack: false },
  component: function PayLastRoute() {
    const navigate = Route.useNavigate()
    return (
      <BalancePage
        orderId={Route.useSearch().orderId}
        onPaid={(id) => void navigate({ to: '/paySuccess', search: { orderId: id }, replace: true })}
        onSubmitted={(id) => void navigate({ to: '/confirm', search: { orderId: id }, replace: true })}
      />
    )
  },
})

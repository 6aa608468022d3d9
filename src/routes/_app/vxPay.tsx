import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { payableOrderQuery } from '../../api/orders'
import { VxPayPage } from '../../ui/payment/vx-pay-page'

export const Route = createFileRoute('/_app/vxPay')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'benefits', 'errors', 'validation'),
      context.queryClient.ensureQueryData(payableOrderQuery(deps.orderId)),
    ]),
  staticData: { menu: 'orders', allowBack: false },
  component: function VxPayRoute() {
    const navigate = Route.useNavigate()
    return (
      <VxPayPage
        orderId={Route.useSearch().orderId}
        onPaid={(id) => void navigate({ to: '/paySuccess', search: { orderId: id }, replace: true })}
      />
    )
  },
})

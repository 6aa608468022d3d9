import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { AlipayCashierPage } from '../../ui/payment/alipay-cashier-page'
import { payableOrderQuery } from '../../api/orders'

// The mock's stand-in for Alipay's own cashier page (the URL alipay/pcPay answers with); not in routes.tsv
// because the real one lives on Alipay's site.
export const Route = createFileRoute('/_app/alipayCashier')({
  validateSearch: (search: Record<string, unknown>) => ({
    orderId: textParam(search.orderId),
    tradeNo: textParam(search.tradeNo),
  }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'errors'),
      context.queryClient.ensureQueryData(payableOrderQuery(deps.orderId)),
    ]),
  staticData: { menu: 'orders' },
  component: function AlipayCashierRoute() {
    const { orderId, tradeNo } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <AlipayCashierPage
        orderId={orderId}
        tradeNo={tradeNo}
        onPaid={(id) => void navigate({ to: '/paySuccess', search: { orderId: id }, replace: true })}
        onBack={(id) => void navigate({ to: '/payment', search: { orderId: id }, replace: true })}
      />
    )
  },
})

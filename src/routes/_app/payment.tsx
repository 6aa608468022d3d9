import { createFileRoute } from '@tanstack/react-router'
import { pageParam, textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { PaymentPage } from '../../ui/payment/payment-page'
import { payableOrderQuery, unpaidOrdersQuery } from '../../api/orders'

export const Route = createFileRoute('/_app/payment')({
  validateSearch: (search: Record<string, unknown>): { orderId: string; page?: number } => ({
    orderId: textParam(search.orderId),
    page: pageParam(search.page, undefined),
  }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId, page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'benefits', 'errors', 'validation'),
      deps.orderId
        ? context.queryClient.ensureQueryData(payableOrderQuery(deps.orderId))
        : context.queryClient.ensureQueryData(unpaidOrdersQuery(deps.page)),
    ]),
  staticData: { menu: 'orders', allowBack: false },
  component: function PaymentRoute() {
    const { orderId, page } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <PaymentPage
        orderId={orderId}
        page={page ?? 1}
        onPage={(next) => void navigate({ search: (s) => ({ ...s, page: next }) })}
        onPaid={(id) => void navigate({ to: '/paySuccess', search: { orderId: id }, replace: true })}
        onSubmitted={(id) => void navigate({ to: '/confirm', search: { orderId: id }, replace: true })}
        onCancel={() => void navigate({ to: '/orderManage' })}
      />
    )
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../../../domain/url-params'
import { loadNamespaces } from '../../../../i18n'
import { OrderDetailPage } from '../../../../ui/orders/detail/order-detail-page'
import { orderDetailQuery } from '../../../../api/orders'
import {
  InvalidationFiledService,
  OppositionFiledService,
} from '../../../../ui/services/contested/contested-ui'

export const Route = createFileRoute('/_app/order/detailTrademarkInfor/oppsitonDetail')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('orders', 'regDocs', 'services', 'svcContested', 'errors', 'validation'),
      // A missing or foreign order is shown by the page itself.
      deps.orderId
        ? context.queryClient.ensureQueryData(orderDetailQuery(deps.orderId)).catch(() => undefined)
        : null,
    ]),
  staticData: {
    menu: 'orders',
  },
  component: function OppsitonDetailRoute() {
    const { orderId } = Route.useSearch()
    return (
      <OrderDetailPage
        orderId={orderId}
        page="oppsitonDetail"
        filedService={
          // The page of oppositions and invalidations: the flow that filed the order shows it.
          <>
            <OppositionFiledService orderId={orderId} />
            <InvalidationFiledService orderId={orderId} />
          </>
        }
      />
    )
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../../../domain/url-params'
import { loadNamespaces } from '../../../../i18n'
import { OrderDetailPage } from '../../../../ui/orders/detail/order-detail-page'
import { LicenceFiledService } from '../../../../ui/services/licence/licence-ui'
import { orderDetailQuery } from '../../../../api/orders'

export const Route = createFileRoute('/_app/order/detailTrademarkInfor/brandPermitDetail')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('orders', 'regDocs', 'services', 'svcLicence', 'errors', 'validation'),
      // A missing or foreign order is shown by the page itself.
      deps.orderId
        ? context.queryClient.ensureQueryData(orderDetailQuery(deps.orderId)).catch(() => undefined)
        : null,
    ]),
  staticData: { menu: 'orders' },
  component: function BrandPermitDetailRoute() {
    const { orderId } = Route.useSearch()
    return (
      <OrderDetailPage
        orderId={orderId}
        page="brandPermitDetail"
        filedService={<LicenceFiledService orderId={orderId} />}
      />
    )
  },
})

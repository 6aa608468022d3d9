import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../../../domain/url-params'
import { loadNamespaces } from '../../../../i18n'
import { OrderDetailPage } from '../../../../ui/orders/detail/order-detail-page'
import { RemovalFiledService } from '../../../../ui/services/removal/removal-ui'
import {
  ReissueProveFiledService,
  ReplacementAndRenewalFiledService,
} from '../../../../ui/services/reissue/reissue-ui'
import { orderDetailQuery } from '../../../../api/orders'

export const Route = createFileRoute('/_app/order/detailTrademarkInfor/annotationDetail')({
  validateSearch: (search: Record<string, unknown>) => ({ orderId: textParam(search.orderId) }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('orders', 'regDocs', 'services', 'svcRemoval', 'svcReissue', 'errors', 'validation'),
      // A missing or foreign order is shown by the page itself.
      deps.orderId
        ? context.queryClient.ensureQueryData(orderDetailQuery(deps.orderId)).catch(() => undefined)
        : null,
    ]),
  staticData: { menu: 'orders' },
  component: function AnnotationDetailRoute() {
    const { orderId } = Route.useSearch()
    return (
      <OrderDetailPage
        orderId={orderId}
        page="annotationDetail"
        filedService={
          // The page of removals and both certificate reissues: the flow that filed the order shows it.
          <>
            <RemovalFiledService orderId={orderId} />
            <ReissueProveFiledService orderId={orderId} />
            <ReplacementAndRenewalFiledService orderId={orderId} />
          </>
        }
      />
    )
  },
})

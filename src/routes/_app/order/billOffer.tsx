import { createFileRoute } from '@tanstack/react-router'
import { invoiceOrdersQuery } from '../../../api/invoices'
import { billsQuery } from '../../../api/orders'
import { textParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { BillOfferPage } from '../../../ui/bills/bill-offer-page'

export const Route = createFileRoute('/_app/order/billOffer')({
  validateSearch: (search: Record<string, unknown>): { orderId: string } => ({
    orderId: textParam(search.orderId),
  }),
  loaderDeps: ({ search }) => ({ orderId: search.orderId }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('invoices', 'errors'),
      queryClient.ensureQueryData(invoiceOrdersQuery({ orderIds: [deps.orderId], pageSize: 1 })),
      queryClient.ensureQueryData(billsQuery({ pageNum: 1, pageSize: 100 })),
    ]),
  staticData: { menu: 'orders' },
  component: BillOfferRoute,
})

function BillOfferRoute() {
  const { orderId } = Route.useSearch()
  return <BillOfferPage key={orderId} orderId={orderId} />
}

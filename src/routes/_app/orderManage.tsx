import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { OrderListPage } from '../../ui/orders/list/order-list-page'
import { toListFilters } from '../../domain/order-list-filters'
import { parseOrderSearch } from '../../domain/order-search'
import { orderListQuery } from '../../api/orders'

export const Route = createFileRoute('/_app/orderManage')({
  validateSearch: parseOrderSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('orders', 'errors', 'validation'),
      // A failed list shows its own retry inside the page.
      context.queryClient.ensureQueryData(orderListQuery(toListFilters(deps))).catch(() => undefined),
    ]),
  staticData: { menu: 'orders' },
  component: function OrderManageRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <OrderListPage search={search} onSearch={(next) => void navigate({ search: next })} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { pageParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { reportOrdersQuery } from '../../../api/payment'
import { ReportOrdersPage } from '../../../ui/payment/report-orders-page'

export const Route = createFileRoute('/_app/query/registered')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: pageParam(search.page, undefined),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('payment', 'searchExport', 'errors'),
      context.queryClient.ensureQueryData(reportOrdersQuery(deps.page)),
    ]),
  staticData: { menu: 'search' },
  component: function RegisteredRoute() {
    const navigate = Route.useNavigate()
    return (
      <ReportOrdersPage
        page={Route.useSearch().page ?? 1}
        onPage={(page) => void navigate({ search: { page } })}
      />
    )
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { REPORT_ORDERS_PAGE_SIZE, reportOrdersQuery } from '../../api/payment'
import { pageParam, textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { ReportAnalysisPage } from '../../ui/monitoring/report-analysis-page'

export const Route = createFileRoute('/_app/analysisReport')({
  validateSearch: (search: Record<string, unknown>): { page?: number; orderId?: string } => {
    const page = pageParam(search.page, 1)
    const orderId = textParam(search.orderId)
    return { ...(page > 1 ? { page } : {}), ...(orderId ? { orderId } : {}) }
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('watchResults', 'searchExtra', 'searchExport', 'errors', 'validation'),
      context.queryClient.ensureQueryData(reportOrdersQuery(deps.page, REPORT_ORDERS_PAGE_SIZE)),
    ]),
  staticData: { menu: 'monitoring' },
  component: function AnalysisReportRoute() {
    const { page, orderId } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ReportAnalysisPage
        page={page ?? 1}
        orderId={orderId}
        onChange={(next) =>
          void navigate({
            search: {
              ...(next.page > 1 ? { page: next.page } : {}),
              ...(next.orderId ? { orderId: next.orderId } : {}),
            },
          })
        }
      />
    )
  },
})

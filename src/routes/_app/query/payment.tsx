import { createFileRoute } from '@tanstack/react-router'
import { SEARCH_PARAM_KEYS } from '../../../domain/search-keys'
import type { SearchParams } from '../../../domain/search-query'
import { rawParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { reportPriceQuery } from '../../../api/payment'
import { ReportPurchasePage } from '../../../ui/payment/report-purchase-page'

/** The search to buy a report for, as the result page's URL holds it; the page judges the values. */
function validateSearch(search: Record<string, unknown>): SearchParams {
  const out: SearchParams = {}
  for (const key of SEARCH_PARAM_KEYS) {
    const value = rawParam(search[key])
    if (value !== undefined) out[key] = String(value)
  }
  return out
}

export const Route = createFileRoute('/_app/query/payment')({
  validateSearch,
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('payment', 'errors', 'validation'),
      context.queryClient.ensureQueryData(reportPriceQuery()),
    ]),
  staticData: { menu: 'search', allowBack: false },
  component: function QueryPaymentRoute() {
    const navigate = Route.useNavigate()
    return (
      <ReportPurchasePage
        search={Route.useSearch()}
        onOrdered={(orderId) => void navigate({ to: '/query/paylast', search: { orderId }, replace: true })}
      />
    )
  },
})

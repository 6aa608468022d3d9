import { createFileRoute } from '@tanstack/react-router'
import { billsQuery } from '../../../api/orders'
import { lastNinetyDays } from '../../../domain/bill-period'
import { businessToday } from '../../../domain/clock'
import { patternParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { FeeBillPage } from '../../../ui/bills/fee-bill-page'

const DATE = /^\d{4}-\d{2}-\d{2}$/

export const Route = createFileRoute('/_app/order/bill')({
  validateSearch: (search: Record<string, unknown>): { from?: string; to?: string } => {
    const from = patternParam(search.from, DATE)
    const to = patternParam(search.to, DATE)
    return { ...(from && { from }), ...(to && { to }) }
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadNamespaces('invoices', 'errors'),
      queryClient.ensureQueryData(billsQuery({ pageNum: 1, pageSize: 100 })),
    ]),
  staticData: { menu: 'orders' },
  component: FeeBillRoute,
})

function FeeBillRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const fallback = lastNinetyDays(businessToday())
  const from = search.from ?? fallback.from
  const to = search.to ?? fallback.to
  return (
    <FeeBillPage
      key={`${from}-${to}`}
      from={from}
      to={to}
      onPeriodChange={(f, t) => void navigate({ search: { from: f, to: t } })}
    />
  )
}

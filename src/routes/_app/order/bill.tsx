import { addBusinessDays, businessToday } from '../../../domain/clock'
import { createFileRoute } from '@tanstack/react-router'
import { billsQuery } from '../../../api/orders'
import { patternParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { FeeBillPage } from '../../../ui/bills/fee-bill-page'

const DATE = /^\d{4}-\d{2}-\d{2}$/
/** The default period: the last 90 business days up to today (Beijing). */
function defaultPeriod() {
  const to = businessToday()
  return { from: addBusinessDays(to, -89), to }
}

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
  const fallback = defaultPeriod()
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

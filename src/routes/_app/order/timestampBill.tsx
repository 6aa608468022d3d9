import { createFileRoute } from '@tanstack/react-router'
import { timestampBillQuery, timestampStatementQuery } from '../../../api/timestamp'
import { readPeriod, type BillPeriod } from '../../../domain/bill-period'
import { businessToday } from '../../../domain/clock'
import { pageParam, patternParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { TimestampBillPage } from '../../../ui/bills/timestamp-bill-page'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const MONTH = /^\d{4}-\d{2}$/

/** The bill's period (a month, or from and to) and its page; the current month when none is given. */
interface TimestampBillSearch {
  month?: string
  from?: string
  to?: string
  page?: number
}

const periodOf = (search: TimestampBillSearch) => readPeriod(search, businessToday())

export const Route = createFileRoute('/_app/order/timestampBill')({
  validateSearch: (search: Record<string, unknown>): TimestampBillSearch => {
    const month = patternParam(search.month, MONTH)
    const from = patternParam(search.from, DATE)
    const to = patternParam(search.to, DATE)
    const page = pageParam(search.page, 1)
    return { ...(month && { month }), ...(from && { from }), ...(to && { to }), ...(page > 1 && { page }) }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('invoices', 'errors'),
      queryClient.ensureQueryData(timestampBillQuery(periodOf(deps), deps.page ?? 1)),
      queryClient.ensureQueryData(timestampStatementQuery(periodOf(deps))),
    ]),
  staticData: { menu: 'orders' },
  component: TimestampBillRoute,
})

function TimestampBillRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const period = periodOf(search)
  const toSearch = (p: BillPeriod): TimestampBillSearch =>
    p.kind === 'month' ? { month: p.month } : { from: p.from, to: p.to }
  return (
    <TimestampBillPage
      key={JSON.stringify(period)}
      period={period}
      page={search.page ?? 1}
      onPeriodChange={(p) => void navigate({ search: toSearch(p) })}
      onPageChange={(page) => void navigate({ search: { ...toSearch(period), ...(page > 1 && { page }) } })}
    />
  )
}

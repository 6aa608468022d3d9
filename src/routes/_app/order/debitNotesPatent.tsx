import { createFileRoute } from '@tanstack/react-router'
import { patentBillsQuery } from '../../../api/orders'
import type { PatentBillStatus } from '../../../api/schemas/orders-bills'
import { oneOfParam, pageParam, textParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { PatentBillsPage } from '../../../ui/bills/patent-bills-page'

const STATUSES: readonly PatentBillStatus[] = ['unpaid', 'entrusted', 'paid']

interface Search {
  status?: PatentBillStatus
  keyword?: string
  page?: number
}

export const Route = createFileRoute('/_app/order/debitNotesPatent')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const status = oneOfParam(search.status, STATUSES, undefined)
    const keyword = textParam(search.keyword).slice(0, 50)
    const page = pageParam(search.page, undefined)
    return { ...(status && { status }), ...(keyword && { keyword }), ...(page && { page }) }
  },
  loaderDeps: ({ search }) => ({
    status: search.status,
    keyword: search.keyword ?? '',
    page: search.page ?? 1,
  }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('invoices', 'errors'),
      queryClient.ensureQueryData(
        patentBillsQuery({ status: deps.status, keyword: deps.keyword, pageNum: deps.page, pageSize: 10 }),
      ),
    ]),
  staticData: { menu: 'orders' },
  component: PatentBillsRoute,
})

function PatentBillsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PatentBillsPage
      status={search.status}
      keyword={search.keyword ?? ''}
      page={search.page ?? 1}
      onSearch={({ status, keyword }) => void navigate({ search: { status, keyword: keyword || undefined } })}
      onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { billsQuery } from '../../../api/orders'
import { oneOfParam, pageParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { DebitNotesPage } from '../../../ui/bills/debit-notes-page'

const STATUSES = ['unpaid', 'paid'] as const

export const Route = createFileRoute('/_app/personal/debitNotes')({
  validateSearch: (search: Record<string, unknown>): { status?: 'unpaid' | 'paid'; page?: number } => {
    const status = oneOfParam(search.status, STATUSES, undefined)
    const page = pageParam(search.page, undefined)
    return { ...(status && { status }), ...(page && { page }) }
  },
  loaderDeps: ({ search }) => ({ status: search.status, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      loadNamespaces('invoices', 'errors'),
      queryClient.ensureQueryData(billsQuery({ status: deps.status, pageNum: deps.page, pageSize: 10 })),
      queryClient.ensureQueryData(billsQuery({ status: deps.status, pageNum: 1, pageSize: 100 })),
    ]),
  staticData: { menu: 'orders' },
  component: DebitNotesRoute,
})

function DebitNotesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <DebitNotesPage
      scope="personal"
      status={search.status}
      page={search.page ?? 1}
      onStatusChange={(status) => void navigate({ search: { status } })}
      onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
    />
  )
}

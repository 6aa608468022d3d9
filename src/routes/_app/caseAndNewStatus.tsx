import { createFileRoute } from '@tanstack/react-router'
import { optionalTextParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { CaseListPage } from '../../ui/orders/cases/case-list-page'
import { casesQuery } from '../../api/orders'

export const Route = createFileRoute('/_app/caseAndNewStatus')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = optionalTextParam(search.q)
    return q ? { q } : {}
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('orders', 'errors', 'validation'),
      context.queryClient.ensureQueryData(casesQuery(deps.q)).catch(() => undefined),
    ]),
  staticData: { menu: 'orders' },
  component: function CaseAndNewStatusRoute() {
    const { q = '' } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CaseListPage keyword={q} onKeyword={(next) => void navigate({ search: next ? { q: next } : {} })} />
    )
  },
})

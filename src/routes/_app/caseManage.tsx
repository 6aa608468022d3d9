import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { caseColumnsQuery, caseListQuery } from '../../api/cases-list'
import { parseCaseSearch } from '../../domain/cases/case-search'
import { loadNamespaces } from '../../i18n'
import { CasesPage } from '../../ui/cases/list/cases-page'

export const Route = createFileRoute('/_app/caseManage')({
  validateSearch: parseCaseSearch,
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('casesList', 'errors', 'validation'),
      // A failed list shows its own retry inside the page.
      context.queryClient.ensureQueryData(caseListQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(caseColumnsQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
    ]),
  component: function CaseManageRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <CasesPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
  },
})

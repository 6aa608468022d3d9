import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { caseColumnsQuery, caseListQuery } from '../../api/cases-list'
import { parseCaseSearch } from '../../domain/cases/case-search'
import { loadNamespaces } from '../../i18n'
import { CasesPage } from '../../ui/cases/list/cases-page'

/** The case list preset to the cases assigned to the acting member (the same page as /caseManage). */
export const Route = createFileRoute('/_app/myCases')({
  validateSearch: parseCaseSearch,
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('casesList', 'errors', 'validation'),
      context.queryClient.ensureQueryData(caseListQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(caseColumnsQuery()).catch(() => undefined),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
    ]),
  component: function MyCasesRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CasesPage mine search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
    )
  },
})

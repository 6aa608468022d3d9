import { createFileRoute } from '@tanstack/react-router'
import { caseDetailQuery } from '../../../api/case-detail'
import { caseGrantQuery } from '../../../api/case-grant'
import { oneOfParam, optionalTextParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { CASE_TABS, type CaseTab } from '../../../domain/cases/case-tabs'
import { CaseDetailPage } from '../../../ui/cases/detail/case-detail-page'
import { CaseFormPage } from '../../../ui/cases/detail/case-form-page'
import { CaseDeadlinesPanel } from '../../../ui/deadlines/case-deadlines-panel'

const MODES = ['new', 'edit'] as const

interface DetailSearch {
  id?: string
  mode?: (typeof MODES)[number]
  tab?: CaseTab
}

// ?id= the case; ?mode=new a new case, ?id=…&mode=edit its form; ?tab= the detail's section.
export const Route = createFileRoute('/_app/brandManagement/detail')({
  validateSearch: (search: Record<string, unknown>): DetailSearch => {
    const out: DetailSearch = {}
    const id = optionalTextParam(search.id)
    const mode = oneOfParam(search.mode, MODES, undefined)
    const tab = oneOfParam(search.tab, CASE_TABS, undefined)
    if (id) out.id = id
    if (mode) out.mode = mode
    if (tab) out.tab = tab
    return out
  },
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('caseDetail', 'deadlines', 'errors', 'validation'),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
      // A missing or hidden case is shown by the page itself.
      deps.id ? context.queryClient.ensureQueryData(caseDetailQuery(deps.id)).catch(() => undefined) : null,
    ]),
  staticData: { menu: 'cases' },
  component: function CaseDetailRoute() {
    const { id, mode, tab } = Route.useSearch()
    const navigate = Route.useNavigate()
    if (mode === 'new' || !id) return <CaseFormPage />
    if (mode === 'edit') return <CaseFormPage id={id} />
    return (
      <CaseDetailPage
        id={id}
        tab={tab ?? 'overview'}
        onTab={(next) => void navigate({ search: { id, tab: next }, replace: true })}
        deadlinesPanel={<CaseDeadlinesPanel caseId={id} />}
      />
    )
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { oneOfParam, pageParam, patternParam, textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { portfolioInput } from '../../domain/record-search'
import { PortfolioPage } from '../../ui/search/record/portfolio-page'
import { portfolioOptions } from '../../api/search'

/** Links give the applicant; page and view may be left out (page 1, table). */
interface PortfolioSearch {
  applicantId: string
  page?: number
  view?: 'table' | 'icon'
  status?: string
  cls?: string
}

const validateSearch = (search: Record<string, unknown>): PortfolioSearch => ({
  applicantId: textParam(search.applicantId),
  page: pageParam(search.page, 1),
  view: oneOfParam(search.view, ['table', 'icon'] as const, 'table'),
  status: patternParam(search.status, /^\d{1,2}(,\d{1,2})*$/),
  cls: patternParam(search.cls, /^\d{2}$/),
})

const filled = (s: PortfolioSearch) => ({ ...s, page: s.page ?? 1, view: s.view ?? 'table' })

export const Route = createFileRoute('/_app/supplierAllBack')({
  validateSearch,
  loaderDeps: ({ search }) => filled(search),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('searchRecord', 'searchResults'),
      context.queryClient.ensureQueryData(portfolioOptions(portfolioInput(deps))),
    ]),
  staticData: { menu: 'search' },
  component: function SupplierAllBackRoute() {
    const search = filled(Route.useSearch())
    const navigate = Route.useNavigate()
    return (
      <PortfolioPage {...search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />
    )
  },
})

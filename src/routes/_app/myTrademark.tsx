import { createFileRoute } from '@tanstack/react-router'
import { caseGrantQuery } from '../../api/case-grant'
import { followedApplicantsQuery } from '../../api/portfolios'
import { parseMarkSearch } from '../../domain/portfolio-search'
import { loadNamespaces } from '../../i18n'
import { MyTrademarksPage } from '../../ui/portfolios/my-trademarks-page'

export const Route = createFileRoute('/_app/myTrademark')({
  validateSearch: parseMarkSearch,
  loader: ({ context }) => {
    // The marks come from the register, which the mock may still be building: the page shows its own
    // progress instead of holding the navigation.
    void context.queryClient.prefetchQuery(followedApplicantsQuery())
    return Promise.all([
      loadNamespaces('portfolios', 'errors', 'validation'),
      context.queryClient.ensureQueryData(caseGrantQuery()).catch(() => undefined),
    ])
  },
  component: function MyTrademarkRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <MyTrademarksPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
    )
  },
})

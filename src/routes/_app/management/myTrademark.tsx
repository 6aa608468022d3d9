import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../i18n'
import { renewalListOptions } from '../../../api/renewal-list'
import { parseRenewalListSearch } from '../../../domain/renewal-list'
import { RenewalListPage } from '../../../ui/renewal/renewal-list-page'

export const Route = createFileRoute('/_app/management/myTrademark')({
  validateSearch: parseRenewalListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('svcRenewal', 'validation', 'errors'),
      // A failed list shows its own retry inside the page.
      context.queryClient
        .ensureQueryData(renewalListOptions({ keyword: deps.q ?? '' }))
        .catch(() => undefined),
    ]),
  staticData: { menu: 'services' },
  component: function RenewalListRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <RenewalListPage search={search} onSearch={(next) => void navigate({ search: next })} />
  },
})

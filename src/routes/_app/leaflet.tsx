import { createFileRoute } from '@tanstack/react-router'
import { casePreviewQuery } from '../../api/case-detail'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { LeafletPage } from '../../ui/cases/detail/leaflet-page'

export const Route = createFileRoute('/_app/leaflet')({
  validateSearch: (search: Record<string, unknown>) => ({ id: textParam(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('caseDetail', 'errors'),
      // A missing or hidden case is shown by the page itself.
      deps.id ? context.queryClient.ensureQueryData(casePreviewQuery(deps.id)).catch(() => undefined) : null,
    ]),
  staticData: { menu: 'cases' },
  component: function LeafletRoute() {
    const { id } = Route.useSearch()
    return <LeafletPage id={id} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { JudgementsPage } from '../../ui/search/record/judgements-page'
import { casesOptions } from '../../api/search'

export const Route = createFileRoute('/_app/instrument')({
  validateSearch: (search: Record<string, unknown>) => ({ id: textParam(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('searchRecord', 'searchResults'),
      context.queryClient.ensureQueryData(casesOptions(deps.id)),
    ]),
  staticData: { menu: 'search' },
  component: function InstrumentRoute() {
    const { id } = Route.useSearch()
    return <JudgementsPage id={id} />
  },
})

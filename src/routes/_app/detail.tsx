import { createFileRoute } from '@tanstack/react-router'
import { prefetchRecordParts } from '../../api/search-extra'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { DetailPage } from '../../ui/search/record/detail-page'
import { archiveOptions } from '../../api/search'

export const Route = createFileRoute('/_app/detail')({
  validateSearch: (search: Record<string, unknown>) => ({ id: textParam(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('searchRecord', 'searchResults', 'searchExport', 'searchExtra'),
      prefetchRecordParts(context.queryClient, deps.id),
      context.queryClient.ensureQueryData(archiveOptions({ id: deps.id })),
    ]),
  staticData: { menu: 'search' },
  component: function DetailRoute() {
    const { id } = Route.useSearch()
    return <DetailPage id={id} />
  },
})

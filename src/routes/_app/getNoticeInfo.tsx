import { createFileRoute } from '@tanstack/react-router'
import { textParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { NoticesPage } from '../../ui/search/record/notices-page'
import { noticesOptions } from '../../api/search'

export const Route = createFileRoute('/_app/getNoticeInfo')({
  validateSearch: (search: Record<string, unknown>) => ({ id: textParam(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('searchRecord', 'searchResults'),
      context.queryClient.ensureQueryData(noticesOptions(deps.id)),
    ]),
  staticData: { menu: 'search' },
  component: function NoticeInfoRoute() {
    const { id } = Route.useSearch()
    return <NoticesPage id={id} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { oneOfParam, pageParam, textParam } from '../../../domain/url-params'
import { loadNamespaces } from '../../../i18n'
import { GroupPage } from '../../../ui/search/record/group-page'
import { groupOptions } from '../../../api/search'

/** Links give the group and the mark or party; page and view may be left out (page 1, table). */
interface GroupSearch {
  group: 'similar' | 'applicant' | 'agent'
  id: string
  page?: number
  view?: 'table' | 'icon'
}

const filled = (s: GroupSearch) => ({ ...s, page: s.page ?? 1, view: s.view ?? 'table' })

const validateSearch = (search: Record<string, unknown>): GroupSearch => ({
  group: oneOfParam(search.group, ['similar', 'applicant', 'agent'] as const, 'similar'),
  id: textParam(search.id),
  page: pageParam(search.page, 1),
  view: oneOfParam(search.view, ['table', 'icon'] as const, 'table'),
})

export const Route = createFileRoute('/_app/query/moPaging')({
  validateSearch,
  loaderDeps: ({ search }) => filled(search),
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('searchRecord', 'searchResults'),
      context.queryClient.ensureQueryData(
        groupOptions({ group: deps.group, id: deps.id, pageNum: deps.page }),
      ),
    ]),
  staticData: { menu: 'search' },
  component: function MoPagingRoute() {
    const search = filled(Route.useSearch())
    const navigate = Route.useNavigate()
    return (
      <GroupPage {...search} onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }) })} />
    )
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { parseNoticeSearch } from '../../domain/notices'
import { NoticesPage } from '../../ui/notices/notices-page'
import { loadNoticesPage } from './-notices-loader'

export const Route = createFileRoute('/_app/OfficialNotice')({
  validateSearch: parseNoticeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadNoticesPage(context.queryClient, 'official', deps),
  component: function OfficialNoticeRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <NoticesPage tab="official" search={search} onSearch={(next) => void navigate({ search: next })} />
  },
})

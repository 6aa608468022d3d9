import { createFileRoute } from '@tanstack/react-router'
import { parseNoticeSearch } from '../../domain/notices'
import { NoticesPage } from '../../ui/notices/notices-page'
import { loadNoticesPage } from './-notices-loader'

export const Route = createFileRoute('/_app/OtherNotice')({
  validateSearch: parseNoticeSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadNoticesPage(context.queryClient, 'other', deps),
  component: function OtherNoticeRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return <NoticesPage tab="other" search={search} onSearch={(next) => void navigate({ search: next })} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { ArchivePage } from '../../ui/search/record/archive-page'
import { loadArchive } from './-archive-loader'
import { validateArchiveSearch } from '../../domain/record-search'

// Rule for which marks belong here: src/domain/trademark-archives.ts ('international').
export const Route = createFileRoute('/_app/otherTrademarkArchives')({
  validateSearch: validateArchiveSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadArchive('international', context.queryClient, deps),
  staticData: {
    menu: 'search',
  },
  component: function OtherTrademarkArchivesRoute() {
    const search = Route.useSearch()
    return <ArchivePage kind="international" {...search} />
  },
})

import { createFileRoute } from '@tanstack/react-router'
import { ArchivePage } from '../../ui/search/record/archive-page'
import { loadArchive } from './-archive-loader'
import { validateArchiveSearch } from '../../domain/record-search'

// Rule for which marks belong here: src/domain/trademark-archives.ts ('china').
export const Route = createFileRoute('/_app/trademarkArchives')({
  validateSearch: validateArchiveSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadArchive('china', context.queryClient, deps),
  staticData: { menu: 'search' },
  component: function TrademarkArchivesRoute() {
    const search = Route.useSearch()
    return <ArchivePage kind="china" {...search} />
  },
})

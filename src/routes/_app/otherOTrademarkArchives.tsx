import { createFileRoute } from '@tanstack/react-router'
import { ArchivePage } from '../../ui/search/record/archive-page'
import { loadArchive } from './-archive-loader'
import { validateArchiveSearch } from '../../domain/record-search'

// Rule for which marks belong here: src/domain/trademark-archives.ts ('greaterChina').
export const Route = createFileRoute('/_app/otherOTrademarkArchives')({
  validateSearch: validateArchiveSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadArchive('greaterChina', context.queryClient, deps),
  staticData: {
    menu: 'search',
  },
  component: function OtherOTrademarkArchivesRoute() {
    const search = Route.useSearch()
    return <ArchivePage kind="greaterChina" {...search} />
  },
})

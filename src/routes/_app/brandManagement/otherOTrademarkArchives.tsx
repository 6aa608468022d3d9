import { createFileRoute } from '@tanstack/react-router'
import { validateArchiveSearch } from '../../../domain/record-search'
import { ArchivePage } from '../../../ui/search/record/archive-page'
import { loadArchive } from '../-archive-loader'

// The register record of a case's mark (Hong Kong, Macao, Taiwan registers), inside brand management: the same
// page and search as /otherOTrademarkArchives; a mark of another register is sent to its own archive page.
export const Route = createFileRoute('/_app/brandManagement/otherOTrademarkArchives')({
  validateSearch: validateArchiveSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadArchive('greaterChina', context.queryClient, deps),
  staticData: { menu: 'cases' },
  component: function BrandManagementArchiveRoute() {
    const search = Route.useSearch()
    return <ArchivePage kind="greaterChina" {...search} />
  },
})

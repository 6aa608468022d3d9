import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../i18n'
import { CombinedSearchPage } from '../../../ui/search/form/combined-search-page'
import { searchCountriesOptions } from '../../../api/search'

export const Route = createFileRoute('/_app/query/high')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('search', 'searchExtra'),
      context.queryClient.ensureQueryData(searchCountriesOptions()),
    ]),
  staticData: { menu: 'search' },
  component: HighSearchRoute,
})

function HighSearchRoute() {
  return <CombinedSearchPage draftKey="queryData" />
}

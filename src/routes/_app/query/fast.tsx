import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../i18n'
import { FastSearchPage } from '../../../ui/search/form/fast-search-page'
import { searchCountriesOptions } from '../../../api/search'

export const Route = createFileRoute('/_app/query/fast')({
  loader: ({ context }) =>
    Promise.all([
      loadNamespaces('search', 'searchExtra'),
      context.queryClient.ensureQueryData(searchCountriesOptions()),
    ]),
  staticData: { menu: 'search' },
  component: FastSearchPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../i18n'
import { CountrySheetPage } from '../../../ui/search/pickers/country-sheet-page'
import { searchCountriesOptions } from '../../../api/search'

export const Route = createFileRoute('/_app/query/searchableCountrySheet')({
  loader: ({ context }) =>
    Promise.all([loadNamespaces('search'), context.queryClient.ensureQueryData(searchCountriesOptions())]),
  staticData: { menu: 'search' },
  component: CountrySheetPage,
})

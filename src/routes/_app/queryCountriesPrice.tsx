import { createFileRoute } from '@tanstack/react-router'
import { oneOfParam, optionalTextParam, pageParam } from '../../domain/url-params'
import { loadNamespaces } from '../../i18n'
import { countryRequest, type CountrySearch } from '../../domain/country-price-search'
import { CountriesPricePage } from '../../ui/fees/countries-price-page'
import { countryPricesOptions } from '../../api/fees'

const REGIONS = ['asiaPacific', 'europe', 'northAmerica', 'southAmerica', 'africa', 'oceania'] as const
const SORTS = ['default', 'name', 'code', 'official', 'total'] as const

const validateSearch = (s: Record<string, unknown>): CountrySearch => {
  const classes = pageParam(s.classes, undefined)
  return {
    keyword: optionalTextParam(s.keyword)?.slice(0, 50),
    region: oneOfParam(s.region, REGIONS, undefined),
    type: Number(s.type) === 26 ? 26 : Number(s.type) === 3 ? 3 : undefined,
    classes: classes === undefined ? undefined : Math.min(classes, 45),
    sort: oneOfParam(s.sort, SORTS, undefined),
    order: oneOfParam(s.order, ['asc', 'desc'] as const, undefined),
    page: pageParam(s.page, undefined),
  }
}

export const Route = createFileRoute('/_app/queryCountriesPrice')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      loadNamespaces('fees', 'errors', 'validation'),
      context.queryClient.ensureQueryData(countryPricesOptions(countryRequest(deps))),
    ]),
  staticData: { menu: 'orders' },
  component: function QueryCountriesPriceRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <CountriesPricePage
        search={search}
        onChange={(next) => void navigate({ search: (s) => ({ ...s, ...next }), replace: true })}
      />
    )
  },
})

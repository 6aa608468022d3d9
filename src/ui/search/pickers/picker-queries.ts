import { filingCalls } from '../../../api/catalogue/filing'
import { searchCalls } from '../../../api/catalogue/search'
import { callQueryOptions } from '../../../api/query'
import type { SearchCountry } from '../../../api/schemas/search-countries'
import type { Lang } from '../../../state/root'

// Classification and jurisdiction lists change with a release, not during a session.
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const

/** The jurisdictions of the trademark search grouped by region (tmInfo/getCountryCode). */
export const searchCountriesOptions = () => ({
  ...callQueryOptions(searchCalls.tmInfoGetCountryCode, {}),
  ...STATIC,
})

/** The whole Vienna classification: categories → divisions → sections (trademark/getViennaAll). */
export const viennaTreeOptions = () => ({
  ...callQueryOptions(filingCalls.trademarkGetViennaAll, {}),
  ...STATIC,
})

/** A jurisdiction's name in the page language. */
export const countryLabel = (country: SearchCountry, lang: Lang): string =>
  lang === 'en' ? country.ehName : country.chName

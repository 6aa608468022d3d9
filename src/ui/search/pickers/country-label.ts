import type { SearchCountry } from '../../../api/schemas/search-countries'
import type { Lang } from '../../../state/root'

/** A jurisdiction's name in the page language. */
export const countryLabel = (country: SearchCountry, lang: Lang): string =>
  lang === 'en' ? country.ehName : country.chName

import type { PriceRegion } from './country-prices'

export type CountrySort = 'default' | 'name' | 'code' | 'official' | 'total'

/** The per-country price list's URL state; every field optional, so plain links to the page work. */
export interface CountrySearch {
  keyword?: string
  region?: PriceRegion
  type?: 3 | 26
  classes?: number
  sort?: CountrySort
  order?: 'asc' | 'desc'
  page?: number
}

export const COUNTRY_PAGE_SIZE = 20

/** The request a URL state stands for; the route loader and the page build it the same way. */
export const countryRequest = (s: CountrySearch) => ({
  productType: s.type ?? 3,
  region: s.region,
  keyword: s.keyword ?? '',
  classes: s.classes ?? 1,
  sort: s.sort ?? 'default',
  order: s.order ?? 'asc',
  pageNum: s.page ?? 1,
  pageSize: COUNTRY_PAGE_SIZE,
})

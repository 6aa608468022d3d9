import { keepPreviousData, type QueryClient } from '@tanstack/react-query'
import { searchCalls } from './catalogue/search'
import { callQueryOptions, queryKeys } from './query'
import type { SuccessRateRequest } from './schemas/search-extra'

/** The search area's calls of issue 15: Vienna code search and details, a record's goods and notices. */
export const searchExtraKeys = queryKeys({
  viennaSearch: searchCalls.tmInfoGetImageCodeList,
  viennaInfo: searchCalls.tmInfoGetImageCodeInfoList,
  markGoods: searchCalls.tmInfoQueryTmNice,
  markNotices: searchCalls.tmInfoQueryNotivce,
  successRate: searchCalls.tmInfoAnalyzeSuccessRate,
})

/** The classification changes with a release only. */
const STATIC = { staleTime: Infinity, gcTime: 30 * 60_000 } as const

/** Vienna codes matching a keyword; the previous answer stays on screen while the next one loads. */
export const viennaSearchQuery = (keyword: string) => ({
  ...callQueryOptions(searchExtraKeys.viennaSearch, { keyword }),
  ...STATIC,
  placeholderData: keepPreviousData,
  enabled: keyword.trim() !== '',
})

/** The wording and path of Vienna codes: the one source of code names in the search form and on records. */
export const viennaInfoQuery = (codes: readonly string[]) => ({
  ...callQueryOptions(searchExtraKeys.viennaInfo, { codes: [...codes] }),
  ...STATIC,
  placeholderData: keepPreviousData,
  enabled: codes.length > 0,
})

export const markGoodsQuery = (id: string) => ({
  ...callQueryOptions(searchExtraKeys.markGoods, { id }),
  staleTime: 5 * 60_000,
})

export const markNoticesQuery = (id: string) => ({
  ...callQueryOptions(searchExtraKeys.markNotices, { id }),
  staleTime: 5 * 60_000,
})

/**
 * Loads a record page's goods and notices with its archive, so the page opens whole; a failure (an unknown
 * mark) is left to the sections, which say so, never to the route.
 */
export const prefetchRecordParts = (client: QueryClient, id: string) =>
  id
    ? Promise.all([client.prefetchQuery(markGoodsQuery(id)), client.prefetchQuery(markNoticesQuery(id))])
    : Promise.resolve()

/**
 * The call a text search runs: the EUIPO search when the countries are exactly the EU, the USPTO search when
 * exactly the US, the multi-country search otherwise (all three answer alike).
 */
export function textSearchCallFor(countries: readonly string[] | undefined) {
  const only = countries?.length === 1 ? countries[0]!.toUpperCase() : null
  if (only === 'EM') return searchCalls.euQueryQueryTmText
  if (only === 'US') return searchCalls.usQueryQueryTmText
  return searchCalls.tmInfoQueryTmInfoTextByMulCountry
}

/** A registration-likelihood estimate; nothing is asked before the user runs it (`null`). */
export const successRateQuery = (body: SuccessRateRequest | null) => ({
  ...callQueryOptions(searchExtraKeys.successRate, body ?? { tradeMarkText: '', niceChoosedStr: '' }),
  staleTime: 5 * 60_000,
})

// The search query's names and URL keys, with no other imports: route definitions load before any page.

export const QUERY_MODES = ['strict', 'loose'] as const
export const QUERY_WAYS = [
  'similar',
  'applicant',
  'applicationNumber',
  'registrationNumber',
  'agent',
  'address',
  'vienna',
  'image',
  'combined',
] as const
export const DEGREES = ['high', 'middle', 'low'] as const

export type QueryMode = (typeof QUERY_MODES)[number]
export type QueryWay = (typeof QUERY_WAYS)[number]
export type Degree = (typeof DEGREES)[number]

/** Every key a result URL may carry for the query (see searchParamsSchema in search-params.ts). */
export const SEARCH_PARAM_KEYS = [
  'queryMode',
  'queryWay',
  'tradeMarkText',
  'viennaChoosedStr',
  'niceChoosedStr',
  'groupChoosedStr',
  'applicationNumber',
  'registerNumber',
  'tmApplicant',
  'tmAddress',
  'tmAgent',
  'trialDateFrom',
  'trialDateTo',
  'regDateFrom',
  'regDateTo',
  'privateDateFrom',
  'privateDateTo',
  'countries',
  'status',
  'degree',
  'imageHash',
  'pageNum',
  'pageSize',
] as const

export type SearchParamKey = (typeof SEARCH_PARAM_KEYS)[number]

/**
 * The bodies of the result page's calls, built from the query in the URL (overview §3 queryData): the text
 * search of every text mode, its statistics, and the image search. The export menu gets the same body minus
 * paging, so an export contains exactly what the page lists.
 */
import type { DateRange, SearchQuery } from '../domain/search-query'
import type { Req } from './catalogue/define'
import type { searchSchemas } from './schemas/search'

export type TextSearchBody = Req<typeof searchSchemas.tmInfoQueryTmInfoTextByMulCountry>
export type ImageSearchBody = Req<typeof searchSchemas.tmInfoQueryTmInfoGraphByMulCountry>
export type StatisticsBody = Req<typeof searchSchemas.tmInfoGroupStatistics>
/** The result filters and sort picked on the result page (its URL params). */
type ResultFilterValues = NonNullable<TextSearchBody['filters']>
type ResultSort = NonNullable<TextSearchBody['sort']>

export type ExportCriteria =
  | { kind: 'text'; request: Omit<TextSearchBody, 'pageNum' | 'pageSize'> }
  | { kind: 'image'; request: Omit<ImageSearchBody, 'pageNum' | 'pageSize'> }

const range = (r: DateRange) => (r.from || r.to ? { from: r.from, to: r.to } : undefined)
const nonEmpty = (value: string) => value || undefined

/** Text criteria of a query: empty fields left out, the result filters and sort added when set. */
export function textCriteriaOf(
  query: SearchQuery,
  filters: ResultFilterValues,
  sort: ResultSort | null,
): Omit<TextSearchBody, 'pageNum' | 'pageSize'> {
  const body: Omit<TextSearchBody, 'pageNum' | 'pageSize'> = {
    queryWay: query.queryWay === 'image' ? 'combined' : query.queryWay,
    queryMode: query.queryMode,
    tradeMarkText: nonEmpty(query.tradeMarkText),
    tmApplicant: nonEmpty(query.tmApplicant),
    tmAddress: nonEmpty(query.tmAddress),
    tmAgent: nonEmpty(query.tmAgent),
    applicationNumber: nonEmpty(query.applicationNumber),
    registerNumber: nonEmpty(query.registerNumber),
    viennaChoosedStr: nonEmpty(query.viennaChoosedStr),
    niceChoosedStr: nonEmpty(query.niceChoosedStr),
    groupChoosedStr: nonEmpty(query.groupChoosedStr),
    countries: [...query.countries],
    status: [...query.status],
    degree: [...query.degree],
    trialDate: range(query.trialDate),
    regDate: range(query.regDate),
    privateDate: range(query.privateDate),
    filters: Object.keys(filters).length ? filters : undefined,
    sort: sort ?? undefined,
  }
  // JSON drops undefined anyway; removing the keys keeps React Query keys and saved history snapshots tidy.
  for (const key of Object.keys(body) as (keyof typeof body)[]) if (body[key] === undefined) delete body[key]
  return body
}

export function imageCriteriaOf(query: SearchQuery): Omit<ImageSearchBody, 'pageNum' | 'pageSize'> {
  return {
    imageHash: query.imageHash,
    countries: [...query.countries],
    ...(query.niceChoosedStr ? { niceChoosedStr: query.niceChoosedStr } : {}),
  }
}

export function exportCriteriaOf(
  query: SearchQuery,
  filters: ResultFilterValues,
  sort: ResultSort | null,
): ExportCriteria {
  return query.queryWay === 'image'
    ? { kind: 'image', request: imageCriteriaOf(query) }
    : { kind: 'text', request: textCriteriaOf(query, filters, sort) }
}

/** Statistics are taken without the sort (it changes no count) and with the filters (each facet's counts
 * honour the filters of the other facets). */
export function statisticsBodyOf(query: SearchQuery, filters: ResultFilterValues): StatisticsBody {
  return textCriteriaOf(query, filters, null)
}

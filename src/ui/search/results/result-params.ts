/**
 * The result page's own URL params beside the query (overview §3): result filters, sort and view. Compact,
 * readable strings so a shared link stays legible: `filters=country:CN,US|appYear:2019`, `sort=filingDate-asc`.
 */
import { FILTER_DIMENSIONS, type FilterDimension } from '../../../api/schemas/search-shared'
import { RESULT_SORT_FIELDS, type ResultSort, type ResultSortField } from '../result-sort'

export type ResultFilterValues = Partial<Record<FilterDimension, string[]>>
export type ResultView = 'table' | 'icon'

const isDimension = (key: string): key is FilterDimension =>
  (FILTER_DIMENSIONS as readonly string[]).includes(key)
// Values are ids, years, class numbers and status codes; anything else in a hand-edited link is dropped.
const VALUE = /^[\w.-]+$/

export function parseFilters(text: string | undefined): ResultFilterValues {
  const filters: ResultFilterValues = {}
  for (const part of (text ?? '').split('|')) {
    const [key = '', values = ''] = part.split(':')
    if (!isDimension(key)) continue
    const list = [...new Set(values.split(',').filter((v) => VALUE.test(v)))]
    if (list.length) filters[key] = list
  }
  return filters
}

/** Filters as the URL param, dimensions in their fixed order; undefined when nothing is picked. */
export function formatFilters(filters: ResultFilterValues): string | undefined {
  const parts = FILTER_DIMENSIONS.flatMap((d) => {
    const values = filters[d]?.filter((v) => VALUE.test(v)) ?? []
    return values.length ? [`${d}:${values.join(',')}`] : []
  })
  return parts.length ? parts.join('|') : undefined
}

export function parseSort(text: string | undefined): ResultSort | null {
  const [field, order] = (text ?? '').split('-')
  if (!RESULT_SORT_FIELDS.includes(field as ResultSortField)) return null
  return { field: field as ResultSortField, order: order === 'asc' ? 'asc' : 'desc' }
}

export const formatSort = (sort: ResultSort | null): string | undefined =>
  sort ? `${sort.field}-${sort.order}` : undefined

export const filterCount = (filters: ResultFilterValues): number =>
  Object.values(filters).reduce((n, values) => n + (values?.length ?? 0), 0)

/** The query part of a result URL as text (for "Edit query"): without the page, filters, sort and view. */
export function queryParamsOf(search: Readonly<Record<string, string | number | boolean | undefined>>) {
  const skip = new Set(['filters', 'sort', 'view', 'pageNum'])
  return Object.fromEntries(
    Object.entries(search)
      .filter(([key, value]) => !skip.has(key) && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  )
}

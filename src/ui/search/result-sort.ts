import type { TextSearchRequest } from '../../api/schemas/search-shared'

/** Sort of a result list: the field and its direction (what the text search request takes). */
export type ResultSort = NonNullable<TextSearchRequest['sort']>
export type ResultSortField = ResultSort['field']

export const RESULT_SORT_FIELDS: readonly ResultSortField[] = [
  'similarity',
  'filingDate',
  'registrationDate',
  'applicationNumber',
]

/** Next sort when a column header is clicked: a new field starts descending, the same field flips. */
export function nextSort(current: ResultSort | undefined, field: ResultSortField): ResultSort {
  if (current?.field !== field) return { field, order: 'desc' }
  return { field, order: current.order === 'desc' ? 'asc' : 'desc' }
}

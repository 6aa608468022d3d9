// The renewal list's URL state and the hand-over to the renewal wizard (zod-free: read at route definition).
import { RENEWAL_SELECTION_MAX } from './constants'
import { oneOfParam, optionalTextParam } from './url-params'

/** All / Renewable now / Not renewable (overview §4 "Renewal list filter"). */
export const RENEWAL_LIST_FILTERS = ['all', 'renewable', 'notRenewable'] as const
export type RenewalListFilter = (typeof RENEWAL_LIST_FILTERS)[number]

/** /management/myTrademark?filter=&q= */
export interface RenewalListSearch {
  filter?: Exclude<RenewalListFilter, 'all'>
  q?: string
}

/** Reads the list's filter and search text from the URL; unknown values are dropped. */
export function parseRenewalListSearch(search: Record<string, unknown>): RenewalListSearch {
  const filter = oneOfParam(search.filter, ['renewable', 'notRenewable'] as const, undefined)
  const q = optionalTextParam(search.q)?.slice(0, 50)
  return { ...(filter && { filter }), ...(q && { q }) }
}

/** Whether a row shows under a filter, from whether its mark can be renewed now. */
export const showsUnder = (filter: RenewalListFilter, renewableNow: boolean): boolean =>
  filter === 'all' || (filter === 'renewable') === renewableNow

/**
 * Where the renewal wizard starts with the chosen marks: its selectTrademark step, the registration numbers in
 * `marks` (at most RENEWAL_SELECTION_MAX, duplicates dropped).
 */
export function renewalWizardHref(regNos: readonly string[]): string {
  const marks = [...new Set(regNos)].slice(0, RENEWAL_SELECTION_MAX)
  return `/management/extension/selectTrademark?marks=${marks.map(encodeURIComponent).join(',')}`
}

import type { MessageKey } from '../../domain/message-key'
import type { PriceRegion } from '../../domain/country-prices'

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

/** The class count as typed, or what is wrong with it. */
export function parseClassCount(
  text: string,
): { ok: true; value: number } | { ok: false; error: MessageKey } {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'fees:countries.classesWhole' }
  const value = Number(trimmed)
  if (value < 1 || value > 45) return { ok: false, error: 'fees:countries.classesRange' }
  return { ok: true, value }
}

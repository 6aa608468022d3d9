import type { SearchQuery } from '../../domain/search-query'

/** What a report is about, as its order shows it: the words, the party or the number searched. */
export function reportSubject(query: SearchQuery): string | null {
  return (
    query.tradeMarkText ||
    query.tmApplicant ||
    query.tmAgent ||
    query.applicationNumber ||
    query.registerNumber ||
    query.tmAddress ||
    null
  )
}

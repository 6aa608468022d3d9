import type { WatchKind, WatchStatus } from './schemas/monitoring'
import { oneOfParam, pageParam, textParam } from '../domain/url-params'

// The watch list's filters as the URL keeps them. The routes' validateSearch reads this module before any page
// loads: no zod (the schemas' types only), and none of the watch calls of ./monitoring-watches, which
// re-exports what follows.

const STATUSES = ['trial', 'unpaid', 'active', 'stopped', 'expired'] as const satisfies readonly WatchStatus[]
const KINDS = ['mark', 'applicant', 'status'] as const satisfies readonly WatchKind[]
/** The list's text filter takes at most this many characters (WATCH_NAME_MAX of the schemas). */
const TEXT_MAX = 50
export const WATCHES_PAGE_SIZE = 10

/** The list's filters as the URL keeps them. */
export interface WatchSearch {
  status?: WatchStatus
  kind?: WatchKind
  q?: string
  page?: number
}

/** The watch list's filters from a URL: unknown values are dropped, the text is cut to what the list takes. */
export function watchSearchOf(search: Record<string, unknown>): WatchSearch {
  const status = oneOfParam(search.status, STATUSES, undefined)
  const kind = oneOfParam(search.kind, KINDS, undefined)
  const q = textParam(search.q).slice(0, TEXT_MAX)
  const page = pageParam(search.page, undefined)
  return { ...(status && { status }), ...(kind && { kind }), ...(q && { q }), ...(page && { page }) }
}

/** The request of the list for the URL's filters. */
export const watchListInput = (s: WatchSearch) => ({
  status: s.status,
  kind: s.kind,
  text: s.q ?? '',
  pageNum: s.page ?? 1,
  pageSize: WATCHES_PAGE_SIZE,
})

import { optionalTextParam } from '../../../domain/url-params'

/** An archive is opened by mark id or by application number. */
export interface ArchiveSearch {
  id?: string
  applicationNo?: string
}

/** The archive routes' search params (no zod: route definitions load up front). */
export const validateArchiveSearch = (search: Record<string, unknown>): ArchiveSearch => ({
  id: optionalTextParam(search.id),
  applicationNo: optionalTextParam(search.applicationNo),
})

import { optionalTextParam } from './url-params'

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

/** The portfolio call's input for a page's URL state (status ids joined by commas, one class). */
export const portfolioInput = (s: { applicantId: string; page: number; status?: string; cls?: string }) => ({
  applicantId: s.applicantId,
  pageNum: s.page,
  status: s.status ? s.status.split(',').map(Number) : undefined,
  classes: s.cls ? [s.cls] : undefined,
})

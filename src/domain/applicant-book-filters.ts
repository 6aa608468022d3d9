/**
 * The filters of the applicant book (/personal/applicantInformation) as the URL carries them. Kept out of the
 * page's module: the route's search validation runs with the first load, the page loads when it is shown.
 */
export const APPLICANT_KINDS = ['enterprise', 'individual'] as const
export const APPLICANT_ORIGINS = ['mainland', 'foreign'] as const

export interface ApplicantBookFilters {
  q?: string
  kind?: (typeof APPLICANT_KINDS)[number]
  origin?: (typeof APPLICANT_ORIGINS)[number]
  label?: string
  page?: number
}

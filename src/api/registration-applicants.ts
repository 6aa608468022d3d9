import { applicantsCalls } from './catalogue/applicants'
import { filingCalls } from './catalogue/filing'
import { callMutationOptions, callQueryOptions } from './query'
import {
  APPLICANT_PAGE_SIZE,
  applicantSaveRefusalSchema,
  type ApplicantListFilters,
  type ApplicantSaveRefusal,
} from './schemas/registration-applicants'

// Divisions and help text change with a release, not during a session.
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const

/** The account's applicants for the wizard's picker (10 a page). */
export const applicantsPageQuery = (filters: ApplicantListFilters = {}) =>
  callQueryOptions(filingCalls.trademarkGetApplicants, { pageSize: APPLICANT_PAGE_SIZE, ...filters })

/** Every applicant of the account in short form. */
export const applicantShortListQuery = (keyword = '') =>
  callQueryOptions(filingCalls.trademarkGetApplicantList, { keyword })

/** Creates an applicant (the §5 rules are checked again by the server). */
export const createApplicantMutation = () => callMutationOptions(filingCalls.trademarkCreateApplicant)

/** Provinces (no code), a province's cities or a city's districts. */
export const divisionsQuery = (code = '') => ({
  ...callQueryOptions(filingCalls.trademarkSelectProvince, { code }),
  ...STATIC,
})

/** The whole province → city → district tree. */
export const divisionTreeQuery = () => ({
  ...callQueryOptions(filingCalls.trademarkGetProvinceAll, {}),
  ...STATIC,
})

/** The applicants page's list with labels. */
export const applicantListQuery = (filters: ApplicantListFilters & { label?: string } = {}) =>
  callQueryOptions(applicantsCalls.applicantInfoGetApplicantList, {
    pageSize: APPLICANT_PAGE_SIZE,
    ...filters,
  })

export const applicantQuery = (applicantId: string) =>
  callQueryOptions(applicantsCalls.applicantInfoGetApplicant, { applicantId })

/** What may be edited about an applicant, and why not. */
export const applicantEditLimitsQuery = (applicantId: string) =>
  callQueryOptions(applicantsCalls.applicantInfoApplicantEditAstrict, { applicantId })

export const defaultApplicantQuery = () =>
  callQueryOptions(applicantsCalls.applicantInfoGetDefaultApplicant, {})

/** Creates (no applicantId) or updates an applicant. */
export const saveApplicantMutation = () => callMutationOptions(applicantsCalls.applicantInfoInsertApplicant)

export const deleteApplicantMutation = () => callMutationOptions(applicantsCalls.applicantInfoDeleteApplicant)

export const setDefaultApplicantMutation = () =>
  callMutationOptions(applicantsCalls.applicantInfoUpdateIsDefault)

/** The account's labels with their counts. */
export const applicantLabelsQuery = () => callQueryOptions(applicantsCalls.applicantInfoApplicantLabel, {})

/** Sets an applicant's labels. */
export const setApplicantLabelsMutation = () =>
  callMutationOptions(applicantsCalls.applicantInfoApplicantLabel)

/** Uploads `{ file, kind }` (licence or idDocument) as form data. */
export const uploadApplicantFileMutation = () => callMutationOptions(applicantsCalls.applicantInfoUploadFile)

export const helpSectionsQuery = () => ({
  ...callQueryOptions(applicantsCalls.applicantInfoGetTitle, {}),
  ...STATIC,
})

export const helpSectionQuery = (sectionId: string) => ({
  ...callQueryOptions(applicantsCalls.applicantInfoGetSectionQuestion, { sectionId }),
  ...STATIC,
})

export const helpSearchQuery = (keyword: string) => ({
  ...callQueryOptions(applicantsCalls.applicantInfoGetQuestion, { keyword }),
  ...STATIC,
})

export const helpContentQuery = (questionId: string) => ({
  ...callQueryOptions(applicantsCalls.applicantInfoGetContent, { questionId }),
  ...STATIC,
})

/** The key prefix of every applicant list, to refresh them after a change. */
export const APPLICANT_LISTS_KEY = [
  filingCalls.trademarkGetApplicants.area,
  filingCalls.trademarkGetApplicants.id,
]
export const APPLICANT_INFO_KEY = [applicantsCalls.applicantInfoGetApplicantList.area]

/** The per-field refusal of a create or insert (BusinessError data), or null for any other failure. */
export function readSaveRefusal(data: unknown): ApplicantSaveRefusal | null {
  const parsed = applicantSaveRefusalSchema.safeParse(data)
  return parsed.success ? (parsed.data as ApplicantSaveRefusal) : null
}

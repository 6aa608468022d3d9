import { applicantsCalls } from './catalogue/applicants'
import { filingCalls } from './catalogue/filing'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import {
  APPLICANT_PAGE_SIZE,
  applicantSaveRefusalSchema,
  type ApplicantListFilters,
  type ApplicantSaveRefusal,
} from './schemas/registration-applicants'

/** The account's applicants, in every list and form that shows them: a save refreshes all of it. */
export const applicantsKeys = queryKeys({
  page: filingCalls.trademarkGetApplicants,
  shortList: filingCalls.trademarkGetApplicantList,
  list: applicantsCalls.applicantInfoGetApplicantList,
  one: applicantsCalls.applicantInfoGetApplicant,
  editLimits: applicantsCalls.applicantInfoApplicantEditAstrict,
  default: applicantsCalls.applicantInfoGetDefaultApplicant,
  labels: applicantsCalls.applicantInfoApplicantLabel,
})

/** The applicant forms' reference data: divisions and the help text. */
export const applicantHelpKeys = queryKeys({
  divisions: filingCalls.trademarkSelectProvince,
  divisionTree: filingCalls.trademarkGetProvinceAll,
  sections: applicantsCalls.applicantInfoGetTitle,
  section: applicantsCalls.applicantInfoGetSectionQuestion,
  search: applicantsCalls.applicantInfoGetQuestion,
  content: applicantsCalls.applicantInfoGetContent,
})

// Divisions and help text change with a release, not during a session.
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const

const changesApplicants = { invalidates: applicantsKeys.all }

/** The account's applicants for the wizard's picker (10 a page). */
export const applicantsPageQuery = (filters: ApplicantListFilters = {}) =>
  callQueryOptions(applicantsKeys.page, { pageSize: APPLICANT_PAGE_SIZE, ...filters })

/** Every applicant of the account in short form. */
export const applicantShortListQuery = (keyword = '') =>
  callQueryOptions(applicantsKeys.shortList, { keyword })

/** Creates an applicant (the §5 rules are checked again by the server). */
export const createApplicantMutation = () =>
  callMutationOptions(filingCalls.trademarkCreateApplicant, changesApplicants)

/** Provinces (no code), a province's cities or a city's districts. */
export const divisionsQuery = (code = '') => ({
  ...callQueryOptions(applicantHelpKeys.divisions, { code }),
  ...STATIC,
})

/** The whole province → city → district tree. */
export const divisionTreeQuery = () => ({
  ...callQueryOptions(applicantHelpKeys.divisionTree, {}),
  ...STATIC,
})

/** The applicants page's list with labels. */
export const applicantListQuery = (filters: ApplicantListFilters & { label?: string } = {}) =>
  callQueryOptions(applicantsKeys.list, {
    pageSize: APPLICANT_PAGE_SIZE,
    ...filters,
  })

export const applicantQuery = (applicantId: string) => callQueryOptions(applicantsKeys.one, { applicantId })

/** What may be edited about an applicant, and why not. */
export const applicantEditLimitsQuery = (applicantId: string) =>
  callQueryOptions(applicantsKeys.editLimits, { applicantId })

export const defaultApplicantQuery = () => callQueryOptions(applicantsKeys.default, {})

/** Creates (no applicantId) or updates an applicant. */
export const saveApplicantMutation = () =>
  callMutationOptions(applicantsCalls.applicantInfoInsertApplicant, changesApplicants)

export const deleteApplicantMutation = () =>
  callMutationOptions(applicantsCalls.applicantInfoDeleteApplicant, changesApplicants)

export const setDefaultApplicantMutation = () =>
  callMutationOptions(applicantsCalls.applicantInfoUpdateIsDefault, changesApplicants)

/** The account's labels with their counts. */
export const applicantLabelsQuery = () => callQueryOptions(applicantsKeys.labels, {})

/** Sets an applicant's labels. */
export const setApplicantLabelsMutation = () =>
  callMutationOptions(applicantsCalls.applicantInfoApplicantLabel, changesApplicants)

/** Uploads `{ file, kind }` (licence or idDocument) as form data. */
export const uploadApplicantFileMutation = () => callMutationOptions(applicantsCalls.applicantInfoUploadFile)

export const helpSectionsQuery = () => ({
  ...callQueryOptions(applicantHelpKeys.sections, {}),
  ...STATIC,
})

export const helpSectionQuery = (sectionId: string) => ({
  ...callQueryOptions(applicantHelpKeys.section, { sectionId }),
  ...STATIC,
})

export const helpSearchQuery = (keyword: string) => ({
  ...callQueryOptions(applicantHelpKeys.search, { keyword }),
  ...STATIC,
})

export const helpContentQuery = (questionId: string) => ({
  ...callQueryOptions(applicantHelpKeys.content, { questionId }),
  ...STATIC,
})

/** The per-field refusal of a create or insert (BusinessError data), or null for any other failure. */
export function readSaveRefusal(data: unknown): ApplicantSaveRefusal | null {
  const parsed = applicantSaveRefusalSchema.safeParse(data)
  return parsed.success ? (parsed.data as ApplicantSaveRefusal) : null
}

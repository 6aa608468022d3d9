import { searchCalls } from './catalogue/search'
import { servicesCalls } from './catalogue/services'
import { callQueryOptions, queryKeys } from './query'
import { serviceApi } from './services'
import type { AssignmentDraft } from '../domain/services/assignment'

/** The assignment flow's questions to the register: the holder of a mark and the marks that go with it. */
export const assignmentKeys = queryKeys({
  holder: servicesCalls.tmAssignmentGetApplicantInformation,
  related: servicesCalls.tmAssignmentAssignQuery,
})

/** The registered holder of a mark: the assignor. */
export const assignmentHolderQuery = (regNo: string) => callQueryOptions(assignmentKeys.holder, { regNo })

/** The holder's identical or similar marks on similar goods, which must be assigned with `regNos`. */
export const relatedMarksQuery = (regNos: string[]) => callQueryOptions(assignmentKeys.related, { regNos })

/**
 * The assignment wizard's calls: tmAssignmentMain saves, reads, orders, completes and deletes a draft;
 * queryTmInfoByApplicantPlus lists the account's marks with whether each may be assigned; isCanAlter checks
 * the chosen ones; getApplicantInformation names the assignor.
 */
export const assignmentApi = serviceApi<AssignmentDraft>(
  {
    main: servicesCalls.tmAssignmentTmAssignmentMain,
    marks: searchCalls.tmInfoQueryTmInfoByApplicantPlus,
    eligibility: servicesCalls.tmAssignmentIsCanAlter,
    holder: servicesCalls.tmAssignmentGetApplicantInformation,
  },
  // A filed assignment changes which of the holder's marks must go with the next one.
  { alsoChanges: assignmentKeys.all },
)

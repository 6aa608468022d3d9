import { servicesCalls } from './catalogue/services'
import { callQueryOptions, queryKeys } from './query'

/** The assignment flow's questions to the register: the holder of a mark and the marks that go with it. */
export const assignmentKeys = queryKeys({
  holder: servicesCalls.tmAssignmentGetApplicantInformation,
  related: servicesCalls.tmAssignmentAssignQuery,
})

/** The registered holder of a mark: the assignor. */
export const assignmentHolderQuery = (regNo: string) => callQueryOptions(assignmentKeys.holder, { regNo })

/** The holder's identical or similar marks on similar goods, which must be assigned with `regNos`. */
export const relatedMarksQuery = (regNos: string[]) => callQueryOptions(assignmentKeys.related, { regNos })

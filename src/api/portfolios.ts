import { casesListKeys } from './cases-list'
import { deadlinesKeys } from './case-deadlines'
import type { RequestOf } from './catalogue/define'
import { portfolioCalls } from './catalogue/portfolio'
import { searchCalls } from './catalogue/search'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

/** Applicant portfolios (issue 15): followed register applicants, their marks, labels, register changes. */
export const portfolioKeys = queryKeys({
  marks: portfolioCalls.tmPlatTmPlat,
  applicants: portfolioCalls.tmPlatGetTmApplicantList,
  detail: portfolioCalls.tmPlatTmPlatDetails,
  markDetail: portfolioCalls.globalExtendControllerQueryMyTmDetails,
  term: portfolioCalls.globalExtendControllerGetGloabalExtendTraInfo,
  byAccount: portfolioCalls.globalExtendControllerGetApplicantsByAccount,
  search: portfolioCalls.globalExtendControllerQueryApplicant,
  applicantMarks: portfolioCalls.globalExtendControllerQueryTmByApplicantId,
  changes: portfolioCalls.applicantTrademarkDataGetApplicantTrademarkDataList,
  tip: portfolioCalls.applicantTrademarkDataApplicantTrademarkDataUpdateTip,
  procedures: portfolioCalls.applicantTrademarkDataApplicantTrademarkProcedureType,
})

export type PlatListInput = RequestOf<typeof portfolioCalls.tmPlatTmPlat>
export type ChangeListInput = RequestOf<
  typeof portfolioCalls.applicantTrademarkDataGetApplicantTrademarkDataList
>

/** THE list of "My trademarks": the followed applicants' marks, filtered, one page. */
export const platMarksQuery = (input: PlatListInput) => callQueryOptions(portfolioKeys.marks, input)
export const followedApplicantsQuery = () => callQueryOptions(portfolioKeys.applicants, {})
export const markDetailQuery = (markId: string) => callQueryOptions(portfolioKeys.detail, { markId })
export const changedMarkQuery = (markId: string) => callQueryOptions(portfolioKeys.markDetail, { markId })
export const markTermQuery = (markId: string) => callQueryOptions(portfolioKeys.term, { markId })
export const applicantSearchQuery = (name: string, pageNum = 1) =>
  callQueryOptions(portfolioKeys.search, { name, pageNum, pageSize: 10 })
export const applicantMarksQuery = (applicantId: string, pageNum: number) =>
  callQueryOptions(portfolioKeys.applicantMarks, { applicantId, pageNum, pageSize: 10 })
export const registerChangesQuery = (input: ChangeListInput) => callQueryOptions(portfolioKeys.changes, input)
/** The count of unseen register changes (a badge). */
export const updateTipQuery = () => callQueryOptions(portfolioKeys.tip, { seen: [], seenAll: false })
export const procedureTypesQuery = () => ({
  ...callQueryOptions(portfolioKeys.procedures, {}),
  staleTime: Number.POSITIVE_INFINITY,
})

export const followMutation = () =>
  callMutationOptions(portfolioCalls.globalExtendControllerAddApplicantToAccount, {
    // Adding marks to the cases changes the case list and the deadline calendar too.
    invalidates: [...portfolioKeys.all, ...casesListKeys.all, ...deadlinesKeys.all],
  })

export const labelMutation = () =>
  callMutationOptions(searchCalls.tmInfoMyTrademarksLabel, {
    invalidates: [portfolioKeys.marks(), portfolioKeys.detail()],
  })

/** Marks changes as seen; answers the count left. */
export const acknowledgeMutation = () =>
  callMutationOptions(portfolioCalls.applicantTrademarkDataApplicantTrademarkDataUpdateTip, {
    invalidates: [
      portfolioKeys.changes(),
      portfolioKeys.tip(),
      portfolioKeys.marks(),
      portfolioKeys.applicants(),
    ],
  })

import { queryOptions } from '@tanstack/react-query'
import type { QueryWay } from '../domain/search-query'
import { authKeys, userInfoQuery } from './auth'
import { analyticsCalls } from './catalogue/analytics'
import type { Endpoint, RequestOf, ResponseOf } from './catalogue/define'
import { searchCalls } from './catalogue/search'
import { BusinessError, callData } from './client'
import { callMutationOptions, callQueryOptions, queryKeys, type CallKey } from './query'

/**
 * The trademark search feature: jurisdictions, history, result statistics and the record pages (archive,
 * notices, portfolio, groups, judgements, court notices and review decisions). A new trial may lift a refusal
 * on any of them (`searchKeys.all`).
 */
export const searchKeys = queryKeys({
  countries: searchCalls.tmInfoGetCountryCode,
  history: searchCalls.tmInfoGetTrademarkQueryHistory,
  statistics: searchCalls.tmInfoGroupStatistics,
  archive: searchCalls.tmInfoQueryTrademarkArchives,
  notices: searchCalls.tmInfoGetNoticeInfo,
  portfolio: searchCalls.tmInfoQueryTmInfoByApplicant,
  group: searchCalls.tmInfoTmCrossSearchAndGroup,
  similarGroup: searchCalls.tmInfoQueryTmSimilarGroup,
  cases: analyticsCalls.tmInfoGetCaseList,
  caseDetail: analyticsCalls.tmInfoGetCaseDetail,
  courtNotices: analyticsCalls.tmInfoGetCourtNoticeList,
  courtNoticeDetail: analyticsCalls.tmInfoGetCourtNoticeDetail,
  reviewCases: analyticsCalls.tmInfoGetReviewCaseList,
  reviewCaseDetail: analyticsCalls.tmInfoGetReviewCaseDetail,
})

/** The jurisdictions of the trademark search grouped by region; they change with a release only. */
export const searchCountriesOptions = () => ({
  ...callQueryOptions(searchKeys.countries, {}),
  staleTime: Infinity,
  gcTime: Infinity,
})

/** Past queries shown per page. */
export const HISTORY_PAGE_SIZE = 10

/** One page of the user's search history, newest first, optionally of one mode. */
export const historyQuery = (pageNum: number, queryWay?: QueryWay) =>
  callQueryOptions(searchKeys.history, {
    pageNum,
    pageSize: HISTORY_PAGE_SIZE,
    ...(queryWay ? { queryWay } : {}),
  })

/** The class statistics of a text search's results. */
export const statisticsQuery = (body: RequestOf<typeof searchCalls.tmInfoGroupStatistics>) => ({
  ...callQueryOptions(searchKeys.statistics, body),
  staleTime: 5 * 60_000,
})

/** Body code the server answers for a record that does not exist (an unknown mark, case or applicant). */
export const NOT_FOUND_CODE = 1004

/**
 * Query options for a record call whose "not found" is an answer, not an error: the page shows a not-found
 * state instead of the error boundary. An empty id never reaches the server (its schema would refuse it).
 */
function recordOptions<E extends Endpoint>(key: CallKey<E>, input: RequestOf<E>, present: boolean) {
  // The key holds the input; `present` follows from it.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: key(input),
    queryFn: async ({ signal }): Promise<ResponseOf<E> | null> => {
      if (!present) return null
      try {
        return await callData(key.endpoint, input, { signal })
      } catch (error) {
        if (error instanceof BusinessError && error.code === NOT_FOUND_CODE) return null
        throw error
      }
    },
    staleTime: 5 * 60_000,
  })
}

export const archiveOptions = (input: { id?: string; applicationNo?: string }) =>
  recordOptions(searchKeys.archive, input, !!(input.id || input.applicationNo))

export const noticesOptions = (id: string) => recordOptions(searchKeys.notices, { id }, !!id)

export const casesOptions = (id: string) => recordOptions(searchKeys.cases, { id }, !!id)

export const caseDetailOptions = (id: string) => recordOptions(searchKeys.caseDetail, { id }, !!id)

export const courtNoticesOptions = (id: string) => recordOptions(searchKeys.courtNotices, { id }, !!id)

export const courtNoticeDetailOptions = (id: string) =>
  recordOptions(searchKeys.courtNoticeDetail, { id }, !!id)

export const reviewCasesOptions = (id: string) => recordOptions(searchKeys.reviewCases, { id }, !!id)

export const reviewCaseDetailOptions = (id: string) =>
  recordOptions(searchKeys.reviewCaseDetail, { id }, !!id)

export const portfolioOptions = (input: {
  applicantId: string
  pageNum: number
  status?: number[]
  classes?: string[]
}) => recordOptions(searchKeys.portfolio, input, !!input.applicantId)

export const groupOptions = (input: {
  group: 'similar' | 'applicant' | 'agent'
  id: string
  pageNum: number
}) => recordOptions(searchKeys.group, input, !!input.id)

export const similarGroupOptions = (id: string) => ({
  ...callQueryOptions(searchKeys.similarGroup, { id }),
  staleTime: 5 * 60_000,
})

/** The signed-in user (already loaded by the signed-in area); its trial fields drive the trial notices. */
export const trialUserQuery = () => ({ ...userInfoQuery(), staleTime: 60_000 })

/** Applies once more for a search trial: the user info carries the new trial, and refused searches may run. */
export const applyTrialMutation = () =>
  callMutationOptions(searchCalls.tmInfoApplyTrademarkQueryTrial, {
    invalidates: [authKeys.userInfo(), ...searchKeys.all],
  })

import { queryOptions } from '@tanstack/react-query'
import { analyticsCalls } from '../../../api/catalogue/analytics'
import type { Endpoint, RequestOf, ResponseOf } from '../../../api/catalogue/define'
import { filingCalls } from '../../../api/catalogue/filing'
import { searchCalls } from '../../../api/catalogue/search'
import { BusinessError, callData } from '../../../api/client'
import { callQueryOptions } from '../../../api/query'

/** Body code the server answers for a record that does not exist (an unknown mark, case or applicant). */
export const NOT_FOUND_CODE = 1004

/**
 * Query options for a record call whose "not found" is an answer, not an error: the page shows a not-found
 * state instead of the error boundary. An empty id never reaches the server (its schema would refuse it).
 */
function recordOptions<E extends Endpoint>(ep: E, input: RequestOf<E>, present: boolean) {
  // Same key shape as callQueryOptions: the call is named by its area and id; `present` follows from input.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [ep.area, ep.id, input] as const,
    queryFn: async ({ signal }): Promise<ResponseOf<E> | null> => {
      if (!present) return null
      try {
        return await callData(ep, input, { signal })
      } catch (error) {
        if (error instanceof BusinessError && error.code === NOT_FOUND_CODE) return null
        throw error
      }
    },
    staleTime: 5 * 60_000,
  })
}

export const archiveOptions = (input: { id?: string; applicationNo?: string }) =>
  recordOptions(searchCalls.tmInfoQueryTrademarkArchives, input, !!(input.id || input.applicationNo))

export const noticesOptions = (id: string) => recordOptions(searchCalls.tmInfoGetNoticeInfo, { id }, !!id)

export const casesOptions = (id: string) => recordOptions(analyticsCalls.tmInfoGetCaseList, { id }, !!id)

export const caseDetailOptions = (id: string) =>
  recordOptions(analyticsCalls.tmInfoGetCaseDetail, { id }, !!id)

export const portfolioOptions = (input: {
  applicantId: string
  pageNum: number
  status?: number[]
  classes?: string[]
}) => recordOptions(searchCalls.tmInfoQueryTmInfoByApplicant, input, !!input.applicantId)

export const groupOptions = (input: {
  group: 'similar' | 'applicant' | 'agent'
  id: string
  pageNum: number
}) => recordOptions(searchCalls.tmInfoTmCrossSearchAndGroup, input, !!input.id)

export const similarGroupOptions = (id: string) => ({
  ...callQueryOptions(searchCalls.tmInfoQueryTmSimilarGroup, { id }),
  staleTime: 5 * 60_000,
})

/** The Vienna tree, for the wording of a mark's design codes; it never changes during a session. */
export const viennaAllOptions = () => ({
  ...callQueryOptions(filingCalls.trademarkGetViennaAll, {}),
  staleTime: Infinity,
})

import { deadlinesKeys } from './case-deadlines'
import { casesCalls } from './catalogue/cases'
import type { RequestOf } from './catalogue/define'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

/** One case's calls (issue 15): detail, agents, goods, history, events and status updates, the summary. */
export const caseDetailKeys = queryKeys({
  detail: casesCalls.brandmanagementGetCaseInfoDeTail,
  agents: casesCalls.brandmanagementGetCasemanagementAgents,
  goods: casesCalls.brandmanagementGetIntclsDetails,
  history: casesCalls.brandmanagementGetCaseTaskHistory,
  process: casesCalls.brandmanagementGetCaseTrademarkProcessInfo,
  preview: casesCalls.collectCollectPreview,
})

export const caseDetailQuery = (id: string) => callQueryOptions(caseDetailKeys.detail, { id })
/** The case's agent and team; without a case, what the case form offers to choose from. */
export const caseAgentsQuery = (caseId?: string) =>
  callQueryOptions(caseDetailKeys.agents, caseId ? { caseId } : {})
export const caseGoodsQuery = (caseId: string) => callQueryOptions(caseDetailKeys.goods, { caseId })
export const caseHistoryQuery = (input: RequestOf<typeof casesCalls.brandmanagementGetCaseTaskHistory>) =>
  callQueryOptions(caseDetailKeys.history, input)
export const caseProcessQuery = (caseId: string) => callQueryOptions(caseDetailKeys.process, { caseId })
export const casePreviewQuery = (caseId: string) => callQueryOptions(caseDetailKeys.preview, { caseId })

// A change to a case changes its detail, history, events and every deadline list derived from them. The case
// list (its own feature) reads the cases again when it is next shown.
const changesCases = { invalidates: [...caseDetailKeys.all, ...deadlinesKeys.all] }

export const saveCaseMutation = () =>
  callMutationOptions(casesCalls.brandmanagementAddOrUpdateCaseManagement, changesCases)
export const recordEventMutation = () =>
  callMutationOptions(casesCalls.brandmanagementSaveSingleCaseTrademarkProcessInfo, changesCases)
export const recordEventsMutation = () =>
  callMutationOptions(casesCalls.brandmanagementSaveCaseTrademarkProcessInfo, changesCases)
export const acknowledgeChangeMutation = () =>
  callMutationOptions(casesCalls.brandmanagementCaseChangeInfoKnown, {
    invalidates: [caseDetailKeys.detail()],
  })

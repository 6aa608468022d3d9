import { casesCalls } from './catalogue/cases'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

/** The deadline calendar's calls (issue 15): deadlines, their done marks and tasks, reminders. */
export const deadlinesKeys = queryKeys({
  list: casesCalls.brandmanagementGetCasemanagementTasks,
  info: casesCalls.brandmanagementGetCaseTrademarkTaskInfo,
  reminds: casesCalls.brandmanagementCaseManagementReminds,
})

/** Deadlines of one case, or of every visible case due in [from, to]. */
export const caseDeadlinesQuery = (input: { caseId?: string; from?: string; to?: string }) =>
  callQueryOptions(deadlinesKeys.list, input)

/** One deadline's audit trail and reminders. */
export const deadlineInfoQuery = (caseId: string, key: string) =>
  callQueryOptions(deadlinesKeys.info, { caseId, key })

/**
 * The member's reminder rules, scheduled and sent reminders and the simulated outbox. Always read afresh when
 * shown: reading delivers what fell due since (the server has no timer).
 */
export const remindsQuery = () => ({ ...callQueryOptions(deadlinesKeys.reminds, {}), staleTime: 0 })

/** What a change to a deadline refreshes: every deadline list and the reminders (done ones are not sent). */
const deadlineEffects = { invalidates: deadlinesKeys.all }

export const saveDeadlinesMutation = () =>
  callMutationOptions(casesCalls.brandmanagementSaveCaseTrademarkTaskInfo, deadlineEffects)
export const saveDeadlineMutation = () =>
  callMutationOptions(casesCalls.brandmanagementSaveSingleCaseTrademarkTaskInfo, deadlineEffects)
export const saveRemindRuleMutation = () =>
  callMutationOptions(casesCalls.brandmanagementCaseManagementReminds, deadlineEffects)
export const deleteRemindRuleMutation = () =>
  callMutationOptions(casesCalls.brandmanagementRemind, deadlineEffects)
export const importTaskFeesMutation = () =>
  callMutationOptions(casesCalls.brandmanagementTaskFeeExcelImport, deadlineEffects)

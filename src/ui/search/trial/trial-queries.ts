import { userInfoQuery } from '../../../api/auth'
import { searchCalls } from '../../../api/catalogue/search'
import { callMutationOptions } from '../../../api/query'

/** The signed-in user (already loaded by the signed-in area); its trial fields drive the trial notices. */
export const trialUserQuery = () => ({ ...userInfoQuery(), staleTime: 60_000 })

/** Applies once more for a search trial; the user info is refetched on success by the caller. */
export const applyTrialMutation = () => callMutationOptions(searchCalls.tmInfoApplyTrademarkQueryTrial)

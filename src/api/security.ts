import { queryOptions } from '@tanstack/react-query'
import { authCalls } from './catalogue/auth'
import { userCalls } from './catalogue/user'
import { authKeys } from './auth'
import { callData } from './client'
import { memberKeys } from './member'
import { callMutationOptions, queryKeys } from './query'

/** Account security: the QR scan of a WeChat binding (the rest changes the signed-in user's record). */
export const securityKeys = queryKeys({ wechatScan: authCalls.loginGetAuthorizeCode })

// Every change answers the user as it is now; both views of the signed-in user refresh.
const changesUser = { invalidates: [authKeys.userInfo(), memberKeys.userInfo()] }

/** Binds a new mobile number with the code sent to it (a change needs the old number proven first). */
export const updatePhoneMutation = () => callMutationOptions(userCalls.userUpdatePhone, changesUser)

/** Binds a new e-mail address with the code sent to it (a change needs a proof of identity first). */
export const bindEmailMutation = () => callMutationOptions(userCalls.userCheckEmailCode, changesUser)

/** Starts a WeChat QR authorisation: the code's content and the state to poll. */
export const wechatQrMutation = () => callMutationOptions(authCalls.loginGetAuthorizeUrl)

/** Where the scan of a WeChat QR code stands; polled while the code is on screen. */
export const wechatScanQuery = (state: string) =>
  queryOptions({
    queryKey: securityKeys.wechatScan({ state }),
    queryFn: ({ signal }) => callData(authCalls.loginGetAuthorizeCode, { state }, { signal }),
    enabled: state !== '',
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'confirmed' || status === 'expired' ? false : 1500
    },
    staleTime: 0,
    gcTime: 0,
  })

/** The WeChat profile behind a confirmed scan (its nickname names what was bound). */
export const wechatProfileMutation = () => callMutationOptions(authCalls.loginGetPersonnelInfo)

/** Binds the scanned WeChat to the signed-in account. */
export const bindWechatMutation = () => callMutationOptions(userCalls.wechatBindingWechat, changesUser)

/** Removes the account's WeChat binding. */
export const unbindWechatMutation = () => callMutationOptions(userCalls.wechatRemoveBinding, changesUser)

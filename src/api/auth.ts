import type { RequestOf } from './catalogue/define'
import { authCalls } from './catalogue/auth'
import { userCalls } from './catalogue/user'
import { callMutationOptions, callQueryOptions } from './query'

export type LoginInput = RequestOf<typeof authCalls.loginAuth>
export type RegisterInput = RequestOf<typeof authCalls.loginRegist>
export type SendCodeInput = RequestOf<typeof authCalls.smsSendCode>
export type ResetPasswordInput = Extract<RequestOf<typeof userCalls.userUpdatePwd>, { mode: 'reset' }>
export type ChangePasswordInput = Extract<RequestOf<typeof userCalls.userUpdatePwd>, { mode: 'change' }>

/** The signed-in user; keyed ['auth', 'GET user/info', {}] so sign-in and sign-out can reset it. */
export const userInfoQuery = () => callQueryOptions(authCalls.userInfo, {})

/** Password or SMS sign-in; resolves { token, user }. */
export const loginMutation = () => callMutationOptions(authCalls.loginAuth)

/** Creates an account and signs it in; resolves { token, user }. */
export const registerMutation = () => callMutationOptions(authCalls.loginRegist)

/** Ends the session on the server (succeeds even when it has already expired). */
export const logoutMutation = () => callMutationOptions(authCalls.loginLogout)

/** Sends a six-digit code by SMS or e-mail; resolves the masked target, validity and cooldown. */
export const sendSmsCodeMutation = () => callMutationOptions(authCalls.smsSendCode)

/** A new graphic captcha (a mutation: every call must give a fresh image, never a cached one). */
export const fetchCaptchaMutation = () => callMutationOptions(authCalls.captcha)

/** Forgot password: sets a new one with an SMS code; the account's sessions end. */
export function resetPasswordMutation() {
  const options = callMutationOptions(userCalls.userUpdatePwd)
  return {
    mutationKey: [...options.mutationKey, 'reset'] as const,
    mutationFn: (input: ResetPasswordInput) => options.mutationFn(input),
  }
}

/** Signed-in password change. */
export function changePasswordMutation() {
  const options = callMutationOptions(userCalls.userUpdatePwd)
  return {
    mutationKey: [...options.mutationKey, 'change'] as const,
    mutationFn: (input: ChangePasswordInput) => options.mutationFn(input),
  }
}

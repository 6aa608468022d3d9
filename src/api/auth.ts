import { queryOptions } from '@tanstack/react-query'
import type { RequestOf } from './catalogue/define'
import { authCalls } from './catalogue/auth'
import { userCalls } from './catalogue/user'
import { callData } from './client'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

export type LoginInput = RequestOf<typeof authCalls.loginAuth>
export type RegisterInput = RequestOf<typeof authCalls.loginRegist>
export type SendCodeInput = RequestOf<typeof authCalls.smsSendCode>
export type ResetPasswordInput = Extract<RequestOf<typeof userCalls.userUpdatePwd>, { mode: 'reset' }>
export type ChangePasswordInput = Extract<RequestOf<typeof userCalls.userUpdatePwd>, { mode: 'change' }>

/** The auth feature: the signed-in user and the graphic captcha. */
export const authKeys = queryKeys({ userInfo: authCalls.userInfo, captcha: authCalls.captcha })

/** The signed-in user; sign-in primes it and sign-out clears it. */
export const userInfoQuery = () => callQueryOptions(authKeys.userInfo, {})

/**
 * Who is signed in, asked by a public page: a stale token just means nobody (no "login expired", no
 * redirect). Shares the cache entry of userInfoQuery.
 */
export const publicUserQuery = () =>
  queryOptions({
    queryKey: authKeys.userInfo({}),
    queryFn: ({ signal }) => callData(authCalls.userInfo, {}, { signal, quietSession: true }),
    retry: false,
  })

/**
 * A graphic captcha for one mounted input (`instance`), so two forms never share (and burn) one image. A
 * captcha is single-use and expires: it is never served from the cache.
 */
export const captchaQuery = (instance: string) =>
  queryOptions({
    queryKey: [...authKeys.captcha(), instance] as const,
    queryFn: ({ signal }) => callData(authCalls.captcha, {}, { signal }),
    staleTime: 0,
    gcTime: 0,
  })

/** Password or SMS sign-in; resolves { token, user }. */
export const loginMutation = () => callMutationOptions(authCalls.loginAuth)

/** Creates an account and signs it in; resolves { token, user }. */
export const registerMutation = () => callMutationOptions(authCalls.loginRegist)

/** Ends the session on the server (succeeds even when it has already expired). */
export const logoutMutation = () => callMutationOptions(authCalls.loginLogout)

/** Sends a six-digit code by SMS or e-mail; resolves the masked target, validity and cooldown. */
export const sendSmsCodeMutation = () => callMutationOptions(authCalls.smsSendCode)

/** Checks a code sent by sendSmsCodeMutation (the first step of a password reset). */
export const verifySmsCodeMutation = () => callMutationOptions(authCalls.smsVerifySmsCode)

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

import { memberCalls } from './catalogue/member'
import { callMutationOptions, callQueryOptions } from './query'

/** The signed-in member's profile (account kind, currency, certification status, coupons, unread notices). */
export const userInfoQuery = () => callQueryOptions(memberCalls.memberGetUserInfo, {})

/** The member's mailing addresses, default first. */
export const addressListQuery = () => callQueryOptions(memberCalls.memberAddressGetMemberAddressList, {})

/** One address of the member. */
export const addressQuery = (id: string) =>
  callQueryOptions(memberCalls.memberAddressGetMemberAddress, { id })

/** The default mailing address, or null. */
export const defaultAddressQuery = () => callQueryOptions(memberCalls.memberGetMemberAddress, {})

/** The latest company verification, or null. */
export const certificationQuery = () => callQueryOptions(memberCalls.memberInfoGetCertification, {})

/** Creates an address, or updates it when `id` is given; invalidate addressListQuery() on success. */
export const saveAddressMutation = () => callMutationOptions(memberCalls.memberAddressCreateMemberAddress)

/** Deletes an address; the server moves the default flag if needed. */
export const deleteAddressMutation = () => callMutationOptions(memberCalls.memberAddressDeleteMemberAddress)

/** Makes an address the only default. */
export const setDefaultAddressMutation = () => callMutationOptions(memberCalls.memberAddressUpdateIsDefault)

/** Submits the company verification (it goes to 'reviewing'). */
export const submitCertificationMutation = () =>
  callMutationOptions(memberCalls.memberInfoInsertCertification)

/** Records a visit or behaviour of the user. */
export const recordVisitMutation = () => callMutationOptions(memberCalls.memberRecordUser)

/** Sends an e-mail to the member. */
export const sendMailMutation = () => callMutationOptions(memberCalls.memberSendmail)

/** Query key prefix of every member call, for invalidation after a mutation. */
export const memberQueryKey = [memberCalls.memberGetUserInfo.area] as const

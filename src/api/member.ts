import { memberCalls } from './catalogue/member'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

/** The member feature: the profile, mailing addresses and company verification. */
export const memberKeys = queryKeys({
  userInfo: memberCalls.memberGetUserInfo,
  addresses: memberCalls.memberAddressGetMemberAddressList,
  address: memberCalls.memberAddressGetMemberAddress,
  defaultAddress: memberCalls.memberGetMemberAddress,
  certification: memberCalls.memberInfoGetCertification,
})

/** The signed-in member's profile (account kind, currency, certification status, coupons, unread notices). */
export const userInfoQuery = () => callQueryOptions(memberKeys.userInfo, {})

/** The member's mailing addresses, default first. */
export const addressListQuery = () => callQueryOptions(memberKeys.addresses, {})

/** One address of the member. */
export const addressQuery = (id: string) => callQueryOptions(memberKeys.address, { id })

/** The default mailing address, or null. */
export const defaultAddressQuery = () => callQueryOptions(memberKeys.defaultAddress, {})

/** The latest company verification, or null. */
export const certificationQuery = () => callQueryOptions(memberKeys.certification, {})

// An address change can move the default flag, so every address view refreshes.
const changesAddresses = {
  invalidates: [memberKeys.addresses(), memberKeys.address(), memberKeys.defaultAddress()],
}

/** Creates an address, or updates it when `id` is given. */
export const saveAddressMutation = () =>
  callMutationOptions(memberCalls.memberAddressCreateMemberAddress, changesAddresses)

/** Deletes an address; the server moves the default flag if needed. */
export const deleteAddressMutation = () =>
  callMutationOptions(memberCalls.memberAddressDeleteMemberAddress, changesAddresses)

/** Makes an address the only default. */
export const setDefaultAddressMutation = () =>
  callMutationOptions(memberCalls.memberAddressUpdateIsDefault, changesAddresses)

/**
 * Submits the company verification (it goes to 'reviewing'). A refusal refreshes too: "already under review"
 * means the page is out of date (another tab, or staff answered meanwhile).
 */
export const submitCertificationMutation = () =>
  callMutationOptions(memberCalls.memberInfoInsertCertification, {
    invalidates: [memberKeys.certification(), memberKeys.userInfo()],
    invalidatesOnError: true,
  })

/** Records a visit or behaviour of the user. */
export const recordVisitMutation = () => callMutationOptions(memberCalls.memberRecordUser)

/** Sends an e-mail to the member. */
export const sendMailMutation = () => callMutationOptions(memberCalls.memberSendmail)

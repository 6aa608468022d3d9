import { authKeys } from './auth'
import { memberCalls } from './catalogue/member'
import { userCalls } from './catalogue/user'
import { memberKeys } from './member'
import { callMutationOptions, type MutationEffects } from './query'

export { userInfoQuery as accountProfileQuery } from './member'

// The account's record shows in the header (user/info) and on the account pages (member/getUserInfo).
const changesAccount: MutationEffects = { invalidates: [memberKeys.userInfo(), authKeys.userInfo()] }

/** Saves the contact name, English name and gender; resolves { user } as it is now. */
export const updateProfileMutation = () => callMutationOptions(userCalls.userUpdateUserInfo, changesAccount)

/** Saves the preferred currency and, for company and agency accounts, the company names. */
export const updatePreferencesMutation = () =>
  callMutationOptions(userCalls.userUpdateUserForOthers, changesAccount)

/** Replaces the avatar with an image data URL (JPG, PNG or GIF, at most 2 MB). */
export const uploadAvatarMutation = () => callMutationOptions(userCalls.userUploadPortrait, changesAccount)

/**
 * Asks staff to close or downgrade the account, saying which data to keep. A refusal (a request already open)
 * means the page is out of date, so the profile is read again then too.
 */
export const requestAccountChangeMutation = () =>
  callMutationOptions(memberCalls.memberRetainedInformationFeedback, {
    invalidates: [memberKeys.userInfo()],
    invalidatesOnError: true,
  })

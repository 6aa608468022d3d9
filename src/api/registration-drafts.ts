import { filingCalls } from './catalogue/filing'
import { madridCalls } from './catalogue/madrid'
import { callData } from './client'
import { ordersKeys } from './orders'
import { callMutationOptions, callQueryOptions, queryKeys, type MutationEffects } from './query'
import { REGISTRATION_FLOWS } from '../domain/registration/flows'
import type { RegistrationDraft, RegistrationRegion } from '../domain/registration/types'

/** The registration drafts: the unfinished list, one draft, its preview, the filed application, the adviser. */
export const draftsKeys = queryKeys({
  list: filingCalls.trademarkGetTrademarkHalf,
  server: filingCalls.trademarkGetByPreview,
  preview: filingCalls.trademarkGetRegistrationPreview,
  completed: filingCalls.trademarkGetByComplete,
  unfinished: filingCalls.trademarkTrademarkCasesHaveNotFinished,
  adviser: filingCalls.trademarkCustomServiceVerify,
})

/** The account's unfinished applications of a region, newest first ("continue a draft"). */
export const draftListQuery = (region?: RegistrationRegion) =>
  callQueryOptions(draftsKeys.list, region ? { region } : {})

/** One draft as the server holds it (paid and order merged in). */
export const serverDraftQuery = (draftId: string) => ({
  ...callQueryOptions(draftsKeys.server, { draftId }),
  retry: false,
  staleTime: 0,
  gcTime: 0,
})

/** The draft, its price and what still blocks it (the confirm page). */
export const registrationPreviewQuery = (draftId: string) => callQueryOptions(draftsKeys.preview, { draftId })

/** The application exactly as filed for an order, or null (orders not filed through a wizard). */
export const completedRegistrationQuery = (orderId: string) =>
  callQueryOptions(draftsKeys.completed, { orderId })

/** Paid applications whose documents or confirmation are still missing. */
export const unfinishedCasesQuery = () => callQueryOptions(draftsKeys.unfinished, {})

/** The account's filing adviser, if one is assigned. */
export const adviserQuery = () => ({
  ...callQueryOptions(draftsKeys.adviser, {}),
  staleTime: 10 * 60_000,
})

/** Saves a draft through its region's call (createTrademark, createGlobalTrademark, madrid/createTrademark). */
export function saveDraft(draft: RegistrationDraft) {
  const call = REGISTRATION_FLOWS[draft.region].saveCall
  return call === 'madridCreateTrademark'
    ? callData(madridCalls.madridCreateTrademark, { draft })
    : callData(filingCalls[call], { draft })
}

/**
 * Saving a draft as mutation options: the "continue a draft" list shows it (and when it changed). The draft
 * being edited (serverDraftQuery) is not refreshed: the wizard holds the newer copy.
 */
export const saveDraftMutation = () => ({
  mutationKey: ['filing', 'saveDraft'] as const,
  mutationFn: saveDraft,
  meta: { invalidates: [draftsKeys.list()] } satisfies MutationEffects,
})

/** Makes (or replaces) the order of a draft, finishes a paid one, or deletes an unpaid one. */
export const insertRegistration = (draftId: string, action: 'order' | 'complete' | 'discard') =>
  callData(filingCalls.trademarkInsertRegistration, { draftId, action })

/**
 * insertRegistration as mutation options, `mutate(draftId)`: each action leaves the draft list; making the
 * order and finishing the application change the orders too.
 */
export function insertRegistrationMutation(action: 'order' | 'complete' | 'discard') {
  const options = callMutationOptions(filingCalls.trademarkInsertRegistration, {
    invalidates: action === 'discard' ? [draftsKeys.list()] : [draftsKeys.list(), ...ordersKeys.all],
  })
  return {
    ...options,
    mutationKey: [...options.mutationKey, action] as const,
    mutationFn: (draftId: string) => options.mutationFn({ draftId, action }),
  }
}

import { filingCalls } from './catalogue/filing'
import { madridCalls } from './catalogue/madrid'
import { callData } from './client'
import { callQueryOptions } from './query'
import { REGISTRATION_FLOWS } from '../domain/registration/flows'
import type { RegistrationDraft, RegistrationRegion } from '../domain/registration/types'

/** The account's unfinished applications of a region, newest first ("continue a draft"). */
export const draftListQuery = (region?: RegistrationRegion) =>
  callQueryOptions(filingCalls.trademarkGetTrademarkHalf, region ? { region } : {})

/** One draft as the server holds it (paid and order merged in). */
export const serverDraftQuery = (draftId: string) => ({
  ...callQueryOptions(filingCalls.trademarkGetByPreview, { draftId }),
  retry: false,
  staleTime: 0,
  gcTime: 0,
})

/** The draft, its price and what still blocks it (the confirm page). */
export const registrationPreviewQuery = (draftId: string) =>
  callQueryOptions(filingCalls.trademarkGetRegistrationPreview, { draftId })

/** The application exactly as filed for an order, or null (orders not filed through a wizard). */
export const completedRegistrationQuery = (orderId: string) =>
  callQueryOptions(filingCalls.trademarkGetByComplete, { orderId })

/** Paid applications whose documents or confirmation are still missing. */
export const unfinishedCasesQuery = () =>
  callQueryOptions(filingCalls.trademarkTrademarkCasesHaveNotFinished, {})

/** The account's filing adviser, if one is assigned. */
export const adviserQuery = () => ({
  ...callQueryOptions(filingCalls.trademarkCustomServiceVerify, {}),
  staleTime: 10 * 60_000,
})

/** Saves a draft through its region's call (createTrademark, createGlobalTrademark, madrid/createTrademark). */
export function saveDraft(draft: RegistrationDraft) {
  const call = REGISTRATION_FLOWS[draft.region].saveCall
  return call === 'madridCreateTrademark'
    ? callData(madridCalls.madridCreateTrademark, { draft })
    : callData(filingCalls[call], { draft })
}

/** Makes (or replaces) the order of a draft, finishes a paid one, or deletes an unpaid one. */
export const insertRegistration = (draftId: string, action: 'order' | 'complete' | 'discard') =>
  callData(filingCalls.trademarkInsertRegistration, { draftId, action })

import { filingCalls } from './catalogue/filing'
import { madridCalls } from './catalogue/madrid'
import { BusinessError, callData } from './client'
import { ordersKeys } from './orders'
import { callQueryOptions, queryKeys } from './query'
import { REGISTRATION_FLOWS } from '../domain/registration/flows'
import type { RegistrationDraft, RegistrationRegion } from '../domain/registration/types'
import type { WizardCalls } from './wizards'

/** The answer code of a draft the server does not know (never saved, or not this account's). */
const DRAFT_MISSING_CODE = 1004

/** The registration drafts: the unfinished list, one draft, its preview, the filed application, the adviser. */
export const draftsKeys = queryKeys({
  list: filingCalls.trademarkGetTrademarkHalf,
  preview: filingCalls.trademarkGetRegistrationPreview,
  completed: filingCalls.trademarkGetByComplete,
  unfinished: filingCalls.trademarkTrademarkCasesHaveNotFinished,
  adviser: filingCalls.trademarkCustomServiceVerify,
})

/** The account's unfinished applications of a region, newest first ("continue a draft"). */
export const draftListQuery = (region?: RegistrationRegion) =>
  callQueryOptions(draftsKeys.list, region ? { region } : {})

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
export function saveDraft(draft: RegistrationDraft, baseRevision: number) {
  const call = REGISTRATION_FLOWS[draft.region].saveCall
  return call === 'madridCreateTrademark'
    ? callData(madridCalls.madridCreateTrademark, { draft, baseRevision })
    : callData(filingCalls[call], { draft, baseRevision })
}

/** Makes (or replaces) the order of a draft, finishes a paid one, or deletes an unpaid one. */
export const insertRegistration = (draftId: string, action: 'order' | 'complete' | 'discard') =>
  callData(filingCalls.trademarkInsertRegistration, { draftId, action })

/**
 * What each wizard call changes, refreshed by the flow edge once the call is answered (the wizard runs its
 * calls itself, not through mutation options): each leaves the draft list; making the order and finishing the
 * application change the orders too. Saves refresh nothing: the wizard holds the newer copy, and the list is
 * read again when a chooser opens after its stale time.
 */
export const registrationWizardChanges = {
  order: [draftsKeys.list(), ...ordersKeys.all],
  complete: [draftsKeys.list(), ...ordersKeys.all],
  discard: [draftsKeys.list()],
  /** A saved edit changes what the draft list shows (names, classes, last saved). */
  save: [draftsKeys.list()],
}

/** The calls the registration wizards bind to (the flow edge sees only these). */
export const registrationWizardCalls: WizardCalls<RegistrationDraft> = {
  async load(draftId) {
    try {
      return await callData(filingCalls.trademarkGetByPreview, { draftId })
    } catch (error) {
      if (error instanceof BusinessError && error.code === DRAFT_MISSING_CODE) return null
      throw error
    }
  },
  save: saveDraft,
  async order(draftId) {
    const made = await insertRegistration(draftId, 'order')
    return { orderId: made.orderId ?? '', orderNo: made.orderNo ?? '' }
  },
  async complete(draftId) {
    const done = await insertRegistration(draftId, 'complete')
    return { completedAt: done.completedAt ?? '' }
  },
  async discard(draftId) {
    await insertRegistration(draftId, 'discard')
  },
}

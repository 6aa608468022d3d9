import { searchCalls } from './catalogue/search'
import { servicesCalls } from './catalogue/services'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import { serviceApi } from './services'
import type { ContestedDraft, ContestedSlug } from '../domain/services/contested'
import type { ServiceApi } from './services'

/**
 * The contested procedures' questions besides their wizards: the marks to cite (one search for the four
 * flows), the applicant of a mark, the account's opponents.
 */
export const contestedKeys = queryKeys({
  cited: servicesCalls.tmInvalidationQueryReferenceTrademark,
  oppositionApplicant: servicesCalls.tmOppositionGetApplicantInformation,
  reviewApplicant: servicesCalls.tmReviewGetApplicantInformation,
  opponents: servicesCalls.tmOppositionGetOpponentInfo,
})

/** Marks to cite, from the caller's own and the register, by number, name or holder. */
export const citedSearchQuery = (keyword: string, excludeRegNo?: string) =>
  callQueryOptions(contestedKeys.cited, { keyword, excludeRegNo, pageSize: 12 })

/** The applicant of a contested mark (opposition: the party opposed) or of one's refused application. */
export const markApplicantQuery = (slug: ContestedSlug, regNo: string) =>
  slug === 'refusal'
    ? callQueryOptions(contestedKeys.reviewApplicant, { regNo })
    : callQueryOptions(contestedKeys.oppositionApplicant, { regNo })

/** The account's opponents, most recently used first. */
export const opponentsQuery = () => callQueryOptions(contestedKeys.opponents, {})

/** Keeps a book applicant as one of the account's opponents. */
export const saveOpponentMutation = () =>
  callMutationOptions(servicesCalls.tmOppositionSaveOpponent, { invalidates: [contestedKeys.opponents()] })

/**
 * The four wizards' calls (the catalogue's names mapped in src/domain/services/contested.ts):
 * - opposition: tmOpposition/main saves and reads, createOrder orders, completes and deletes;
 *   tmInfo/getTrademarkList lists the marks in their opposition period, isCanOpposition checks the chosen one;
 * - refusal review: tmReview/tmReviewMain; tmInfo/getCustomerTrademarks lists the refused applications;
 * - non-use cancellation: tmRemoval/tmRemovalMain; tmInfo/tmCrossSearch lists registered marks;
 * - invalidation: tmInvalidation/insert saves and reads, insertDetail acts; tmInfo/queryTmCrossSearch lists.
 */
export const CONTESTED_APIS: Readonly<Record<ContestedSlug, ServiceApi<ContestedDraft>>> = {
  opposition: serviceApi<ContestedDraft>({
    main: servicesCalls.tmOppositionMain,
    act: servicesCalls.tmOppositionCreateOrder,
    marks: searchCalls.tmInfoGetTrademarkList,
    eligibility: servicesCalls.tmOppositionIsCanOpposition,
  }),
  refusal: serviceApi<ContestedDraft>({
    main: servicesCalls.tmReviewTmReviewMain,
    marks: searchCalls.tmInfoGetCustomerTrademarks,
    eligibility: servicesCalls.tmReviewIsCanReview,
  }),
  nonuseCancellation: serviceApi<ContestedDraft>({
    main: servicesCalls.tmRemovalTmRemovalMain,
    marks: searchCalls.tmInfoTmCrossSearch,
    eligibility: servicesCalls.tmRemovalIsCanAlter,
  }),
  Invalidation: serviceApi<ContestedDraft>({
    main: servicesCalls.tmInvalidationInsert,
    act: servicesCalls.tmInvalidationInsertDetail,
    marks: searchCalls.tmInfoQueryTmCrossSearch,
    eligibility: servicesCalls.tmInvalidationValidate,
  }),
}

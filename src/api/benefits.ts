import { memberCalls } from './catalogue/member'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'
import type { CouponStatus } from './schemas/benefits'

/** The coupons feature: the member's coupons, those on offer for an order, and the season campaign. */
export const couponsKeys = queryKeys({
  list: memberCalls.memberGetMemberThanksgivingTicketList,
  forOrder: memberCalls.memberIsIncludeExpiredCoupons,
  campaign: memberCalls.christmasQueryTicketInfo,
  ticketFlag: memberCalls.memberGetMemberThanksgivingTicketFlag,
})

/** The bank cards the member pays with. */
export const bankCardsKeys = queryKeys({ list: memberCalls.memberGetMemberBankCardList })

export { COUPON_STATUSES } from './coupon-search'
export const COUPONS_PAGE_SIZE = 10
/** How many of the member's valid tickets the campaign page shows (the rest are on /personal/coupons). */
export const THANKSGIVING_TICKETS_SHOWN = 6

/** The member's coupons of one status (a page of them) and the counts of every status. */
export const couponListQuery = (status: CouponStatus, pageNum: number, pageSize = COUPONS_PAGE_SIZE) =>
  callQueryOptions(couponsKeys.list, { status, pageNum, pageSize })

/** The valid tickets the thanksgiving page shows. */
export const thanksgivingTicketsQuery = () => couponListQuery('valid', 1, THANKSGIVING_TICKETS_SHOWN)

/** The coupons on offer for an order; expired ones only when asked. */
export const orderCouponsQuery = (orderId: string, includeExpired: boolean) =>
  callQueryOptions(couponsKeys.forOrder, { orderId, includeExpired })

/** The season campaign and whether this member has claimed it. */
export const campaignQuery = () => callQueryOptions(couponsKeys.campaign, {})

/** Whether the season's ticket pack can be claimed now. */
export const ticketFlagQuery = () => callQueryOptions(couponsKeys.ticketFlag, {})

/** Claims the season's pack; a refusal (already claimed, campaign ended) refreshes the coupons too. */
export const grantMutation = () =>
  callMutationOptions(memberCalls.christmasGrant, { invalidates: couponsKeys.all, invalidatesOnError: true })

/** The member's bank cards, default first. */
export const bankCardsQuery = () => callQueryOptions(bankCardsKeys.list, {})

const changesCards = { invalidates: bankCardsKeys.all }

export const saveCardMutation = () =>
  callMutationOptions(memberCalls.memberCreateOrUpdateBankCard, changesCards)
export const deleteCardMutation = () => callMutationOptions(memberCalls.memberDelMemberBankCard, changesCards)
export const setDefaultCardMutation = () =>
  callMutationOptions(memberCalls.memberSetDefaultBankCard, changesCards)

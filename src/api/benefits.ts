import { memberCalls } from './catalogue/member'
import { callMutationOptions, callQueryOptions } from './query'
import type { CouponStatus } from './schemas/benefits'

/** The member's coupons of one status (a page of them) and the counts of every status. */
export const couponListQuery = (status: CouponStatus, pageNum: number, pageSize = 10) =>
  callQueryOptions(memberCalls.memberGetMemberThanksgivingTicketList, { status, pageNum, pageSize })

/** The coupons on offer for an order; expired ones only when asked. */
export const orderCouponsQuery = (orderId: string, includeExpired: boolean) =>
  callQueryOptions(memberCalls.memberIsIncludeExpiredCoupons, { orderId, includeExpired })

/** The season campaign and whether this member has claimed it. */
export const campaignQuery = () => callQueryOptions(memberCalls.christmasQueryTicketInfo, {})

/** Whether the season's ticket pack can be claimed now. */
export const ticketFlagQuery = () => callQueryOptions(memberCalls.memberGetMemberThanksgivingTicketFlag, {})

export const grantMutation = () => callMutationOptions(memberCalls.christmasGrant)

/** The member's bank cards, default first. */
export const bankCardsQuery = () => callQueryOptions(memberCalls.memberGetMemberBankCardList, {})

export const saveCardMutation = () => callMutationOptions(memberCalls.memberCreateOrUpdateBankCard)
export const deleteCardMutation = () => callMutationOptions(memberCalls.memberDelMemberBankCard)
export const setDefaultCardMutation = () => callMutationOptions(memberCalls.memberSetDefaultBankCard)

/** Every coupon query (lists, campaign, offers), to refresh after a grant or a payment. */
export const couponQueryKeys = [
  couponListQuery('valid', 1).queryKey.slice(0, 2),
  orderCouponsQuery('', false).queryKey.slice(0, 2),
  campaignQuery().queryKey.slice(0, 2),
  ticketFlagQuery().queryKey.slice(0, 2),
]

import { catalogueArea } from './define'
import type { memberSchemas as member } from '../schemas/member'
import type { paymentSchemas as payment } from '../schemas/payment'
import type { feedbackSchemas as feedback } from '../schemas/feedback'

const endpoint = catalogueArea('member')

/** The member calls. Payload shapes are settled by the issue that builds this area. */
export const memberCalls = {
  memberRecordUser: endpoint<typeof member.memberRecordUser>('POST member/recordUser', { body: 'json', loading: false }),
  memberGetUserInfo: endpoint<typeof member.memberGetUserInfo>('POST member/getUserInfo', { body: 'json', loading: false }),
  memberCreateMemberAddress: endpoint<typeof member.memberCreateMemberAddress>('POST member/createMemberAddress', { body: 'json' }),
  memberGetMemberAddress: endpoint<typeof member.memberGetMemberAddress>('POST member/getMemberAddress', { body: 'json', loading: false }),
  memberSendmail: endpoint<typeof member.memberSendmail>('POST member/sendmail', { body: 'json', loading: false }),
  memberGetMemberThanksgivingTicketList: endpoint<typeof member.memberGetMemberThanksgivingTicketList>('POST member/getMemberThanksgivingTicketList', { body: 'json' }),
  memberGetMemberThanksgivingTicketFlag: endpoint<typeof member.memberGetMemberThanksgivingTicketFlag>('POST member/getMemberThanksgivingTicketFlag', { body: 'json', loading: false }),
  memberIsIncludeExpiredCoupons: endpoint<typeof member.memberIsIncludeExpiredCoupons>('POST member/isIncludeExpiredCoupons', { body: 'json', loading: false }),
  memberRetainedInformationFeedback: endpoint<typeof feedback.memberRetainedInformationFeedback>('POST member/retainedInformationFeedback', { body: 'json', loading: false }),
  christmasQueryTicketInfo: endpoint<typeof member.christmasQueryTicketInfo>('POST christmas/queryTicketInfo', { body: 'json' }),
  christmasGrant: endpoint<typeof member.christmasGrant>('POST christmas/grant', { body: 'json' }),
  feedbackSaveFeedback: endpoint<typeof feedback.feedbackSaveFeedback>('POST feedback/saveFeedback', { body: 'json' }),
  leaveMessageCreateLeaveMessage: endpoint<typeof payment.leaveMessageCreateLeaveMessage>('POST leaveMessage/createLeaveMessage', { body: 'json' }),
  hello: endpoint<typeof feedback.hello>('POST hello', { body: 'json', loading: false }),
  memberInfoInsertCertification: endpoint<typeof member.memberInfoInsertCertification>('POST memberInfo/insertCertification', { body: 'json' }),
  memberInfoGetCertification: endpoint<typeof member.memberInfoGetCertification>('POST memberInfo/getCertification', { body: 'json', loading: false }),
  memberGetMemberBankCardList: endpoint<typeof member.memberGetMemberBankCardList>('POST member/getMemberBankCardList', { body: 'json' }),
  memberCreateOrUpdateBankCard: endpoint<typeof member.memberCreateOrUpdateBankCard>('POST member/createOrUpdateBankCard', { body: 'json' }),
  memberDelMemberBankCard: endpoint<typeof member.memberDelMemberBankCard>('POST member/delMemberBankCard', { body: 'json' }),
  memberSetDefaultBankCard: endpoint<typeof member.memberSetDefaultBankCard>('POST member/setDefaultBankCard', { body: 'json', loading: false }),
  memberAddressGetMemberAddressList: endpoint<typeof member.memberAddressGetMemberAddressList>('POST memberAddress/getMemberAddressList', { body: 'json' }),
  memberAddressDeleteMemberAddress: endpoint<typeof member.memberAddressDeleteMemberAddress>('POST memberAddress/deleteMemberAddress', { body: 'json' }),
  memberAddressUpdateIsDefault: endpoint<typeof member.memberAddressUpdateIsDefault>('POST memberAddress/updateIsDefault', { body: 'json' }),
  memberAddressCreateMemberAddress: endpoint<typeof member.memberAddressCreateMemberAddress>('POST memberAddress/createMemberAddress', { body: 'json' }),
  memberAddressGetMemberAddress: endpoint<typeof member.memberAddressGetMemberAddress>('POST memberAddress/getMemberAddress', { body: 'json', loading: false }),
} as const

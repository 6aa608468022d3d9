import { endpoint, type PendingRequest, type PendingResponse, type Req, type Res } from './define'
import type { memberSchemas } from '../schemas/member'
import type { paymentSchemas } from '../schemas/payment'

const AREA = 'member'

/** The member calls. Payload shapes are settled by the issue that builds this area. */
export const memberCalls = {
  memberRecordUser: endpoint<
    Req<typeof memberSchemas.memberRecordUser>,
    Res<typeof memberSchemas.memberRecordUser>
  >('POST', 'member/recordUser', 'json', AREA, false),
  memberGetUserInfo: endpoint<
    Req<typeof memberSchemas.memberGetUserInfo>,
    Res<typeof memberSchemas.memberGetUserInfo>
  >('POST', 'member/getUserInfo', 'json', AREA, false),
  memberCreateMemberAddress: endpoint<
    Req<typeof memberSchemas.memberCreateMemberAddress>,
    Res<typeof memberSchemas.memberCreateMemberAddress>
  >('POST', 'member/createMemberAddress', 'json', AREA, true),
  memberGetMemberAddress: endpoint<
    Req<typeof memberSchemas.memberGetMemberAddress>,
    Res<typeof memberSchemas.memberGetMemberAddress>
  >('POST', 'member/getMemberAddress', 'json', AREA, false),
  memberSendmail: endpoint<
    Req<typeof memberSchemas.memberSendmail>,
    Res<typeof memberSchemas.memberSendmail>
  >('POST', 'member/sendmail', 'json', AREA, false),
  memberGetMemberThanksgivingTicketList: endpoint<
    Req<typeof memberSchemas.memberGetMemberThanksgivingTicketList>,
    Res<typeof memberSchemas.memberGetMemberThanksgivingTicketList>
  >('POST', 'member/getMemberThanksgivingTicketList', 'json', AREA, true),
  memberGetMemberThanksgivingTicketFlag: endpoint<
    Req<typeof memberSchemas.memberGetMemberThanksgivingTicketFlag>,
    Res<typeof memberSchemas.memberGetMemberThanksgivingTicketFlag>
  >('POST', 'member/getMemberThanksgivingTicketFlag', 'json', AREA, false),
  memberIsIncludeExpiredCoupons: endpoint<
    Req<typeof memberSchemas.memberIsIncludeExpiredCoupons>,
    Res<typeof memberSchemas.memberIsIncludeExpiredCoupons>
  >('POST', 'member/isIncludeExpiredCoupons', 'json', AREA, false),
  memberRetainedInformationFeedback: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'member/retainedInformationFeedback',
    'json',
    AREA,
    false,
  ),
  christmasQueryTicketInfo: endpoint<
    Req<typeof memberSchemas.christmasQueryTicketInfo>,
    Res<typeof memberSchemas.christmasQueryTicketInfo>
  >('POST', 'christmas/queryTicketInfo', 'json', AREA, true),
  christmasGrant: endpoint<
    Req<typeof memberSchemas.christmasGrant>,
    Res<typeof memberSchemas.christmasGrant>
  >('POST', 'christmas/grant', 'json', AREA, true),
  feedbackSaveFeedback: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'feedback/saveFeedback',
    'json',
    AREA,
    true,
  ),
  leaveMessageCreateLeaveMessage: endpoint<
    Req<typeof paymentSchemas.leaveMessageCreateLeaveMessage>,
    Res<typeof paymentSchemas.leaveMessageCreateLeaveMessage>
  >('POST', 'leaveMessage/createLeaveMessage', 'json', AREA, true),
  hello: endpoint<PendingRequest, PendingResponse>('POST', 'hello', 'json', AREA, false),
  memberInfoInsertCertification: endpoint<
    Req<typeof memberSchemas.memberInfoInsertCertification>,
    Res<typeof memberSchemas.memberInfoInsertCertification>
  >('POST', 'memberInfo/insertCertification', 'json', AREA, true),
  memberInfoGetCertification: endpoint<
    Req<typeof memberSchemas.memberInfoGetCertification>,
    Res<typeof memberSchemas.memberInfoGetCertification>
  >('POST', 'memberInfo/getCertification', 'json', AREA, false),
  memberGetMemberBankCardList: endpoint<
    Req<typeof memberSchemas.memberGetMemberBankCardList>,
    Res<typeof memberSchemas.memberGetMemberBankCardList>
  >('POST', 'member/getMemberBankCardList', 'json', AREA, true),
  memberCreateOrUpdateBankCard: endpoint<
    Req<typeof memberSchemas.memberCreateOrUpdateBankCard>,
    Res<typeof memberSchemas.memberCreateOrUpdateBankCard>
  >('POST', 'member/createOrUpdateBankCard', 'json', AREA, true),
  memberDelMemberBankCard: endpoint<
    Req<typeof memberSchemas.memberDelMemberBankCard>,
    Res<typeof memberSchemas.memberDelMemberBankCard>
  >('POST', 'member/delMemberBankCard', 'json', AREA, true),
  memberSetDefaultBankCard: endpoint<
    Req<typeof memberSchemas.memberSetDefaultBankCard>,
    Res<typeof memberSchemas.memberSetDefaultBankCard>
  >('POST', 'member/setDefaultBankCard', 'json', AREA, false),
  memberAddressGetMemberAddressList: endpoint<
    Req<typeof memberSchemas.memberAddressGetMemberAddressList>,
    Res<typeof memberSchemas.memberAddressGetMemberAddressList>
  >('POST', 'memberAddress/getMemberAddressList', 'json', AREA, true),
  memberAddressDeleteMemberAddress: endpoint<
    Req<typeof memberSchemas.memberAddressDeleteMemberAddress>,
    Res<typeof memberSchemas.memberAddressDeleteMemberAddress>
  >('POST', 'memberAddress/deleteMemberAddress', 'json', AREA, true),
  memberAddressUpdateIsDefault: endpoint<
    Req<typeof memberSchemas.memberAddressUpdateIsDefault>,
    Res<typeof memberSchemas.memberAddressUpdateIsDefault>
  >('POST', 'memberAddress/updateIsDefault', 'json', AREA, true),
  memberAddressCreateMemberAddress: endpoint<
    Req<typeof memberSchemas.memberAddressCreateMemberAddress>,
    Res<typeof memberSchemas.memberAddressCreateMemberAddress>
  >('POST', 'memberAddress/createMemberAddress', 'json', AREA, true),
  memberAddressGetMemberAddress: endpoint<
    Req<typeof memberSchemas.memberAddressGetMemberAddress>,
    Res<typeof memberSchemas.memberAddressGetMemberAddress>
  >('POST', 'memberAddress/getMemberAddress', 'json', AREA, false),
} as const

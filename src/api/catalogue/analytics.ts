import { endpoint, type PendingRequest, type PendingResponse, type Req, type Res } from './define'
import type { analyticsSchemas } from '../schemas/analytics'

const AREA = 'analytics'

/** The analytics calls. Payload shapes are settled by the issue that builds this area. */
export const analyticsCalls = {
  statisticAppAndAuthorization: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/appAndAuthorization',
    'json',
    AREA,
    false,
  ),
  statisticCountryForApplicant: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/countryForApplicant',
    'json',
    AREA,
    false,
  ),
  statisticTrademarkAppCount: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/trademarkAppCount',
    'json',
    AREA,
    false,
  ),
  statisticGoodsService: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/goodsService',
    'json',
    AREA,
    false,
  ),
  statisticGoodsService2: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/goodsService2',
    'json',
    AREA,
    false,
  ),
  statisticEffectiveTm: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/effectiveTm',
    'json',
    AREA,
    false,
  ),
  statisticGetAgentCount: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/getAgentCount',
    'json',
    AREA,
    false,
  ),
  statisticAgentStatistics: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/agentStatistics',
    'json',
    AREA,
    true,
  ),
  statisticRenewalStatistic: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/renewalStatistic',
    'json',
    AREA,
    true,
  ),
  statisticSimilargroupStatistic2: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/similargroupStatistic2',
    'json',
    AREA,
    true,
  ),
  statisticSimilargroupStatistic3: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/similargroupStatistic3',
    'json',
    AREA,
    true,
  ),
  statisticApplicantCorrespondingAgentStatictis: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/applicantCorrespondingAgentStatictis',
    'json',
    AREA,
    false,
  ),
  statisticTmAgentQuery: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/tmAgentQuery',
    'json',
    AREA,
    false,
  ),
  statisticApplicantCountryCodeStatistic: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'statistic/applicantCountryCodeStatistic',
    'json',
    AREA,
    true,
  ),
  tmInfoApplicantRanking: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/applicantRanking',
    'json',
    AREA,
    false,
  ),
  tmInfoApplicantRankingByYear: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/applicantRankingByYear',
    'json',
    AREA,
    false,
  ),
  tmInfoApplicantHit: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/applicantHit',
    'json',
    AREA,
    false,
  ),
  tmInfoGetCourtNoticeList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/getCourtNoticeList',
    'json',
    AREA,
    true,
  ),
  tmInfoGetCourtNoticeDetail: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/getCourtNoticeDetail',
    'json',
    AREA,
    true,
  ),
  tmInfoGetCaseList: endpoint<
    Req<typeof analyticsSchemas.tmInfoGetCaseList>,
    Res<typeof analyticsSchemas.tmInfoGetCaseList>
  >('POST', 'tmInfo/getCaseList', 'json', AREA, true),
  tmInfoGetCaseDetail: endpoint<
    Req<typeof analyticsSchemas.tmInfoGetCaseDetail>,
    Res<typeof analyticsSchemas.tmInfoGetCaseDetail>
  >('POST', 'tmInfo/getCaseDetail', 'json', AREA, true),
  tmInfoGetReviewCaseList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/getReviewCaseList',
    'json',
    AREA,
    true,
  ),
  tmInfoGetReviewCaseDetail: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/getReviewCaseDetail',
    'json',
    AREA,
    true,
  ),
} as const

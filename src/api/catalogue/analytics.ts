import { catalogueArea } from './define'
import type { analyticsSchemas as S } from '../schemas/analytics'
import type { analyticsStatisticsSchemas as T } from '../schemas/analytics-statistics'

const endpoint = catalogueArea('analytics')

/** The analytics calls. Payload shapes are settled by the issue that builds this area. */
export const analyticsCalls = {
  statisticAppAndAuthorization: endpoint<typeof T.statisticAppAndAuthorization>('POST statistic/appAndAuthorization', { body: 'json', loading: false }),
  statisticCountryForApplicant: endpoint<typeof T.statisticCountryForApplicant>('POST statistic/countryForApplicant', { body: 'json', loading: false }),
  statisticTrademarkAppCount: endpoint<typeof T.statisticTrademarkAppCount>('POST statistic/trademarkAppCount', { body: 'json', loading: false }),
  statisticGoodsService: endpoint<typeof T.statisticGoodsService>('POST statistic/goodsService', { body: 'json', loading: false }),
  statisticGoodsService2: endpoint<typeof T.statisticGoodsService2>('POST statistic/goodsService2', { body: 'json', loading: false }),
  statisticEffectiveTm: endpoint<typeof T.statisticEffectiveTm>('POST statistic/effectiveTm', { body: 'json', loading: false }),
  statisticGetAgentCount: endpoint<typeof T.statisticGetAgentCount>('POST statistic/getAgentCount', { body: 'json', loading: false }),
  statisticAgentStatistics: endpoint<typeof T.statisticAgentStatistics>('POST statistic/agentStatistics', { body: 'json', loading: false }),
  statisticRenewalStatistic: endpoint<typeof T.statisticRenewalStatistic>('POST statistic/renewalStatistic', { body: 'json', loading: false }),
  statisticSimilargroupStatistic2: endpoint<typeof T.statisticSimilargroupStatistic2>('POST statistic/similargroupStatistic2', { body: 'json', loading: false }),
  statisticSimilargroupStatistic3: endpoint<typeof T.statisticSimilargroupStatistic3>('POST statistic/similargroupStatistic3', { body: 'json', loading: false }),
  statisticApplicantCorrespondingAgentStatictis: endpoint<typeof T.statisticApplicantCorrespondingAgentStatictis>('POST statistic/applicantCorrespondingAgentStatictis', {
    body: 'json',
    loading: false,
  }),
  statisticTmAgentQuery: endpoint<typeof T.statisticTmAgentQuery>('POST statistic/tmAgentQuery', { body: 'json', loading: false }),
  statisticApplicantCountryCodeStatistic: endpoint<typeof T.statisticApplicantCountryCodeStatistic>('POST statistic/applicantCountryCodeStatistic', { body: 'json', loading: false }),
  tmInfoApplicantRanking: endpoint<typeof T.tmInfoApplicantRanking>('POST tmInfo/applicantRanking', { body: 'json', loading: false }),
  tmInfoApplicantRankingByYear: endpoint<typeof T.tmInfoApplicantRankingByYear>('POST tmInfo/applicantRankingByYear', { body: 'json', loading: false }),
  tmInfoApplicantHit: endpoint<typeof T.tmInfoApplicantHit>('POST tmInfo/applicantHit', { body: 'json', loading: false }),
  tmInfoGetCourtNoticeList: endpoint<typeof S.tmInfoGetCourtNoticeList>('POST tmInfo/getCourtNoticeList', { body: 'json' }),
  tmInfoGetCourtNoticeDetail: endpoint<typeof S.tmInfoGetCourtNoticeDetail>('POST tmInfo/getCourtNoticeDetail', { body: 'json' }),
  tmInfoGetCaseList: endpoint<typeof S.tmInfoGetCaseList>('POST tmInfo/getCaseList', { body: 'json' }),
  tmInfoGetCaseDetail: endpoint<typeof S.tmInfoGetCaseDetail>('POST tmInfo/getCaseDetail', { body: 'json' }),
  tmInfoGetReviewCaseList: endpoint<typeof S.tmInfoGetReviewCaseList>('POST tmInfo/getReviewCaseList', { body: 'json' }),
  tmInfoGetReviewCaseDetail: endpoint<typeof S.tmInfoGetReviewCaseDetail>('POST tmInfo/getReviewCaseDetail', { body: 'json' }),
} as const

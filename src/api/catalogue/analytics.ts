import { catalogueArea } from './define'
import type { analyticsSchemas as S } from '../schemas/analytics'

const endpoint = catalogueArea('analytics')

/** The analytics calls. Payload shapes are settled by the issue that builds this area. */
export const analyticsCalls = {
  statisticAppAndAuthorization: endpoint('POST statistic/appAndAuthorization', { body: 'json', loading: false }),
  statisticCountryForApplicant: endpoint('POST statistic/countryForApplicant', { body: 'json', loading: false }),
  statisticTrademarkAppCount: endpoint('POST statistic/trademarkAppCount', { body: 'json', loading: false }),
  statisticGoodsService: endpoint('POST statistic/goodsService', { body: 'json', loading: false }),
  statisticGoodsService2: endpoint('POST statistic/goodsService2', { body: 'json', loading: false }),
  statisticEffectiveTm: endpoint('POST statistic/effectiveTm', { body: 'json', loading: false }),
  statisticGetAgentCount: endpoint('POST statistic/getAgentCount', { body: 'json', loading: false }),
  statisticAgentStatistics: endpoint('POST statistic/agentStatistics', { body: 'json' }),
  statisticRenewalStatistic: endpoint('POST statistic/renewalStatistic', { body: 'json' }),
  statisticSimilargroupStatistic2: endpoint('POST statistic/similargroupStatistic2', { body: 'json' }),
  statisticSimilargroupStatistic3: endpoint('POST statistic/similargroupStatistic3', { body: 'json' }),
  statisticApplicantCorrespondingAgentStatictis: endpoint('POST statistic/applicantCorrespondingAgentStatictis', { body: 'json', loading: false }),
  statisticTmAgentQuery: endpoint('POST statistic/tmAgentQuery', { body: 'json', loading: false }),
  statisticApplicantCountryCodeStatistic: endpoint('POST statistic/applicantCountryCodeStatistic', { body: 'json' }),
  tmInfoApplicantRanking: endpoint('POST tmInfo/applicantRanking', { body: 'json', loading: false }),
  tmInfoApplicantRankingByYear: endpoint('POST tmInfo/applicantRankingByYear', { body: 'json', loading: false }),
  tmInfoApplicantHit: endpoint('POST tmInfo/applicantHit', { body: 'json', loading: false }),
  tmInfoGetCourtNoticeList: endpoint('POST tmInfo/getCourtNoticeList', { body: 'json' }),
  tmInfoGetCourtNoticeDetail: endpoint('POST tmInfo/getCourtNoticeDetail', { body: 'json' }),
  tmInfoGetCaseList: endpoint<typeof S.tmInfoGetCaseList>('POST tmInfo/getCaseList', { body: 'json' }),
  tmInfoGetCaseDetail: endpoint<typeof S.tmInfoGetCaseDetail>('POST tmInfo/getCaseDetail', { body: 'json' }),
  tmInfoGetReviewCaseList: endpoint('POST tmInfo/getReviewCaseList', { body: 'json' }),
  tmInfoGetReviewCaseDetail: endpoint('POST tmInfo/getReviewCaseDetail', { body: 'json' }),
} as const

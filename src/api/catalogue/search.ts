import { catalogueArea } from './define'
import type { applicantPortfoliosSchemas as AP } from '../schemas/applicant-portfolios'
import type { searchSchemas as S } from '../schemas/search'
import type { searchExtraSchemas as SX } from '../schemas/search-extra'
import type { servicesChangeSchemas as Change } from '../schemas/services-change'
import type { renewalSchemas as R } from '../schemas/renewal'
import type { servicesAssignmentSchemas as Assignment } from '../schemas/services-assignment'
import type { servicesLicenceSchemas as Licence } from '../schemas/services-licence'
import type { serviceReissueSchemas as Reissue } from '../schemas/service-reissue'
import type { servicesContestedSchemas as Contested } from '../schemas/services-contested'

const endpoint = catalogueArea('search')

/** The search calls. Payload shapes are settled by the issue that builds this area. */
export const searchCalls = {
  tmInfoQueryTmInfoByApplicant: endpoint<typeof S.tmInfoQueryTmInfoByApplicant>('POST tmInfo/queryTmInfoByApplicant', { body: 'json' }),
  tmInfoQueryTmInfoByApplicant1: endpoint<typeof S.tmInfoQueryTmInfoByApplicant1>('POST tmInfo/queryTmInfoByApplicant1', {
    body: 'json',
  }),
  tmInfoQueryTmInfoByApplicantPlus: endpoint<typeof Assignment.tmInfoQueryTmInfoByApplicantPlus>('POST tmInfo/queryTmInfoByApplicantPlus', { body: 'json' }),
  tmInfoQueryTmInfoByApplicantPlus1: endpoint<typeof Licence.tmInfoQueryTmInfoByApplicantPlus1>('POST tmInfo/queryTmInfoByApplicantPlus1', { body: 'json' }),
  tmInfoQueryTmInfoByIds: endpoint<typeof S.tmInfoQueryTmInfoByIds>('POST tmInfo/queryTmInfoByIds', { body: 'json' }),
  tmInfoQueryTmInfoByRegNo: endpoint<typeof Change.tmInfoQueryTmInfoByRegNo>('POST tmInfo/queryTmInfoByRegNo', { body: 'json' }),
  tmInfoQueryTmInfoForRenew: endpoint<typeof R.tmInfoQueryTmInfoForRenew>('POST tmInfo/queryTmInfoForRenew', { body: 'json' }),
  tmInfoQueryTmInfoForCancellation: endpoint<typeof Licence.tmInfoQueryTmInfoForCancellation>('POST tmInfo/queryTmInfoForCancellation', { body: 'json' }),
  tmInfoQueryTmInfosByApplicantForAlteration: endpoint<typeof Change.tmInfoQueryTmInfosByApplicantForAlteration>('POST tmInfo/queryTmInfosByApplicantForAlteration', { body: 'json' }),
  tmInfoQueryTmInfosByApplicantForGlobalAlteration: endpoint<typeof Change.tmInfoQueryTmInfosByApplicantForGlobalAlteration>('POST tmInfo/queryTmInfosByApplicantForGlobalAlteration', {
    body: 'json',
  }),
  tmInfoQueryTmInfosByApplicantAndAddress: endpoint<typeof Change.tmInfoQueryTmInfosByApplicantAndAddress>('POST tmInfo/queryTmInfosByApplicantAndAddress', { body: 'json' }),
  tmInfoQueryGlobalAlterationTmInfos: endpoint<typeof Change.tmInfoQueryGlobalAlterationTmInfos>('POST tmInfo/queryGlobalAlterationTmInfos', { body: 'json' }),
  tmInfoQueryTmInfoTextByMulCountry: endpoint<typeof S.tmInfoQueryTmInfoTextByMulCountry>('POST tmInfo/queryTmInfoTextByMulCountry', { body: 'json', loading: false }),
  tmInfoQueryTmInfoGraphByMulCountry: endpoint<typeof S.tmInfoQueryTmInfoGraphByMulCountry>('POST tmInfo/queryTmInfoGraphByMulCountry', { body: 'json', loading: false }),
  tmInfoQueryTmCrossSearch: endpoint<typeof Contested.tmInfoQueryTmCrossSearch>('POST tmInfo/queryTmCrossSearch', { body: 'json' }),
  tmInfoTmCrossSearchAndGroup: endpoint<typeof S.tmInfoTmCrossSearchAndGroup>('POST tmInfo/tmCrossSearchAndGroup', { body: 'json', loading: false }),
  tmInfoQueryTmSimilarGroup: endpoint<typeof S.tmInfoQueryTmSimilarGroup>('POST tmInfo/queryTmSimilarGroup', { body: 'json' }),
  tmInfoQueryTrademarkArchives: endpoint<typeof S.tmInfoQueryTrademarkArchives>('POST tmInfo/queryTrademarkArchives', { body: 'json' }),
  tmInfoQueryTmInfoToBiz: endpoint<typeof Reissue.tmInfoQueryTmInfoToBiz>('POST tmInfo/queryTmInfoToBiz', { body: 'json' }),
  tmInfoGetImageCodeList: endpoint<typeof SX.tmInfoGetImageCodeList>('POST tmInfo/getImageCodeList', { body: 'json', loading: false }),
  tmInfoGetImageCodeInfoList: endpoint<typeof SX.tmInfoGetImageCodeInfoList>('POST tmInfo/getImageCodeInfoList', { body: 'json', loading: false }),
  tmInfoGetTrademarkQueryHistory: endpoint<typeof S.tmInfoGetTrademarkQueryHistory>('POST tmInfo/getTrademarkQueryHistory', { body: 'json', loading: false }),
  tmInfoGetTrademarkQueryOrder: endpoint<typeof S.tmInfoGetTrademarkQueryOrder>('POST tmInfo/getTrademarkQueryOrder', { body: 'json', loading: false }),
  tmInfoCreateOrder: endpoint<typeof S.tmInfoCreateOrder>('POST tmInfo/createOrder', { body: 'json' }),
  tmInfoApplyTrademarkQueryTrial: endpoint<typeof S.tmInfoApplyTrademarkQueryTrial>('POST tmInfo/applyTrademarkQueryTrial', { body: 'json' }),
  tmInfoQueryNotivce: endpoint<typeof SX.tmInfoQueryNotivce>('POST tmInfo/queryNotivce', { body: 'json', loading: false }),
  tmInfoMyTrademarksLabel: endpoint<typeof AP.tmInfoMyTrademarksLabel>('POST tmInfo/myTrademarksLabel', { body: 'json', loading: false }),
  tmInfoGetCustomerTrademarks: endpoint<typeof Contested.tmInfoGetCustomerTrademarks>('POST tmInfo/getCustomerTrademarks', { body: 'json', loading: false }),
  tmInfoGetCountryCode: endpoint<typeof S.tmInfoGetCountryCode>('POST tmInfo/getCountryCode', { body: 'json', loading: false }),
  tmInfoGetTrademarkList: endpoint<typeof Contested.tmInfoGetTrademarkList>('POST tmInfo/getTrademarkList', { body: 'json' }),
  tmInfoTmCrossSearch: endpoint<typeof Contested.tmInfoTmCrossSearch>('POST tmInfo/tmCrossSearch', { body: 'json', loading: false }),
  tmInfoGroupStatistics: endpoint<typeof S.tmInfoGroupStatistics>('POST tmInfo/groupStatistics', { body: 'json' }),
  tmInfoQueryTmNice: endpoint<typeof SX.tmInfoQueryTmNice>('POST tmInfo/queryTmNice', { body: 'json', loading: false }),
  tmInfoAnalyzeSuccessRate: endpoint<typeof SX.tmInfoAnalyzeSuccessRate>('POST tmInfo/analyzeSuccessRate', { body: 'json', loading: false }),
  tmInfoGetNoticeInfo: endpoint<typeof S.tmInfoGetNoticeInfo>('POST tmInfo/getNoticeInfo', { body: 'json', loading: false }),
  tmInfoQueryResultDownload: endpoint<typeof S.tmInfoQueryResultDownload>('POST tmInfo/queryResultDownload', { body: 'blob' }),
  tmInfoWordExport: endpoint<typeof S.tmInfoWordExport>('POST tmInfo/wordExport', { body: 'blob' }),
  tmInfoTrademarkFileWordExport: endpoint<typeof S.tmInfoTrademarkFileWordExport>('POST tmInfo/trademarkFileWordExport', { body: 'blob' }),
  tmInfoQueryResultExport: endpoint<typeof S.tmInfoQueryResultExport>('POST tmInfo/queryResultExport', { body: 'blob' }),
  tmInfoQueryResultCustomColumnExport: endpoint<typeof S.tmInfoQueryResultCustomColumnExport>('POST tmInfo/queryResultCustomColumnExport', { body: 'blob' }),
  tmInfoQueryResultExportZh: endpoint<typeof S.tmInfoQueryResultExportZh>('POST tmInfo/queryResultExportZh', { body: 'blob' }),
  tmInfoCustomerTrademarksExprot: endpoint<typeof AP.tmInfoCustomerTrademarksExprot>('POST tmInfo/customerTrademarksExprot', { body: 'blob' }),
  euQueryQueryTmText: endpoint<typeof SX.euQueryQueryTmText>('POST euQuery/queryTmText', { body: 'json', loading: false }),
  usQueryQueryTmText: endpoint<typeof SX.usQueryQueryTmText>('POST usQuery/queryTmText', { body: 'json', loading: false }),
  tmQueryReportAddRemarksField: endpoint<typeof S.tmQueryReportAddRemarksField>('POST tmQueryReport/addRemarksField', { body: 'json' }),
  tmQueryReportUploadRemarksFile: endpoint<typeof S.tmQueryReportUploadRemarksFile>('POST tmQueryReport/uploadRemarksFile', { body: 'form' }),
} as const

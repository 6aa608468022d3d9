import { endpoint, type PendingRequest, type PendingResponse, type Req, type Res } from './define'
import type { searchSchemas } from '../schemas/search'

const AREA = 'search'

/** The search calls. Payload shapes are settled by the issue that builds this area. */
export const searchCalls = {
  tmInfoQueryTmInfoByApplicant: endpoint<
    Req<typeof searchSchemas.tmInfoQueryTmInfoByApplicant>,
    Res<typeof searchSchemas.tmInfoQueryTmInfoByApplicant>
  >('POST', 'tmInfo/queryTmInfoByApplicant', 'json', AREA, true),
  tmInfoQueryTmInfoByApplicant1: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfoByApplicant1',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfoByApplicantPlus: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfoByApplicantPlus',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfoByApplicantPlus1: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfoByApplicantPlus1',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfoByIds: endpoint<
    Req<typeof searchSchemas.tmInfoQueryTmInfoByIds>,
    Res<typeof searchSchemas.tmInfoQueryTmInfoByIds>
  >('POST', 'tmInfo/queryTmInfoByIds', 'json', AREA, true),
  tmInfoQueryTmInfoByRegNo: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfoByRegNo',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfoForRenew: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfoForRenew',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfoForCancellation: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfoForCancellation',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfosByApplicantForAlteration: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfosByApplicantForAlteration',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfosByApplicantForGlobalAlteration: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfosByApplicantForGlobalAlteration',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfosByApplicantAndAddress: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfosByApplicantAndAddress',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryGlobalAlterationTmInfos: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryGlobalAlterationTmInfos',
    'json',
    AREA,
    true,
  ),
  tmInfoQueryTmInfoTextByMulCountry: endpoint<
    Req<typeof searchSchemas.tmInfoQueryTmInfoTextByMulCountry>,
    Res<typeof searchSchemas.tmInfoQueryTmInfoTextByMulCountry>
  >('POST', 'tmInfo/queryTmInfoTextByMulCountry', 'json', AREA, true),
  tmInfoQueryTmInfoGraphByMulCountry: endpoint<
    Req<typeof searchSchemas.tmInfoQueryTmInfoGraphByMulCountry>,
    Res<typeof searchSchemas.tmInfoQueryTmInfoGraphByMulCountry>
  >('POST', 'tmInfo/queryTmInfoGraphByMulCountry', 'json', AREA, true),
  tmInfoQueryTmCrossSearch: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmCrossSearch',
    'json',
    AREA,
    true,
  ),
  tmInfoTmCrossSearchAndGroup: endpoint<
    Req<typeof searchSchemas.tmInfoTmCrossSearchAndGroup>,
    Res<typeof searchSchemas.tmInfoTmCrossSearchAndGroup>
  >('POST', 'tmInfo/tmCrossSearchAndGroup', 'json', AREA, false),
  tmInfoQueryTmSimilarGroup: endpoint<
    Req<typeof searchSchemas.tmInfoQueryTmSimilarGroup>,
    Res<typeof searchSchemas.tmInfoQueryTmSimilarGroup>
  >('POST', 'tmInfo/queryTmSimilarGroup', 'json', AREA, true),
  tmInfoQueryTrademarkArchives: endpoint<
    Req<typeof searchSchemas.tmInfoQueryTrademarkArchives>,
    Res<typeof searchSchemas.tmInfoQueryTrademarkArchives>
  >('POST', 'tmInfo/queryTrademarkArchives', 'json', AREA, true),
  tmInfoQueryTmInfoToBiz: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmInfoToBiz',
    'json',
    AREA,
    true,
  ),
  tmInfoGetImageCodeList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/getImageCodeList',
    'json',
    AREA,
    true,
  ),
  tmInfoGetImageCodeInfoList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/getImageCodeInfoList',
    'json',
    AREA,
    true,
  ),
  tmInfoGetTrademarkQueryHistory: endpoint<
    Req<typeof searchSchemas.tmInfoGetTrademarkQueryHistory>,
    Res<typeof searchSchemas.tmInfoGetTrademarkQueryHistory>
  >('POST', 'tmInfo/getTrademarkQueryHistory', 'json', AREA, false),
  tmInfoGetTrademarkQueryOrder: endpoint<
    Req<typeof searchSchemas.tmInfoGetTrademarkQueryOrder>,
    Res<typeof searchSchemas.tmInfoGetTrademarkQueryOrder>
  >('POST', 'tmInfo/getTrademarkQueryOrder', 'json', AREA, false),
  tmInfoCreateOrder: endpoint<
    Req<typeof searchSchemas.tmInfoCreateOrder>,
    Res<typeof searchSchemas.tmInfoCreateOrder>
  >('POST', 'tmInfo/createOrder', 'json', AREA, true),
  tmInfoApplyTrademarkQueryTrial: endpoint<
    Req<typeof searchSchemas.tmInfoApplyTrademarkQueryTrial>,
    Res<typeof searchSchemas.tmInfoApplyTrademarkQueryTrial>
  >('POST', 'tmInfo/applyTrademarkQueryTrial', 'json', AREA, true),
  tmInfoQueryNotivce: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryNotivce',
    'json',
    AREA,
    true,
  ),
  tmInfoMyTrademarksLabel: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/myTrademarksLabel',
    'json',
    AREA,
    false,
  ),
  tmInfoGetCustomerTrademarks: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/getCustomerTrademarks',
    'json',
    AREA,
    false,
  ),
  tmInfoGetCountryCode: endpoint<
    Req<typeof searchSchemas.tmInfoGetCountryCode>,
    Res<typeof searchSchemas.tmInfoGetCountryCode>
  >('POST', 'tmInfo/getCountryCode', 'json', AREA, false),
  tmInfoGetTrademarkList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/getTrademarkList',
    'json',
    AREA,
    true,
  ),
  tmInfoTmCrossSearch: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/tmCrossSearch',
    'json',
    AREA,
    false,
  ),
  tmInfoGroupStatistics: endpoint<
    Req<typeof searchSchemas.tmInfoGroupStatistics>,
    Res<typeof searchSchemas.tmInfoGroupStatistics>
  >('POST', 'tmInfo/groupStatistics', 'json', AREA, true),
  tmInfoQueryTmNice: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryTmNice',
    'json',
    AREA,
    true,
  ),
  tmInfoAnalyzeSuccessRate: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/analyzeSuccessRate',
    'json',
    AREA,
    false,
  ),
  tmInfoGetNoticeInfo: endpoint<
    Req<typeof searchSchemas.tmInfoGetNoticeInfo>,
    Res<typeof searchSchemas.tmInfoGetNoticeInfo>
  >('POST', 'tmInfo/getNoticeInfo', 'json', AREA, false),
  tmInfoQueryResultDownload: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/queryResultDownload',
    'blob',
    AREA,
    true,
  ),
  tmInfoWordExport: endpoint<
    Req<typeof searchSchemas.tmInfoWordExport>,
    Res<typeof searchSchemas.tmInfoWordExport>
  >('POST', 'tmInfo/wordExport', 'blob', AREA, true),
  tmInfoTrademarkFileWordExport: endpoint<
    Req<typeof searchSchemas.tmInfoTrademarkFileWordExport>,
    Res<typeof searchSchemas.tmInfoTrademarkFileWordExport>
  >('POST', 'tmInfo/trademarkFileWordExport', 'blob', AREA, true),
  tmInfoQueryResultExport: endpoint<
    Req<typeof searchSchemas.tmInfoQueryResultExport>,
    Res<typeof searchSchemas.tmInfoQueryResultExport>
  >('POST', 'tmInfo/queryResultExport', 'blob', AREA, true),
  tmInfoQueryResultCustomColumnExport: endpoint<
    Req<typeof searchSchemas.tmInfoQueryResultCustomColumnExport>,
    Res<typeof searchSchemas.tmInfoQueryResultCustomColumnExport>
  >('POST', 'tmInfo/queryResultCustomColumnExport', 'blob', AREA, true),
  tmInfoQueryResultExportZh: endpoint<
    Req<typeof searchSchemas.tmInfoQueryResultExportZh>,
    Res<typeof searchSchemas.tmInfoQueryResultExportZh>
  >('POST', 'tmInfo/queryResultExportZh', 'blob', AREA, true),
  tmInfoCustomerTrademarksExprot: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmInfo/customerTrademarksExprot',
    'blob',
    AREA,
    true,
  ),
  euQueryQueryTmText: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'euQuery/queryTmText',
    'json',
    AREA,
    true,
  ),
  usQueryQueryTmText: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'usQuery/queryTmText',
    'json',
    AREA,
    true,
  ),
  tmQueryReportAddRemarksField: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmQueryReport/addRemarksField',
    'json',
    AREA,
    true,
  ),
  tmQueryReportUploadRemarksFile: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmQueryReport/uploadRemarksFile',
    'form',
    AREA,
    true,
  ),
} as const

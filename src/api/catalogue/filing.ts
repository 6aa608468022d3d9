import { endpoint, type PendingRequest, type PendingResponse, type Req, type Res } from './define'
import type { filingSchemas } from '../schemas/filing'
import type { searchOrdersSchemas } from '../schemas/search-orders'

const AREA = 'filing'

/** The filing calls. Payload shapes are settled by the issue that builds this area. */
export const filingCalls = {
  trademarkCreateApplicant: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/createApplicant',
    'json',
    AREA,
    true,
  ),
  trademarkCreateTrademark: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/createTrademark',
    'json',
    AREA,
    true,
  ),
  trademarkCreateGlobalTrademark: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/createGlobalTrademark',
    'json',
    AREA,
    true,
  ),
  trademarkGetApplicants: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getApplicants',
    'json',
    AREA,
    false,
  ),
  trademarkGetApplicantList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getApplicantList',
    'json',
    AREA,
    true,
  ),
  trademarkGetNice: endpoint<
    Req<typeof filingSchemas.trademarkGetNice>,
    Res<typeof filingSchemas.trademarkGetNice>
  >('POST', 'trademark/getNice', 'json', AREA, false),
  trademarkGetNiceCode: endpoint<
    Req<typeof filingSchemas.trademarkGetNiceCode>,
    Res<typeof filingSchemas.trademarkGetNiceCode>
  >('POST', 'trademark/getNiceCode', 'json', AREA, false),
  trademarkGetNiceCodeGlobal: endpoint<
    Req<typeof filingSchemas.trademarkGetNiceCodeGlobal>,
    Res<typeof filingSchemas.trademarkGetNiceCodeGlobal>
  >('POST', 'trademark/getNiceCodeGlobal', 'json', AREA, false),
  trademarkGetGoods: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getGoods',
    'json',
    AREA,
    false,
  ),
  trademarkGetStandard: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getStandard',
    'json',
    AREA,
    false,
  ),
  trademarkGetPrice: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getPrice',
    'json',
    AREA,
    true,
  ),
  trademarkGetFormula: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getFormula',
    'json',
    AREA,
    true,
  ),
  trademarkGetByPreview: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getByPreview',
    'json',
    AREA,
    false,
  ),
  trademarkGetByComplete: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getByComplete',
    'json',
    AREA,
    false,
  ),
  trademarkGenerate: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/generate',
    'json',
    AREA,
    true,
  ),
  trademarkGenerateBlack: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/generateBlack',
    'json',
    AREA,
    true,
  ),
  trademarkFileUpload: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/fileUpload',
    'form',
    AREA,
    true,
  ),
  trademarkUploadFile: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/uploadFile',
    'form',
    AREA,
    true,
  ),
  trademarkGlobalUploadFile: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/globalUploadFile',
    'form',
    AREA,
    true,
  ),
  trademarkCategoryExcelImport: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/CategoryExcelImport',
    'form',
    AREA,
    true,
  ),
  trademarkCategoryExcelcheck: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/CategoryExcelcheck',
    'form',
    AREA,
    true,
  ),
  trademarkDownloadTcExcel: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/downloadTcExcel',
    'blob',
    AREA,
    true,
  ),
  trademarkCommodityVerification: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/CommodityVerification',
    'json',
    AREA,
    true,
  ),
  trademarkQueryCategoryDetail: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/queryCategoryDetail',
    'json',
    AREA,
    true,
  ),
  trademarkGetVienna: endpoint<
    Req<typeof filingSchemas.trademarkGetVienna>,
    Res<typeof filingSchemas.trademarkGetVienna>
  >('POST', 'trademark/getVienna', 'json', AREA, false),
  trademarkGetViennaAll: endpoint<
    Req<typeof filingSchemas.trademarkGetViennaAll>,
    Res<typeof filingSchemas.trademarkGetViennaAll>
  >('POST', 'trademark/getViennaAll', 'json', AREA, false),
  trademarkGetDomain: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getDomain',
    'json',
    AREA,
    true,
  ),
  trademarkGetDomainSecond: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getDomainSecond',
    'json',
    AREA,
    false,
  ),
  trademarkAiSimilarQuery: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/aiSimilarQuery',
    'json',
    AREA,
    false,
  ),
  trademarkEuAiSimilarQuery: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/euAiSimilarQuery',
    'json',
    AREA,
    false,
  ),
  trademarkAddIntelligence: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/addIntelligence',
    'json',
    AREA,
    true,
  ),
  trademarkAddWhole: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/addWhole',
    'json',
    AREA,
    true,
  ),
  trademarkSelectProvince: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/selectProvince',
    'json',
    AREA,
    false,
  ),
  trademarkGetProvinceAll: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getProvinceAll',
    'json',
    AREA,
    false,
  ),
  trademarkGetGlobalArea: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getGlobalArea',
    'json',
    AREA,
    false,
  ),
  trademarkGetInquiryReportCountry: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getInquiryReportCountry',
    'json',
    AREA,
    true,
  ),
  trademarkGetGlobalRunCountry: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getGlobalRunCountry',
    'json',
    AREA,
    false,
  ),
  trademarkQueryFeeShedule: endpoint<
    Req<typeof filingSchemas.trademarkQueryFeeShedule>,
    Res<typeof filingSchemas.trademarkQueryFeeShedule>
  >('POST', 'trademark/queryFeeShedule', 'json', AREA, true),
  trademarkQueryCasesList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/queryCasesList',
    'json',
    AREA,
    true,
  ),
  trademarkGetTmFeeCountry: endpoint<
    Req<typeof filingSchemas.trademarkGetTmFeeCountry>,
    Res<typeof filingSchemas.trademarkGetTmFeeCountry>
  >('POST', 'trademark/getTmFeeCountry', 'json', AREA, false),
  trademarkGetTrademarkQueryPrice: endpoint<
    Req<typeof searchOrdersSchemas.trademarkGetTrademarkQueryPrice>,
    Res<typeof searchOrdersSchemas.trademarkGetTrademarkQueryPrice>
  >('POST', 'trademark/getTrademarkQueryPrice', 'json', AREA, true),
  trademarkInsertRegistration: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/insertRegistration',
    'json',
    AREA,
    true,
  ),
  trademarkGetRegistrationPreview: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getRegistrationPreview',
    'json',
    AREA,
    false,
  ),
  trademarkGetTrademarkHalf: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getTrademarkHalf',
    'json',
    AREA,
    false,
  ),
  trademarkGetTrademarkCases: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'trademark/getTrademarkCases',
    'json',
    AREA,
    false,
  ),
  trademarkTrademarkCasesHaveNotFinished: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'trademark/trademarkCasesHaveNotFinished',
    'json',
    AREA,
    false,
  ),
  trademarkCustomServiceVerify: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'trademark/customServiceVerify',
    'json',
    AREA,
    false,
  ),
  trademarkImageShowErrorRemind: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'trademark/imageShowErrorRemind',
    'json',
    AREA,
    false,
  ),
  trademarkQueryZongWeiConfig: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'trademark/queryZongWeiConfig',
    'json',
    AREA,
    false,
  ),
} as const

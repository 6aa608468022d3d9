import { endpoint, type Req, type Res } from './define'
import type { registrationGoodsSchemas } from '../schemas/registration-goods'
import type { registrationRegionsSchemas } from '../schemas/registration-regions'
import type { registrationApplicantsSchemas } from '../schemas/registration-applicants'
import type { filingSchemas } from '../schemas/filing'
import type { searchOrdersSchemas } from '../schemas/search-orders'
import type { registrationDocumentsSchemas } from '../schemas/registration-documents'
import type { registrationDraftsSchemas } from '../schemas/registration-drafts'
import type { registrationMarksSchemas } from '../schemas/registration-marks'

const AREA = 'filing'

/** The filing calls. Payload shapes are settled by the issue that builds this area. */
export const filingCalls = {
  trademarkCreateApplicant: endpoint<
    Req<typeof registrationApplicantsSchemas.trademarkCreateApplicant>,
    Res<typeof registrationApplicantsSchemas.trademarkCreateApplicant>
  >('POST', 'trademark/createApplicant', 'json', AREA, true),
  trademarkCreateTrademark: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkCreateTrademark>,
    Res<typeof registrationDraftsSchemas.trademarkCreateTrademark>
  >('POST', 'trademark/createTrademark', 'json', AREA, true),
  trademarkCreateGlobalTrademark: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkCreateGlobalTrademark>,
    Res<typeof registrationDraftsSchemas.trademarkCreateGlobalTrademark>
  >('POST', 'trademark/createGlobalTrademark', 'json', AREA, true),
  trademarkGetApplicants: endpoint<
    Req<typeof registrationApplicantsSchemas.trademarkGetApplicants>,
    Res<typeof registrationApplicantsSchemas.trademarkGetApplicants>
  >('POST', 'trademark/getApplicants', 'json', AREA, false),
  trademarkGetApplicantList: endpoint<
    Req<typeof registrationApplicantsSchemas.trademarkGetApplicantList>,
    Res<typeof registrationApplicantsSchemas.trademarkGetApplicantList>
  >('POST', 'trademark/getApplicantList', 'json', AREA, true),
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
  trademarkGetGoods: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkGetGoods>,
    Res<typeof registrationGoodsSchemas.trademarkGetGoods>
  >('POST', 'trademark/getGoods', 'json', AREA, false),
  trademarkGetStandard: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkGetStandard>,
    Res<typeof registrationGoodsSchemas.trademarkGetStandard>
  >('POST', 'trademark/getStandard', 'json', AREA, false),
  trademarkGetPrice: endpoint<
    Req<typeof registrationRegionsSchemas.trademarkGetPrice>,
    Res<typeof registrationRegionsSchemas.trademarkGetPrice>
  >('POST', 'trademark/getPrice', 'json', AREA, true),
  trademarkGetFormula: endpoint<
    Req<typeof registrationRegionsSchemas.trademarkGetFormula>,
    Res<typeof registrationRegionsSchemas.trademarkGetFormula>
  >('POST', 'trademark/getFormula', 'json', AREA, true),
  trademarkGetByPreview: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkGetByPreview>,
    Res<typeof registrationDraftsSchemas.trademarkGetByPreview>
  >('POST', 'trademark/getByPreview', 'json', AREA, false),
  trademarkGetByComplete: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkGetByComplete>,
    Res<typeof registrationDraftsSchemas.trademarkGetByComplete>
  >('POST', 'trademark/getByComplete', 'json', AREA, false),
  trademarkGenerate: endpoint<
    Req<typeof registrationMarksSchemas.trademarkGenerate>,
    Res<typeof registrationMarksSchemas.trademarkGenerate>
  >('POST', 'trademark/generate', 'json', AREA, true),
  trademarkGenerateBlack: endpoint<
    Req<typeof registrationMarksSchemas.trademarkGenerateBlack>,
    Res<typeof registrationMarksSchemas.trademarkGenerateBlack>
  >('POST', 'trademark/generateBlack', 'json', AREA, true),
  trademarkFileUpload: endpoint<
    Req<typeof registrationMarksSchemas.trademarkFileUpload>,
    Res<typeof registrationMarksSchemas.trademarkFileUpload>
  >('POST', 'trademark/fileUpload', 'form', AREA, true),
  trademarkUploadFile: endpoint<
    Req<typeof registrationDocumentsSchemas.trademarkUploadFile>,
    Res<typeof registrationDocumentsSchemas.trademarkUploadFile>
  >('POST', 'trademark/uploadFile', 'form', AREA, false),
  trademarkGlobalUploadFile: endpoint<
    Req<typeof registrationDocumentsSchemas.trademarkGlobalUploadFile>,
    Res<typeof registrationDocumentsSchemas.trademarkGlobalUploadFile>
  >('POST', 'trademark/globalUploadFile', 'form', AREA, false),
  trademarkCategoryExcelImport: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkCategoryExcelImport>,
    Res<typeof registrationGoodsSchemas.trademarkCategoryExcelImport>
  >('POST', 'trademark/CategoryExcelImport', 'form', AREA, true),
  trademarkCategoryExcelcheck: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkCategoryExcelcheck>,
    Res<typeof registrationGoodsSchemas.trademarkCategoryExcelcheck>
  >('POST', 'trademark/CategoryExcelcheck', 'form', AREA, true),
  trademarkDownloadTcExcel: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkDownloadTcExcel>,
    Res<typeof registrationGoodsSchemas.trademarkDownloadTcExcel>
  >('POST', 'trademark/downloadTcExcel', 'blob', AREA, true),
  trademarkCommodityVerification: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkCommodityVerification>,
    Res<typeof registrationGoodsSchemas.trademarkCommodityVerification>
  >('POST', 'trademark/CommodityVerification', 'json', AREA, true),
  trademarkQueryCategoryDetail: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkQueryCategoryDetail>,
    Res<typeof registrationGoodsSchemas.trademarkQueryCategoryDetail>
  >('POST', 'trademark/queryCategoryDetail', 'json', AREA, true),
  trademarkGetVienna: endpoint<
    Req<typeof filingSchemas.trademarkGetVienna>,
    Res<typeof filingSchemas.trademarkGetVienna>
  >('POST', 'trademark/getVienna', 'json', AREA, false),
  trademarkGetViennaAll: endpoint<
    Req<typeof filingSchemas.trademarkGetViennaAll>,
    Res<typeof filingSchemas.trademarkGetViennaAll>
  >('POST', 'trademark/getViennaAll', 'json', AREA, false),
  trademarkGetDomain: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkGetDomain>,
    Res<typeof registrationGoodsSchemas.trademarkGetDomain>
  >('POST', 'trademark/getDomain', 'json', AREA, true),
  trademarkGetDomainSecond: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkGetDomainSecond>,
    Res<typeof registrationGoodsSchemas.trademarkGetDomainSecond>
  >('POST', 'trademark/getDomainSecond', 'json', AREA, false),
  trademarkAiSimilarQuery: endpoint<
    Req<typeof registrationMarksSchemas.trademarkAiSimilarQuery>,
    Res<typeof registrationMarksSchemas.trademarkAiSimilarQuery>
  >('POST', 'trademark/aiSimilarQuery', 'json', AREA, false),
  trademarkEuAiSimilarQuery: endpoint<
    Req<typeof registrationMarksSchemas.trademarkEuAiSimilarQuery>,
    Res<typeof registrationMarksSchemas.trademarkEuAiSimilarQuery>
  >('POST', 'trademark/euAiSimilarQuery', 'json', AREA, false),
  trademarkAddIntelligence: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkAddIntelligence>,
    Res<typeof registrationGoodsSchemas.trademarkAddIntelligence>
  >('POST', 'trademark/addIntelligence', 'json', AREA, true),
  trademarkAddWhole: endpoint<
    Req<typeof registrationGoodsSchemas.trademarkAddWhole>,
    Res<typeof registrationGoodsSchemas.trademarkAddWhole>
  >('POST', 'trademark/addWhole', 'json', AREA, true),
  trademarkSelectProvince: endpoint<
    Req<typeof registrationApplicantsSchemas.trademarkSelectProvince>,
    Res<typeof registrationApplicantsSchemas.trademarkSelectProvince>
  >('POST', 'trademark/selectProvince', 'json', AREA, false),
  trademarkGetProvinceAll: endpoint<
    Req<typeof registrationApplicantsSchemas.trademarkGetProvinceAll>,
    Res<typeof registrationApplicantsSchemas.trademarkGetProvinceAll>
  >('POST', 'trademark/getProvinceAll', 'json', AREA, false),
  trademarkGetGlobalArea: endpoint<
    Req<typeof registrationRegionsSchemas.trademarkGetGlobalArea>,
    Res<typeof registrationRegionsSchemas.trademarkGetGlobalArea>
  >('POST', 'trademark/getGlobalArea', 'json', AREA, false),
  trademarkGetInquiryReportCountry: endpoint<
    Req<typeof registrationRegionsSchemas.trademarkGetInquiryReportCountry>,
    Res<typeof registrationRegionsSchemas.trademarkGetInquiryReportCountry>
  >('POST', 'trademark/getInquiryReportCountry', 'json', AREA, true),
  trademarkGetGlobalRunCountry: endpoint<
    Req<typeof registrationRegionsSchemas.trademarkGetGlobalRunCountry>,
    Res<typeof registrationRegionsSchemas.trademarkGetGlobalRunCountry>
  >('POST', 'trademark/getGlobalRunCountry', 'json', AREA, false),
  trademarkQueryFeeShedule: endpoint<
    Req<typeof filingSchemas.trademarkQueryFeeShedule>,
    Res<typeof filingSchemas.trademarkQueryFeeShedule>
  >('POST', 'trademark/queryFeeShedule', 'json', AREA, true),
  trademarkQueryCasesList: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkQueryCasesList>,
    Res<typeof registrationDraftsSchemas.trademarkQueryCasesList>
  >('POST', 'trademark/queryCasesList', 'json', AREA, true),
  trademarkGetTmFeeCountry: endpoint<
    Req<typeof filingSchemas.trademarkGetTmFeeCountry>,
    Res<typeof filingSchemas.trademarkGetTmFeeCountry>
  >('POST', 'trademark/getTmFeeCountry', 'json', AREA, false),
  trademarkGetTrademarkQueryPrice: endpoint<
    Req<typeof searchOrdersSchemas.trademarkGetTrademarkQueryPrice>,
    Res<typeof searchOrdersSchemas.trademarkGetTrademarkQueryPrice>
  >('POST', 'trademark/getTrademarkQueryPrice', 'json', AREA, true),
  trademarkInsertRegistration: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkInsertRegistration>,
    Res<typeof registrationDraftsSchemas.trademarkInsertRegistration>
  >('POST', 'trademark/insertRegistration', 'json', AREA, true),
  trademarkGetRegistrationPreview: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkGetRegistrationPreview>,
    Res<typeof registrationDraftsSchemas.trademarkGetRegistrationPreview>
  >('POST', 'trademark/getRegistrationPreview', 'json', AREA, false),
  trademarkGetTrademarkHalf: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkGetTrademarkHalf>,
    Res<typeof registrationDraftsSchemas.trademarkGetTrademarkHalf>
  >('POST', 'trademark/getTrademarkHalf', 'json', AREA, false),
  trademarkGetTrademarkCases: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkGetTrademarkCases>,
    Res<typeof registrationDraftsSchemas.trademarkGetTrademarkCases>
  >('POST', 'trademark/getTrademarkCases', 'json', AREA, false),
  trademarkTrademarkCasesHaveNotFinished: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkTrademarkCasesHaveNotFinished>,
    Res<typeof registrationDraftsSchemas.trademarkTrademarkCasesHaveNotFinished>
  >('GET', 'trademark/trademarkCasesHaveNotFinished', 'json', AREA, false),
  trademarkCustomServiceVerify: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkCustomServiceVerify>,
    Res<typeof registrationDraftsSchemas.trademarkCustomServiceVerify>
  >('GET', 'trademark/customServiceVerify', 'json', AREA, false),
  trademarkImageShowErrorRemind: endpoint<
    Req<typeof registrationMarksSchemas.trademarkImageShowErrorRemind>,
    Res<typeof registrationMarksSchemas.trademarkImageShowErrorRemind>
  >('GET', 'trademark/imageShowErrorRemind', 'json', AREA, false),
  trademarkQueryZongWeiConfig: endpoint<
    Req<typeof registrationDraftsSchemas.trademarkQueryZongWeiConfig>,
    Res<typeof registrationDraftsSchemas.trademarkQueryZongWeiConfig>
  >('GET', 'trademark/queryZongWeiConfig', 'json', AREA, false),
} as const

import { catalogueArea } from './define'
import type { registrationGoodsSchemas as goods } from '../schemas/registration-goods'
import type { registrationRegionsSchemas as regions } from '../schemas/registration-regions'
import type { registrationApplicantsSchemas as applicants } from '../schemas/registration-applicants'
import type { filingSchemas as filing } from '../schemas/filing'
import type { searchOrdersSchemas as searchOrders } from '../schemas/search-orders'
import type { registrationDocumentsSchemas as documents } from '../schemas/registration-documents'
import type { registrationDraftsSchemas as drafts } from '../schemas/registration-drafts'
import type { registrationMarksSchemas as marks } from '../schemas/registration-marks'

const endpoint = catalogueArea('filing')

/** The filing calls. Payload shapes are settled by the issue that builds this area. */
export const filingCalls = {
  trademarkCreateApplicant: endpoint<typeof applicants.trademarkCreateApplicant>('POST trademark/createApplicant', { body: 'json' }),
  trademarkCreateTrademark: endpoint<typeof drafts.trademarkCreateTrademark>('POST trademark/createTrademark', { body: 'json' }),
  trademarkCreateGlobalTrademark: endpoint<typeof drafts.trademarkCreateGlobalTrademark>('POST trademark/createGlobalTrademark', { body: 'json' }),
  trademarkGetApplicants: endpoint<typeof applicants.trademarkGetApplicants>('POST trademark/getApplicants', { body: 'json', loading: false }),
  trademarkGetApplicantList: endpoint<typeof applicants.trademarkGetApplicantList>('POST trademark/getApplicantList', { body: 'json' }),
  trademarkGetNice: endpoint<typeof filing.trademarkGetNice>('POST trademark/getNice', { body: 'json', loading: false }),
  trademarkGetNiceCode: endpoint<typeof filing.trademarkGetNiceCode>('POST trademark/getNiceCode', { body: 'json', loading: false }),
  trademarkGetNiceCodeGlobal: endpoint<typeof filing.trademarkGetNiceCodeGlobal>('POST trademark/getNiceCodeGlobal', { body: 'json', loading: false }),
  trademarkGetGoods: endpoint<typeof goods.trademarkGetGoods>('POST trademark/getGoods', { body: 'json', loading: false }),
  trademarkGetStandard: endpoint<typeof goods.trademarkGetStandard>('POST trademark/getStandard', { body: 'json', loading: false }),
  trademarkGetPrice: endpoint<typeof regions.trademarkGetPrice>('POST trademark/getPrice', { body: 'json' }),
  trademarkGetFormula: endpoint<typeof regions.trademarkGetFormula>('POST trademark/getFormula', { body: 'json' }),
  trademarkGetByPreview: endpoint<typeof drafts.trademarkGetByPreview>('POST trademark/getByPreview', { body: 'json', loading: false }),
  trademarkGetByComplete: endpoint<typeof drafts.trademarkGetByComplete>('POST trademark/getByComplete', { body: 'json', loading: false }),
  trademarkGenerate: endpoint<typeof marks.trademarkGenerate>('POST trademark/generate', { body: 'json' }),
  trademarkGenerateBlack: endpoint<typeof marks.trademarkGenerateBlack>('POST trademark/generateBlack', { body: 'json' }),
  trademarkFileUpload: endpoint<typeof marks.trademarkFileUpload>('POST trademark/fileUpload', { body: 'form' }),
  trademarkUploadFile: endpoint<typeof documents.trademarkUploadFile>('POST trademark/uploadFile', { body: 'form', loading: false }),
  trademarkGlobalUploadFile: endpoint<typeof documents.trademarkGlobalUploadFile>('POST trademark/globalUploadFile', { body: 'form', loading: false }),
  trademarkCategoryExcelImport: endpoint<typeof goods.trademarkCategoryExcelImport>('POST trademark/CategoryExcelImport', { body: 'form' }),
  trademarkCategoryExcelcheck: endpoint<typeof goods.trademarkCategoryExcelcheck>('POST trademark/CategoryExcelcheck', { body: 'form' }),
  trademarkDownloadTcExcel: endpoint<typeof goods.trademarkDownloadTcExcel>('POST trademark/downloadTcExcel', { body: 'blob' }),
  trademarkCommodityVerification: endpoint<typeof goods.trademarkCommodityVerification>('POST trademark/CommodityVerification', { body: 'json' }),
  trademarkQueryCategoryDetail: endpoint<typeof goods.trademarkQueryCategoryDetail>('POST trademark/queryCategoryDetail', { body: 'json' }),
  trademarkGetVienna: endpoint<typeof filing.trademarkGetVienna>('POST trademark/getVienna', { body: 'json', loading: false }),
  trademarkGetViennaAll: endpoint<typeof filing.trademarkGetViennaAll>('POST trademark/getViennaAll', { body: 'json', loading: false }),
  trademarkGetDomain: endpoint<typeof goods.trademarkGetDomain>('POST trademark/getDomain', { body: 'json' }),
  trademarkGetDomainSecond: endpoint<typeof goods.trademarkGetDomainSecond>('POST trademark/getDomainSecond', { body: 'json', loading: false }),
  trademarkAiSimilarQuery: endpoint<typeof marks.trademarkAiSimilarQuery>('POST trademark/aiSimilarQuery', { body: 'json', loading: false }),
  trademarkEuAiSimilarQuery: endpoint<typeof marks.trademarkEuAiSimilarQuery>('POST trademark/euAiSimilarQuery', { body: 'json', loading: false }),
  trademarkAddIntelligence: endpoint<typeof goods.trademarkAddIntelligence>('POST trademark/addIntelligence', { body: 'json' }),
  trademarkAddWhole: endpoint<typeof goods.trademarkAddWhole>('POST trademark/addWhole', { body: 'json' }),
  trademarkSelectProvince: endpoint<typeof applicants.trademarkSelectProvince>('POST trademark/selectProvince', { body: 'json', loading: false }),
  trademarkGetProvinceAll: endpoint<typeof applicants.trademarkGetProvinceAll>('POST trademark/getProvinceAll', { body: 'json', loading: false }),
  trademarkGetGlobalArea: endpoint<typeof regions.trademarkGetGlobalArea>('POST trademark/getGlobalArea', { body: 'json', loading: false }),
  trademarkGetInquiryReportCountry: endpoint<typeof regions.trademarkGetInquiryReportCountry>('POST trademark/getInquiryReportCountry', { body: 'json' }),
  trademarkGetGlobalRunCountry: endpoint<typeof regions.trademarkGetGlobalRunCountry>('POST trademark/getGlobalRunCountry', { body: 'json', loading: false }),
  trademarkQueryFeeShedule: endpoint<typeof filing.trademarkQueryFeeShedule>('POST trademark/queryFeeShedule', { body: 'json' }),
  trademarkQueryCasesList: endpoint<typeof drafts.trademarkQueryCasesList>('POST trademark/queryCasesList', { body: 'json' }),
  trademarkGetTmFeeCountry: endpoint<typeof filing.trademarkGetTmFeeCountry>('POST trademark/getTmFeeCountry', { body: 'json', loading: false }),
  trademarkGetTrademarkQueryPrice: endpoint<typeof searchOrders.trademarkGetTrademarkQueryPrice>('POST trademark/getTrademarkQueryPrice', { body: 'json' }),
  trademarkInsertRegistration: endpoint<typeof drafts.trademarkInsertRegistration>('POST trademark/insertRegistration', { body: 'json' }),
  trademarkGetRegistrationPreview: endpoint<typeof drafts.trademarkGetRegistrationPreview>('POST trademark/getRegistrationPreview', { body: 'json', loading: false }),
  trademarkGetTrademarkHalf: endpoint<typeof drafts.trademarkGetTrademarkHalf>('POST trademark/getTrademarkHalf', { body: 'json', loading: false }),
  trademarkGetTrademarkCases: endpoint<typeof drafts.trademarkGetTrademarkCases>('POST trademark/getTrademarkCases', { body: 'json', loading: false }),
  trademarkTrademarkCasesHaveNotFinished: endpoint<typeof drafts.trademarkTrademarkCasesHaveNotFinished>('GET trademark/trademarkCasesHaveNotFinished', { body: 'json', loading: false }),
  trademarkCustomServiceVerify: endpoint<typeof drafts.trademarkCustomServiceVerify>('GET trademark/customServiceVerify', { body: 'json', loading: false }),
  trademarkImageShowErrorRemind: endpoint<typeof marks.trademarkImageShowErrorRemind>('GET trademark/imageShowErrorRemind', { body: 'json', loading: false }),
  trademarkQueryZongWeiConfig: endpoint<typeof drafts.trademarkQueryZongWeiConfig>('GET trademark/queryZongWeiConfig', { body: 'json', loading: false }),
} as const

import { catalogueArea } from './define'

const endpoint = catalogueArea('portfolio')

/** The portfolio calls. Payload shapes are settled by the issue that builds this area. */
export const portfolioCalls = {
  tmPlatTmPlat: endpoint('POST tmPlat/tmPlat', { body: 'json', loading: false }),
  tmPlatGetTmApplicantList: endpoint('POST tmPlat/getTmApplicantList', { body: 'json' }),
  tmPlatTmPlatDetails: endpoint('POST tmPlat/tmPlatDetails', { body: 'json' }),
  tmPlatTmPlatExport: endpoint('POST tmPlat/tmPlatExport', { body: 'blob' }),
  applicantTrademarkDataGetApplicantTrademarkDataList: endpoint('POST applicantTrademarkData/getApplicantTrademarkDataList', { body: 'json' }),
  applicantTrademarkDataApplicantTrademarkDataUpdateTip: endpoint('POST applicantTrademarkData/applicantTrademarkDataUpdateTip', { body: 'json', loading: false }),
  applicantTrademarkDataApplicantTrademarkProcedureType: endpoint('POST applicantTrademarkData/applicantTrademarkProcedureType', { body: 'json', loading: false }),
  globalExtendControllerAddApplicantToAccount: endpoint('POST globalExtendController/addApplicantToAccount', { body: 'json' }),
  globalExtendControllerGetApplicantsByAccount: endpoint('POST globalExtendController/getApplicantsByAccount', { body: 'json', loading: false }),
  globalExtendControllerGetGloabalExtendTraInfo: endpoint('POST globalExtendController/getGloabalExtendTraInfo', { body: 'json', loading: false }),
  globalExtendControllerQueryApplicant: endpoint('POST globalExtendController/queryApplicant', { body: 'json' }),
  globalExtendControllerQueryTmByApplicantId: endpoint('POST globalExtendController/queryTmByApplicantId', { body: 'json' }),
  globalExtendControllerQueryMyTmDetails: endpoint('POST globalExtendController/queryMyTmDetails', { body: 'json' }),
  customFieldGetCustomField: endpoint('POST customField/getCustomField', { body: 'json', loading: false }),
  customFieldUpdateCustomField: endpoint('POST customField/updateCustomField', { body: 'json' }),
  customFieldInitCustomField: endpoint('POST customField/initCustomField', { body: 'json', loading: false }),
} as const

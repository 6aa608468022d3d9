import { catalogueArea } from './define'
import type { applicantPortfoliosSchemas as AP } from '../schemas/applicant-portfolios'
import type { customFieldSchemas as CF } from '../schemas/cases-list'

const endpoint = catalogueArea('portfolio')

/** The portfolio calls. Payload shapes are settled by the issue that builds this area. */
export const portfolioCalls = {
  tmPlatTmPlat: endpoint<typeof AP.tmPlatTmPlat>('POST tmPlat/tmPlat', { body: 'json', loading: false }),
  tmPlatGetTmApplicantList: endpoint<typeof AP.tmPlatGetTmApplicantList>('POST tmPlat/getTmApplicantList', { body: 'json' }),
  tmPlatTmPlatDetails: endpoint<typeof AP.tmPlatTmPlatDetails>('POST tmPlat/tmPlatDetails', { body: 'json' }),
  tmPlatTmPlatExport: endpoint<typeof AP.tmPlatTmPlatExport>('POST tmPlat/tmPlatExport', { body: 'blob' }),
  applicantTrademarkDataGetApplicantTrademarkDataList: endpoint<typeof AP.applicantTrademarkDataGetApplicantTrademarkDataList>('POST applicantTrademarkData/getApplicantTrademarkDataList', {
    body: 'json',
  }),
  applicantTrademarkDataApplicantTrademarkDataUpdateTip: endpoint<typeof AP.applicantTrademarkDataApplicantTrademarkDataUpdateTip>('POST applicantTrademarkData/applicantTrademarkDataUpdateTip', {
    body: 'json',
    loading: false,
  }),
  applicantTrademarkDataApplicantTrademarkProcedureType: endpoint<typeof AP.applicantTrademarkDataApplicantTrademarkProcedureType>('POST applicantTrademarkData/applicantTrademarkProcedureType', {
    body: 'json',
    loading: false,
  }),
  globalExtendControllerAddApplicantToAccount: endpoint<typeof AP.globalExtendControllerAddApplicantToAccount>('POST globalExtendController/addApplicantToAccount', { body: 'json' }),
  globalExtendControllerGetApplicantsByAccount: endpoint<typeof AP.globalExtendControllerGetApplicantsByAccount>('POST globalExtendController/getApplicantsByAccount', {
    body: 'json',
    loading: false,
  }),
  globalExtendControllerGetGloabalExtendTraInfo: endpoint<typeof AP.globalExtendControllerGetGloabalExtendTraInfo>('POST globalExtendController/getGloabalExtendTraInfo', {
    body: 'json',
    loading: false,
  }),
  globalExtendControllerQueryApplicant: endpoint<typeof AP.globalExtendControllerQueryApplicant>('POST globalExtendController/queryApplicant', { body: 'json' }),
  globalExtendControllerQueryTmByApplicantId: endpoint<typeof AP.globalExtendControllerQueryTmByApplicantId>('POST globalExtendController/queryTmByApplicantId', { body: 'json' }),
  globalExtendControllerQueryMyTmDetails: endpoint<typeof AP.globalExtendControllerQueryMyTmDetails>('POST globalExtendController/queryMyTmDetails', { body: 'json' }),
  customFieldGetCustomField: endpoint<typeof CF.customFieldGetCustomField>('POST customField/getCustomField', { body: 'json', loading: false }),
  customFieldUpdateCustomField: endpoint<typeof CF.customFieldUpdateCustomField>('POST customField/updateCustomField', { body: 'json' }),
  customFieldInitCustomField: endpoint<typeof CF.customFieldInitCustomField>('POST customField/initCustomField', { body: 'json', loading: false }),
} as const

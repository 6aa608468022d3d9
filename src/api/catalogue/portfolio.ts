import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'portfolio'

/** The portfolio calls. Payload shapes are settled by the issue that builds this area. */
export const portfolioCalls = {
  tmPlatTmPlat: endpoint<PendingRequest, PendingResponse>('POST', 'tmPlat/tmPlat', 'json', AREA, false),
  tmPlatGetTmApplicantList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmPlat/getTmApplicantList',
    'json',
    AREA,
    true,
  ),
  tmPlatTmPlatDetails: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmPlat/tmPlatDetails',
    'json',
    AREA,
    true,
  ),
  tmPlatTmPlatExport: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'tmPlat/tmPlatExport',
    'blob',
    AREA,
    true,
  ),
  applicantTrademarkDataGetApplicantTrademarkDataList: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantTrademarkData/getApplicantTrademarkDataList',
    'json',
    AREA,
    true,
  ),
  applicantTrademarkDataApplicantTrademarkDataUpdateTip: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantTrademarkData/applicantTrademarkDataUpdateTip',
    'json',
    AREA,
    false,
  ),
  applicantTrademarkDataApplicantTrademarkProcedureType: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'applicantTrademarkData/applicantTrademarkProcedureType',
    'json',
    AREA,
    false,
  ),
  globalExtendControllerAddApplicantToAccount: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'globalExtendController/addApplicantToAccount',
    'json',
    AREA,
    true,
  ),
  globalExtendControllerGetApplicantsByAccount: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'globalExtendController/getApplicantsByAccount',
    'json',
    AREA,
    false,
  ),
  globalExtendControllerGetGloabalExtendTraInfo: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'globalExtendController/getGloabalExtendTraInfo',
    'json',
    AREA,
    false,
  ),
  globalExtendControllerQueryApplicant: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'globalExtendController/queryApplicant',
    'json',
    AREA,
    true,
  ),
  globalExtendControllerQueryTmByApplicantId: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'globalExtendController/queryTmByApplicantId',
    'json',
    AREA,
    true,
  ),
  globalExtendControllerQueryMyTmDetails: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'globalExtendController/queryMyTmDetails',
    'json',
    AREA,
    true,
  ),
  customFieldGetCustomField: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'customField/getCustomField',
    'json',
    AREA,
    false,
  ),
  customFieldUpdateCustomField: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'customField/updateCustomField',
    'json',
    AREA,
    true,
  ),
  customFieldInitCustomField: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'customField/initCustomField',
    'json',
    AREA,
    false,
  ),
} as const

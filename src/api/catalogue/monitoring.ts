import { endpoint, type PendingRequest, type PendingResponse } from './define'

const AREA = 'monitoring'

/** The monitoring calls. Payload shapes are settled by the issue that builds this area. */
export const monitoringCalls = {
  monitoringGetByTmtabData: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/getByTmtabData', 'json', AREA, false),
  monitoringQueryMonitoringPriceByCountryCount: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/queryMonitoringPriceByCountryCount', 'json', AREA, true),
  monitoringGetTrademarkMonitoringPrice: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/getTrademarkMonitoringPrice', 'json', AREA, true),
  monitoringImageUrlTransfrom: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/imageUrlTransfrom', 'json', AREA, false),
  monitoringGetAllTrialnums: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/getAllTrialnums', 'json', AREA, false),
  monitoringCreateMonitoring: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/createMonitoring', 'json', AREA, true),
  monitoringGetMemberMonitoringReport: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/getMemberMonitoringReport', 'json', AREA, true),
  monitoringMonitoringResultRead: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/monitoringResultRead', 'json', AREA, false),
  monitoringGetMemberTrialnums: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/getMemberTrialnums', 'json', AREA, false),
  monitoringDelMonitoringTask: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/delMonitoringTask', 'json', AREA, true),
  monitoringGetMemberMonitorings: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/getMemberMonitorings', 'json', AREA, false),
  monitoringGetMemberMonitoringDetails: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/getMemberMonitoringDetails', 'json', AREA, true),
  monitoringStopMonitoringTask: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/stopMonitoringTask', 'json', AREA, true),
  monitoringMonitoringResultExport: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/monitoringResultExport', 'blob', AREA, true),
  monitoringMemberMonitoringExportWord: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/memberMonitoringExportWord', 'blob', AREA, true),
  monitoringMemberMonitoringExport: endpoint<PendingRequest, PendingResponse>('POST', 'monitoring/memberMonitoringExport', 'blob', AREA, true),
  memberGetMonitoring: endpoint<PendingRequest, PendingResponse>('GET', 'member/getMonitoring', 'json', AREA, false),
  memberGetMonitoringPost: endpoint<PendingRequest, PendingResponse>('POST', 'member/getMonitoring', 'json', AREA, false),
  memberGetMonitoringPut: endpoint<PendingRequest, PendingResponse>('PUT', 'member/getMonitoring', 'json', AREA, false),
  memberGetMonitoringDelete: endpoint<PendingRequest, PendingResponse>('DELETE', 'member/getMonitoring', 'json', AREA, false),
  monitorYearsCreateOrder: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/createOrder', 'json', AREA, true),
  monitorYearsGetMonitorYearsOrder: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/getMonitorYearsOrder', 'json', AREA, false),
  monitorYearsIsCanMonitor: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/isCanMonitor', 'json', AREA, true),
  monitorYearsCreateStandardMonitor: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/createStandardMonitor', 'json', AREA, true),
  monitorYearsPerFormMonitor: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/perFormMonitor', 'json', AREA, true),
  monitorYearsGetMonitorYearsCountry: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/getMonitorYearsCountry', 'json', AREA, false),
  monitorYearsDownloadMonitoringApplicantExcel: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/downloadMonitoringApplicantExcel', 'blob', AREA, true),
  monitorYearsDownloadExcel: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/downloadExcel', 'blob', AREA, true),
  monitorYearsMonitorApplicantExcelImport: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/monitorApplicantExcelImport', 'form', AREA, true),
  monitorYearsMonitorExcelImport: endpoint<PendingRequest, PendingResponse>('POST', 'monitorYears/monitorExcelImport', 'form', AREA, true),
} as const

import { catalogueArea } from './define'

const endpoint = catalogueArea('monitoring')

/** The monitoring calls. Payload shapes are settled by the issue that builds this area. */
export const monitoringCalls = {
  monitoringGetByTmtabData: endpoint('POST monitoring/getByTmtabData', { body: 'json', loading: false }),
  monitoringQueryMonitoringPriceByCountryCount: endpoint('POST monitoring/queryMonitoringPriceByCountryCount', { body: 'json' }),
  monitoringGetTrademarkMonitoringPrice: endpoint('POST monitoring/getTrademarkMonitoringPrice', { body: 'json' }),
  monitoringImageUrlTransfrom: endpoint('POST monitoring/imageUrlTransfrom', { body: 'json', loading: false }),
  monitoringGetAllTrialnums: endpoint('POST monitoring/getAllTrialnums', { body: 'json', loading: false }),
  monitoringCreateMonitoring: endpoint('POST monitoring/createMonitoring', { body: 'json' }),
  monitoringGetMemberMonitoringReport: endpoint('POST monitoring/getMemberMonitoringReport', { body: 'json' }),
  monitoringMonitoringResultRead: endpoint('POST monitoring/monitoringResultRead', { body: 'json', loading: false }),
  monitoringGetMemberTrialnums: endpoint('POST monitoring/getMemberTrialnums', { body: 'json', loading: false }),
  monitoringDelMonitoringTask: endpoint('POST monitoring/delMonitoringTask', { body: 'json' }),
  monitoringGetMemberMonitorings: endpoint('POST monitoring/getMemberMonitorings', { body: 'json', loading: false }),
  monitoringGetMemberMonitoringDetails: endpoint('POST monitoring/getMemberMonitoringDetails', { body: 'json' }),
  monitoringStopMonitoringTask: endpoint('POST monitoring/stopMonitoringTask', { body: 'json' }),
  monitoringMonitoringResultExport: endpoint('POST monitoring/monitoringResultExport', { body: 'blob' }),
  monitoringMemberMonitoringExportWord: endpoint('POST monitoring/memberMonitoringExportWord', { body: 'blob' }),
  monitoringMemberMonitoringExport: endpoint('POST monitoring/memberMonitoringExport', { body: 'blob' }),
  memberGetMonitoring: endpoint('GET member/getMonitoring', { body: 'json', loading: false }),
  memberGetMonitoringPost: endpoint('POST member/getMonitoring', { body: 'json', loading: false }),
  memberGetMonitoringPut: endpoint('PUT member/getMonitoring', { body: 'json', loading: false }),
  memberGetMonitoringDelete: endpoint('DELETE member/getMonitoring', { body: 'json', loading: false }),
  monitorYearsCreateOrder: endpoint('POST monitorYears/createOrder', { body: 'json' }),
  monitorYearsGetMonitorYearsOrder: endpoint('POST monitorYears/getMonitorYearsOrder', { body: 'json', loading: false }),
  monitorYearsIsCanMonitor: endpoint('POST monitorYears/isCanMonitor', { body: 'json' }),
  monitorYearsCreateStandardMonitor: endpoint('POST monitorYears/createStandardMonitor', { body: 'json' }),
  monitorYearsPerFormMonitor: endpoint('POST monitorYears/perFormMonitor', { body: 'json' }),
  monitorYearsGetMonitorYearsCountry: endpoint('POST monitorYears/getMonitorYearsCountry', { body: 'json', loading: false }),
  monitorYearsDownloadMonitoringApplicantExcel: endpoint('POST monitorYears/downloadMonitoringApplicantExcel', { body: 'blob' }),
  monitorYearsDownloadExcel: endpoint('POST monitorYears/downloadExcel', { body: 'blob' }),
  monitorYearsMonitorApplicantExcelImport: endpoint('POST monitorYears/monitorApplicantExcelImport', { body: 'form' }),
  monitorYearsMonitorExcelImport: endpoint('POST monitorYears/monitorExcelImport', { body: 'form' }),
} as const

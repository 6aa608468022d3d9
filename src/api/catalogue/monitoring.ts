import { catalogueArea } from './define'
import type { monitoringSchemas as S } from '../schemas/monitoring'

const endpoint = catalogueArea('monitoring')

/** The monitoring calls (issue 16): schemas and meanings in src/api/schemas/monitoring.ts. */
export const monitoringCalls = {
  monitoringGetByTmtabData: endpoint<typeof S.monitoringGetByTmtabData>('POST monitoring/getByTmtabData', { body: 'json', loading: false }),
  monitoringQueryMonitoringPriceByCountryCount: endpoint<typeof S.monitoringQueryMonitoringPriceByCountryCount>('POST monitoring/queryMonitoringPriceByCountryCount', { body: 'json' }),
  monitoringGetTrademarkMonitoringPrice: endpoint<typeof S.monitoringGetTrademarkMonitoringPrice>('POST monitoring/getTrademarkMonitoringPrice', { body: 'json' }),
  monitoringImageUrlTransfrom: endpoint<typeof S.monitoringImageUrlTransfrom>('POST monitoring/imageUrlTransfrom', { body: 'json', loading: false }),
  monitoringGetAllTrialnums: endpoint<typeof S.monitoringGetAllTrialnums>('POST monitoring/getAllTrialnums', { body: 'json', loading: false }),
  monitoringCreateMonitoring: endpoint<typeof S.monitoringCreateMonitoring>('POST monitoring/createMonitoring', { body: 'json' }),
  monitoringGetMemberMonitoringReport: endpoint<typeof S.monitoringGetMemberMonitoringReport>('POST monitoring/getMemberMonitoringReport', { body: 'json' }),
  monitoringMonitoringResultRead: endpoint<typeof S.monitoringMonitoringResultRead>('POST monitoring/monitoringResultRead', { body: 'json', loading: false }),
  monitoringGetMemberTrialnums: endpoint<typeof S.monitoringGetMemberTrialnums>('POST monitoring/getMemberTrialnums', { body: 'json', loading: false }),
  monitoringDelMonitoringTask: endpoint<typeof S.monitoringDelMonitoringTask>('POST monitoring/delMonitoringTask', { body: 'json' }),
  monitoringGetMemberMonitorings: endpoint<typeof S.monitoringGetMemberMonitorings>('POST monitoring/getMemberMonitorings', { body: 'json', loading: false }),
  monitoringGetMemberMonitoringDetails: endpoint<typeof S.monitoringGetMemberMonitoringDetails>('POST monitoring/getMemberMonitoringDetails', { body: 'json' }),
  monitoringStopMonitoringTask: endpoint<typeof S.monitoringStopMonitoringTask>('POST monitoring/stopMonitoringTask', { body: 'json' }),
  monitoringMonitoringResultExport: endpoint<typeof S.monitoringMonitoringResultExport>('POST monitoring/monitoringResultExport', { body: 'blob' }),
  monitoringMemberMonitoringExportWord: endpoint<typeof S.monitoringMemberMonitoringExportWord>('POST monitoring/memberMonitoringExportWord', { body: 'blob' }),
  monitoringMemberMonitoringExport: endpoint<typeof S.monitoringMemberMonitoringExport>('POST monitoring/memberMonitoringExport', { body: 'blob' }),
  memberGetMonitoring: endpoint<typeof S.memberGetMonitoring>('GET member/getMonitoring', { body: 'json', loading: false }),
  memberGetMonitoringPost: endpoint<typeof S.memberGetMonitoringPost>('POST member/getMonitoring', { body: 'json', loading: false }),
  memberGetMonitoringPut: endpoint<typeof S.memberGetMonitoringPut>('PUT member/getMonitoring', { body: 'json', loading: false }),
  memberGetMonitoringDelete: endpoint<typeof S.memberGetMonitoringDelete>('DELETE member/getMonitoring', { body: 'json', loading: false }),
  monitorYearsCreateOrder: endpoint<typeof S.monitorYearsCreateOrder>('POST monitorYears/createOrder', { body: 'json' }),
  monitorYearsGetMonitorYearsOrder: endpoint<typeof S.monitorYearsGetMonitorYearsOrder>('POST monitorYears/getMonitorYearsOrder', { body: 'json', loading: false }),
  monitorYearsIsCanMonitor: endpoint<typeof S.monitorYearsIsCanMonitor>('POST monitorYears/isCanMonitor', { body: 'json' }),
  monitorYearsCreateStandardMonitor: endpoint<typeof S.monitorYearsCreateStandardMonitor>('POST monitorYears/createStandardMonitor', { body: 'json' }),
  monitorYearsPerFormMonitor: endpoint<typeof S.monitorYearsPerFormMonitor>('POST monitorYears/perFormMonitor', { body: 'json' }),
  monitorYearsGetMonitorYearsCountry: endpoint<typeof S.monitorYearsGetMonitorYearsCountry>('POST monitorYears/getMonitorYearsCountry', { body: 'json', loading: false }),
  monitorYearsDownloadMonitoringApplicantExcel: endpoint<typeof S.monitorYearsDownloadMonitoringApplicantExcel>('POST monitorYears/downloadMonitoringApplicantExcel', { body: 'blob' }),
  monitorYearsDownloadExcel: endpoint<typeof S.monitorYearsDownloadExcel>('POST monitorYears/downloadExcel', { body: 'blob' }),
  monitorYearsMonitorApplicantExcelImport: endpoint<typeof S.monitorYearsMonitorApplicantExcelImport>('POST monitorYears/monitorApplicantExcelImport', { body: 'form' }),
  monitorYearsMonitorExcelImport: endpoint<typeof S.monitorYearsMonitorExcelImport>('POST monitorYears/monitorExcelImport', { body: 'form' }),
} as const

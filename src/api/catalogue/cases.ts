import { catalogueArea } from './define'
import type { casesListSchemas as CL } from '../schemas/cases-list'
import type { officialDocumentsSchemas as OD } from '../schemas/official-documents'
import type { documentsSchemas as Doc } from '../schemas/documents'
import type { teamSchemas as Team } from '../schemas/team'
import type { casesDetailSchemas as CD } from '../schemas/cases-detail'
import type { casesDeadlinesSchemas as DL } from '../schemas/cases-deadlines'

const endpoint = catalogueArea('cases')

/** The cases calls. Payload shapes are settled by the issue that builds this area. */
export const casesCalls = {
  brandmanagementDocumentDir: endpoint<typeof Doc.brandmanagementDocumentDir>('GET brandmanagement/document/dir', { body: 'json', loading: false }),
  brandmanagementDocumentFile: endpoint<typeof Doc.brandmanagementDocumentFile>('GET brandmanagement/document/file', { body: 'json', loading: false }),
  brandmanagementDocumentDirPost: endpoint<typeof Doc.brandmanagementDocumentDirPost>('POST brandmanagement/document/dir', { body: 'json', loading: false }),
  brandmanagementDocumentFilePost: endpoint<typeof Doc.brandmanagementDocumentFilePost>('POST brandmanagement/document/file', { body: 'json', loading: false }),
  brandmanagementDocumentFileList: endpoint<typeof Doc.brandmanagementDocumentFileList>('POST brandmanagement/document/fileList', { body: 'json' }),
  brandmanagementDocumentDirDelete: endpoint<typeof Doc.brandmanagementDocumentDirDelete>('DELETE brandmanagement/document/dir/{id}', { body: 'json', loading: false }),
  brandmanagementDocumentFileDelete: endpoint<typeof Doc.brandmanagementDocumentFileDelete>('DELETE brandmanagement/document/file/{id}', { body: 'json', loading: false }),
  brandmanagementDocumentUploadFile: endpoint<typeof Doc.brandmanagementDocumentUploadFile>('POST brandmanagement/document/uploadFile', { body: 'form' }),
  brandmanagementDocumentBigFileUpload: endpoint<typeof Doc.brandmanagementDocumentBigFileUpload>('POST brandmanagement/document/bigFileUpload', { body: 'form' }),
  brandmanagementDocumentDownloadFile: endpoint<typeof Doc.brandmanagementDocumentDownloadFile>('GET brandmanagement/document/downloadFile', { body: 'blob' }),
  brandmanagementDocumentDownloadFilePost: endpoint<typeof Doc.brandmanagementDocumentDownloadFilePost>('POST brandmanagement/document/downloadFile', { body: 'blob' }),
  brandmanagementDocumentIsUploadDone: endpoint<typeof Doc.brandmanagementDocumentIsUploadDone>('POST brandmanagement/document/isUploadDone', { body: 'json', loading: false }),
  brandmanagementDocumentUnCompressionFile: endpoint<typeof Doc.brandmanagementDocumentUnCompressionFile>('POST brandmanagement/document/unCompressionFile', { body: 'json' }),
  brandmanagementDocumentOcrContent: endpoint<typeof Doc.brandmanagementDocumentOcrContent>('POST brandmanagement/document/ocrContent', { body: 'json' }),
  brandmanagementDocumentOcrRecords: endpoint<typeof Doc.brandmanagementDocumentOcrRecords>('POST brandmanagement/document/ocrRecords', { body: 'json' }),
  brandmanagementDocumentConfirmDocuments: endpoint<typeof Doc.brandmanagementDocumentConfirmDocuments>('POST brandmanagement/document/confirmDocuments', { body: 'json' }),
  brandmanagementDocumentOfficialFileNameList: endpoint<typeof OD.brandmanagementDocumentOfficialFileNameList>('POST brandmanagement/document/officialFileNameList', { body: 'json' }),
  brandmanagementDocumentOfficialDirList: endpoint<typeof OD.brandmanagementDocumentOfficialDirList>('POST brandmanagement/document/officialDirList', { body: 'json' }),
  brandmanagementGetCaseManagementLists: endpoint<typeof CL.brandmanagementGetCaseManagementLists>('POST brandmanagement/getCaseManagementLists', { body: 'json', loading: false }),
  brandmanagementUserConfigV1Get: endpoint<typeof CL.brandmanagementUserConfigV1Get>('POST brandmanagement/userConfig/v1/get', { body: 'json', loading: false }),
  brandmanagementUserConfigV1Update: endpoint<typeof CL.brandmanagementUserConfigV1Update>('POST brandmanagement/userConfig/v1/update', { body: 'json' }),
  brandmanagementUserConfigV2Get: endpoint<typeof CL.brandmanagementUserConfigV2Get>('POST brandmanagement/userConfig/v2/get', { body: 'json', loading: false }),
  brandmanagementUserConfigV2Update: endpoint<typeof CL.brandmanagementUserConfigV2Update>('POST brandmanagement/userConfig/v2/update', { body: 'json' }),
  brandmanagementCaseManagementLabelGet: endpoint<typeof CL.brandmanagementCaseManagementLabelGet>('POST brandmanagement/caseManagementLabel/get', { body: 'json', loading: false }),
  brandmanagementCaseManagementLabelAdd: endpoint<typeof CL.brandmanagementCaseManagementLabelAdd>('POST brandmanagement/caseManagementLabel/add', { body: 'json' }),
  brandmanagementCaseManagementLabelDelete: endpoint<typeof CL.brandmanagementCaseManagementLabelDelete>('POST brandmanagement/caseManagementLabel/delete', { body: 'json' }),
  brandmanagementTabCaseManagementLabel: endpoint<typeof CL.brandmanagementTabCaseManagementLabel>('POST brandmanagement/tabCaseManagementLabel', { body: 'json', loading: false }),
  brandmanagementDeleteManagement: endpoint<typeof CL.brandmanagementDeleteManagement>('POST brandmanagement/deleteManagement', { body: 'json' }),
  brandmanagementAddOrUpdateCaseManagement: endpoint<typeof CD.brandmanagementAddOrUpdateCaseManagement>('POST brandmanagement/addOrUpdateCaseManagement', { body: 'json' }),
  brandmanagementGetCaseInfoDeTail: endpoint<typeof CD.brandmanagementGetCaseInfoDeTail>('POST brandmanagement/getCaseInfoDeTail', { body: 'json' }),
  brandmanagementGetCasemanagementTasks: endpoint<typeof DL.brandmanagementGetCasemanagementTasks>('POST brandmanagement/getCasemanagementTasks', { body: 'json', loading: false }),
  brandmanagementGetCasemanagementAgents: endpoint<typeof CD.brandmanagementGetCasemanagementAgents>('POST brandmanagement/getCasemanagementAgents', { body: 'json', loading: false }),
  brandmanagementGetIntclsDetails: endpoint<typeof CD.brandmanagementGetIntclsDetails>('POST brandmanagement/getIntclsDetails', { body: 'json' }),
  brandmanagementGetCaseTaskHistory: endpoint<typeof CD.brandmanagementGetCaseTaskHistory>('POST brandmanagement/getCaseTaskHistory', { body: 'json', loading: false }),
  brandmanagementGetMemberCaseCountry: endpoint<typeof CL.brandmanagementGetMemberCaseCountry>('POST brandmanagement/getMemberCaseCountry', { body: 'json', loading: false }),
  brandmanagementGetMemberCaseApplicants: endpoint<typeof CL.brandmanagementGetMemberCaseApplicants>('POST brandmanagement/getMemberCaseApplicants', { body: 'json', loading: false }),
  brandmanagementCaseChangeInfoKnown: endpoint<typeof CD.brandmanagementCaseChangeInfoKnown>('POST brandmanagement/caseChangeInfoKnown', { body: 'json', loading: false }),
  brandmanagementCaseManagementExport: endpoint<typeof CL.brandmanagementCaseManagementExport>('POST brandmanagement/caseManagementExport', { body: 'blob' }),
  brandmanagementDownloadCaseManagementExcel: endpoint<typeof CL.brandmanagementDownloadCaseManagementExcel>('POST brandmanagement/downloadCaseManagementExcel', { body: 'blob' }),
  brandmanagementTaskFeeExcelDownload: endpoint<typeof DL.brandmanagementTaskFeeExcelDownload>('POST brandmanagement/taskFeeExcelDownload', { body: 'blob' }),
  brandmanagementCaseManagementImport: endpoint<typeof CL.brandmanagementCaseManagementImport>('POST brandmanagement/caseManagementImport', { body: 'form' }),
  brandmanagementTaskFeeExcelImport: endpoint<typeof DL.brandmanagementTaskFeeExcelImport>('POST brandmanagement/taskFeeExcelImport', { body: 'form' }),
  brandmanagementCaseManagementReminds: endpoint<typeof DL.brandmanagementCaseManagementReminds>('POST brandmanagement/caseManagement/reminds', { body: 'json', loading: false }),
  brandmanagementRemind: endpoint<typeof DL.brandmanagementRemind>('DELETE brandmanagement/remind/{id}', { body: 'json', loading: false }),
  brandmanagementGetCaseTrademarkProcessInfo: endpoint<typeof CD.brandmanagementGetCaseTrademarkProcessInfo>('POST brandmanagement/getCaseTrademarkProcessInfo', { body: 'json', loading: false }),
  brandmanagementSaveCaseTrademarkProcessInfo: endpoint<typeof CD.brandmanagementSaveCaseTrademarkProcessInfo>('POST brandmanagement/saveCaseTrademarkProcessInfo', { body: 'json' }),
  brandmanagementSaveSingleCaseTrademarkProcessInfo: endpoint<typeof CD.brandmanagementSaveSingleCaseTrademarkProcessInfo>('POST brandmanagement/saveSingleCaseTrademarkProcessInfo', { body: 'json' }),
  brandmanagementGetCaseTrademarkTaskInfo: endpoint<typeof DL.brandmanagementGetCaseTrademarkTaskInfo>('POST brandmanagement/getCaseTrademarkTaskInfo', { body: 'json', loading: false }),
  brandmanagementSaveCaseTrademarkTaskInfo: endpoint<typeof DL.brandmanagementSaveCaseTrademarkTaskInfo>('POST brandmanagement/saveCaseTrademarkTaskInfo', { body: 'json' }),
  brandmanagementSaveSingleCaseTrademarkTaskInfo: endpoint<typeof DL.brandmanagementSaveSingleCaseTrademarkTaskInfo>('POST brandmanagement/saveSingleCaseTrademarkTaskInfo', { body: 'json' }),
  brandmanagementCreateAccountOrder: endpoint<typeof Team.brandmanagementCreateAccountOrder>('POST brandmanagement/createAccountOrder', { body: 'json' }),
  brandmanagementGetBrandManagementAccountOrder: endpoint<typeof Team.brandmanagementGetBrandManagementAccountOrder>('POST brandmanagement/getBrandManagementAccountOrder', {
    body: 'json',
    loading: false,
  }),
  brandmanagementAccountJudgment: endpoint<typeof Team.brandmanagementAccountJudgment>('POST brandmanagement/accountJudgment', { body: 'json', loading: false }),
  collectCollectPreview: endpoint<typeof CD.collectCollectPreview>('POST collect/collectPreview', { body: 'json', loading: false }),
} as const

import { catalogueArea } from './define'
import type { filesSchemas as S } from '../schemas/files'
import type { usageLogSchemas as U } from '../schemas/usage-logs'

const endpoint = catalogueArea('files')

/** The files calls. Payload shapes are settled by the issue that builds this area. */
export const filesCalls = {
  fileUpload: endpoint<typeof S.fileUpload>('POST file/upload', { body: 'form' }),
  fileUploadBase64: endpoint<typeof S.fileUploadBase64>('POST file/uploadBase64', { body: 'json' }),
  fileBatchUploadZip: endpoint<typeof S.fileBatchUploadZip>('POST file/batchUploadZip', { body: 'json', loading: false }),
  fileUploadSourceFile: endpoint<typeof S.fileUploadSourceFile>('POST file/uploadSourceFile', { body: 'json' }),
  fileResetProgress: endpoint<typeof S.fileResetProgress>('POST file/resetProgress', { body: 'json', loading: false }),
  fileGetUploadProgress: endpoint<typeof S.fileGetUploadProgress>('POST file/getUploadProgress', { body: 'json', loading: false }),
  fileDownload: endpoint<typeof S.fileDownload>('POST file/download', { body: 'blob' }),
  fileDownloadEdc: endpoint<typeof S.fileDownloadEdc>('POST file/downloadEdc', { body: 'blob' }),
  fileMultiFileDownload: endpoint<typeof S.fileMultiFileDownload>('POST file/multiFileDownload', { body: 'blob' }),
  fileGetProgress: endpoint<typeof S.fileGetProgress>('GET file/getProgress', { body: 'json', loading: false }),
  timestampCreateHashcodeAndFileId: endpoint('POST timestamp/createHashcodeAndFileId', { body: 'form' }),
  copyrightUploadFile: endpoint('POST copyright/uploadFile', { body: 'form' }),
  frontCacheGetCache: endpoint<typeof U.frontCacheGetCache>('GET frontCache/getCache/{key}', { body: 'json', loading: false }),
  logLog1: endpoint<typeof U.logLog1>('POST log/log1.do', { body: 'json', loading: false }),
  logSetUsedTime: endpoint<typeof U.logSetUsedTime>('POST log/setUsedTime', { body: 'json', loading: false }),
  logSpringFestivalLog: endpoint<typeof U.logSpringFestivalLog>('POST log/springFestivalLog', { body: 'form' }),
} as const

import { endpoint, type PendingRequest, type PendingResponse, type Req, type Res } from './define'
import type { filesSchemas } from '../schemas/files'

const AREA = 'files'

/** The files calls. Payload shapes are settled by the issue that builds this area. */
export const filesCalls = {
  fileUpload: endpoint<Req<typeof filesSchemas.fileUpload>, Res<typeof filesSchemas.fileUpload>>(
    'POST',
    'file/upload',
    'form',
    AREA,
    true,
  ),
  fileUploadBase64: endpoint<
    Req<typeof filesSchemas.fileUploadBase64>,
    Res<typeof filesSchemas.fileUploadBase64>
  >('POST', 'file/uploadBase64', 'json', AREA, true),
  fileBatchUploadZip: endpoint<
    Req<typeof filesSchemas.fileBatchUploadZip>,
    Res<typeof filesSchemas.fileBatchUploadZip>
  >('POST', 'file/batchUploadZip', 'json', AREA, false),
  fileUploadSourceFile: endpoint<
    Req<typeof filesSchemas.fileUploadSourceFile>,
    Res<typeof filesSchemas.fileUploadSourceFile>
  >('POST', 'file/uploadSourceFile', 'json', AREA, true),
  fileResetProgress: endpoint<
    Req<typeof filesSchemas.fileResetProgress>,
    Res<typeof filesSchemas.fileResetProgress>
  >('POST', 'file/resetProgress', 'json', AREA, false),
  fileGetUploadProgress: endpoint<
    Req<typeof filesSchemas.fileGetUploadProgress>,
    Res<typeof filesSchemas.fileGetUploadProgress>
  >('POST', 'file/getUploadProgress', 'json', AREA, false),
  fileDownload: endpoint<Req<typeof filesSchemas.fileDownload>, Res<typeof filesSchemas.fileDownload>>(
    'POST',
    'file/download',
    'blob',
    AREA,
    true,
  ),
  fileDownloadEdc: endpoint<
    Req<typeof filesSchemas.fileDownloadEdc>,
    Res<typeof filesSchemas.fileDownloadEdc>
  >('POST', 'file/downloadEdc', 'blob', AREA, true),
  fileMultiFileDownload: endpoint<
    Req<typeof filesSchemas.fileMultiFileDownload>,
    Res<typeof filesSchemas.fileMultiFileDownload>
  >('POST', 'file/multiFileDownload', 'blob', AREA, true),
  fileGetProgress: endpoint<
    Req<typeof filesSchemas.fileGetProgress>,
    Res<typeof filesSchemas.fileGetProgress>
  >('GET', 'file/getProgress', 'json', AREA, false),
  timestampCreateHashcodeAndFileId: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'timestamp/createHashcodeAndFileId',
    'form',
    AREA,
    true,
  ),
  copyrightUploadFile: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'copyright/uploadFile',
    'form',
    AREA,
    true,
  ),
  frontCacheGetCache: endpoint<PendingRequest, PendingResponse>(
    'GET',
    'frontCache/getCache/{key}',
    'json',
    AREA,
    false,
  ),
  logLog1: endpoint<PendingRequest, PendingResponse>('POST', 'log/log1.do', 'json', AREA, false),
  logSetUsedTime: endpoint<PendingRequest, PendingResponse>('POST', 'log/setUsedTime', 'json', AREA, false),
  logSpringFestivalLog: endpoint<PendingRequest, PendingResponse>(
    'POST',
    'log/springFestivalLog',
    'form',
    AREA,
    true,
  ),
} as const

import { filesCalls } from './catalogue/files'
import { downloadFile } from './download'
import { callMutationOptions, callQueryOptions } from './query'

/** Uploads `{ file, bizType }` (multipart); resolves the stored file with its fileId. */
export const uploadFileMutation = () => callMutationOptions(filesCalls.fileUpload)

/** Uploads a file given as Base64 (e.g. a generated trademark image). */
export const uploadBase64Mutation = () => callMutationOptions(filesCalls.fileUploadBase64)

/** Packs uploaded files into a zip on the server; follow the returned jobId with jobProgressQuery. */
export const batchZipMutation = () => callMutationOptions(filesCalls.fileBatchUploadZip)

/** Hands an uploaded source file to server-side processing. */
export const processSourceFileMutation = () => callMutationOptions(filesCalls.fileUploadSourceFile)

/** Resets the byte-counted upload progress before a new upload. */
export const resetUploadProgressMutation = () => callMutationOptions(filesCalls.fileResetProgress)

/** Byte-counted progress of the latest upload; poll with refetchInterval while uploading. */
export const uploadProgressQuery = () => callQueryOptions(filesCalls.fileGetUploadProgress, {})

/** Progress of a processing job: status 0 running, 1 done, 2 failed. */
export const jobProgressQuery = (jobId?: string) =>
  callQueryOptions(filesCalls.fileGetProgress, jobId ? { jobId } : {})

/** Saves a stored file; resolves false on failure (only logged, overview §8). */
export const downloadStoredFile = (fileId: string, fallbackName?: string) =>
  downloadFile(filesCalls.fileDownload, { fileId }, fallbackName)

/** Saves an official electronic document. */
export const downloadOfficialDocument = (fileId: string, fallbackName?: string) =>
  downloadFile(filesCalls.fileDownloadEdc, { fileId }, fallbackName)

/** Saves several stored files as one zip. */
export const downloadFilesAsZip = (fileIds: string[], zipName = '') =>
  downloadFile(filesCalls.fileMultiFileDownload, { fileIds, zipName }, 'files.zip')

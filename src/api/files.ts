import { queryOptions } from '@tanstack/react-query'
import { filesCalls } from './catalogue/files'
import type { Endpoint, RequestOf } from './catalogue/define'
import { requestBlob } from './client'
import { downloadFile } from './download'
import { callMutationOptions, callQueryOptions, queryKeys, type CallKey } from './query'

/** The files feature: upload and job progress, and stored files (whose object URLs are kept by key). */
export const filesKeys = queryKeys({
  uploadProgress: filesCalls.fileGetUploadProgress,
  jobProgress: filesCalls.fileGetProgress,
  download: filesCalls.fileDownload,
  downloadEdc: filesCalls.fileDownloadEdc,
})

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
export const uploadProgressQuery = () => callQueryOptions(filesKeys.uploadProgress, {})

/** Progress of a processing job: status 0 running, 1 done, 2 failed. */
export const jobProgressQuery = (jobId?: string) =>
  callQueryOptions(filesKeys.jobProgress, jobId ? { jobId } : {})

/** Saves a stored file; resolves false on failure (only logged, overview §8). */
export const downloadStoredFile = (fileId: string, fallbackName?: string) =>
  downloadFile(filesCalls.fileDownload, { fileId }, fallbackName)

/** Saves an official electronic document. */
export const downloadOfficialDocument = (fileId: string, fallbackName?: string) =>
  downloadFile(filesCalls.fileDownloadEdc, { fileId }, fallbackName)

/** Saves several stored files as one zip. */
export const downloadFilesAsZip = (fileIds: string[], zipName = '') =>
  downloadFile(filesCalls.fileMultiFileDownload, { fileIds, zipName }, 'files.zip')

// Showing a stored image or document inline is not a download the user asked for: it must not cover the page
// with the loading overlay the catalogue entry shows for explicit downloads.
const quietly = <E extends Endpoint>(ep: E): E => ({ ...ep, loading: false })

/**
 * An object URL of a blob call's answer (a stored file, an official document), for showing it in the page.
 * Cached by React Query for the session under the call's key: the URL is never revoked while its query lives.
 */
export function objectUrlQuery<E extends Endpoint>(key: CallKey<E>, input: RequestOf<E>) {
  const ep = quietly(key.endpoint)
  // The key already holds the input; the endpoint it carries only says which call answers.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...key(input), 'objectUrl'] as const,
    queryFn: async ({ signal }) => {
      const { blob } = await requestBlob(ep, input, { signal })
      return { url: URL.createObjectURL(blob), type: blob.type }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })
}

/** An object URL of a stored file (specimen thumbnails, document preview). */
export const storedFileUrlQuery = (fileId: string) => objectUrlQuery(filesKeys.download, { fileId })

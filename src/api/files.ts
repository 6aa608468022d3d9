import { queryOptions } from '@tanstack/react-query'
import { filesCalls } from './catalogue/files'
import { requestBlob } from './client'
import { downloadFile } from './download'
import { callMutationOptions, callQueryOptions, queryKeys } from './query'

/** The files feature: upload and job progress, and stored files (whose object URLs are kept by key). */
export const filesKeys = queryKeys({
  uploadProgress: filesCalls.fileGetUploadProgress,
  jobProgress: filesCalls.fileGetProgress,
  download: filesCalls.fileDownload,
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
const quietDownload = { ...filesKeys.download.endpoint, loading: false }

/**
 * An object URL of a stored file, for showing it in the page (specimen thumbnails, document preview). Cached
 * by React Query for the session: the URL is never revoked while its query lives.
 */
export const storedFileUrlQuery = (fileId: string) =>
  queryOptions({
    queryKey: [...filesKeys.download({ fileId }), 'objectUrl'] as const,
    queryFn: async ({ signal }) => {
      const { blob } = await requestBlob(quietDownload, { fileId }, { signal })
      return { url: URL.createObjectURL(blob), type: blob.type }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })

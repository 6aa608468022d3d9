import { casesCalls } from './catalogue/cases'
import { callData, requestBlob } from './client'
import { downloadFile } from './download'
import { objectUrlQuery } from './files'
import { callMutationOptions, callQueryOptions, queryKeys, type MutationEffects } from './query'
import type { LibraryDocument } from './schemas/documents'
import { chunkCount, DOCUMENT_CHUNK_BYTES, needsChunks } from '../domain/documents/document-rules'

/** The document library (brandmanagement/document/*): folders, documents, their text and its history. */
export const documentsKeys = queryKeys({
  dirs: casesCalls.brandmanagementDocumentDir,
  list: casesCalls.brandmanagementDocumentFileList,
  detail: casesCalls.brandmanagementDocumentFile,
  records: casesCalls.brandmanagementDocumentOcrRecords,
  download: casesCalls.brandmanagementDocumentDownloadFile,
})

/** Every view of the library a change can touch (the file's bytes are never stale: they do not change). */
const CHANGED = [
  documentsKeys.dirs(),
  documentsKeys.list(),
  documentsKeys.detail(),
  documentsKeys.records(),
] as const

export const DOCUMENTS_PAGE_SIZE = 20

export const foldersQuery = () => callQueryOptions(documentsKeys.dirs, {})

export const documentListQuery = (input: { dirId: string; keyword: string; pageNum: number }) =>
  callQueryOptions(documentsKeys.list, { ...input, pageSize: DOCUMENTS_PAGE_SIZE })

export const documentQuery = (id: string) => callQueryOptions(documentsKeys.detail, { id })

export const ocrRecordsQuery = (id: string) => callQueryOptions(documentsKeys.records, { id })

/** An object URL of a document's file, for the preview (image, PDF) and OCR. */
export const documentFileUrlQuery = (id: string) => objectUrlQuery(documentsKeys.download, { id })

export const saveFolderMutation = () =>
  callMutationOptions(casesCalls.brandmanagementDocumentDirPost, { invalidates: CHANGED })
export const deleteFolderMutation = () =>
  callMutationOptions(casesCalls.brandmanagementDocumentDirDelete, { invalidates: CHANGED })
export const updateDocumentMutation = () =>
  callMutationOptions(casesCalls.brandmanagementDocumentFilePost, { invalidates: CHANGED })
export const deleteDocumentMutation = () =>
  callMutationOptions(casesCalls.brandmanagementDocumentFileDelete, { invalidates: CHANGED })
export const unpackArchiveMutation = () =>
  callMutationOptions(casesCalls.brandmanagementDocumentUnCompressionFile, { invalidates: CHANGED })
export const saveOcrMutation = () =>
  callMutationOptions(casesCalls.brandmanagementDocumentOcrContent, { invalidates: CHANGED })
export const confirmTextMutation = () =>
  callMutationOptions(casesCalls.brandmanagementDocumentConfirmDocuments, { invalidates: CHANGED })

/** Uploads one file (see uploadDocument); the library's views refresh once it is stored. */
export const uploadDocumentMutation = () => ({
  mutationKey: ['cases', 'documentUpload'] as const,
  mutationFn: (v: { file: File; target: UploadTarget; onProgress: (sent: number, total: number) => void }) =>
    uploadDocument(v.file, v.target, v.onProgress),
  meta: { invalidates: CHANGED } satisfies MutationEffects,
})

export interface UploadTarget {
  dirId: string
  applicationNo: string
}

/**
 * Sends one file to the library: in one request up to the chunk threshold, else chunk by chunk
 * (bigFileUpload) and then isUploadDone, which assembles it. `onProgress(sent, total)` follows the chunks.
 */
export async function uploadDocument(
  file: File,
  target: UploadTarget,
  onProgress: (sent: number, total: number) => void,
): Promise<LibraryDocument> {
  if (!needsChunks(file.size)) {
    return callData(casesCalls.brandmanagementDocumentUploadFile, { file, ...target })
  }
  const total = chunkCount(file.size)
  let uploadId = ''
  for (let index = 0; index < total; index += 1) {
    const chunk = file.slice(index * DOCUMENT_CHUNK_BYTES, (index + 1) * DOCUMENT_CHUNK_BYTES)
    const answer = await callData(casesCalls.brandmanagementDocumentBigFileUpload, {
      uploadId,
      index,
      total,
      fileName: file.name,
      size: file.size,
      chunk,
      ...target,
    })
    uploadId = answer.uploadId
    onProgress(Math.min(file.size, (index + 1) * DOCUMENT_CHUNK_BYTES), file.size)
  }
  const done = await callData(casesCalls.brandmanagementDocumentIsUploadDone, { uploadId })
  if (!done.document) throw new Error(`Upload ${uploadId} is missing chunks ${done.missing.join(', ')}`)
  return done.document
}

/** A document's file as a Blob (for reading its text in the page). */
export const documentBlob = async (id: string) =>
  (await requestBlob({ ...casesCalls.brandmanagementDocumentDownloadFile, loading: false }, { id })).blob

/** Saves one document. */
export const downloadDocument = (id: string, name: string) =>
  downloadFile(casesCalls.brandmanagementDocumentDownloadFile, { id }, name)

/** Saves several documents as one zip. */
export const downloadDocuments = (ids: string[]) =>
  downloadFile(casesCalls.brandmanagementDocumentDownloadFilePost, { ids }, 'documents.zip')

import { z } from 'zod'
import { requiredString } from '../../domain/schemas'

/**
 * What an upload is for; it picks the suffix list and size limit of domain checkUpload. Other values are
 * accepted and checked as 'general' documents.
 */
export const UPLOAD_BIZ_TYPES = [
  'general',
  'businessLicence',
  'licenceImage',
  'trademarkImage',
  'queryImage',
  'priorityProof',
  'powerOfAttorney',
  'notarisedDocument',
  'officialDocument',
  'sourceFile',
] as const

/** A stored file as every upload answers it. `url` is where the portal links it (download with file/download). */
export const storedFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  bizType: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
})

const bizType = z.string().trim().default('general')
const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})
const fileIds = z.array(z.string()).min(1)

/** A server-side processing job (zip packing, source file parsing). status 0 running, 1 done, 2 failed. */
export const jobProgressSchema = z.object({
  jobId: z.string(),
  kind: z.enum(['zip', 'source']),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 0–100; reaches 100 only with status 1. */
  progress: z.number().int(),
  /** The produced file once done (the zip of batchUploadZip), else null. */
  resultFileId: z.string().nullable(),
  message: z.string(),
})

const uploadProgressSchema = z.object({
  total: z.number().int(),
  uploaded: z.number().int(),
  /** Coarse percentage as the progress bar shows it (domain progressFor). */
  percent: z.number().int(),
})

export const filesSchemas = {
  /** Multipart upload: `file` and `bizType`. */
  fileUpload: { req: z.object({ file: blob, bizType }), res: storedFileSchema },
  /** The same as an upload, with the bytes as Base64 (a data: URL prefix is allowed). */
  fileUploadBase64: {
    req: z.object({ fileName: requiredString, base64: requiredString, bizType }),
    res: storedFileSchema,
  },
  /** Packs uploaded files into one zip on the server; follow the job with GET file/getProgress. */
  fileBatchUploadZip: {
    req: z.object({ fileIds, zipName: z.string().trim().default('') }),
    res: z.object({ jobId: z.string(), count: z.number().int() }),
  },
  /** Hands an uploaded source file (e.g. a goods list) to server-side processing; follow it with file/getProgress. */
  fileUploadSourceFile: {
    req: z.object({ fileId: requiredString }),
    res: z.object({ jobId: z.string(), fileId: z.string(), fileName: z.string() }),
  },
  /** Sets the member's byte-counted upload progress back to zero before a new upload. */
  fileResetProgress: { req: z.object({}), res: uploadProgressSchema },
  /** Byte-counted progress of the member's latest upload. */
  fileGetUploadProgress: { req: z.object({}), res: uploadProgressSchema },
  /** The stored bytes of a file of the member. */
  fileDownload: { req: z.object({ fileId: requiredString }), res: z.custom<Blob>() },
  /** An official electronic document (receipt, certificate, notice) of the member's cases. */
  fileDownloadEdc: { req: z.object({ fileId: requiredString }), res: z.custom<Blob>() },
  /** Several files as one .zip. */
  fileMultiFileDownload: {
    req: z.object({ fileIds, zipName: z.string().trim().default('') }),
    res: z.custom<Blob>(),
  },
  /** Progress of a processing job (GET ?jobId=…; without it, the member's latest job). */
  fileGetProgress: { req: z.object({ jobId: z.string().optional() }), res: jobProgressSchema },
} as const

export type StoredFile = z.output<typeof storedFileSchema>
export type JobProgress = z.output<typeof jobProgressSchema>

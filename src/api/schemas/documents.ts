import { z } from 'zod'
import { ARCHIVE_MAX_ENTRIES } from '../../domain/documents/archive'
import {
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  DOCUMENT_SEARCH_MAX,
} from '../../domain/documents/document-rules'
import { OCR_TEXT_MAX } from '../../domain/documents/document-text'
import { requiredString } from '../../domain/schemas'

const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})
/** A folder id; '' (or left out) is the library's top level. */
const dirId = z.string().trim().default('')
/** The application number of one of the member's cases to link the document to; '' links none. */
const applicationNo = z.string().trim().max(30).default('')
const name = z.string().trim().min(1, { error: 'documents:errors.nameRequired' }).max(DOCUMENT_NAME_MAX, {
  error: 'documents:errors.nameTooLong',
})

export const documentFormatSchema = z.enum(DOCUMENT_FORMATS as [string, ...string[]])

export const folderSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  /** Documents directly inside, and inside it and every folder below it. */
  fileCount: z.number().int(),
  totalCount: z.number().int(),
  createdAt: z.string(),
})

export const ocrWordSchema = z.object({ text: z.string(), confidence: z.number().min(0).max(100) })
export const ocrLineSchema = z.object({
  text: z.string().max(2000),
  confidence: z.number().min(0).max(100),
  words: z.array(ocrWordSchema).max(500),
})

/** The document's text: the last OCR run's, or the corrected one once confirmed. */
export const documentTextSchema = z.object({
  state: z.enum(['read', 'confirmed']),
  text: z.string(),
  lines: z.array(ocrLineSchema),
  confidence: z.number(),
  /** Who read it or confirmed it last, and when (ISO instant). */
  by: z.string(),
  at: z.string(),
})

export const linkedCaseSchema = z.object({ id: z.string(), markName: z.string(), applicationNo: z.string() })

export const documentSchema = z.object({
  id: z.string(),
  dirId: z.string().nullable(),
  /** The folder path from the top, for search results across folders. */
  path: z.array(z.string()),
  name: z.string(),
  format: documentFormatSchema,
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  linkedCase: linkedCaseSchema.nullable(),
  ocr: documentTextSchema.nullable(),
})

/** A search hit: where it matched, and for a text match the words around it. */
export const documentRowSchema = documentSchema.extend({
  matchedIn: z.enum(['name', 'text']).nullable(),
  snippet: z.object({ before: z.string(), match: z.string(), after: z.string() }).nullable(),
})

export const ocrRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['ocr', 'confirm']),
  text: z.string(),
  confidence: z.number(),
  langs: z.string(),
  lineCount: z.number().int(),
  by: z.string(),
  at: z.string(),
})

const archiveEntrySchema = z.object({
  path: z.string(),
  ok: z.boolean(),
  /** The stored document (when ok) or the message key of why the entry was left out. */
  documentId: z.string().nullable(),
  error: z.string().nullable(),
})

const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(20)
const documentId = z.object({ id: requiredString })

export const documentsSchemas = {
  /** Every folder of the account's library, flat (the page builds the tree), with document counts. */
  brandmanagementDocumentDir: { req: z.object({}), res: z.object({ dirs: z.array(folderSchema) }) },
  /** Creates a folder (no id) under parentId, or renames one (id). */
  brandmanagementDocumentDirPost: {
    req: z.object({ id: z.string().trim().default(''), parentId: dirId, name }),
    res: folderSchema,
  },
  /**
   * Deletes a folder with every folder and document inside; a folder that is not empty is deleted only with
   * confirm=true (without it the answer is code 1001 with the counts, for the page to ask).
   */
  brandmanagementDocumentDirDelete: {
    req: z.object({ id: requiredString, confirm: z.stringbool().default(false) }),
    res: z.object({ files: z.number().int(), dirs: z.number().int() }),
  },
  /** One document with its folder path, its linked case and its text. */
  brandmanagementDocumentFile: { req: documentId, res: documentSchema },
  /** Renames a document, moves it to another folder, or links it to a case ('' unlinks). */
  brandmanagementDocumentFilePost: {
    req: z.object({
      id: requiredString,
      name: name.optional(),
      dirId: z.string().trim().optional(),
      applicationNo: z.string().trim().max(30).optional(),
    }),
    res: documentSchema,
  },
  /**
   * A page of documents, newest first: those of one folder, of the whole library (no folder), or with a
   * keyword those of the whole library whose name or stored text (OCR, corrected) holds it.
   */
  brandmanagementDocumentFileList: {
    req: z.object({
      dirId,
      keyword: z
        .string()
        .trim()
        .max(DOCUMENT_SEARCH_MAX, { error: 'documents:errors.searchTooLong' })
        .default(''),
      pageNum,
      pageSize,
    }),
    res: z.object({
      list: z.array(documentRowSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  brandmanagementDocumentFileDelete: { req: documentId, res: z.object({ id: z.string() }) },
  /** Stores one file (up to the chunk threshold) into a folder; checked by its bytes. */
  brandmanagementDocumentUploadFile: {
    req: z.object({ file: blob, dirId, applicationNo }),
    res: documentSchema,
  },
  /**
   * One chunk of a big file. The first (index 0, no uploadId) opens the upload and is checked by its bytes;
   * every answer says how many chunks have arrived.
   */
  brandmanagementDocumentBigFileUpload: {
    req: z.object({
      uploadId: z.string().trim().default(''),
      index: z.coerce.number().int().min(0),
      total: z.coerce
        .number()
        .int()
        .min(1)
        .max(Math.ceil(DOCUMENT_MAX_BYTES / (1024 * 1000))),
      fileName: requiredString,
      size: z.coerce.number().int().min(1),
      dirId,
      applicationNo,
      chunk: blob,
    }),
    res: z.object({ uploadId: z.string(), received: z.number().int(), total: z.number().int() }),
  },
  /** Whether every chunk arrived; if so the file is assembled, checked and stored, and answered. */
  brandmanagementDocumentIsUploadDone: {
    req: z.object({ uploadId: requiredString }),
    res: z.object({
      done: z.boolean(),
      received: z.number().int(),
      total: z.number().int(),
      missing: z.array(z.number().int()),
      document: documentSchema.nullable(),
    }),
  },
  /** One document's file. */
  brandmanagementDocumentDownloadFile: { req: documentId, res: z.custom<Blob>() },
  /** Several documents as one .zip. */
  brandmanagementDocumentDownloadFilePost: {
    req: z.object({ ids: z.array(z.string()).min(1).max(ARCHIVE_MAX_ENTRIES) }),
    res: z.custom<Blob>(),
  },
  /**
   * Unpacks a stored .zip into its folder (sub-folders as in the archive) and removes the archive; each entry
   * is reported: stored, or left out and why.
   */
  brandmanagementDocumentUnCompressionFile: {
    req: z.object({ id: requiredString, keepArchive: z.boolean().default(false) }),
    res: z.object({ dirId: z.string().nullable(), entries: z.array(archiveEntrySchema) }),
  },
  /** Stores the text an OCR run read (in the browser) for a document: a new record of its history. */
  brandmanagementDocumentOcrContent: {
    req: z.object({
      id: requiredString,
      text: z.string().max(OCR_TEXT_MAX),
      lines: z.array(ocrLineSchema).max(2000),
      langs: z.string().trim().max(40).default('chi_sim+eng'),
    }),
    res: documentSchema,
  },
  /** A document's OCR runs and confirmations, newest first. */
  brandmanagementDocumentOcrRecords: {
    req: documentId,
    res: z.object({ list: z.array(ocrRecordSchema) }),
  },
  /** Saves the corrected text and marks it confirmed by the acting member. */
  brandmanagementDocumentConfirmDocuments: {
    req: z.object({
      id: requiredString,
      text: z
        .string()
        .max(OCR_TEXT_MAX, { error: 'documents:errors.textTooLong' })
        .refine((t) => t.trim() !== '', { error: 'documents:errors.textRequired' }),
    }),
    res: documentSchema,
  },
} as const

export type Folder = z.output<typeof folderSchema>
export type LibraryDocument = z.output<typeof documentSchema>
export type DocumentRow = z.output<typeof documentRowSchema>
export type OcrRecord = z.output<typeof ocrRecordSchema>
export type DocumentText = z.output<typeof documentTextSchema>
export type ArchiveEntryReport = z.output<typeof archiveEntrySchema>

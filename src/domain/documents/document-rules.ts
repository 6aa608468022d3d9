// The document library's rules (issue 15 "Documents"): what may be stored, how big, how a big file travels in
// chunks, what a folder may be called. The page checks before sending and the mock again on arrival, with
// these same functions, so the two agree. A file is told by its bytes (src/domain/files.ts), never by its name
// alone: a PNG named .pdf is an image, zeros named .pdf are refused.
import { fileSuffix, readContentFormat } from '../files'

// "MB" as the portal's upload limits count it (src/domain/constants.ts): 1024 * 1000 bytes.
const MB = 1024 * 1000

/** A file larger than this travels in chunks (bigFileUpload, then isUploadDone). */
export const DOCUMENT_CHUNK_THRESHOLD = 5 * MB
/** The size of each chunk of a big file (the last may be shorter). */
export const DOCUMENT_CHUNK_BYTES = 2 * MB
/** The largest document the library takes. */
export const DOCUMENT_MAX_BYTES = 50 * MB
/** Longest folder and document name. */
export const DOCUMENT_NAME_MAX = 80
// Longest search text: kept with the library's URL rules, which the routes read up front without this module.
export { DOCUMENT_SEARCH_MAX } from './document-search'

/** What a stored document is, read from its bytes (office files by their container plus their suffix). */
export type DocumentFormat =
  'pdf' | 'jpeg' | 'png' | 'gif' | 'tiff' | 'bmp' | 'zip' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls' | 'ppt'

export const DOCUMENT_FORMATS: readonly DocumentFormat[] = [
  'pdf',
  'jpeg',
  'png',
  'gif',
  'tiff',
  'bmp',
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
]

/** Suffixes the file chooser offers (the §5 upload list, zip archives and office documents). */
export const DOCUMENT_SUFFIXES = [
  'PDF',
  'JPG',
  'JPEG',
  'PNG',
  'GIF',
  'TIFF',
  'TIF',
  'BMP',
  'ZIP',
  'DOCX',
  'XLSX',
  'PPTX',
  'DOC',
  'XLS',
  'PPT',
] as const

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06]
// The compound-file header of the old Office formats (.doc, .xls, .ppt).
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b)

const OOXML: Readonly<Record<string, DocumentFormat>> = { DOCX: 'docx', XLSX: 'xlsx', PPTX: 'pptx' }
const OLE: Readonly<Record<string, DocumentFormat>> = { DOC: 'doc', XLS: 'xls', PPT: 'ppt' }

/**
 * The format of a document from its first bytes (CONTENT_HEAD_BYTES are enough) and, only to tell apart the
 * formats that share a container (a .docx is a zip), its name. Null when the bytes are none of the allowed.
 */
export function documentFormatOf(head: Uint8Array, name: string): DocumentFormat | null {
  const suffix = fileSuffix(name)
  if (startsWith(head, ZIP_MAGIC) || startsWith(head, EMPTY_ZIP_MAGIC)) return OOXML[suffix] ?? 'zip'
  if (startsWith(head, OLE_MAGIC)) return OLE[suffix] ?? null
  const format = readContentFormat(head)
  return format === 'webp' ? null : format
}

const MIME: Readonly<Record<DocumentFormat, string>> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

export const contentTypeOfDocument = (format: DocumentFormat): string => MIME[format]

/** Formats the browser shows in the page (the rest are offered as a download). */
export const isImageDocument = (format: DocumentFormat) =>
  format === 'jpeg' || format === 'png' || format === 'gif' || format === 'bmp'

/** Formats whose text can be read by OCR in the browser: images, and PDFs whose pages are images. */
export const isOcrCandidate = (format: DocumentFormat) => isImageDocument(format) || format === 'pdf'

export type DocumentCheck =
  | { ok: true; format: DocumentFormat; contentType: string }
  | { ok: false; error: 'validation:fileFormat' | 'validation:fileTooLarge' | 'documents:errors.empty' }

/** The library's rule for one file: an allowed format by content, not empty, at most DOCUMENT_MAX_BYTES. */
export function checkDocument(head: Uint8Array, size: number, name: string): DocumentCheck {
  if (size === 0) return { ok: false, error: 'documents:errors.empty' }
  const format = documentFormatOf(head, name)
  if (!format) return { ok: false, error: 'validation:fileFormat' }
  if (size > DOCUMENT_MAX_BYTES) return { ok: false, error: 'validation:fileTooLarge' }
  return { ok: true, format, contentType: contentTypeOfDocument(format) }
}

/** Whether a file of `size` bytes goes in chunks, and how many. */
export const needsChunks = (size: number) => size > DOCUMENT_CHUNK_THRESHOLD
export const chunkCount = (size: number) => Math.max(1, Math.ceil(size / DOCUMENT_CHUNK_BYTES))

export type NameCheck =
  | { ok: true; name: string }
  | {
      ok: false
      error:
        | 'documents:errors.nameRequired'
        | 'documents:errors.nameTooLong'
        | 'documents:errors.nameCharacters'
        | 'documents:errors.nameTaken'
    }

// Characters no file system takes in a name, and control characters.
// eslint-disable-next-line no-control-regex
const BAD_NAME = /[\\/:*?"<>|\u0000-\u001f]/

/**
 * A folder's or a document's name: trimmed, 1 to DOCUMENT_NAME_MAX characters, none of \ / : * ? " < > |, not
 * "." or "..", and not the name of a sibling (compared without case, as Windows and zip tools do).
 */
export function checkItemName(raw: string, siblings: readonly string[] = []): NameCheck {
  const name = raw.trim()
  if (!name) return { ok: false, error: 'documents:errors.nameRequired' }
  if (name.length > DOCUMENT_NAME_MAX) return { ok: false, error: 'documents:errors.nameTooLong' }
  if (BAD_NAME.test(name) || name === '.' || name === '..')
    return { ok: false, error: 'documents:errors.nameCharacters' }
  const lower = name.toLowerCase()
  if (siblings.some((s) => s.toLowerCase() === lower))
    return { ok: false, error: 'documents:errors.nameTaken' }
  return { ok: true, name }
}

/**
 * A name not yet taken among `siblings`: the name itself, else "name (2).ext", "name (3).ext" … (an upload
 * never overwrites a document of the same name).
 */
export function freeName(name: string, siblings: readonly string[]): string {
  const taken = new Set(siblings.map((s) => s.toLowerCase()))
  if (!taken.has(name.toLowerCase())) return name
  const dot = name.lastIndexOf('.')
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})${ext}`
    if (!taken.has(candidate.toLowerCase())) return candidate
  }
}

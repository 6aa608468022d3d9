// The member's notes for the analyst of a search report (tmQueryReport/addRemarksField, uploadRemarksFile):
// how long the text may be and which attachments the analyst takes. The page checks before sending and the
// mock again on arrival, with these same functions. An attachment is told by its bytes (documentFormatOf), so
// a PNG renamed .pdf is still an image and random bytes named .docx are refused.
import { documentFormatOf, contentTypeOfDocument, type DocumentFormat } from './documents/document-rules'

// "MB" as the portal's upload limits count it (src/domain/constants.ts): 1024 * 1000 bytes.
const MB = 1024 * 1000

/** Longest note for the analyst. */
export const REPORT_NOTES_MAX = 1000
/** Largest attachment. */
export const REPORT_ATTACHMENT_MAX_BYTES = 10 * MB
/** Most attachments one report order keeps. */
export const REPORT_ATTACHMENTS_MAX = 5

/** What the analyst can open: images, PDF, Word and Excel. */
export const REPORT_ATTACHMENT_FORMATS: readonly DocumentFormat[] = [
  'jpeg',
  'png',
  'gif',
  'tiff',
  'bmp',
  'pdf',
  'docx',
  'doc',
  'xlsx',
  'xls',
]

/** The file chooser's filter. */
export const REPORT_ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.gif,.tif,.tiff,.bmp,.pdf,.doc,.docx,.xls,.xlsx'

export type ReportNotesCheck = { ok: true; remarks: string } | { ok: false; error: 'payment:notes.tooLong' }

/** The note as it is kept: trimmed, at most REPORT_NOTES_MAX characters (an empty note clears it). */
export function checkReportNotes(raw: string): ReportNotesCheck {
  const remarks = raw.trim()
  if (remarks.length > REPORT_NOTES_MAX) return { ok: false, error: 'payment:notes.tooLong' }
  return { ok: true, remarks }
}

export type ReportAttachmentCheck =
  | { ok: true; format: DocumentFormat; contentType: string }
  | { ok: false; error: 'validation:fileFormat' | 'validation:fileTooLarge' | 'payment:notes.emptyFile' }

/**
 * One attachment by its first bytes (CONTENT_HEAD_BYTES are enough), its whole size and, only to tell apart
 * the office formats that share a container, its name.
 */
export function checkReportAttachment(head: Uint8Array, size: number, name: string): ReportAttachmentCheck {
  if (size === 0) return { ok: false, error: 'payment:notes.emptyFile' }
  const format = documentFormatOf(head, name)
  if (!format || !REPORT_ATTACHMENT_FORMATS.includes(format))
    return { ok: false, error: 'validation:fileFormat' }
  if (size > REPORT_ATTACHMENT_MAX_BYTES) return { ok: false, error: 'validation:fileTooLarge' }
  return { ok: true, format, contentType: contentTypeOfDocument(format) }
}

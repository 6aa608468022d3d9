import {
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
  IMAGE_SUFFIXES,
  LICENCE_IMAGE_MAX_BYTES,
  LICENCE_PDF_MAX_BYTES,
  PDF_SUFFIXES,
  QUERY_IMAGE_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_SUFFIXES,
} from './constants'
import { imageFormat, type ImageFormat } from './image-header'
import { MARK_IMAGE_MAX_BYTES } from './registration/types'

/** What the file is for; each kind has its own suffix list and size limit. */
export type UploadKind = 'any' | 'image' | 'queryImage' | 'licenceImage' | 'licencePdf' | 'markImage'

/** Suffixes of a trademark specimen image (§5: JPG or PNG). */
export const MARK_IMAGE_SUFFIXES = ['JPG', 'JPEG', 'PNG'] as const

export type UploadCheck =
  { ok: true } | { ok: false; error: 'validation:fileFormat' | 'validation:fileTooLarge' }

const RULES: Readonly<Record<UploadKind, { suffixes: readonly string[]; maxBytes: number }>> = {
  any: { suffixes: UPLOAD_SUFFIXES, maxBytes: UPLOAD_MAX_BYTES },
  image: { suffixes: IMAGE_SUFFIXES, maxBytes: UPLOAD_MAX_BYTES },
  queryImage: { suffixes: IMAGE_SUFFIXES, maxBytes: QUERY_IMAGE_MAX_BYTES },
  licenceImage: { suffixes: IMAGE_SUFFIXES, maxBytes: LICENCE_IMAGE_MAX_BYTES },
  licencePdf: { suffixes: PDF_SUFFIXES, maxBytes: LICENCE_PDF_MAX_BYTES },
  markImage: { suffixes: MARK_IMAGE_SUFFIXES, maxBytes: MARK_IMAGE_MAX_BYTES },
}

/** Upper-case suffix after the last dot, or '' when the name has none. */
export function fileSuffix(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toUpperCase()
}

/**
 * Checks a file's suffix (case-insensitive) and size before upload; the format is checked first because a
 * wrong type is the more useful message. A size equal to the limit is accepted.
 */
export function checkUpload(file: { name: string; size: number }, kind: UploadKind): UploadCheck {
  const rule = RULES[kind]
  if (!rule.suffixes.includes(fileSuffix(file.name))) return { ok: false, error: 'validation:fileFormat' }
  if (file.size > rule.maxBytes) return { ok: false, error: 'validation:fileTooLarge' }
  return { ok: true }
}

/** What a file's own bytes say it is: 'pdf' or an image format; null when neither. */
export type ContentFormat = 'pdf' | ImageFormat

/** '%PDF-': readers accept it anywhere in the first 1024 bytes (some writers put junk before it). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]
const PDF_HEADER_WINDOW = 1024

/** Reads the format from the file's first bytes (a PDF header or an image signature), never from its name. */
export function readContentFormat(head: Uint8Array): ContentFormat | null {
  const window = Math.min(head.length - PDF_MAGIC.length, PDF_HEADER_WINDOW - PDF_MAGIC.length)
  for (let at = 0; at <= window; at += 1) {
    if (PDF_MAGIC.every((b, i) => head[at + i] === b)) return 'pdf'
  }
  return imageFormat(head)
}

/** How many leading bytes readContentFormat needs. */
export const CONTENT_HEAD_BYTES = PDF_HEADER_WINDOW

/** Image formats a business licence may be (§5's image-only list: JPG, PNG, GIF, TIFF). */
const LICENCE_IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'gif', 'tiff']

export type LicenceKind = 'licenceImage' | 'licencePdf'

export type LicenceCheck =
  | { ok: true; kind: LicenceKind; format: ContentFormat; maxBytes: number }
  | { ok: false; error: 'validation:fileFormat' }
  | { ok: false; error: 'validation:fileTooLarge'; kind: LicenceKind; maxBytes: number }

/**
 * The business licence rule (§5), by content, not by name: an image (JPG, PNG, GIF or TIFF) up to 10 MB or a
 * PDF up to 2 MB. `head` is the file's first bytes (CONTENT_HEAD_BYTES are enough), `size` its whole length.
 * The browser checks before uploading and the server again on arrival and on submission.
 */
export function checkLicenceContent(head: Uint8Array, size: number): LicenceCheck {
  const format = readContentFormat(head)
  const kind: LicenceKind | null =
    format === 'pdf' ? 'licencePdf' : format && LICENCE_IMAGE_FORMATS.includes(format) ? 'licenceImage' : null
  if (!format || !kind) return { ok: false, error: 'validation:fileFormat' }
  const { maxBytes } = RULES[kind]
  if (size > maxBytes) return { ok: false, error: 'validation:fileTooLarge', kind, maxBytes }
  return { ok: true, kind, format, maxBytes }
}

/** The MIME type of a format read from content. */
export function contentTypeOfFormat(format: ContentFormat): string {
  return format === 'pdf' ? 'application/pdf' : `image/${format}`
}

/** Checks a trademark image's pixel size against the 400 x 400 minimum. */
export function checkImageDimensions(
  width: number,
  height: number,
): { ok: true } | { ok: false; error: 'validation:imageSize' } {
  return width >= IMAGE_MIN_WIDTH && height >= IMAGE_MIN_HEIGHT
    ? { ok: true }
    : { ok: false, error: 'validation:imageSize' }
}

/** Human file size: bytes, KB or MB (1 MB = 1,024,000 bytes, as the upload limit counts). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1000) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1000)).toFixed(2)} MB`
}

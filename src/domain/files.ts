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

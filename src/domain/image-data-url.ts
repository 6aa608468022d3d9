import { UPLOAD_MAX_BYTES } from './constants'
import { readImageHeader, type ImageFormat } from './image-header'

/**
 * An image sent inline as a data URL (the avatar, a feedback screenshot): JPG, PNG or GIF by its content, not
 * by what the URL claims, and at most 2 MB decoded (§5 uploads). The browser checks before sending and the
 * server again on arrival, with this one function.
 */
export type InlineImageCheck =
  | { ok: true; format: InlineImageFormat; bytes: number }
  | { ok: false; error: 'validation:fileFormat' | 'validation:fileTooLarge' }

export const INLINE_IMAGE_FORMATS = ['png', 'jpeg', 'gif'] as const satisfies readonly ImageFormat[]
export type InlineImageFormat = (typeof INLINE_IMAGE_FORMATS)[number]

const DATA_URL = /^data:image\/(png|jpe?g|gif);base64,([A-Za-z0-9+/]*={0,2})$/
/** Enough of the start of the file for readImageHeader (a JPEG's frame header can sit after its EXIF block). */
const HEADER_BYTES = 64 * 1024

/** Decoded size of Base64 text, without decoding it. */
export function base64Size(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

function decodeStart(base64: string): Uint8Array {
  // Whole 4-character groups only, so the slice decodes on its own.
  const slice = base64.slice(0, Math.ceil(HEADER_BYTES / 3) * 4)
  const binary = atob(slice)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

const isInlineFormat = (format: ImageFormat): format is InlineImageFormat =>
  (INLINE_IMAGE_FORMATS as readonly string[]).includes(format)

/** Checks an image data URL: a JPG, PNG or GIF whose bytes say so, of at most `maxBytes`. */
export function checkInlineImage(dataUrl: string, maxBytes = UPLOAD_MAX_BYTES): InlineImageCheck {
  const match = DATA_URL.exec(dataUrl)
  if (!match) return { ok: false, error: 'validation:fileFormat' }
  const base64 = match[2] ?? ''
  let header
  try {
    header = readImageHeader(decodeStart(base64))
  } catch {
    return { ok: false, error: 'validation:fileFormat' }
  }
  const declared = match[1] === 'jpg' ? 'jpeg' : match[1]
  if (!header || !isInlineFormat(header.format) || header.format !== declared)
    return { ok: false, error: 'validation:fileFormat' }
  const bytes = base64Size(base64)
  if (bytes > maxBytes) return { ok: false, error: 'validation:fileTooLarge' }
  return { ok: true, format: header.format, bytes }
}

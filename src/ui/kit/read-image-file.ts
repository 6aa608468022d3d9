import { readImageHeader, type ImageFormat } from '../../domain/image-header'
import { INLINE_IMAGE_FORMATS, type InlineImageFormat } from '../../domain/image-data-url'

/** Enough of a file's start for readImageHeader (a JPEG's frame header may follow its EXIF block). */
const HEADER_BYTES = 64 * 1024

export type ImageFileCheck =
  | { ok: true; format: InlineImageFormat; width: number; height: number }
  | { ok: false; error: 'validation:fileFormat' | 'validation:fileTooLarge' }

/** The first `bytes` of a file, to tell its kind by content. */
export function readFileHead(file: Blob, bytes: number): Promise<Uint8Array> {
  const head = file.slice(0, bytes)
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((b) => new Uint8Array(b))
  // jsdom's older Blobs have no arrayBuffer(); FileReader is always there.
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(head)
  })
}

const isInline = (format: ImageFormat): format is InlineImageFormat =>
  (INLINE_IMAGE_FORMATS as readonly string[]).includes(format)

/** Checks a chosen file by its bytes, not its name: a JPG, PNG or GIF of at most `maxBytes`. */
export async function checkImageFile(file: Blob, maxBytes: number): Promise<ImageFileCheck> {
  const bytes = await readFileHead(file, HEADER_BYTES)
  const header = readImageHeader(bytes)
  if (!header || !isInline(header.format)) return { ok: false, error: 'validation:fileFormat' }
  if (file.size > maxBytes) return { ok: false, error: 'validation:fileTooLarge' }
  return { ok: true, format: header.format, width: header.width, height: header.height }
}

/** The file as a data URL labelled with the format its bytes have (a file's own type may be empty or wrong). */
export function imageDataUrl(file: Blob, format: InlineImageFormat): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const text = String(reader.result ?? '')
      resolve(`data:image/${format};base64,${text.slice(text.indexOf(',') + 1)}`)
    }
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

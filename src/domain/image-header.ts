/**
 * Reads an image's format and pixel size from its first bytes, without decoding it: the browser checks a
 * trademark image before upload and the server checks it again on arrival, with the same reading. PNG and
 * JPEG (baseline, progressive, any SOF) give their size; GIF, BMP, TIFF and WebP are recognised by their
 * signature only, so they can be named in a "wrong format" message.
 */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'bmp' | 'tiff' | 'webp'

export interface ImageHeader {
  format: ImageFormat
  /** 0 when the format's size is not read here. */
  width: number
  height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b)

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2)

function pngHeader(bytes: Uint8Array): ImageHeader | null {
  // The IHDR chunk must come first: length 13, type 'IHDR', then width and height.
  if (bytes.length < 24 || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return null
  return { format: 'png', width: u32be(bytes, 16), height: u32be(bytes, 20) }
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2 // markers without a length
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null // end of image or scan data before any frame
    const length = u16be(bytes, at + 2)
    if (length < 2) return null
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null
      return { format: 'jpeg', width: u16be(bytes, at + 7), height: u16be(bytes, at + 5) }
    }
    at += 2 + length
  }
  return null
}

/**
 * The image format its signature (the first 12 bytes) announces, or null: enough to tell what a file is when its
 * pixel size does not matter (a JPEG's frame header may sit behind a large EXIF block).
 */
export function imageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif'
  if (startsWith(bytes, [0x42, 0x4d])) return 'bmp'
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp'
  return null
}

/** The format and size of an image from its bytes (the first 64 kB are enough), or null when not an image. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const format = imageFormat(bytes)
  if (format === 'png') return pngHeader(bytes)
  if (format === 'jpeg') return jpegHeader(bytes)
  return format ? { format, width: 0, height: 0 } : null
}

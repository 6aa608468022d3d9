import UTIF from 'utif'

export interface DecodedPixels {
  rgba: Uint8ClampedArray
  width: number
  height: number
}

/**
 * The first page of a TIFF as RGBA pixels. Browsers cannot draw TIFF in an <img> or canvas, so the query
 * image is decoded here instead; null when the bytes are not a TIFF the decoder understands.
 */
export function decodeTiff(buffer: ArrayBuffer): DecodedPixels | null {
  try {
    const [first] = UTIF.decode(buffer)
    if (!first) return null
    UTIF.decodeImage(buffer, first)
    const width = first.width ?? 0
    const height = first.height ?? 0
    if (width <= 0 || height <= 0) return null
    const rgba = UTIF.toRGBA8(first)
    if (rgba.length < width * height * 4) return null
    return { rgba: new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, width * height * 4), width, height }
  } catch {
    return null
  }
}

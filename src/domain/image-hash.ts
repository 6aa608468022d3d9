/**
 * The perceptual hash of the image search (dHash, 64 bits as 16 hex digits). The browser hashes an uploaded
 * image with these functions and the mock register hashed every specimen with the same `dHashFromGray`, so an
 * upload and the register's marks can be compared bit by bit (Hamming distance).
 */

/** Width and height of the grey grid a picture is reduced to before hashing: 9×8 gives 8×8 = 64 bits. */
export const HASH_GRID_WIDTH = 9
export const HASH_GRID_HEIGHT = 8

/**
 * Difference hash of a row-major grayscale grid: one bit per horizontally adjacent pair, set when the left
 * pixel is brighter. A 9x8 grid gives 64 bits, returned as 16 hex characters. Any gray scale works.
 */
export function dHashFromGray(
  gray: Float32Array | readonly number[],
  width = HASH_GRID_WIDTH,
  height = HASH_GRID_HEIGHT,
): string {
  let hex = ''
  let nibble = 0
  let bits = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width - 1; x++) {
      const left = gray[y * width + x] as number
      const right = gray[y * width + x + 1] as number
      nibble = (nibble << 1) | (left > right ? 1 : 0)
      if (++bits === 4) {
        hex += nibble.toString(16)
        nibble = 0
        bits = 0
      }
    }
  }
  if (bits > 0) hex += (nibble << (4 - bits)).toString(16)
  return hex
}

/**
 * Box-average downscale of RGBA pixels (a canvas `ImageData.data`) to an `outW × outH` grey grid, row
 * major. Transparent pixels are composited over white, as a specimen on paper; luma is Rec. 601.
 */
export function grayFromRgba(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  outW = HASH_GRID_WIDTH,
  outH = HASH_GRID_HEIGHT,
): Float32Array {
  const out = new Float32Array(outW * outH)
  if (width <= 0 || height <= 0) return out.fill(255)
  for (let oy = 0; oy < outH; oy++) {
    const y0 = Math.floor((oy * height) / outH)
    const y1 = Math.max(y0 + 1, Math.floor(((oy + 1) * height) / outH))
    for (let ox = 0; ox < outW; ox++) {
      const x0 = Math.floor((ox * width) / outW)
      const x1 = Math.max(x0 + 1, Math.floor(((ox + 1) * width) / outW))
      let sum = 0
      let n = 0
      for (let y = y0; y < y1 && y < height; y++) {
        for (let x = x0; x < x1 && x < width; x++) {
          const p = (y * width + x) * 4
          const luma = 0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!
          const alpha = rgba[p + 3]! / 255
          sum += alpha * luma + (1 - alpha) * 255
          n++
        }
      }
      out[oy * outW + ox] = n ? sum / n : 255
    }
  }
  return out
}

/** The 16-hex-digit image hash of RGBA pixels, as the image search compares it. */
export function imageHashFromRgba(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): string {
  return dHashFromGray(grayFromRgba(rgba, width, height))
}

/** True for a well-formed image hash (16 hex digits). */
export const isImageHash = (value: string): boolean => /^[0-9a-f]{16}$/i.test(value)

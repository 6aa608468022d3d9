/**
 * Image pixels for the mock's specimen calls: decoding a stored image (the browser's decoder when there is
 * one, else the PNG decoder of png.ts), and the black-and-white version of a colour specimen.
 */
import { MARK_IMAGE_MAX_BYTES, MARK_IMAGE_MIN_SIDE } from '../../src/domain/registration/marks'
import { decodePng, encodePng, type RgbaPixels } from './png'

/** Larger images are scaled down for the black-and-white version (the office prints specimens small). */
const BLACK_MAX_SIDE = 1600

/** Decodes a PNG or JPEG file into RGBA, or null when it cannot be read here. */
export async function decodeImage(bytes: Uint8Array, contentType: string): Promise<RgbaPixels | null> {
  if (typeof createImageBitmap === 'function' && typeof OffscreenCanvas !== 'undefined') {
    try {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: contentType }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const g = canvas.getContext('2d')
      if (g) {
        g.fillStyle = '#ffffff'
        g.fillRect(0, 0, bitmap.width, bitmap.height)
        g.drawImage(bitmap, 0, 0)
        bitmap.close()
        return {
          width: canvas.width,
          height: canvas.height,
          rgba: g.getImageData(0, 0, canvas.width, canvas.height).data,
        }
      }
    } catch {
      // Fall through to the built-in decoder.
    }
  }
  return decodePng(bytes)
}

/** Luminance (ITU-R BT.601) of each pixel, transparent parts counted as white paper. */
function greyOf({ width, height, rgba }: RgbaPixels): Uint8Array {
  const grey = new Uint8Array(width * height)
  for (let i = 0; i < grey.length; i++) {
    const a = rgba[i * 4 + 3]! / 255
    const l = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!
    grey[i] = Math.round(l * a + 255 * (1 - a))
  }
  return grey
}

/**
 * Stretches the grey levels so the darkest ink becomes black and the paper white (1st and 99.5th
 * percentiles): a red word on white becomes a black word, as a black-and-white specimen should show it.
 */
function stretchLevels(grey: Uint8Array): Uint8Array {
  const histogram = new Uint32Array(256)
  for (const v of grey) histogram[v]!++
  const percentile = (p: number) => {
    const target = grey.length * p
    let seen = 0
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!
      if (seen >= target) return v
    }
    return 255
  }
  // Mostly-white specimens: take the darkest level actually used rather than a percentile of the paper.
  let low = percentile(0.01)
  const high = percentile(0.995)
  if (low >= high - 8) for (low = 0; low < 255 && !histogram[low]; low++);
  if (high - low < 32) return grey
  const out = new Uint8Array(grey.length)
  for (let i = 0; i < grey.length; i++)
    out[i] = Math.max(0, Math.min(255, Math.round(((grey[i]! - low) * 255) / (high - low))))
  return out
}

/** Box-filter scaling of a grey image. */
function scaleGrey(grey: Uint8Array, width: number, height: number, toW: number, toH: number): Uint8Array {
  const out = new Uint8Array(toW * toH)
  const fx = width / toW
  const fy = height / toH
  for (let y = 0; y < toH; y++) {
    const y0 = Math.floor(y * fy)
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy))
    for (let x = 0; x < toW; x++) {
      const x0 = Math.floor(x * fx)
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx))
      let sum = 0
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += grey[yy * width + xx]!
      out[y * toW + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)))
    }
  }
  return out
}

/** A scale that brings the longest side to `maxSide` without taking the shortest below the minimum. */
function fittingScale(width: number, height: number, maxSide: number): number {
  const down = maxSide / Math.max(width, height)
  const floor = MARK_IMAGE_MIN_SIDE / Math.min(width, height)
  return Math.min(1, Math.max(down, floor))
}

export interface BlackImage {
  png: Uint8Array
  width: number
  height: number
}

/**
 * The black-and-white version of an image: grey levels stretched to black ink on white paper, scaled down
 * when large, saved as a grey PNG (4-bit when the picture has no more than 16 levels, as generated specimens).
 */
export async function blackAndWhite(pixels: RgbaPixels): Promise<BlackImage | null> {
  let grey = stretchLevels(greyOf(pixels))
  let { width, height } = pixels
  for (let maxSide = BLACK_MAX_SIDE; ; maxSide = Math.round(maxSide * 0.75)) {
    const scale = fittingScale(width, height, maxSide)
    if (scale < 1) {
      const toW = Math.max(1, Math.round(width * scale))
      const toH = Math.max(1, Math.round(height * scale))
      grey = scaleGrey(grey, width, height, toW, toH)
      width = toW
      height = toH
    }
    const levels = new Set(grey)
    const fourBit = levels.size <= 16
    const png = await encodePng({
      width,
      height,
      colorType: 0,
      bitDepth: fourBit ? 4 : 8,
      samples: fourBit ? grey.map((v) => Math.round(v / 17)) : grey,
    })
    if (png.length <= MARK_IMAGE_MAX_BYTES) return { png, width, height }
    if (scale === 1 && Math.min(width, height) <= MARK_IMAGE_MIN_SIDE) return null
    if (Math.max(width, height) <= MARK_IMAGE_MIN_SIDE) return null
  }
}

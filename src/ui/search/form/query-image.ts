import type { MessageKey } from '../../../domain/message-key'
import { checkUpload, fileSuffix } from '../../../domain/files'
import { imageHashFromRgba } from '../../../domain/image-hash'
import { imagePixels } from '../../kit/image-pixels'
import { decodeTiff, type DecodedPixels } from './tiff'

/** Longest side the picture is hashed and previewed at: larger scans only cost time, not accuracy. */
const MAX_SIDE = 1024
const PREVIEW_SIDE = 320

export type QueryImageResult =
  | { ok: true; hash: string; preview: string; width: number; height: number }
  | { ok: false; error: MessageKey }

async function pixelsOf(file: File): Promise<DecodedPixels | null> {
  if (fileSuffix(file.name) === 'TIFF' || fileSuffix(file.name) === 'TIF') {
    return decodeTiff(await file.arrayBuffer())
  }
  return imagePixels(file, MAX_SIDE)
}

/** A small PNG of the pixels for the preview; TIFF cannot be shown by an <img>, so every format goes through it. */
function previewOf({ rgba, width, height }: DecodedPixels): string {
  const full = document.createElement('canvas')
  full.width = width
  full.height = height
  full.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(rgba), width, height), 0, 0)
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(width, height))
  const small = document.createElement('canvas')
  small.width = Math.max(1, Math.round(width * scale))
  small.height = Math.max(1, Math.round(height * scale))
  const context = small.getContext('2d')
  if (!context) return full.toDataURL('image/png')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, small.width, small.height)
  context.drawImage(full, 0, 0, small.width, small.height)
  return small.toDataURL('image/png')
}

/**
 * Checks a query image (JPG, PNG, GIF or TIFF, under 5 MB, §5), decodes it and computes the same dHash the
 * register's specimens carry.
 */
export async function readQueryImage(file: File): Promise<QueryImageResult> {
  const checked = checkUpload(
    { name: file.name.replace(/\.tif$/i, '.tiff').replace(/\.jpeg$/i, '.jpg'), size: file.size },
    'queryImage',
  )
  if (!checked.ok) return checked
  const pixels = await pixelsOf(file)
  if (!pixels) return { ok: false, error: 'validation:fileFormat' }
  return {
    ok: true,
    hash: imageHashFromRgba(pixels.rgba, pixels.width, pixels.height),
    preview: previewOf(pixels),
    width: pixels.width,
    height: pixels.height,
  }
}

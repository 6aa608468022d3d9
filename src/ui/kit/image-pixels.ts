/** An image's pixels as RGBA bytes, row by row. */
export interface ImagePixels {
  rgba: Uint8ClampedArray
  width: number
  height: number
}

/**
 * Decodes an image file the browser can show (JPG, PNG, GIF…) into its pixels, scaled down so the longest side
 * is at most `maxSide` (larger scans only cost time when hashing). Null when the browser cannot decode it.
 */
export async function imagePixels(file: Blob, maxSide: number): Promise<ImagePixels | null> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return null
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  return { rgba: context.getImageData(0, 0, width, height).data, width, height }
}

/**
 * A small PNG copy of an image file (longest side at most `maxSide`), for what only needs to show it: the
 * thumbnail a record keeps. Null when the browser cannot decode the file.
 */
export async function imageThumbnail(file: Blob, maxSide: number): Promise<Blob | null> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return null
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'))
}

import type { InlineImageFormat } from '../../domain/image-data-url'

/** The avatar's side in pixels: sharp in the header and on the account page, a few dozen kB. */
export const AVATAR_SIZE = 256

/** A square of the source image, in its own pixels (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number
  y: number
  width: number
  height: number
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('The image could not be decoded'))
    image.src = src
  })
}

/**
 * Draws the chosen square of the image at AVATAR_SIZE and returns it as a data URL: a JPEG stays a JPEG (on
 * white), a PNG or GIF becomes a PNG (a GIF's first frame; transparency kept).
 */
export async function cropToDataUrl(src: string, area: CropArea, format: InlineImageFormat): Promise<string> {
  const image = await loadImage(src)
  const canvas = document.createElement('canvas')
  canvas.width = AVATAR_SIZE
  canvas.height = AVATAR_SIZE
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No canvas to crop with')
  context.imageSmoothingQuality = 'high'
  if (format === 'jpeg') {
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE)
  }
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE)
  return canvas.toDataURL(format === 'jpeg' ? 'image/jpeg' : 'image/png', 0.92)
}

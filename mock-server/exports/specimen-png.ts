/**
 * The specimen as PNG for Word. Specimens are SVG; Word 2016+ shows the embedded SVG itself, and older
 * programs (and Word's own thumbnails) need a PNG beside it. The mock runs in the page, so the browser
 * rasterises the SVG (Image + OffscreenCanvas). Where no canvas exists (Node tests) a 1×1 white PNG stands in
 * as the fallback; the SVG still carries the picture.
 */
import { base64ToBytes } from '../reference-data/bytes'

const BLANK_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC'

export const blankPng = () => base64ToBytes(BLANK_PNG)

/** The SVG drawn at `size` pixels as PNG bytes, or null where the environment cannot draw. */
export async function rasteriseSvg(svg: string, size: number): Promise<Uint8Array | null> {
  if (typeof OffscreenCanvas === 'undefined' || typeof Image === 'undefined') return null
  try {
    const image = new Image(size, size)
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
    await image.decode()
    const canvas = new OffscreenCanvas(size, size)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(image, 0, 0, size, size)
    const blob = await canvas.convertToBlob({ type: 'image/png' })
    return new Uint8Array(await blob.arrayBuffer())
  } catch {
    // A browser that cannot decode the SVG still gets a valid document (the SVG itself is embedded).
    return null
  }
}

// A scanned PDF is a page image wrapped in a PDF. pdf.js (which renders any page) is not a dependency here;
// pdf-lib cannot render, but it can find the images a scan embeds: a JPEG (DCTDecode) is taken as it is, and an
// 8-bit grey or RGB bitmap (FlateDecode) is drawn onto a canvas. A PDF whose text is drawn as text, not as a
// picture, has no such image: the caller says that its text cannot be read here.

/** Images smaller than this (logos, signatures, stamps) are no page. */
const MIN_PAGE_PIXELS = 200 * 200

/** The page images a scanned PDF embeds, in file order, each as something tesseract reads. */
export async function pdfPageImages(bytes: Uint8Array): Promise<(Blob | HTMLCanvasElement)[]> {
  const { PDFDocument, PDFName, PDFNumber, PDFRawStream, decodePDFRawStream } = await import('pdf-lib')
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
  const images: (Blob | HTMLCanvasElement)[] = []
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const dict = object.dict
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue
    const width = dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber() ?? 0
    const height = dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber() ?? 0
    if (width * height < MIN_PAGE_PIXELS) continue
    const filter = dict.get(PDFName.of('Filter'))
    if (filter === PDFName.of('DCTDecode')) {
      images.push(new Blob([object.contents as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }))
      continue
    }
    const bits = dict.lookupMaybe(PDFName.of('BitsPerComponent'), PDFNumber)?.asNumber()
    const space = dict.get(PDFName.of('ColorSpace'))
    const channels = space === PDFName.of('DeviceGray') ? 1 : space === PDFName.of('DeviceRGB') ? 3 : 0
    if (filter !== PDFName.of('FlateDecode') || bits !== 8 || channels === 0) continue
    const pixels = decodePDFRawStream(object).decode()
    if (pixels.length < width * height * channels) continue
    images.push(bitmapCanvas(pixels, width, height, channels))
  }
  return images
}

function bitmapCanvas(pixels: Uint8Array, width: number, height: number, channels: number) {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return canvas
  const image = context.createImageData(width, height)
  for (let i = 0; i < width * height; i += 1) {
    const at = i * channels
    image.data[i * 4] = pixels[at]!
    image.data[i * 4 + 1] = pixels[channels === 1 ? at : at + 1]!
    image.data[i * 4 + 2] = pixels[channels === 1 ? at : at + 2]!
    image.data[i * 4 + 3] = 255
  }
  context.putImageData(image, 0, 0)
  return canvas
}

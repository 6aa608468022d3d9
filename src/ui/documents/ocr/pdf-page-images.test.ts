import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfPageImages } from './pdf-page-images'

// The header of a 400 x 300 baseline JPEG: enough for pdf-lib to embed it as a DCTDecode image.
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
  0x03, 0x11, 0x01, 0xff, 0xd9,
])

describe('pdfPageImages', () => {
  it('takes the JPEG page of a scanned PDF as it is, and finds none in a text PDF', async () => {
    const scanned = await PDFDocument.create()
    const image = await scanned.embedJpg(JPEG)
    scanned.addPage([400, 300]).drawImage(image, { x: 0, y: 0, width: 400, height: 300 })
    const pages = await pdfPageImages(await scanned.save())
    expect(pages).toHaveLength(1)
    const page = pages[0] as Blob
    expect(page.type).toBe('image/jpeg')
    expect(new Uint8Array(await page.arrayBuffer())).toEqual(JPEG)

    const text = await PDFDocument.create()
    text.addPage().drawText('Trademark licence')
    expect(await pdfPageImages(await text.save())).toEqual([])
  })
})

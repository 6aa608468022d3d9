import { describe, it, expect } from 'vitest'
import {
  checkImageDimensions,
  checkLicenceContent,
  checkUpload,
  fileSuffix,
  readContentFormat,
} from './files'

const ok = { ok: true }
const badFormat = { ok: false, error: 'validation:fileFormat' }
const tooLarge = { ok: false, error: 'validation:fileTooLarge' }

describe('fileSuffix', () => {
  it('takes the last suffix in upper case', () => {
    expect(fileSuffix('a.b.Pdf')).toBe('PDF')
    expect(fileSuffix('noext')).toBe('')
  })
})

describe('checkUpload', () => {
  it('any: accepts the seven suffixes case-insensitively up to 2048000 bytes', () => {
    for (const name of ['a.jpg', 'a.PNG', 'a.gif', 'a.tiff', 'a.jpeg', 'a.bmp', 'a.pdf']) {
      expect(checkUpload({ name, size: 2_048_000 }, 'any')).toEqual(ok)
    }
    expect(checkUpload({ name: 'a.pdf', size: 2_048_001 }, 'any')).toEqual(tooLarge)
    expect(checkUpload({ name: 'a.doc', size: 1 }, 'any')).toEqual(badFormat)
    expect(checkUpload({ name: 'pdf', size: 1 }, 'any')).toEqual(badFormat)
  })
  it('image: only JPG, PNG, GIF, TIFF', () => {
    expect(checkUpload({ name: 'a.png', size: 1 }, 'image')).toEqual(ok)
    expect(checkUpload({ name: 'a.jpeg', size: 1 }, 'image')).toEqual(badFormat)
    expect(checkUpload({ name: 'a.pdf', size: 1 }, 'image')).toEqual(badFormat)
    expect(checkUpload({ name: 'a.png', size: 2_048_001 }, 'image')).toEqual(tooLarge)
  })
  it('queryImage: images up to 5 MB', () => {
    expect(checkUpload({ name: 'a.gif', size: 5_120_000 }, 'queryImage')).toEqual(ok)
    expect(checkUpload({ name: 'a.gif', size: 5_120_001 }, 'queryImage')).toEqual(tooLarge)
    expect(checkUpload({ name: 'a.bmp', size: 1 }, 'queryImage')).toEqual(badFormat)
  })
  it('licenceImage: images up to 10 MB', () => {
    expect(checkUpload({ name: 'a.tiff', size: 10_240_000 }, 'licenceImage')).toEqual(ok)
    expect(checkUpload({ name: 'a.tiff', size: 10_240_001 }, 'licenceImage')).toEqual(tooLarge)
  })
  it('licencePdf: PDF only, up to 2 MB', () => {
    expect(checkUpload({ name: 'l.PDF', size: 2_048_000 }, 'licencePdf')).toEqual(ok)
    expect(checkUpload({ name: 'l.pdf', size: 2_048_001 }, 'licencePdf')).toEqual(tooLarge)
    expect(checkUpload({ name: 'l.jpg', size: 1 }, 'licencePdf')).toEqual(badFormat)
  })
  it('reports the format before the size', () => {
    expect(checkUpload({ name: 'a.exe', size: 1e9 }, 'any')).toEqual(badFormat)
  })
})

describe('checkImageDimensions', () => {
  it('requires at least 400 x 400', () => {
    expect(checkImageDimensions(400, 400)).toEqual(ok)
    expect(checkImageDimensions(399, 800)).toEqual({ ok: false, error: 'validation:imageSize' })
    expect(checkImageDimensions(800, 399)).toEqual({ ok: false, error: 'validation:imageSize' })
  })
})

const bytes = (...values: number[]) => Uint8Array.from(values)
const ascii = (text: string) => new TextEncoder().encode(text)
const PNG = bytes(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  0x49,
  0x48,
  0x44,
  0x52,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00)
const PDF = ascii('%PDF-1.7\n')

describe('readContentFormat', () => {
  it('reads a PDF header (also after leading junk within 1024 bytes) and image signatures', () => {
    expect(readContentFormat(PDF)).toBe('pdf')
    expect(readContentFormat(new Uint8Array([...new Uint8Array(1000), ...PDF]))).toBe('pdf')
    expect(readContentFormat(new Uint8Array([...new Uint8Array(1020), ...PDF]))).toBeNull()
    expect(readContentFormat(PNG)).toBe('png')
    // A JPEG whose frame header lies beyond the bytes read is still a JPEG.
    expect(readContentFormat(JPEG)).toBe('jpeg')
    expect(readContentFormat(ascii('GIF89a'))).toBe('gif')
    expect(readContentFormat(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff')
    expect(readContentFormat(ascii('BM'))).toBe('bmp')
    expect(readContentFormat(ascii('%PD'))).toBeNull()
    expect(readContentFormat(new Uint8Array())).toBeNull()
  })
})

describe('checkLicenceContent (§5: image under 10 MB or PDF under 2 MB, by content)', () => {
  it('takes a PDF up to 2,048,000 bytes and an image up to 10,240,000 bytes', () => {
    expect(checkLicenceContent(PDF, 2_048_000)).toMatchObject({ ok: true, kind: 'licencePdf', format: 'pdf' })
    expect(checkLicenceContent(PDF, 2_048_001)).toMatchObject({
      ok: false,
      error: 'validation:fileTooLarge',
      kind: 'licencePdf',
    })
    expect(checkLicenceContent(PNG, 10_240_000)).toMatchObject({
      ok: true,
      kind: 'licenceImage',
      format: 'png',
    })
    expect(checkLicenceContent(JPEG, 2_048_001)).toMatchObject({ ok: true, kind: 'licenceImage' })
    expect(checkLicenceContent(PNG, 10_240_001)).toMatchObject({
      ok: false,
      error: 'validation:fileTooLarge',
      kind: 'licenceImage',
      maxBytes: 10_240_000,
    })
  })
  it('refuses text, BMP and WebP whatever the size, format first', () => {
    expect(checkLicenceContent(ascii('hello'), 5)).toEqual({ ok: false, error: 'validation:fileFormat' })
    expect(checkLicenceContent(ascii('BM'), 1e9)).toEqual({ ok: false, error: 'validation:fileFormat' })
    expect(checkLicenceContent(ascii('RIFF\0\0\0\0WEBP'), 10)).toEqual({
      ok: false,
      error: 'validation:fileFormat',
    })
  })
})

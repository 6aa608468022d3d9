import { describe, it, expect } from 'vitest'
import { checkImageDimensions, checkUpload, fileSuffix } from './files'

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

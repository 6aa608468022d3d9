import { describe, expect, it } from 'vitest'
import { base64Size, checkInlineImage } from './image-data-url'

const PNG_START = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'
const JPEG = btoa('\xff\xd8\xff\xc0\x00\x11\x08\x00\x10\x00\x20\x03')
const GIF = btoa('GIF89a\x01\x00\x01\x00')

describe('checkInlineImage', () => {
  it('accepts PNG, JPEG and GIF whose bytes match the label', () => {
    expect(checkInlineImage(`data:image/png;base64,${PNG_START}`)).toEqual({
      ok: true,
      format: 'png',
      bytes: 24,
    })
    expect(checkInlineImage(`data:image/jpeg;base64,${JPEG}`)).toMatchObject({ ok: true, format: 'jpeg' })
    expect(checkInlineImage(`data:image/jpg;base64,${JPEG}`)).toMatchObject({ ok: true, format: 'jpeg' })
    expect(checkInlineImage(`data:image/gif;base64,${GIF}`)).toMatchObject({ ok: true, format: 'gif' })
  })
  it('refuses a label the bytes contradict, other formats and broken text', () => {
    const wrong = { ok: false, error: 'validation:fileFormat' }
    expect(checkInlineImage(`data:image/png;base64,${GIF}`)).toEqual(wrong)
    expect(checkInlineImage(`data:image/bmp;base64,${btoa('BM....')}`)).toEqual(wrong)
    expect(checkInlineImage(`data:image/png;base64,${btoa('hello')}`)).toEqual(wrong)
    expect(checkInlineImage('data:image/png;base64,@@@')).toEqual(wrong)
    expect(checkInlineImage('https://example.com/a.png')).toEqual(wrong)
    expect(checkInlineImage('')).toEqual(wrong)
  })
  it('refuses more than the limit, counting decoded bytes', () => {
    const data = `data:image/png;base64,${PNG_START}${'A'.repeat(40)}`
    expect(checkInlineImage(data, 54)).toMatchObject({ ok: true, bytes: 54 })
    expect(checkInlineImage(data, 53)).toEqual({ ok: false, error: 'validation:fileTooLarge' })
  })
  it('sizes Base64 with its padding', () => {
    expect(base64Size(btoa('a'))).toBe(1)
    expect(base64Size(btoa('ab'))).toBe(2)
    expect(base64Size(btoa('abc'))).toBe(3)
  })
})

import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../../i18n/resources'
import { checkSpecimenFile, specimenIssueText } from './specimen-check'

const i18n = i18next.createInstance()
beforeAll(async () => {
  await i18n.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: ['regMarks'],
    interpolation: { escapeValue: false },
  })
})

function png(width: number, height: number, size = 64): File {
  const bytes = new Uint8Array(size)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return new File([bytes], 'mark.png', { type: 'image/png' })
}

function jpeg(width: number, height: number, name = 'mark.jpg'): File {
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]
  return new File([Uint8Array.from([0xff, 0xd8, ...sof])], name, { type: 'image/jpeg' })
}

const text = (lng: 'en' | 'zh-CN', issue: Parameters<typeof specimenIssueText>[1]) =>
  specimenIssueText(i18n.getFixedT(lng, 'regMarks'), issue, lng)

describe('checkSpecimenFile (in the browser, before upload)', () => {
  it('accepts a JPG or PNG of at least 400 × 400 and reports its size', async () => {
    expect(await checkSpecimenFile(png(800, 600))).toEqual({ ok: true, width: 800, height: 600 })
    expect(await checkSpecimenFile(jpeg(400, 400, 'scan.JPEG'))).toEqual({
      ok: true,
      width: 400,
      height: 400,
    })
  })

  it('refuses a 300 × 300 image with its size in the message', async () => {
    const check = await checkSpecimenFile(png(300, 300))
    expect(check).toEqual({ ok: false, issue: { kind: 'dimensions', width: 300, height: 300 } })
    if (check.ok) return
    expect(text('en', check.issue)).toBe(
      'Image size does not match: width and height must each be at least 400 pixels (this image is 300 × 300)',
    )
    expect(text('zh-CN', check.issue)).toBe('图片尺寸不符：宽和高均须不小于400像素（此图片为300×300像素）')
  })

  it('refuses other formats by name before reading, and by content after', async () => {
    const gif = await checkSpecimenFile(new File(['GIF89a'], 'mark.gif'))
    expect(gif).toEqual({ ok: false, issue: { kind: 'format' } })
    const renamed = await checkSpecimenFile(new File(['GIF89a'], 'mark.png'))
    expect(renamed).toEqual({ ok: false, issue: { kind: 'format' } })
    expect(text('en', { kind: 'format' })).toBe('Wrong file format: the specimen must be a JPG or PNG image')
  })

  it('refuses a file over 2 MB without reading it', async () => {
    const big = png(1000, 1000, 3 * 1024 * 1000)
    const check = await checkSpecimenFile(big)
    expect(check).toEqual({ ok: false, issue: { kind: 'size', size: 3 * 1024 * 1000 } })
    if (check.ok) return
    expect(text('en', check.issue)).toBe(
      'File too large: the specimen must be under 2 MB (this file is 3 MB)',
    )
    expect(text('zh-CN', check.issue)).toBe('文件过大：商标图样须小于2 MB（此文件为3 MB）')
  })
})

import { describe, expect, it } from 'vitest'
import type { MarkImageAnswer, SimilarAnswer } from '../../src/api/schemas/registration-marks'
import { readImageHeader } from '../../src/domain/image-header'
import { base64ToBytes } from '../reference-data/bytes'
import { getRegister } from '../register'
import { decodePng, encodePng } from '../registration-marks/png'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

function call<T = unknown>(path: string, body: object | FormData = {}, lang = 'en', method = 'POST') {
  return callApi<T>(path, body, { token: 't-u-demo', lang, method })
}

const storedBytes = (fileId: string) => base64ToBytes(server.db.files.find((f) => f.id === fileId)!.base64)

/** A white grey PNG of the given size with a black square in the middle. */
async function pngOf(width: number, height: number): Promise<Uint8Array> {
  const samples = new Uint8Array(width * height).fill(255)
  for (let y = height / 4; y < (height * 3) / 4; y++)
    for (let x = width / 4; x < (width * 3) / 4; x++) samples[y * width + x] = 0
  return encodePng({ width, height, colorType: 0, bitDepth: 8, samples })
}

function upload(bytes: Uint8Array, name: string, role?: 'image' | 'blackImage', lang = 'en') {
  const form = new FormData()
  form.append(
    'file',
    new File([new Uint8Array(bytes)], name, { type: name.endsWith('.png') ? 'image/png' : '' }),
  )
  if (role) form.append('role', role)
  return call<MarkImageAnswer>('trademark/fileUpload', form, lang)
}

describe('trademark/generate', () => {
  it('draws the words as an 800 × 800 PNG stored in the member’s files', async () => {
    const res = await call<MarkImageAnswer>('trademark/generate', { text: 'ＮＯＶＡ Tech', font: 'serif' })
    expect(res.body.code).toBe(200)
    const image = res.body.data
    expect(image).toMatchObject({ width: 800, height: 800, source: 'generated', fileName: 'NOVA-Tech.png' })
    expect(image.url).toBe(`file/download?fileId=${image.fileId}`)
    const bytes = storedBytes(image.fileId)
    expect(bytes.length).toBe(image.size)
    expect(readImageHeader(bytes)).toEqual({ format: 'png', width: 800, height: 800 })
    // Small enough for the saved demo data, and really drawn: ink in the middle, paper at the edge.
    expect(bytes.length).toBeLessThan(100_000)
    const pixels = (await decodePng(bytes))!
    const at = (x: number, y: number) => pixels.rgba[(y * 800 + x) * 4]!
    expect(at(5, 5)).toBe(255)
    let ink = 0
    for (let y = 300; y < 500; y++) for (let x = 0; x < 800; x++) if (at(x, y) < 128) ink++
    expect(ink).toBeGreaterThan(2000)
  })

  it('uses the chosen colour, and refuses characters §5 does not allow', async () => {
    const red = await call<MarkImageAnswer>('trademark/generate', { text: '云杉', color: '#C8102E' })
    expect(red.body.code).toBe(200)
    const pixels = (await decodePng(storedBytes(red.body.data.fileId)))!
    let reddest = 0
    for (let i = 0; i < pixels.rgba.length; i += 4)
      reddest = Math.max(reddest, pixels.rgba[i]! - pixels.rgba[i + 1]!)
    expect(reddest).toBeGreaterThan(150)

    const bad = await call('trademark/generate', { text: 'Cloud<Spruce>' }, 'zh-CN')
    expect(bad.body.code).toBe(1001)
    expect(bad.body.msg).toBe('商标文字只能包含汉字、字母、数字、空格和加号')
  })

  it('needs a session', async () => {
    const res = await callApi('trademark/generate', { text: 'NOVA' })
    expect(res.body.code).toBe(401)
  })
})

describe('trademark/generateBlack', () => {
  it('turns a colour specimen into black ink on white', async () => {
    const red = await call<MarkImageAnswer>('trademark/generate', { text: 'Red Maple', color: '#C8102E' })
    const res = await call<MarkImageAnswer>('trademark/generateBlack', { fileId: red.body.data.fileId })
    expect(res.body.code).toBe(200)
    expect(res.body.data).toMatchObject({
      width: 800,
      height: 800,
      source: 'generated',
      fileName: 'Red-Maple-bw.png',
    })
    const pixels = (await decodePng(storedBytes(res.body.data.fileId)))!
    let darkest = 255
    let coloured = 0
    for (let i = 0; i < pixels.rgba.length; i += 4) {
      const [r, g, b] = [pixels.rgba[i]!, pixels.rgba[i + 1]!, pixels.rgba[i + 2]!]
      darkest = Math.min(darkest, r)
      if (r !== g || g !== b) coloured++
    }
    expect(coloured).toBe(0)
    expect(darkest).toBeLessThan(20)
  })

  it('refuses a file that is not the member’s', async () => {
    const res = await call('trademark/generateBlack', { fileId: 'f-nobody' })
    expect(res.body.code).toBe(1004)
  })
})

describe('trademark/fileUpload', () => {
  it('stores a valid PNG with its pixel size', async () => {
    const bytes = await pngOf(600, 450)
    const res = await upload(bytes, 'logo.png')
    expect(res.body.code).toBe(200)
    expect(res.body.data).toMatchObject({ fileName: 'logo.png', width: 600, height: 450, size: bytes.length })
    expect(server.db.files.find((f) => f.id === res.body.data.fileId)?.bizType).toBe('trademarkImage')
  })

  it('refuses a wrong format by name and by content', async () => {
    const gif = await upload(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), 'logo.gif')
    expect(gif.body).toMatchObject({
      code: 1001,
      msg: 'Wrong file format: the specimen must be a JPG or PNG image',
    })
    const disguised = await upload(
      Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
      'logo.png',
      'image',
      'zh-CN',
    )
    expect(disguised.body.msg).toBe('文件格式错误：商标图样仅支持JPG或PNG格式')
  })

  it('refuses a file over 2 MB, naming its size', async () => {
    const big = new Uint8Array(Math.round(3.4 * 1024 * 1000))
    big.set(await pngOf(400, 400))
    const res = await upload(big, 'big.png')
    expect(res.body).toMatchObject({
      code: 1001,
      msg: 'File too large: the specimen must be under 2 MB (this file is 3.4 MB)',
    })
    const justOver = new Uint8Array(2_048_001)
    justOver.set(await pngOf(400, 400))
    const zh = await upload(justOver, 'big.png', 'image', 'zh-CN')
    expect(zh.body.msg).toBe('文件过大：商标图样须小于2 MB（此文件为2,048,001字节）')
  })

  it('refuses a 300 × 300 image', async () => {
    const res = await upload(await pngOf(300, 300), 'small.png', 'image', 'zh-CN')
    expect(res.body).toMatchObject({
      code: 1001,
      msg: '图片尺寸不符：宽和高均须不小于400像素（此图片为300×300像素）',
    })
    const en = await upload(await pngOf(300, 300), 'small.png')
    expect(en.body.msg).toBe(
      'Image size does not match: width and height must each be at least 400 pixels (this image is 300 × 300)',
    )
  })

  it('refuses a colour image as the black-and-white version', async () => {
    const red = await call<MarkImageAnswer>('trademark/generate', { text: 'Red Maple', color: '#C8102E' })
    const res = await upload(storedBytes(red.body.data.fileId), 'red.png', 'blackImage')
    expect(res.body.msg).toBe(
      'This image is in colour: the black-and-white version may only contain black, white and greys',
    )
    const grey = await upload(await pngOf(500, 500), 'grey.png', 'blackImage')
    expect(grey.body.code).toBe(200)
  })
})

describe('trademark/imageShowErrorRemind', () => {
  it('states the rules and their messages in the caller’s language', async () => {
    const en = await call<{ hint: string; formats: string[]; minWidth: number; messages: { size: string } }>(
      'trademark/imageShowErrorRemind',
      {},
      'en',
      'GET',
    )
    expect(en.body.data).toMatchObject({
      formats: ['JPG', 'PNG'],
      maxBytes: 2_048_000,
      minWidth: 400,
      minHeight: 400,
    })
    expect(en.body.data.hint).toContain('JPG or PNG file under 2 MB, at least 400 × 400 pixels')
    const zh = await call<{ hint: string; messages: { size: string } }>(
      'trademark/imageShowErrorRemind',
      {},
      'zh-CN',
      'GET',
    )
    expect(zh.body.data.hint).toContain('宽和高均不小于400像素')
    expect(zh.body.data.messages.size).toBe('文件过大：商标图样须小于2 MB')
  })
})

describe('trademark/aiSimilarQuery and euAiSimilarQuery', () => {
  const liveMark = (pred: (country: string) => boolean) =>
    getRegister().marks.find(
      (m) => pred(m.country) && /^[A-Z]{4,}$/.test(m.name) && m.status !== 2 && m.status !== 9,
    )!

  it('finds a register mark of the same name in its class, with a high risk', async () => {
    const mark = liveMark((c) => c === 'CN')
    const classNo = mark.classes[0]!.no
    const res = await call<SimilarAnswer>('trademark/aiSimilarQuery', { name: mark.name, classes: [classNo] })
    expect(res.body.code).toBe(200)
    const answer = res.body.data
    expect(answer.risk).toBe('high')
    expect(answer.counts.high).toBeGreaterThan(0)
    const hit = answer.matches.find((m) => m.id === mark.id)
    expect(hit).toMatchObject({ level: 'high', score: 100, reasons: ['exact'], country: 'CN' })
    expect(hit!.sharedClasses).toContain(classNo)
    expect(answer.matches.every((m) => m.country === 'CN' && m.status !== 2)).toBe(true)
  }, 30_000)

  it('answers none for a name nothing resembles', async () => {
    const res = await call<SimilarAnswer>('trademark/aiSimilarQuery', { name: 'QXZJV', classes: ['09'] })
    expect(res.body.data).toMatchObject({ risk: 'none', matches: [], counts: { high: 0, middle: 0, low: 0 } })
  }, 30_000)

  it('compares global filings against the registers outside mainland China', async () => {
    const mark = liveMark((c) => c !== 'CN')
    const res = await call<SimilarAnswer>('trademark/euAiSimilarQuery', {
      name: mark.name,
      classes: mark.classes.map((c) => c.no),
    })
    expect(res.body.data.matches.some((m) => m.id === mark.id)).toBe(true)
    expect(res.body.data.matches.every((m) => m.country !== 'CN')).toBe(true)
    const narrowed = await call<SimilarAnswer>('trademark/euAiSimilarQuery', {
      name: mark.name,
      classes: [],
      countries: [mark.country === 'US' ? 'JP' : 'US', 'CN'],
    })
    expect(narrowed.body.data.countries).not.toContain('CN')
    expect(narrowed.body.data.matches.some((m) => m.id === mark.id)).toBe(false)
  }, 30_000)
})

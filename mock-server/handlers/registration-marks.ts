import { filingCalls } from '../../src/api/catalogue/filing'
import { registrationMarksSchemas, type MarkImageAnswer } from '../../src/api/schemas/registration-marks'
import { MARK_IMAGE_SUFFIXES } from '../../src/domain/files'
import { readImageHeader } from '../../src/domain/image-header'
import {
  MARK_IMAGE_MAX_BYTES,
  MARK_IMAGE_MIN_SIDE,
  MARK_NAME_MAX,
  markImageIssue,
  markNameIssue,
  normaliseMarkName,
} from '../../src/domain/registration/marks'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers, type BoundHandler } from '../define-handlers'
import { base64ToBytes, bytesToBase64 } from '../reference-data/bytes'
import type { FileRecord } from '../seeds/files'
import { SPECIMEN_SIDE, specimenPng } from '../registration-marks/generate'
import { IMAGE_RULE_TEXTS, issueMessage } from '../registration-marks/image-rules'
import { blackAndWhite, decodeImage } from '../registration-marks/pixels'
import { similarCheck } from '../registration-marks/similar'
import { registerReady } from '../register'
import { syncLivingRegister } from '../search/living-register'

type Ctx = HandlerContext<unknown>

async function readBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer())
  // Older jsdom Blobs have no arrayBuffer(); FileReader is always there.
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(blob)
  })
}

function store(
  ctx: Ctx,
  fileName: string,
  bytes: Uint8Array,
  bizType: string,
  contentType: string,
): FileRecord {
  const record: FileRecord = {
    id: newId('f-'),
    userId: ctx.requireUser().id,
    fileName,
    size: bytes.length,
    contentType,
    bizType,
    base64: bytesToBase64(bytes),
    createdAt: ctx.now().toISOString(),
  }
  ctx.db.files.push(record)
  return record
}

const answer = (
  f: FileRecord,
  size: { width: number; height: number },
  source: MarkImageAnswer['source'],
): MarkImageAnswer => ({
  fileId: f.id,
  fileName: f.fileName,
  url: `file/download?fileId=${encodeURIComponent(f.id)}`,
  width: size.width,
  height: size.height,
  size: f.size,
  source,
})

/** The name as it will be filed; refuses characters outside §5's list and over-long names. */
function checkedName(ctx: Ctx, raw: string): string {
  const name = normaliseMarkName(raw).trim().replace(/\s+/g, ' ')
  const issue = markNameIssue(name, 'word')
  if (issue === 'characters')
    throw new ReplyError(
      ctx.fail(
        '商标文字只能包含汉字、字母、数字、空格和加号',
        'The literal elements may only contain Chinese characters, letters, digits, spaces and +',
      ),
    )
  if (issue === 'tooLong')
    throw new ReplyError(
      ctx.fail(
        `商标文字不能超过${MARK_NAME_MAX}个字符`,
        `The literal elements may be at most ${MARK_NAME_MAX} characters`,
      ),
    )
  return name
}

// A file name that keeps the mark's words but nothing a file system could trip on.
const safeStem = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}+ ]+/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 40) || 'specimen'

/** True when a noticeable share of the pixels carry colour (a "black-and-white" upload that is not). */
function hasColour(rgba: Uint8Array | Uint8ClampedArray): boolean {
  let coloured = 0
  let seen = 0
  for (let i = 0; i < rgba.length; i += 4 * 7) {
    seen++
    const r = rgba[i]!
    const g = rgba[i + 1]!
    const b = rgba[i + 2]!
    if (Math.max(r, g, b) - Math.min(r, g, b) > 48) coloured++
  }
  return coloured > seen * 0.005
}

const TEXTS = IMAGE_RULE_TEXTS

const markHandlers = defineHandlers(filingCalls, registrationMarksSchemas, {
  async trademarkGenerate(ctx) {
    ctx.requireUser()
    const text = checkedName(ctx, ctx.body.text)
    const png = await specimenPng(text, ctx.body.font, ctx.body.color)
    const record = store(ctx, `${safeStem(text)}.png`, png, 'trademarkImage', 'image/png')
    return ctx.ok(answer(record, { width: SPECIMEN_SIDE, height: SPECIMEN_SIDE }, 'generated'))
  },
  async trademarkGenerateBlack(ctx) {
    const user = ctx.requireUser()
    const file = ctx.db.files.find((f) => f.id === ctx.body.fileId && f.userId === user.id)
    if (!file) return ctx.fail('文件不存在', 'File not found', BIZ.notFound)
    const bytes = base64ToBytes(file.base64)
    const header = readImageHeader(bytes)
    if (!header || (header.format !== 'png' && header.format !== 'jpeg'))
      return ctx.fail(TEXTS.format.zh, TEXTS.format.en)
    const pixels = await decodeImage(bytes, file.contentType)
    if (!pixels)
      return ctx.fail(
        '无法读取该图片，请直接上传黑白稿',
        'This image could not be read here: please upload the black-and-white version yourself',
      )
    const black = await blackAndWhite(pixels)
    if (!black)
      return ctx.fail(
        '黑白稿超过大小限制，请直接上传黑白稿',
        'The black-and-white version would be too large: please upload it yourself',
      )
    const stem = file.fileName.replace(/\.[^.]*$/, '')
    const record = store(ctx, `${stem}-bw.png`, black.png, 'trademarkBlackImage', 'image/png')
    return ctx.ok(answer(record, black, 'generated'))
  },
  async trademarkFileUpload(ctx) {
    ctx.requireUser()
    const { file, role } = ctx.body
    const fileName = file instanceof File && file.name ? file.name : 'specimen'
    const bytes = await readBlob(file)
    const header = readImageHeader(bytes)
    const issue = markImageIssue({ name: fileName, size: bytes.length }, header)
    if (issue || !header) {
      const text = issue ? issueMessage(issue) : TEXTS.format
      return ctx.fail(text.zh, text.en)
    }
    if (role === 'blackImage') {
      const pixels = await decodeImage(bytes, header.format === 'png' ? 'image/png' : 'image/jpeg')
      if (pixels && hasColour(pixels.rgba))
        return ctx.fail(
          '该图片含有彩色：黑白稿只能包含黑、白和灰色',
          'This image is in colour: the black-and-white version may only contain black, white and greys',
        )
    }
    const contentType = header.format === 'png' ? 'image/png' : 'image/jpeg'
    const bizType = role === 'blackImage' ? 'trademarkBlackImage' : 'trademarkImage'
    const record = store(ctx, fileName, bytes, bizType, contentType)
    return ctx.ok(answer(record, header, 'upload'))
  },
  trademarkImageShowErrorRemind(ctx) {
    return ctx.ok({
      formats: MARK_IMAGE_SUFFIXES.filter((s) => s !== 'JPEG'),
      maxBytes: MARK_IMAGE_MAX_BYTES,
      minWidth: MARK_IMAGE_MIN_SIDE,
      minHeight: MARK_IMAGE_MIN_SIDE,
      hint: ctx.t(TEXTS.hint.zh, TEXTS.hint.en),
      messages: {
        format: ctx.t(TEXTS.format.zh, TEXTS.format.en),
        size: ctx.t(TEXTS.size.zh, TEXTS.size.en),
        dimensions: ctx.t(TEXTS.dimensions.zh, TEXTS.dimensions.en),
      },
    })
  },
  async trademarkAiSimilarQuery(ctx) {
    ctx.requireUser()
    await registerReady()
    syncLivingRegister(ctx.db, ctx.today())
    const name = checkedName(ctx, ctx.body.name)
    const countries = ctx.body.region === 'hk' ? ['HK'] : ['CN']
    return ctx.ok(
      similarCheck({ name, classes: ctx.body.classes, countries, checkedAt: ctx.now().toISOString() }),
    )
  },
  async trademarkEuAiSimilarQuery(ctx) {
    ctx.requireUser()
    await registerReady()
    syncLivingRegister(ctx.db, ctx.today())
    const name = checkedName(ctx, ctx.body.name)
    const countries = [...new Set(ctx.body.countries.filter((c) => c !== 'CN'))]
    return ctx.ok(
      similarCheck({
        name,
        classes: ctx.body.classes,
        countries,
        exclude: 'CN',
        checkedAt: ctx.now().toISOString(),
      }),
    )
  },
})

/** The registration wizards' marks calls (issue 5): specimens (upload, generate, black-and-white), the image rules and the similarity checks. */
export const registrationMarksHandlers: BoundHandler[] = [...markHandlers]

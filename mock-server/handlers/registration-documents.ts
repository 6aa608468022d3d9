import { filingCalls } from '../../src/api/catalogue/filing'
import {
  registrationDocumentsSchemas,
  type UploadedDocument,
} from '../../src/api/schemas/registration-documents'
import { checkUpload, fileSuffix } from '../../src/domain/files'
import { DOCUMENT_MAX_BYTES, type DocumentKind } from '../../src/domain/registration/types'
import { ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers } from '../define-handlers'
import { bytesToBase64 } from '../reference-data/bytes'
import type { FileRecord } from '../seeds/files'

type Ctx = HandlerContext<unknown>

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  PDF: 'application/pdf',
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  GIF: 'image/gif',
  TIFF: 'image/tiff',
  BMP: 'image/bmp',
}

/** How long the mock pretends receiving takes, so file/getUploadProgress moves like the other uploads. */
const RECEIVE_MS = 2_000

/**
 * The §5 upload rule for case documents, as the page checks it before uploading: the format first (the
 * more useful message), then the size.
 */
function rejectUnchecked(ctx: Ctx, file: { name: string; size: number }) {
  const check = checkUpload(file, 'any')
  if (!check.ok && check.error === 'validation:fileFormat') {
    throw new ReplyError(
      ctx.fail(
        '文件格式错误：仅支持 JPG、PNG、GIF、TIFF、JPEG、BMP 或 PDF 文件',
        'Wrong file format: only JPG, PNG, GIF, TIFF, JPEG, BMP or PDF files are accepted',
      ),
    )
  }
  // checkUpload's 'any' limit is the same 2,048,000 bytes; the document limit is named for clarity.
  if (!check.ok || file.size > DOCUMENT_MAX_BYTES) {
    throw new ReplyError(
      ctx.fail(
        '文件过大：单个文件不能超过 2MB（2,048,000 字节）',
        'File too large: at most 2 MB (2,048,000 bytes)',
      ),
    )
  }
  if (file.size === 0) throw new ReplyError(ctx.fail('文件内容为空', 'The file is empty'))
}

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

/** Keeps the document in the member's file store (the same store file/download reads). */
async function storeDocument(
  ctx: HandlerContext<{ file: Blob; kind: DocumentKind; draftId: string }>,
): Promise<UploadedDocument> {
  const user = ctx.requireUser()
  const { file, kind } = ctx.body
  const fileName = file instanceof File && file.name ? file.name : 'document'
  rejectUnchecked(ctx, { name: fileName, size: file.size })
  const bytes = await readBlob(file)
  const record: FileRecord = {
    id: newId('f-'),
    userId: user.id,
    fileName,
    size: bytes.length,
    contentType: file.type || CONTENT_TYPES[fileSuffix(fileName)] || 'application/octet-stream',
    bizType: kind,
    base64: bytesToBase64(bytes),
    createdAt: ctx.now().toISOString(),
  }
  ctx.db.files.push(record)
  ctx.db.uploadProgress = [
    ...ctx.db.uploadProgress.filter((p) => p.userId !== user.id),
    { userId: user.id, total: bytes.length, startedAt: record.createdAt, durationMs: RECEIVE_MS },
  ]
  return {
    fileId: record.id,
    fileName: record.fileName,
    size: record.size,
    contentType: record.contentType,
    url: `file/download?fileId=${encodeURIComponent(record.id)}`,
  }
}

/** The registration wizards' documents calls (issue 5): case documents of the provideDocument step. */
export const registrationDocumentsHandlers = defineHandlers(filingCalls, registrationDocumentsSchemas, {
  async trademarkUploadFile(ctx) {
    return ctx.ok(await storeDocument(ctx))
  },
  async trademarkGlobalUploadFile(ctx) {
    return ctx.ok(await storeDocument(ctx))
  },
})

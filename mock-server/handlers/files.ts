import { filesCalls } from '../../src/api/catalogue/files'
import { filesSchemas, type JobProgress, type StoredFile } from '../../src/api/schemas/files'
import {
  checkLicenceContent,
  checkUpload,
  CONTENT_HEAD_BYTES,
  contentTypeOfFormat,
  fileSuffix,
  type UploadKind,
} from '../../src/domain/files'
import { progressFor } from '../../src/domain/upload-progress'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers } from '../define-handlers'
import { base64ToBytes, bytesToBase64 } from '../reference-data/bytes'
import { buildZip } from '../reference-data/zip'
import type { FileJobRecord, FileRecord } from '../seeds/files'
import { officialDocumentsOf } from '../commerce/official-documents-store'

type Ctx = HandlerContext<unknown>

// A business licence is checked by content instead (checkLicenceContent): an image or a PDF, each its limit.
const KIND_OF_BIZ: Readonly<Record<string, UploadKind>> = {
  licenceImage: 'licenceImage',
  trademarkImage: 'image',
  queryImage: 'queryImage',
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  PDF: 'application/pdf',
  JPG: 'image/jpeg',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  GIF: 'image/gif',
  TIFF: 'image/tiff',
  BMP: 'image/bmp',
  ZIP: 'application/zip',
  XLS: 'application/vnd.ms-excel',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** How long the mock pretends server-side work takes, so progress bars move. */
const UPLOAD_RECEIVE_MS = 2_000
const JOB_MS = { zip: 4_500, source: 7_500 } as const

const contentTypeOf = (fileName: string, given = '') =>
  given || CONTENT_TYPES[fileSuffix(fileName)] || 'application/octet-stream'

const toStored = (f: FileRecord): StoredFile => ({
  fileId: f.id,
  fileName: f.fileName,
  size: f.size,
  contentType: f.contentType,
  bizType: f.bizType,
  url: `file/download?fileId=${encodeURIComponent(f.id)}`,
  uploadedAt: f.createdAt,
})

/** Refuses a business licence that is neither an image up to 10 MB nor a PDF up to 2 MB, by its bytes. */
function checkedLicenceType(ctx: Ctx, bytes: Uint8Array): string {
  const check = checkLicenceContent(bytes.subarray(0, CONTENT_HEAD_BYTES), bytes.length)
  if (check.ok) return contentTypeOfFormat(check.format)
  if (check.error === 'validation:fileFormat')
    throw new ReplyError(
      ctx.fail(
        '文件格式错误：营业执照须为 JPG、PNG、GIF、TIFF 图片或 PDF 文件',
        'Wrong file format: the business licence must be a JPG, PNG, GIF or TIFF image or a PDF',
      ),
    )
  throw new ReplyError(
    check.kind === 'licencePdf'
      ? ctx.fail('文件过大：PDF 文件不能超过 2MB', 'File too large: a PDF may be at most 2 MB')
      : ctx.fail('文件过大：图片不能超过 10MB', 'File too large: an image may be at most 10 MB'),
  )
}

/** Checks an upload by its rule and answers the content type to store it with ('' to take the given one). */
function rejectUnchecked(ctx: Ctx, file: { name: string; size: number }, bizType: string, bytes: Uint8Array) {
  if (bizType === 'businessLicence') return checkedLicenceType(ctx, bytes)
  const check = checkUpload(file, KIND_OF_BIZ[bizType] ?? 'any')
  if (check.ok) return ''
  if (check.error === 'validation:fileFormat')
    throw new ReplyError(ctx.fail('文件格式错误', 'Wrong file format'))
  throw new ReplyError(ctx.fail('文件过大', 'File too large'))
}

function store(ctx: Ctx, fileName: string, bytes: Uint8Array, bizType: string, contentType = ''): FileRecord {
  const record: FileRecord = {
    id: newId('f-'),
    userId: ctx.user?.id ?? null,
    fileName,
    size: bytes.length,
    contentType: contentTypeOf(fileName, contentType),
    bizType,
    base64: bytesToBase64(bytes),
    createdAt: ctx.now().toISOString(),
  }
  ctx.db.files.push(record)
  if (ctx.user) {
    const progress = {
      userId: ctx.user.id,
      total: bytes.length,
      startedAt: record.createdAt,
      durationMs: UPLOAD_RECEIVE_MS,
    }
    ctx.db.uploadProgress = [...ctx.db.uploadProgress.filter((p) => p.userId !== ctx.user?.id), progress]
  }
  return record
}

/** A file the caller may read: their own, or one uploaded without a session. */
function readable(ctx: Ctx, fileId: string): FileRecord {
  const file = ctx.db.files.find((f) => f.id === fileId && (f.userId === null || f.userId === ctx.user?.id))
  if (!file) throw new ReplyError(ctx.fail('文件不存在', 'File not found', BIZ.notFound))
  return file
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

function jobProgress(ctx: Ctx, job: FileJobRecord): JobProgress {
  const elapsed = ctx.now().getTime() - new Date(job.startedAt).getTime()
  const done = elapsed >= job.durationMs
  const status = job.failed ? 2 : done ? 1 : 0
  return {
    jobId: job.id,
    kind: job.kind,
    status,
    progress: status === 1 ? 100 : Math.max(0, Math.min(99, Math.floor((elapsed / job.durationMs) * 100))),
    resultFileId: status === 1 ? job.resultFileId : null,
    message:
      status === 2
        ? ctx.t('处理失败', 'Processing failed')
        : status === 1
          ? ctx.t('处理完成', 'Done')
          : ctx.t('正在处理', 'Processing'),
  }
}

function startJob(ctx: Ctx, kind: FileJobRecord['kind'], fileIds: string[], resultFileId: string | null) {
  const user = ctx.requireUser()
  const job: FileJobRecord = {
    id: newId('job-'),
    userId: user.id,
    kind,
    fileIds,
    startedAt: ctx.now().toISOString(),
    durationMs: JOB_MS[kind],
    resultFileId,
    failed: false,
  }
  ctx.db.fileJobs.push(job)
  return job
}

function zipOf(ctx: Ctx, fileIds: readonly string[]) {
  const files = fileIds.map((id) => readable(ctx, id))
  return buildZip(
    files.map((f) => ({ name: f.fileName, bytes: base64ToBytes(f.base64), date: new Date(f.createdAt) })),
  )
}

const zipName = (given: string, ctx: Ctx) => {
  const name = given || `files-${ctx.today().replaceAll('-', '')}`
  return name.toLowerCase().endsWith('.zip') ? name : `${name}.zip`
}

export const filesHandlers = defineHandlers(filesCalls, filesSchemas, {
  async fileUpload(ctx) {
    const { file, bizType } = ctx.body
    const fileName = file instanceof File && file.name ? file.name : 'upload'
    const bytes = await readBlob(file)
    const type = rejectUnchecked(ctx, { name: fileName, size: bytes.length }, bizType, bytes)
    return ctx.ok(toStored(store(ctx, fileName, bytes, bizType, type || file.type)))
  },
  fileUploadBase64(ctx) {
    const { fileName, bizType } = ctx.body
    const data = ctx.body.base64.replace(/^data:([^;,]*)(;base64)?,/, '')
    const given = /^data:([^;,]+)/.exec(ctx.body.base64)?.[1] ?? ''
    let bytes: Uint8Array
    try {
      bytes = base64ToBytes(data.replace(/\s+/g, ''))
    } catch {
      return ctx.fail('文件内容不是有效的Base64', 'The file content is not valid Base64')
    }
    const type = rejectUnchecked(ctx, { name: fileName, size: bytes.length }, bizType, bytes)
    return ctx.ok(toStored(store(ctx, fileName, bytes, bizType, type || given)))
  },
  fileBatchUploadZip(ctx) {
    const user = ctx.requireUser()
    const bytes = zipOf(ctx, ctx.body.fileIds)
    const zip: FileRecord = {
      id: newId('f-'),
      userId: user.id,
      fileName: zipName(ctx.body.zipName, ctx),
      size: bytes.length,
      contentType: 'application/zip',
      bizType: 'batchZip',
      base64: bytesToBase64(bytes),
      createdAt: ctx.now().toISOString(),
    }
    ctx.db.files.push(zip)
    const job = startJob(ctx, 'zip', ctx.body.fileIds, zip.id)
    return ctx.ok({ jobId: job.id, count: ctx.body.fileIds.length })
  },
  fileUploadSourceFile(ctx) {
    const file = readable(ctx, ctx.body.fileId)
    const job = startJob(ctx, 'source', [file.id], file.id)
    return ctx.ok({ jobId: job.id, fileId: file.id, fileName: file.fileName })
  },
  fileResetProgress(ctx) {
    const user = ctx.requireUser()
    ctx.db.uploadProgress = ctx.db.uploadProgress.filter((p) => p.userId !== user.id)
    return ctx.ok({ total: 0, uploaded: 0, percent: 0 })
  },
  fileGetUploadProgress(ctx) {
    const user = ctx.requireUser()
    const p = ctx.db.uploadProgress.find((x) => x.userId === user.id)
    if (!p) return ctx.ok({ total: 0, uploaded: 0, percent: 0 })
    const elapsed = ctx.now().getTime() - new Date(p.startedAt).getTime()
    const uploaded = Math.min(p.total, Math.floor((p.total * Math.max(0, elapsed)) / p.durationMs))
    return ctx.ok({ total: p.total, uploaded, percent: progressFor(p.total, uploaded) })
  },
  fileDownload(ctx) {
    const file = readable(ctx, ctx.body.fileId)
    return ctx.blob(file.base64, file.fileName, file.contentType)
  },
  fileDownloadEdc(ctx) {
    const user = ctx.requireUser()
    // Only what the office sent about the member's cases (the official documents list): not their uploads.
    // Listing them first stores an order document's PDF that was never listed before.
    const { list, stored } = officialDocumentsOf(ctx.db, user.id)
    if (stored) ctx.changed()
    const file = readable(ctx, ctx.body.fileId)
    if (!list.some((d) => d.fileId === file.id)) {
      return ctx.fail('该文件不是电子文件', 'This file is not an official electronic document', BIZ.notFound)
    }
    return ctx.blob(file.base64, file.fileName, file.contentType)
  },
  fileMultiFileDownload(ctx) {
    // A bundle is made for a signed-in member, of their own files only (readable refuses anyone else's).
    ctx.requireUser()
    const bytes = zipOf(ctx, [...new Set(ctx.body.fileIds)])
    return ctx.blob(bytesToBase64(bytes), zipName(ctx.body.zipName, ctx), 'application/zip')
  },
  fileGetProgress(ctx) {
    const user = ctx.requireUser()
    const mine = ctx.db.fileJobs.filter((j) => j.userId === user.id)
    const job = ctx.body.jobId ? mine.find((j) => j.id === ctx.body.jobId) : mine[mine.length - 1]
    if (!job) return ctx.fail('处理任务不存在', 'No such processing job', BIZ.notFound)
    return ctx.ok(jobProgress(ctx, job))
  },
})

import { casesCalls } from '../../src/api/catalogue/cases'
import { documentsSchemas } from '../../src/api/schemas/documents'
import { baseName, folderParts, readArchive } from '../../src/domain/documents/archive'
import {
  checkDocument,
  checkItemName,
  chunkCount,
  DOCUMENT_CHUNK_BYTES,
  DOCUMENT_CHUNK_THRESHOLD,
  DOCUMENT_MAX_BYTES,
  freeName,
  type DocumentFormat,
} from '../../src/domain/documents/document-rules'
import { matchDocument, matchSnippet, meanConfidence } from '../../src/domain/documents/document-text'
import { CONTENT_HEAD_BYTES } from '../../src/domain/files'
import {
  documentView,
  foldersOf,
  itemsOf,
  library,
  subtreeIds,
  type DocItem,
  type DocOcrRecord,
  type DocUpload,
} from '../cases/documents-store'
import { visibleCases } from '../cases/store'
import { requireAuthority, type Acting } from '../cases/team'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers } from '../define-handlers'
import { base64ToBytes, bytesToBase64 } from '../reference-data/bytes'
import { buildZip } from '../reference-data/zip'
import { documentMessage } from '../cases/documents-messages'

type Ctx = HandlerContext<unknown>

/** A chunked upload left unfinished this long is dropped with its chunks. */
const UPLOAD_STALE_MS = 24 * 60 * 60 * 1000

const refuse = (ctx: Ctx, key: string): never => {
  const [zh, en] = documentMessage(key)
  throw new ReplyError(ctx.fail(zh, en, BIZ.rejected, { error: key }))
}

const notFound = (ctx: Ctx, zh: string, en: string): never => {
  throw new ReplyError(ctx.fail(zh, en, BIZ.notFound))
}

function findItem(ctx: Ctx, acting: Acting, id: string): DocItem {
  return (
    itemsOf(ctx.db, acting.account.id).find((d) => d.id === id) ??
    notFound(ctx, '文件不存在或已删除', 'The document does not exist or was deleted')
  )
}

/** The folder id a request names ('' = the top level); it must be one of the account's. */
function folderIdOf(ctx: Ctx, acting: Acting, dirId: string | undefined): string | null {
  if (!dirId) return null
  if (!foldersOf(ctx.db, acting.account.id).some((f) => f.id === dirId))
    return notFound(ctx, '文件夹不存在或已删除', 'The folder does not exist or was deleted')
  return dirId
}

/** The case an application number names among the cases the member sees ('' = none). */
function caseIdOf(ctx: Ctx, acting: Acting, applicationNo: string | undefined): string | null {
  if (!applicationNo) return null
  const found = visibleCases(ctx, acting).find((c) => c.applicationNo === applicationNo)
  if (!found)
    throw new ReplyError(
      ctx.fail(
        `您的案件中没有申请号为 ${applicationNo} 的案件`,
        `None of your cases has the application number ${applicationNo}`,
        BIZ.rejected,
        { error: 'documents:errors.caseNotFound' },
      ),
    )
  return found.id
}

async function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer())
}

/** The bytes' format under the library's rule, or the call ends with the rule's message. */
function checked(ctx: Ctx, bytes: Uint8Array, name: string, size = bytes.length) {
  const check = checkDocument(bytes.subarray(0, CONTENT_HEAD_BYTES), size, name)
  if (!check.ok) return refuse(ctx, check.error)
  return check
}

/** An archive is refused whole when it is corrupt, too big unpacked or holds too many entries. */
function checkedArchive(ctx: Ctx, bytes: Uint8Array) {
  const reading = readArchive(bytes)
  if (!reading.ok) return refuse(ctx, reading.error)
  return reading.entries
}

interface NewDocument {
  name: string
  bytes: Uint8Array
  format: DocumentFormat
  contentType: string
  dirId: string | null
  caseId: string | null
}

function storeDocument(ctx: Ctx, acting: Acting, doc: NewDocument): DocItem {
  const account = acting.account.id
  const siblings = itemsOf(ctx.db, account)
    .filter((d) => d.dirId === doc.dirId)
    .map((d) => d.name)
  const at = ctx.now().toISOString()
  const fileId = newId('f-')
  const name = freeName(doc.name.trim() || 'document', siblings)
  ctx.db.files.push({
    id: fileId,
    userId: account,
    fileName: name,
    size: doc.bytes.length,
    contentType: doc.contentType,
    bizType: 'document',
    base64: bytesToBase64(doc.bytes),
    createdAt: at,
  })
  const item: DocItem = {
    id: newId('doc-'),
    accountId: account,
    dirId: doc.dirId,
    fileId,
    name,
    format: doc.format,
    contentType: doc.contentType,
    size: doc.bytes.length,
    caseId: doc.caseId,
    uploadedById: acting.member.id,
    uploadedBy: acting.member.name,
    uploadedAt: at,
    text: null,
  }
  library(ctx.db).docItems.push(item)
  return item
}

function bytesOf(ctx: Ctx, item: DocItem): Uint8Array {
  const file = ctx.db.files.find((f) => f.id === item.fileId)
  return file ? base64ToBytes(file.base64) : new Uint8Array(0)
}

function removeItems(ctx: Ctx, items: readonly DocItem[]) {
  const ids = new Set(items.map((d) => d.id))
  const fileIds = new Set(items.map((d) => d.fileId))
  ctx.db.files = ctx.db.files.filter((f) => !fileIds.has(f.id))
  ctx.db.docItems = ctx.db.docItems.filter((d) => !ids.has(d.id))
  ctx.db.docOcrRecords = ctx.db.docOcrRecords.filter((r) => !ids.has(r.docId))
}

/** The folder `name` under `parentId`, made if missing (an archive's sub-folders). */
function folderNamed(ctx: Ctx, acting: Acting, parentId: string | null, raw: string): string {
  const folders = foldersOf(ctx.db, acting.account.id)
  const existing = folders.find((f) => f.parentId === parentId && f.name.toLowerCase() === raw.toLowerCase())
  if (existing) return existing.id
  const check = checkItemName(raw)
  const id = newId('dir-')
  ctx.db.docFolders.push({
    id,
    accountId: acting.account.id,
    parentId,
    name: check.ok
      ? check.name
      : freeName(
          'folder',
          folders.map((f) => f.name),
        ),
    createdAt: ctx.now().toISOString(),
  })
  return id
}

function dropChunks(ctx: Ctx, uploads: readonly DocUpload[]) {
  const chunkIds = new Set(uploads.flatMap((u) => u.chunkFileIds.filter((id): id is string => Boolean(id))))
  const ids = new Set(uploads.map((u) => u.id))
  ctx.db.files = ctx.db.files.filter((f) => !chunkIds.has(f.id))
  ctx.db.docUploads = ctx.db.docUploads.filter((u) => !ids.has(u.id))
}

function record(ctx: Ctx, acting: Acting, item: DocItem, kind: DocOcrRecord['kind'], langs: string) {
  const text = item.text
  if (!text) return
  ctx.db.docOcrRecords.push({
    id: newId('ocr-'),
    docId: item.id,
    accountId: acting.account.id,
    kind,
    text: text.text,
    confidence: text.confidence,
    langs,
    lineCount: text.lines.length,
    by: acting.member.name,
    at: text.at,
  })
}

export const documentsHandlers = defineHandlers(casesCalls, documentsSchemas, {
  brandmanagementDocumentDir(ctx) {
    const acting = requireAuthority(ctx, 'document.view')
    const folders = foldersOf(ctx.db, acting.account.id)
    const items = itemsOf(ctx.db, acting.account.id)
    return ctx.ok({
      dirs: folders.map((f) => {
        const below = subtreeIds(folders, f.id)
        return {
          id: f.id,
          parentId: f.parentId,
          name: f.name,
          fileCount: items.filter((d) => d.dirId === f.id).length,
          totalCount: items.filter((d) => d.dirId !== null && below.has(d.dirId)).length,
          createdAt: f.createdAt,
        }
      }),
    })
  },

  brandmanagementDocumentDirPost(ctx) {
    const acting = requireAuthority(ctx, 'document.upload')
    const { id, name } = ctx.body
    const folders = foldersOf(ctx.db, acting.account.id)
    const existing = id ? folders.find((f) => f.id === id) : undefined
    if (id && !existing)
      return notFound(ctx, '文件夹不存在或已删除', 'The folder does not exist or was deleted')
    const parentId = existing ? existing.parentId : folderIdOf(ctx, acting, ctx.body.parentId)
    const siblings = folders.filter((f) => f.parentId === parentId && f.id !== id).map((f) => f.name)
    const check = checkItemName(name, siblings)
    if (!check.ok) return refuse(ctx, check.error)
    const folder = existing ?? {
      id: newId('dir-'),
      accountId: acting.account.id,
      parentId,
      name: check.name,
      createdAt: ctx.now().toISOString(),
    }
    folder.name = check.name
    if (!existing) ctx.db.docFolders.push(folder)
    const items = itemsOf(ctx.db, acting.account.id)
    const below = subtreeIds(foldersOf(ctx.db, acting.account.id), folder.id)
    return ctx.ok({
      ...folder,
      fileCount: items.filter((d) => d.dirId === folder.id).length,
      totalCount: items.filter((d) => d.dirId !== null && below.has(d.dirId)).length,
    })
  },

  brandmanagementDocumentDirDelete(ctx) {
    const acting = requireAuthority(ctx, 'document.delete')
    const dirId = folderIdOf(ctx, acting, ctx.body.id)!
    const below = subtreeIds(foldersOf(ctx.db, acting.account.id), dirId)
    const items = itemsOf(ctx.db, acting.account.id).filter((d) => d.dirId !== null && below.has(d.dirId))
    const counts = { files: items.length, dirs: below.size - 1 }
    if ((counts.files > 0 || counts.dirs > 0) && !ctx.body.confirm)
      return ctx.fail(
        `该文件夹内有 ${counts.files} 个文件、${counts.dirs} 个子文件夹，确认后将一并删除`,
        `The folder holds ${counts.files} document(s) and ${counts.dirs} folder(s); confirm to delete them all`,
        BIZ.rejected,
        { error: 'documents:errors.folderNotEmpty', ...counts },
      )
    removeItems(ctx, items)
    ctx.db.docFolders = ctx.db.docFolders.filter((f) => !below.has(f.id))
    return ctx.ok(counts)
  },

  brandmanagementDocumentFile(ctx) {
    const acting = requireAuthority(ctx, 'document.view')
    return ctx.ok(documentView(ctx, acting, findItem(ctx, acting, ctx.body.id)))
  },

  brandmanagementDocumentFilePost(ctx) {
    const acting = requireAuthority(ctx, 'document.upload')
    const item = findItem(ctx, acting, ctx.body.id)
    const dirId = ctx.body.dirId === undefined ? item.dirId : folderIdOf(ctx, acting, ctx.body.dirId)
    const name = ctx.body.name ?? item.name
    const siblings = itemsOf(ctx.db, acting.account.id)
      .filter((d) => d.dirId === dirId && d.id !== item.id)
      .map((d) => d.name)
    const check = checkItemName(name, siblings)
    if (!check.ok) return refuse(ctx, check.error)
    if (ctx.body.applicationNo !== undefined) item.caseId = caseIdOf(ctx, acting, ctx.body.applicationNo)
    item.name = check.name
    item.dirId = dirId
    return ctx.ok(documentView(ctx, acting, item))
  },

  brandmanagementDocumentFileList(ctx) {
    const acting = requireAuthority(ctx, 'document.view')
    const { keyword, pageNum, pageSize } = ctx.body
    const dirId = folderIdOf(ctx, acting, ctx.body.dirId)
    const items = itemsOf(ctx.db, acting.account.id)
    const rows = keyword
      ? items.flatMap((d) => {
          const matchedIn = matchDocument({ name: d.name, text: d.text?.text ?? '' }, keyword)
          if (!matchedIn) return []
          const snippet = matchedIn === 'text' ? matchSnippet(d.text?.text ?? '', keyword) : null
          return [{ item: d, matchedIn, snippet }]
        })
      : // Without a folder: every document of the library, newest first.
        items
          .filter((d) => dirId === null || d.dirId === dirId)
          .map((item) => ({ item, matchedIn: null, snippet: null }))
    rows.sort((a, b) => b.item.uploadedAt.localeCompare(a.item.uploadedAt))
    return ctx.ok({
      list: rows
        .slice((pageNum - 1) * pageSize, pageNum * pageSize)
        .map((r) => ({ ...documentView(ctx, acting, r.item), matchedIn: r.matchedIn, snippet: r.snippet })),
      total: rows.length,
      pageNum,
      pageSize,
    })
  },

  brandmanagementDocumentFileDelete(ctx) {
    const acting = requireAuthority(ctx, 'document.delete')
    const item = findItem(ctx, acting, ctx.body.id)
    removeItems(ctx, [item])
    return ctx.ok({ id: item.id })
  },

  async brandmanagementDocumentUploadFile(ctx) {
    const acting = requireAuthority(ctx, 'document.upload')
    const dirId = folderIdOf(ctx, acting, ctx.body.dirId)
    const caseId = caseIdOf(ctx, acting, ctx.body.applicationNo)
    const { file } = ctx.body
    const name = file instanceof File && file.name ? file.name : 'document'
    const bytes = await readBlob(file)
    const check = checked(ctx, bytes, name)
    if (bytes.length > DOCUMENT_CHUNK_THRESHOLD) return refuse(ctx, 'documents:errors.useChunks')
    if (check.format === 'zip') checkedArchive(ctx, bytes)
    const item = storeDocument(ctx, acting, { name, bytes, ...check, dirId, caseId })
    return ctx.ok(documentView(ctx, acting, item))
  },

  async brandmanagementDocumentBigFileUpload(ctx) {
    const acting = requireAuthority(ctx, 'document.upload')
    const { index, total, size, fileName } = ctx.body
    const db = library(ctx.db)
    const now = ctx.now().getTime()
    dropChunks(
      ctx,
      db.docUploads.filter((u) => now - new Date(u.startedAt).getTime() > UPLOAD_STALE_MS),
    )
    const chunk = await readBlob(ctx.body.chunk)
    if (chunk.length === 0 || chunk.length > DOCUMENT_CHUNK_BYTES)
      return refuse(ctx, 'documents:errors.badChunk')
    let upload = ctx.body.uploadId
      ? db.docUploads.find((u) => u.id === ctx.body.uploadId && u.memberId === acting.member.id)
      : undefined
    if (ctx.body.uploadId && !upload)
      return notFound(ctx, '上传已失效，请重新上传', 'The upload has expired; upload the file again')
    if (!upload) {
      if (index !== 0) return refuse(ctx, 'documents:errors.badChunk')
      if (size > DOCUMENT_MAX_BYTES) return refuse(ctx, 'validation:fileTooLarge')
      if (total !== chunkCount(size)) return refuse(ctx, 'documents:errors.badChunk')
      // The first chunk holds the file's header: a wrong type is refused before the rest is sent.
      checked(ctx, chunk, fileName, size)
      upload = {
        id: newId('up-'),
        accountId: acting.account.id,
        memberId: acting.member.id,
        fileName,
        size,
        total,
        dirId: folderIdOf(ctx, acting, ctx.body.dirId),
        caseId: caseIdOf(ctx, acting, ctx.body.applicationNo),
        chunkFileIds: Array.from({ length: total }, () => null),
        startedAt: ctx.now().toISOString(),
      }
      db.docUploads.push(upload)
    }
    if (index >= upload.total || total !== upload.total) return refuse(ctx, 'documents:errors.badChunk')
    const before = upload.chunkFileIds[index]
    if (before) ctx.db.files = ctx.db.files.filter((f) => f.id !== before)
    const chunkId = newId('f-chunk-')
    ctx.db.files.push({
      id: chunkId,
      userId: acting.account.id,
      fileName: `${upload.fileName}.part${index}`,
      size: chunk.length,
      contentType: 'application/octet-stream',
      bizType: 'documentChunk',
      base64: bytesToBase64(chunk),
      createdAt: ctx.now().toISOString(),
    })
    upload.chunkFileIds[index] = chunkId
    return ctx.ok({
      uploadId: upload.id,
      received: upload.chunkFileIds.filter(Boolean).length,
      total: upload.total,
    })
  },

  brandmanagementDocumentIsUploadDone(ctx) {
    const acting = requireAuthority(ctx, 'document.upload')
    const upload = library(ctx.db).docUploads.find(
      (u) => u.id === ctx.body.uploadId && u.memberId === acting.member.id,
    )
    if (!upload)
      return notFound(ctx, '上传已失效，请重新上传', 'The upload has expired; upload the file again')
    const missing = upload.chunkFileIds.flatMap((id, i) => (id ? [] : [i]))
    const received = upload.total - missing.length
    if (missing.length) return ctx.ok({ done: false, received, total: upload.total, missing, document: null })
    const parts = upload.chunkFileIds.map((id) =>
      base64ToBytes(ctx.db.files.find((f) => f.id === id)?.base64 ?? ''),
    )
    const bytes = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0))
    parts.reduce((at, p) => (bytes.set(p, at), at + p.length), 0)
    dropChunks(ctx, [upload])
    if (bytes.length !== upload.size) return refuse(ctx, 'documents:errors.badChunk')
    const check = checked(ctx, bytes, upload.fileName)
    if (check.format === 'zip') checkedArchive(ctx, bytes)
    const item = storeDocument(ctx, acting, {
      name: upload.fileName,
      bytes,
      ...check,
      dirId: upload.dirId,
      caseId: upload.caseId,
    })
    return ctx.ok({
      done: true,
      received,
      total: upload.total,
      missing: [],
      document: documentView(ctx, acting, item),
    })
  },

  brandmanagementDocumentDownloadFile(ctx) {
    const acting = requireAuthority(ctx, 'document.view')
    const item = findItem(ctx, acting, ctx.body.id)
    const file = ctx.db.files.find((f) => f.id === item.fileId)
    if (!file) return notFound(ctx, '文件内容不存在', 'The file has no content')
    return ctx.blob(file.base64, item.name, item.contentType)
  },

  brandmanagementDocumentDownloadFilePost(ctx) {
    const acting = requireAuthority(ctx, 'document.view')
    const items = [...new Set(ctx.body.ids)].map((id) => findItem(ctx, acting, id))
    const bytes = buildZip(
      items.map((d) => ({ name: d.name, bytes: bytesOf(ctx, d), date: new Date(d.uploadedAt) })),
    )
    return ctx.blob(
      bytesToBase64(bytes),
      `documents-${ctx.today().replaceAll('-', '')}.zip`,
      'application/zip',
    )
  },

  brandmanagementDocumentUnCompressionFile(ctx) {
    const acting = requireAuthority(ctx, 'document.upload')
    const archive = findItem(ctx, acting, ctx.body.id)
    if (archive.format !== 'zip') return refuse(ctx, 'documents:errors.notArchive')
    const entries = checkedArchive(ctx, bytesOf(ctx, archive))
    const report = entries.map((entry) => {
      if (!entry.ok) return { path: entry.path, ok: false, documentId: null, error: entry.error }
      const dirId = folderParts(entry.path).reduce<string | null>(
        (parent, part) => folderNamed(ctx, acting, parent, part),
        archive.dirId,
      )
      const item = storeDocument(ctx, acting, {
        name: baseName(entry.path),
        bytes: entry.bytes,
        format: entry.format,
        contentType: entry.contentType,
        dirId,
        caseId: archive.caseId,
      })
      return { path: entry.path, ok: true, documentId: item.id, error: null }
    })
    if (!ctx.body.keepArchive) removeItems(ctx, [archive])
    return ctx.ok({ dirId: archive.dirId, entries: report })
  },

  brandmanagementDocumentOcrContent(ctx) {
    const acting = requireAuthority(ctx, 'document.upload')
    const item = findItem(ctx, acting, ctx.body.id)
    if (item.format !== 'pdf' && !['jpeg', 'png', 'gif', 'bmp', 'tiff'].includes(item.format))
      return refuse(ctx, 'documents:errors.notReadable')
    const { text, lines, langs } = ctx.body
    item.text = {
      state: 'read',
      text,
      lines,
      confidence: meanConfidence(lines),
      by: acting.member.name,
      at: ctx.now().toISOString(),
    }
    record(ctx, acting, item, 'ocr', langs)
    return ctx.ok(documentView(ctx, acting, item))
  },

  brandmanagementDocumentOcrRecords(ctx) {
    const acting = requireAuthority(ctx, 'document.view')
    const item = findItem(ctx, acting, ctx.body.id)
    const list = library(ctx.db)
      .docOcrRecords.filter((r) => r.docId === item.id)
      .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
      .map(({ id, kind, text, confidence, langs, lineCount, by, at }) => ({
        id,
        kind,
        text,
        confidence,
        langs,
        lineCount,
        by,
        at,
      }))
    return ctx.ok({ list })
  },

  brandmanagementDocumentConfirmDocuments(ctx) {
    const acting = requireAuthority(ctx, 'document.upload')
    const item = findItem(ctx, acting, ctx.body.id)
    if (!item.text) return refuse(ctx, 'documents:errors.notRead')
    item.text = {
      ...item.text,
      state: 'confirmed',
      text: ctx.body.text.trim(),
      by: acting.member.name,
      at: ctx.now().toISOString(),
    }
    record(ctx, acting, item, 'confirm', '')
    return ctx.ok(documentView(ctx, acting, item))
  },
})

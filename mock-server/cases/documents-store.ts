/**
 * The account's document library (issue 15 "Documents"): folders, documents and the text OCR read from them.
 * A document's bytes are a record of the `files` table (kept in IndexedDB by file-bytes.ts, not in the saved
 * JSON); the library keeps what it is, where it is, who put it there, the case it belongs to and its text.
 */
import type { DocumentFormat } from '../../src/domain/documents/document-rules'
import type { OcrLine } from '../../src/domain/documents/document-text'
import { meanConfidence } from '../../src/domain/documents/document-text'
import type { HandlerContext } from '../context'
import type { MockDb } from '../db'
import { base64ToBytes, bytesToBase64 } from '../reference-data/bytes'
import { SCANNED_CERTIFICATE_PNG, SCANNED_EVIDENCE_JPEG } from '../reference-data/document-scan'
import { buildPdf } from '../reference-data/pdf'
import { buildScannedPdf } from '../reference-data/scanned-pdf'
import type { Seeder } from '../seeds/seed-kit'
import { visibleCases } from './store'
import type { Acting } from './team'

export interface DocFolder {
  id: string
  accountId: string
  parentId: string | null
  name: string
  createdAt: string
}

/** The document's text: the last OCR run's, or the corrected text once a member confirmed it. */
export interface DocText {
  state: 'read' | 'confirmed'
  text: string
  lines: OcrLine[]
  confidence: number
  by: string
  at: string
}

export interface DocItem {
  id: string
  accountId: string
  dirId: string | null
  /** The record in `files` holding the bytes. */
  fileId: string
  name: string
  format: DocumentFormat
  contentType: string
  size: number
  caseId: string | null
  uploadedById: string
  uploadedBy: string
  uploadedAt: string
  text: DocText | null
}

/** One OCR run or confirmation of a document (the history ocrRecords lists). */
export interface DocOcrRecord {
  id: string
  docId: string
  accountId: string
  kind: 'ocr' | 'confirm'
  text: string
  confidence: number
  langs: string
  lineCount: number
  by: string
  at: string
}

/** A big file arriving in chunks; each chunk is a `files` record until the file is assembled. */
export interface DocUpload {
  id: string
  accountId: string
  memberId: string
  fileName: string
  size: number
  total: number
  dirId: string | null
  caseId: string | null
  chunkFileIds: (string | null)[]
  startedAt: string
}

declare module '../db' {
  interface MockTables {
    docFolders: DocFolder[]
    docItems: DocItem[]
    docOcrRecords: DocOcrRecord[]
    docUploads: DocUpload[]
  }
}

/** The tables, made empty on a database saved before the library existed. */
export function library(db: MockDb) {
  db.docFolders ??= []
  db.docItems ??= []
  db.docOcrRecords ??= []
  db.docUploads ??= []
  return db
}

export const foldersOf = (db: MockDb, accountId: string) =>
  library(db).docFolders.filter((f) => f.accountId === accountId)
export const itemsOf = (db: MockDb, accountId: string) =>
  library(db).docItems.filter((d) => d.accountId === accountId)

/** The folder and every folder below it, ids. */
export function subtreeIds(folders: readonly DocFolder[], rootId: string): Set<string> {
  const ids = new Set([rootId])
  let grew = true
  while (grew) {
    grew = false
    for (const f of folders)
      if (f.parentId && ids.has(f.parentId) && !ids.has(f.id)) {
        ids.add(f.id)
        grew = true
      }
  }
  return ids
}

/** Folder names from the top down to `dirId` (empty at the top level). */
export function folderPath(folders: readonly DocFolder[], dirId: string | null): string[] {
  const path: string[] = []
  const seen = new Set<string>()
  let at = dirId ? folders.find((f) => f.id === dirId) : undefined
  while (at && !seen.has(at.id)) {
    seen.add(at.id)
    path.unshift(at.name)
    at = at.parentId ? folders.find((f) => f.id === at!.parentId) : undefined
  }
  return path
}

/** A document as the calls answer it: its path, its linked case (if the member sees it) and its text. */
export function documentView(ctx: HandlerContext<unknown>, acting: Acting, item: DocItem) {
  const linked = item.caseId ? visibleCases(ctx, acting).find((c) => c.id === item.caseId) : undefined
  return {
    id: item.id,
    dirId: item.dirId,
    path: folderPath(foldersOf(ctx.db, item.accountId), item.dirId),
    name: item.name,
    format: item.format,
    contentType: item.contentType,
    size: item.size,
    uploadedBy: item.uploadedBy,
    uploadedAt: item.uploadedAt,
    linkedCase: linked
      ? { id: linked.id, markName: linked.markName, applicationNo: linked.applicationNo }
      : null,
    ocr: item.text,
  }
}

// ---- the demo library -------------------------------------------------------------------------------------

const LIBRARIES: Record<string, { folders: [string, string | null][]; licensee: string; owner: string }> = {
  'u-demo': {
    folders: [
      ['商标注册证', null],
      ['合同与授权', null],
      ['使用证据', null],
      ['2026 年度', '使用证据'],
    ],
    licensee: 'Northwind Trading Ltd.',
    owner: 'Yunshan Technology Co., Ltd.',
  },
  'u-agency': {
    folders: [
      ['客户委托书', null],
      ['官方文件扫描件', null],
      ['证据材料', null],
    ],
    licensee: 'Bluewhale Foods Co., Ltd.',
    owner: 'Huaxin IP Agency',
  },
}

/** A few folders and documents for the demo accounts, one of them a scan waiting to be read by OCR. */
export const seedDocuments: Seeder = (db, { today }) => {
  library(db)
  db.docFolders = []
  db.docItems = []
  db.docOcrRecords = []
  db.docUploads = []
  for (const [accountId, lib] of Object.entries(LIBRARIES)) {
    const at = (days: number, hour: number) => {
      const d = new Date(`${today}T${String(hour).padStart(2, '0')}:00:00+08:00`)
      d.setUTCDate(d.getUTCDate() - days)
      return d.toISOString()
    }
    const folderId = new Map<string, string>()
    lib.folders.forEach(([name, parent], i) => {
      const id = `dir-${accountId}-${i + 1}`
      folderId.set(name, id)
      db.docFolders.push({
        id,
        accountId,
        parentId: parent ? (folderId.get(parent) ?? null) : null,
        name,
        createdAt: at(40 - i, 9),
      })
    })
    const members = db.teamMembers.filter((m) => m.accountId === accountId)
    const owner = members.find((m) => m.owner)
    const colleague = members.find((m) => !m.owner) ?? owner
    const firstCase = db.cases.find((c) => c.accountId === accountId)
    const [first, second, third] = lib.folders.map(([name]) => folderId.get(name) ?? null)
    const add = (
      n: number,
      dirId: string | null,
      name: string,
      bytes: Uint8Array,
      format: DocumentFormat,
      contentType: string,
      by = owner,
      caseId: string | null = null,
    ): DocItem => {
      const fileId = `f-doc-${accountId}-${n}`
      const uploadedAt = at(30 - n * 3, 10 + n)
      db.files.push({
        id: fileId,
        userId: accountId,
        fileName: name,
        size: bytes.length,
        contentType,
        bizType: 'document',
        base64: bytesToBase64(bytes),
        createdAt: uploadedAt,
      })
      const item: DocItem = {
        id: `doc-${accountId}-${n}`,
        accountId,
        dirId,
        fileId,
        name,
        format,
        contentType,
        size: bytes.length,
        caseId,
        uploadedById: by?.id ?? '',
        uploadedBy: by?.name ?? '',
        uploadedAt,
        text: null,
      }
      db.docItems.push(item)
      return item
    }
    const scan = base64ToBytes(SCANNED_CERTIFICATE_PNG)
    add(1, first ?? null, '商标注册证扫描件.png', scan, 'png', 'image/png', owner, firstCase?.id ?? null)
    const contractLines = [
      'Trademark Licence Agreement',
      `Licensor: ${lib.owner}`,
      `Licensee: ${lib.licensee}`,
      'Term: three years from signature; territory: Mainland China',
    ]
    add(
      2,
      second ?? null,
      '商标使用许可合同.pdf',
      buildPdf(contractLines),
      'pdf',
      'application/pdf',
      colleague,
    )
    const evidence = add(
      3,
      third ?? null,
      '使用证据清单（扫描件）.pdf',
      buildScannedPdf(base64ToBytes(SCANNED_EVIDENCE_JPEG), 640, 240),
      'pdf',
      'application/pdf',
      owner,
      firstCase?.id ?? null,
    )
    // Read and confirmed earlier, so the library can be searched by text from the start.
    const evidenceLines = [
      '使用证据清单',
      'Evidence of use: sales invoices 2025-2026',
      '产品照片与宣传册 12 页',
      'Product photos and catalogues',
    ]
    const lines: OcrLine[] = evidenceLines.map((text, i) => ({
      text,
      confidence: i === 2 ? 64 : 92,
      words: text.split(' ').map((w) => ({ text: w, confidence: i === 2 ? 64 : 92 })),
    }))
    const readAt = at(20, 15)
    const reader = colleague?.name ?? ''
    evidence.text = {
      state: 'confirmed',
      text: evidenceLines.join('\n'),
      lines,
      confidence: meanConfidence(lines),
      by: reader,
      at: readAt,
    }
    const run = {
      docId: evidence.id,
      accountId,
      text: evidence.text.text,
      confidence: evidence.text.confidence,
    }
    db.docOcrRecords.push(
      {
        id: `ocr-${accountId}-1`,
        ...run,
        kind: 'ocr',
        langs: 'chi_sim+eng',
        lineCount: 4,
        by: reader,
        at: readAt,
      },
      { id: `ocr-${accountId}-2`, ...run, kind: 'confirm', langs: '', lineCount: 4, by: reader, at: readAt },
    )
  }
}

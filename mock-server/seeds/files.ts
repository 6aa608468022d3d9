import type { Seeder } from './seed-kit'
import { seedMarkDocuments } from '../commerce/official-documents-store'
import { bytesToBase64 } from '../reference-data/bytes'
import { buildPdf } from '../reference-data/pdf'

export interface FileRecord {
  id: string
  /** Owner; null for files anyone may fetch (e.g. uploaded before signing in). */
  userId: string | null
  fileName: string
  size: number
  contentType: string
  bizType: string
  base64: string
  createdAt: string
}

/** Byte-counted progress of a member's latest upload; the mock spreads it over `durationMs`. */
export interface UploadProgressRecord {
  userId: string
  total: number
  startedAt: string
  durationMs: number
}

/** A server-side processing job; it completes `durationMs` after `startedAt`. */
export interface FileJobRecord {
  id: string
  userId: string
  kind: 'zip' | 'source'
  fileIds: string[]
  startedAt: string
  durationMs: number
  resultFileId: string | null
  failed: boolean
}

declare module '../db' {
  interface MockTables {
    files: FileRecord[]
    uploadProgress: UploadProgressRecord[]
    fileJobs: FileJobRecord[]
  }
}

const pdfRecord = (
  id: string,
  userId: string,
  fileName: string,
  bizType: string,
  lines: string[],
  createdAt: string,
): FileRecord => {
  const bytes = buildPdf(lines)
  return {
    id,
    userId,
    fileName,
    size: bytes.length,
    contentType: 'application/pdf',
    bizType,
    base64: bytesToBase64(bytes),
    createdAt,
  }
}

/** Business licences of the seeded certifications and official e-documents of the demo accounts' marks. */
export const seedFiles: Seeder = (db, { today }) => {
  db.files = (db.certifications ?? []).map((cert) =>
    pdfRecord(
      cert.licenceFileId,
      cert.userId,
      `营业执照-${cert.uscc}.pdf`,
      'businessLicence',
      [
        'Business Licence (copy)',
        `Unified social credit code: ${cert.uscc}`,
        `Registered address post code: ${cert.postCode}`,
        `Submitted: ${cert.submittedAt.slice(0, 10)}`,
      ],
      cert.submittedAt,
    ),
  )
  // The documents the marks' histories gave (acceptance and publication notices, refusals, certificates ...).
  const marks = seedMarkDocuments(today)
  db.markDocuments = marks.records
  db.files.push(...marks.files)
  db.uploadProgress = []
  db.fileJobs = []
}

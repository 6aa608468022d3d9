import type { Seeder } from './seed-kit'
import { DEMO_USER_IDS, marksOf } from '../reference-data/brands'
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
  const at = (daysAgo: number) =>
    new Date(new Date(`${today}T09:00:00+08:00`).getTime() - daysAgo * 86_400_000).toISOString()
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
  for (const userId of DEMO_USER_IDS) {
    marksOf(userId).forEach((mark, i) => {
      db.files.push(
        pdfRecord(
          `f-receipt-${mark.regNo}`,
          userId,
          `受理通知书-${mark.regNo}.pdf`,
          'officialDocument',
          [
            'CNIPA Trademark Office - Filing Receipt',
            `Application no.: ${mark.regNo}`,
            `Classes: ${mark.niceClasses.join(', ')}`,
            `Issued: ${at(300 + i * 40).slice(0, 10)}`,
          ],
          at(300 + i * 40),
        ),
        pdfRecord(
          `f-certificate-${mark.regNo}`,
          userId,
          `商标注册证-${mark.regNo}.pdf`,
          'officialDocument',
          [
            'Certificate of Trademark Registration',
            `Registration no.: ${mark.regNo}`,
            `Classes: ${mark.niceClasses.join(', ')}`,
            `Issued: ${at(30 + i * 20).slice(0, 10)}`,
          ],
          at(30 + i * 20),
        ),
      )
    })
  }
  db.uploadProgress = []
  db.fileJobs = []
}

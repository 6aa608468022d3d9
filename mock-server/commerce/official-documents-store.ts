import type { OfficialDocument } from '../../src/api/schemas/official-documents'
import {
  documentsOfMarkEvents,
  OFFICIAL_KIND_OF_ORDER_DOCUMENT,
  type OfficialDocumentKind,
} from '../../src/domain/official-documents'
import type { MockDb } from '../db'
import { bytesToBase64 } from '../reference-data/bytes'
import { buildPdf } from '../reference-data/pdf'
import { DEMO_USER_IDS } from '../reference-data/brands'
import { portfolioOf, type PortfolioMark } from '../reference-data/portfolio'
import { documentPdf, OFFICES } from '../seeds/order-samples'
import type { OrderRecord } from './orders-store'

/** A stored file (seeds/files.ts, which seeds these documents: its type is taken from the db to keep no cycle). */
type FileRecord = MockDb['files'][number]

/**
 * The member's official documents, in one place: those the history of the member's marks gave (a table seeded
 * from the marks' events, mock-server/reference-data/portfolio.ts) and those the member's orders received as
 * their cases moved on (order.documents, whose office kinds are listed by the domain). The list call, the
 * document download (file/downloadEdc) and the notices that come with a document all read this.
 */
export interface MarkDocumentRecord {
  /** The file's id in the files table, which holds the PDF. */
  fileId: string
  userId: string
  kind: OfficialDocumentKind
  titleZh: string
  titleEn: string
  markName: string
  applicationNo: string
  classes: string[]
  officeCode: string
  /** The mark event the document tells of ('refused', 'registered' ...). */
  event: string
  /** Day of the office act the document is about, and the day it was issued. */
  actDate: string
  issuedOn: string
}

declare module '../db' {
  interface MockTables {
    markDocuments: MarkDocumentRecord[]
  }
}

/** Files ids keep the names the demo always had for the two first documents of a mark. */
const ID_STEM: Readonly<Record<string, string>> = { filed: 'receipt', registered: 'certificate' }

const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '').trim()

/** The text of a mark document's PDF (ASCII only: the PDF's standard font has no CJK glyphs). */
function markDocumentLines(mark: PortfolioMark, doc: MarkDocumentRecord): string[] {
  const office = OFFICES[doc.officeCode]?.en ?? doc.officeCode
  const name = ascii(mark.name) || '(Chinese characters mark)'
  const extra: Partial<Record<OfficialDocumentKind, string>> = {
    refusal: 'A review of the refusal may be requested within 15 days of receipt.',
    publication: 'Opposition may be filed within 3 months of publication.',
    officeNotice: 'Evidence of use must be filed within 2 months of receipt.',
  }
  return [
    doc.titleEn,
    office,
    `Trademark: ${name}`,
    `Application / registration no.: ${doc.applicationNo}`,
    `Classes: ${doc.classes.join(', ')}`,
    `Date of the decision: ${doc.actDate}`,
    `Issued: ${doc.issuedOn}`,
    extra[doc.kind] ?? 'Issued by the office.',
  ]
}

/**
 * The documents the demo accounts' marks received by `today`, as table rows and as PDF files (one per
 * document), dated the day each was issued (09:00 Beijing).
 */
export function seedMarkDocuments(today: string): { records: MarkDocumentRecord[]; files: FileRecord[] } {
  const records: MarkDocumentRecord[] = []
  const files: FileRecord[] = []
  for (const userId of DEMO_USER_IDS) {
    for (const mark of portfolioOf(userId, today)) {
      for (const issued of documentsOfMarkEvents(mark.events, today)) {
        const record: MarkDocumentRecord = {
          fileId: `f-${ID_STEM[issued.event] ?? issued.event}-${mark.applicationNo}`,
          userId,
          kind: issued.kind,
          titleZh: issued.titleZh,
          titleEn: issued.titleEn,
          markName: mark.name,
          applicationNo: mark.applicationNo,
          classes: [...mark.niceClasses],
          officeCode: 'CN',
          event: issued.event,
          actDate: issued.actDate,
          issuedOn: issued.issuedOn,
        }
        // A mark changed twice would get two files of one id: the later one keeps its own.
        if (records.some((r) => r.fileId === record.fileId)) record.fileId += `-${issued.issuedOn}`
        const bytes = buildPdf(markDocumentLines(mark, record))
        records.push(record)
        files.push({
          id: record.fileId,
          userId,
          fileName: `${issued.stem}-${mark.applicationNo}.pdf`,
          size: bytes.length,
          contentType: 'application/pdf',
          bizType: 'officialDocument',
          base64: bytesToBase64(bytes),
          createdAt: `${issued.issuedOn}T01:00:00.000Z`,
        })
      }
    }
  }
  return { records, files }
}

/**
 * Stores the PDFs of an order's documents as files the first time they are needed (made on demand, so the
 * saved demo data stays small). True when a file was added (the caller marks the data changed).
 */
export function storeOrderDocumentFiles(db: MockDb, order: OrderRecord): boolean {
  let added = false
  for (const doc of order.documents ?? []) {
    if (db.files.some((f) => f.id === doc.id)) continue
    const bytes = documentPdf(order, doc)
    db.files.push({
      id: doc.id,
      userId: order.userId,
      fileName: doc.fileName,
      size: bytes.length,
      contentType: 'application/pdf',
      bizType: 'officialDocument',
      base64: bytesToBase64(bytes),
      createdAt: `${doc.date}T08:00:00.000Z`,
    })
    added = true
  }
  return added
}

const TITLE_OF_ORDER_KIND: Readonly<Record<string, { zh: string; en: string }>> = {
  filingReceipt: { zh: '官方收文回执', en: 'Official filing receipt' },
  acceptanceNotice: { zh: '受理通知书', en: 'Notice of acceptance' },
  certificate: { zh: '核准证明', en: 'Certificate' },
  decision: { zh: '官方决定书', en: 'Decision of the office' },
}

const officeOf = (code: string) => ({
  officeCode: code,
  officeZh: OFFICES[code]?.zh ?? code,
  officeEn: OFFICES[code]?.en ?? code,
})

/**
 * Every official document of a member, newest first (then by file id, so pages are stable). The order
 * documents' PDFs are stored on the way; the result says whether any was (the caller saves the data).
 */
export function officialDocumentsOf(
  db: MockDb,
  userId: string,
): { list: OfficialDocument[]; stored: boolean } {
  const sizeOf = new Map(db.files.filter((f) => f.userId === userId).map((f) => [f.id, f]))
  const fromMarks = (db.markDocuments ?? [])
    .filter((d) => d.userId === userId)
    .flatMap((d): OfficialDocument[] => {
      const file = sizeOf.get(d.fileId)
      if (!file) return []
      return [
        {
          fileId: d.fileId,
          fileName: file.fileName,
          size: file.size,
          kind: d.kind,
          titleZh: d.titleZh,
          titleEn: d.titleEn,
          markName: d.markName,
          applicationNo: d.applicationNo,
          classes: [...d.classes],
          ...officeOf(d.officeCode),
          issuedOn: d.issuedOn,
          source: { kind: 'mark', applicationNo: d.applicationNo },
        },
      ]
    })
  let stored = false
  const fromOrders = db.orders
    .filter((o) => o.userId === userId)
    .flatMap((order): OfficialDocument[] => {
      const docs = (order.documents ?? []).filter((d) => OFFICIAL_KIND_OF_ORDER_DOCUMENT[d.kind])
      if (docs.length === 0) return []
      if (storeOrderDocumentFiles(db, order)) stored = true
      return docs.map((d) => {
        const title = TITLE_OF_ORDER_KIND[d.kind] ?? { zh: d.kind, en: d.kind }
        return {
          fileId: d.id,
          fileName: d.fileName,
          size: d.size,
          kind: OFFICIAL_KIND_OF_ORDER_DOCUMENT[d.kind]!,
          titleZh: title.zh,
          titleEn: title.en,
          markName: order.trademarkName,
          applicationNo: order.caseNo ?? null,
          classes: [...order.niceClasses],
          ...officeOf(order.countries[0] ?? 'CN'),
          issuedOn: d.date,
          source: { kind: 'order', orderId: order.id, orderNo: order.orderNo },
        }
      })
    })
  const list = [...fromMarks, ...fromOrders].sort(
    (a, b) => b.issuedOn.localeCompare(a.issuedOn) || a.fileId.localeCompare(b.fileId),
  )
  return { list, stored }
}

/** The document that came with a mark's notice of an event (a refusal notice and the refusal go together). */
export function markDocumentOf(
  db: MockDb,
  userId: string,
  about: { applicationNo: string; event: string | null; date: string },
): MarkDocumentRecord | undefined {
  if (!about.event) return undefined
  return (db.markDocuments ?? []).find(
    (d) =>
      d.userId === userId &&
      d.applicationNo === about.applicationNo &&
      d.event === about.event &&
      d.issuedOn === about.date,
  )
}

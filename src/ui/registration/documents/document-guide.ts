import { addMonths, parseIsoDate, todayIn, toIsoDate } from '../../../domain/dates'
import { PRIORITY_PROOF_MONTHS, type DocumentKind } from '../../../domain/registration/types'

/** What each document must show, in the order the slot lists it (keys of regDocs:kinds.<kind>.points). */
export const DOCUMENT_POINTS = {
  powerOfAttorney: ['names', 'matter', 'signed', 'joint'],
  businessLicence: ['current', 'stamped', 'legible'],
  idDocument: ['sides', 'valid', 'business'],
  priorityProof: ['certified', 'details', 'translation'],
  notarised: ['registry', 'notarised', 'current'],
  translation: ['goods', 'mark', 'signed'],
} as const satisfies Record<DocumentKind, readonly string[]>

/**
 * The last day to file the priority document: PRIORITY_PROOF_MONTHS after the filing date (the day the
 * application was filed, or today for one not filed yet), in China's calendar.
 */
export function priorityProofDueDate(filedAt: string | null, now: Date): string {
  const filed = filedAt ? todayIn(new Date(filedAt)) : todayIn(now)
  const date = parseIsoDate(filed) ?? parseIsoDate(todayIn(now))!
  return toIsoDate(addMonths(date, PRIORITY_PROOF_MONTHS))
}

/** Human file size: bytes, KB or MB (1 MB = 1,024,000 bytes, as the upload limit counts). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1000) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1000)).toFixed(2)} MB`
}

import { businessDate, businessToday } from '../../../domain/clock'
import { addMonths, parseIsoDate, toIsoDate } from '../../../domain/dates'
import type { MessageKey } from '../../../domain/message-key'
import { PRIORITY_PROOF_MONTHS, type DocumentKind } from '../../../domain/registration/types'

/** What each document must show, in the order the slot lists it. */
export const DOCUMENT_POINTS = {
  powerOfAttorney: [
    'regDocs:kinds.powerOfAttorney.points.names',
    'regDocs:kinds.powerOfAttorney.points.matter',
    'regDocs:kinds.powerOfAttorney.points.signed',
    'regDocs:kinds.powerOfAttorney.points.joint',
  ],
  businessLicence: [
    'regDocs:kinds.businessLicence.points.current',
    'regDocs:kinds.businessLicence.points.stamped',
    'regDocs:kinds.businessLicence.points.legible',
  ],
  idDocument: [
    'regDocs:kinds.idDocument.points.sides',
    'regDocs:kinds.idDocument.points.valid',
    'regDocs:kinds.idDocument.points.business',
  ],
  priorityProof: [
    'regDocs:kinds.priorityProof.points.certified',
    'regDocs:kinds.priorityProof.points.details',
    'regDocs:kinds.priorityProof.points.translation',
  ],
  notarised: [
    'regDocs:kinds.notarised.points.registry',
    'regDocs:kinds.notarised.points.notarised',
    'regDocs:kinds.notarised.points.current',
  ],
  translation: [
    'regDocs:kinds.translation.points.goods',
    'regDocs:kinds.translation.points.mark',
    'regDocs:kinds.translation.points.signed',
  ],
} as const satisfies Record<DocumentKind, readonly MessageKey[]>

/**
 * The last day to file the priority document: PRIORITY_PROOF_MONTHS after the filing date (the day the
 * application was filed, or today for one not filed yet), in China's calendar.
 */
export function priorityProofDueDate(filedAt: string | null, now: Date): string {
  const filed = filedAt ? businessDate(filedAt) : businessToday(now)
  const date = parseIsoDate(filed) ?? parseIsoDate(businessToday(now))!
  return toIsoDate(addMonths(date, PRIORITY_PROOF_MONTHS))
}

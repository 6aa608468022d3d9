import type { DocumentKind, RegistrationRegion } from '../domain/registration/types'
import { filingCalls } from './catalogue/filing'
import { callMutationOptions } from './query'

/** Documents of international filings go through trademark/globalUploadFile; the others through uploadFile. */
const INTERNATIONAL_KINDS: readonly DocumentKind[] = ['notarised', 'translation']

/** The upload call of a document of this region and kind. */
export const documentUploadCall = (region: RegistrationRegion, kind: DocumentKind) =>
  region === 'global' || (region === 'madrid' && INTERNATIONAL_KINDS.includes(kind))
    ? filingCalls.trademarkGlobalUploadFile
    : filingCalls.trademarkUploadFile

/**
 * Uploads one case document `{ file, kind, draftId }` (multipart); resolves the stored DocumentFile with its
 * url. The server re-checks the §5 format and size rules.
 */
export const uploadDocumentMutation = (region: RegistrationRegion, kind: DocumentKind) =>
  callMutationOptions(documentUploadCall(region, kind))

import { queryOptions } from '@tanstack/react-query'
import type { DocumentKind, RegistrationRegion } from '../domain/registration/types'
import { filingCalls } from './catalogue/filing'
import { requestBlob } from './client'
import { filesKeys } from './files'
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

// Showing a stored image or document inline is not a download the user asked for: it must not cover the page
// with the loading overlay the catalogue entry shows for explicit downloads.
const quietDownload = { ...filesKeys.download.endpoint, loading: false }

/**
 * An object URL of a stored file, for showing it in the page (specimen thumbnails, document preview). Cached
 * by React Query for the session: the URL is never revoked while its query lives.
 */
export const storedFileUrlQuery = (fileId: string) =>
  queryOptions({
    queryKey: [...filesKeys.download({ fileId }), 'objectUrl'] as const,
    queryFn: async ({ signal }) => {
      const { blob } = await requestBlob(quietDownload, { fileId }, { signal })
      return { url: URL.createObjectURL(blob), type: blob.type }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })

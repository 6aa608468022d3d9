import { z } from 'zod'
import { requiredString } from '../../domain/schemas'

/** The case documents a registration can carry (src/domain/registration/types.ts DocumentKind). */
export const DOCUMENT_KINDS = [
  'powerOfAttorney',
  'businessLicence',
  'idDocument',
  'priorityProof',
  'notarised',
  'translation',
] as const

const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})

/** Multipart body of a document upload: the file, what it is, and the draft it belongs to. */
const documentUpload = z.object({
  file: blob,
  kind: z.enum(DOCUMENT_KINDS, { error: 'validation:required' }),
  draftId: requiredString,
})

/** A stored case document (DocumentFile) and where the portal links it (download with file/download). */
export const documentFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string(),
})

/** Schemas of the registration wizards' documents calls (issue 5). */
export const registrationDocumentsSchemas = {
  /**
   * A case document of a mainland, Hong Kong or Madrid application (power of attorney, business licence,
   * ID document, priority proof): JPG, PNG, GIF, TIFF, JPEG, BMP or PDF, at most 2,048,000 bytes.
   */
  trademarkUploadFile: { req: documentUpload, res: documentFileSchema },
  /** The same for documents of international filings (notarised documents, translations); same limits. */
  trademarkGlobalUploadFile: { req: documentUpload, res: documentFileSchema },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

export type UploadedDocument = z.output<typeof documentFileSchema>

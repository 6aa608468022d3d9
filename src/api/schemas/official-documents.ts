import { z } from 'zod'
import { isIsoDate } from '../../domain/dates'
import { DOCUMENT_KEYWORD_MAX, OFFICIAL_DOCUMENT_KINDS } from '../../domain/official-documents'
import { hasOnlyAllowedCharacters } from '../../domain/validation'

export const officialDocumentKindSchema = z.enum(OFFICIAL_DOCUMENT_KINDS)

/** Where a document belongs: the mark's record (its history gave it) or the order whose case got it. */
export const documentSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mark'), applicationNo: z.string() }),
  z.object({ kind: z.literal('order'), orderId: z.string(), orderNo: z.string() }),
])

/** One official document of the member's cases; the PDF downloads with file/downloadEdc by `fileId`. */
export const officialDocumentSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  kind: officialDocumentKindSchema,
  titleZh: z.string(),
  titleEn: z.string(),
  markName: z.string(),
  /** Application (= registration) number in China; the office's case number abroad; null before filing. */
  applicationNo: z.string().nullable(),
  classes: z.array(z.string()),
  /** ISO code of the issuing office's country ('WO' for WIPO) and its name in both languages. */
  officeCode: z.string(),
  officeZh: z.string(),
  officeEn: z.string(),
  /** Issue day, YYYY-MM-DD (Beijing). */
  issuedOn: z.string(),
  source: documentSourceSchema,
})

/** Mark name, application or registration number: up to 50 of the §5 characters (numbers may carry a '-'). */
export const documentKeywordField = z
  .string()
  .trim()
  .max(DOCUMENT_KEYWORD_MAX, { error: 'officialDocs:validation.keywordTooLong' })
  .refine((v) => hasOnlyAllowedCharacters(v.replaceAll('-', '')), { error: 'validation:specialCharacters' })

const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), { error: 'validation:date' })

/** The documents page's filter form (the kind is chosen apart); '' means "any". */
export const documentFilterFormSchema = z
  .object({
    q: documentKeywordField,
    from: optionalDay,
    to: optionalDay,
  })
  .refine((f) => f.from === '' || f.to === '' || f.from <= f.to, {
    error: 'validation:dateRange',
    path: ['to'],
  })
export type DocumentFilterForm = z.input<typeof documentFilterFormSchema>

export const officialDocumentsSchemas = {
  /**
   * A page of the member's official documents, newest first, filtered by kind, a mark name or number and the
   * issue day (Beijing dates, both ends included). The same rules as the filter form.
   */
  brandmanagementDocumentOfficialFileNameList: {
    req: z
      .object({
        kind: officialDocumentKindSchema.optional(),
        keyword: documentKeywordField.default(''),
        dateFrom: optionalDay.default(''),
        dateTo: optionalDay.default(''),
        pageNum: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(10),
      })
      .refine((r) => r.dateFrom === '' || r.dateTo === '' || r.dateFrom <= r.dateTo, {
        error: 'validation:dateRange',
        path: ['dateTo'],
      }),
    res: z.object({
      list: z.array(officialDocumentSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  /** The "folders" of the member's official documents: how many of each kind (every kind, in order). */
  brandmanagementDocumentOfficialDirList: {
    req: z.object({}),
    res: z.object({
      total: z.number().int(),
      kinds: z.array(z.object({ kind: officialDocumentKindSchema, total: z.number().int() })),
    }),
  },
} as const

export type OfficialDocument = z.output<typeof officialDocumentSchema>
export type OfficialDocumentListInput = z.input<
  (typeof officialDocumentsSchemas)['brandmanagementDocumentOfficialFileNameList']['req']
>

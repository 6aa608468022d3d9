// Schemas of the search area's exports calls; merged into searchSchemas (./search.ts).
import { z } from 'zod'
import { groupStatisticsRequestSchema, imageSearchRequestSchema } from './search-shared'

/** Columns of a result export, in the order they appear in the file (`number` is the row number). */
export const EXPORT_COLUMNS = [
  'number',
  'name',
  'applicationNo',
  'registrationNo',
  'classes',
  'applicantZh',
  'applicantEn',
  'filingDate',
  'publicationDate',
  'registrationDate',
  'expiryDate',
  'agent',
  'similarity',
  'status',
  'country',
] as const

export type ExportColumn = (typeof EXPORT_COLUMNS)[number]

/** Most rows one spreadsheet export holds; a larger result is cut to its first rows (the file says so). */
export const EXPORT_MAX_ROWS = 5000
/** Most marks one Word report describes: each takes about half a page of details. */
export const WORD_REPORT_MAX_MARKS = 200

const markId = z.string().regex(/^TM\d{7}$/, { message: 'validation:required' })

/** The search whose result is exported: the text or image request without paging. */
export const exportCriteriaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), request: groupStatisticsRequestSchema }),
  z.object({
    kind: z.literal('image'),
    request: imageSearchRequestSchema.omit({ pageNum: true, pageSize: true }),
  }),
])

/** What the client sends: the search, and the selected marks when some are selected (else every result). */
export type ExportCriteria = z.input<typeof exportCriteriaSchema>

const resultExportRequest = z.object({
  criteria: exportCriteriaSchema,
  /** Selected marks; the export keeps the result's order. None means the whole result. */
  ids: z.array(markId).min(1).max(EXPORT_MAX_ROWS).optional(),
})

const fileResponse = z.custom<Blob>()

export const searchExportsSchemas = {
  /** The result as .xlsx with English headers and labels (every column). */
  tmInfoQueryResultExport: { req: resultExportRequest, res: fileResponse },
  /** The result as .xlsx with Chinese headers and labels (every column). */
  tmInfoQueryResultExportZh: { req: resultExportRequest, res: fileResponse },
  /** The result as .xlsx with the columns the user chose, in the caller's language. */
  tmInfoQueryResultCustomColumnExport: {
    req: resultExportRequest.extend({
      columns: z
        .array(z.enum(EXPORT_COLUMNS))
        .min(1, { message: 'validation:required' })
        .refine((cols) => new Set(cols).size === cols.length, { message: 'validation:required' }),
    }),
    res: fileResponse,
  },
  /** A search report (.docx) of the selected marks or the result, in the caller's language. */
  tmInfoWordExport: { req: resultExportRequest, res: fileResponse },
  /** One mark's full record as .docx, specimen included, in the caller's language. */
  tmInfoTrademarkFileWordExport: { req: z.object({ id: markId }), res: fileResponse },
} as const

// Schemas of the search area's records calls (full record, archive, gazette notices, portfolio, groups);
// merged into searchSchemas (./search.ts).
import { z } from 'zod'
import { RESULTS_PAGE_SIZE } from '../../domain/constants'
import { ARCHIVE_KINDS } from '../../domain/trademark-archives'
import { searchResultItemSchema, trademarkDetailSchema } from './search-shared'

const id = z.string().trim().min(1, { message: 'validation:required' })
const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(RESULTS_PAGE_SIZE)

export const partySchema = trademarkDetailSchema.shape.applicant

/** One step of a mark's procedure; `milestone` steps make up the timeline of the detail page. */
export const procedureEventSchema = z.object({
  date: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** done: happened; pending: under way since `date`; due: a deadline still ahead on the register's clock. */
  state: z.enum(['done', 'pending', 'due']),
  milestone: z.boolean(),
  noteZh: z.string(),
  noteEn: z.string(),
})

/** A document the office issued in the procedure. */
export const archiveDocumentSchema = z.object({
  id: z.string(),
  date: z.string(),
  no: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  recipientZh: z.string(),
  recipientEn: z.string(),
})

export const NOTICE_TYPES = [
  'preliminary',
  'registration',
  'renewal',
  'assignment',
  'change',
  'opposition',
  'invalidation',
  'revocation',
  'removal',
] as const

/** Where a notice was published: a gazette issue and page. */
export const gazetteRefSchema = z.object({
  id: z.string(),
  type: z.enum(NOTICE_TYPES),
  issueNo: z.string(),
  page: z.number().int(),
  date: z.string(),
  gazetteZh: z.string(),
  gazetteEn: z.string(),
})

/** A gazette notice with its text, one line per entry of the published notice. */
export const noticeSchema = gazetteRefSchema.extend({
  linesZh: z.array(z.object({ label: z.string(), value: z.string() })),
  linesEn: z.array(z.object({ label: z.string(), value: z.string() })),
})

const countSchema = z.object({ value: z.string(), count: z.number().int() })

/** One page of an applicant's portfolio, with the counts by status and class of all of it. */
const portfolioSchema = z.object({
  applicant: partySchema,
  /** Every mark of the applicant, before the status and class filters. */
  totalMarks: z.number().int(),
  byStatus: z.array(countSchema),
  byClass: z.array(countSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(searchResultItemSchema),
})

export const searchRecordsSchemas = {
  /** The archive record of a mark (by id or application number): record, procedure, documents, gazette. */
  tmInfoQueryTrademarkArchives: {
    req: z
      .object({ id: z.string().trim().optional(), applicationNo: z.string().trim().toUpperCase().optional() })
      .refine((q) => !!q.id || !!q.applicationNo, { message: 'validation:required', path: ['id'] }),
    res: z.object({
      record: trademarkDetailSchema,
      archive: z.enum(ARCHIVE_KINDS),
      officeZh: z.string(),
      officeEn: z.string(),
      /** Today on the mock's clock, for the renewal status. */
      today: z.string(),
      /** The day a renewal of the current term was filed and is still pending (the owner's own marks). */
      renewalFiledOn: z.string().nullable().optional(),
      events: z.array(procedureEventSchema),
      documents: z.array(archiveDocumentSchema),
      notices: z.array(gazetteRefSchema),
      judgementCount: z.number().int(),
      courtNoticeCount: z.number().int(),
      reviewCaseCount: z.number().int(),
    }),
  },
  /** The gazette notices of a mark, oldest first. */
  tmInfoGetNoticeInfo: {
    req: z.object({ id }),
    res: z.object({ mark: searchResultItemSchema, notices: z.array(noticeSchema) }),
  },
  /** One applicant's whole portfolio, newest filing first, with counts by status and class. */
  tmInfoQueryTmInfoByApplicant: {
    req: z.object({
      applicantId: id,
      status: z.array(z.coerce.number().int()).optional(),
      classes: z.array(z.string().regex(/^\d{2}$/)).optional(),
      pageNum,
      pageSize,
    }),
    res: portfolioSchema,
  },
  /** The same portfolio, the applicant named exactly as registered (Chinese, or English in any case). */
  tmInfoQueryTmInfoByApplicant1: {
    req: z.object({
      name: z.string().trim().min(1).max(200),
      status: z.array(z.coerce.number().int()).optional(),
      classes: z.array(z.string().regex(/^\d{2}$/)).optional(),
      pageNum,
      pageSize,
    }),
    res: portfolioSchema,
  },
  /** "More results" of a mark's group: its similar marks, or the other marks of its applicant or agent. */
  tmInfoTmCrossSearchAndGroup: {
    req: z.object({ group: z.enum(['similar', 'applicant', 'agent']), id, pageNum, pageSize }),
    res: z.object({
      mark: searchResultItemSchema,
      party: partySchema.nullable(),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      list: z.array(searchResultItemSchema),
    }),
  },
} as const

export type ProcedureEvent = z.output<typeof procedureEventSchema>
export type ArchiveDocument = z.output<typeof archiveDocumentSchema>
export type GazetteRef = z.output<typeof gazetteRefSchema>
export type Notice = z.output<typeof noticeSchema>
export type NoticeType = (typeof NOTICE_TYPES)[number]
export type Party = z.output<typeof partySchema>
export type MarkGroup = z.input<typeof searchRecordsSchemas.tmInfoTmCrossSearchAndGroup.req>['group']

// Schemas of the analytics calls built so far: the court judgements linked to a mark (/instrument,
// /judgementDocumentDetail).
import { z } from 'zod'
import { searchResultItemSchema } from './search-shared'

const id = z.string().trim().min(1, { message: 'validation:required' })

export const CASE_KINDS = [
  'infringement',
  'unfairCompetition',
  'invalidation',
  'revocation',
  'refusal',
] as const
export const CASE_OUTCOMES = ['upheld', 'partlyUpheld', 'dismissed', 'affirmed', 'revoked'] as const

const litigantSchema = z.object({
  role: z.enum(['plaintiff', 'defendant', 'thirdParty', 'appellant', 'appellee']),
  nameZh: z.string(),
  nameEn: z.string(),
})

/** A court judgement as listed. */
export const caseSummarySchema = z.object({
  id: z.string(),
  markId: z.string(),
  caseNo: z.string(),
  courtZh: z.string(),
  courtEn: z.string(),
  date: z.string(),
  kind: z.enum(CASE_KINDS),
  /** 1 first instance, 2 second instance. */
  instance: z.number().int(),
  parties: z.array(litigantSchema),
  outcome: z.enum(CASE_OUTCOMES),
  resultZh: z.string(),
  resultEn: z.string(),
})

export const judgementSectionSchema = z.object({
  key: z.enum(['parties', 'procedure', 'claims', 'defence', 'findings', 'reasoning', 'judgement']),
  paragraphsZh: z.array(z.string()),
  paragraphsEn: z.array(z.string()),
})

export const analyticsSchemas = {
  /** The court judgements concerning a mark, newest first. */
  tmInfoGetCaseList: {
    req: z.object({ id }),
    res: z.object({ mark: searchResultItemSchema, list: z.array(caseSummarySchema) }),
  },
  /** One judgement in full: its summary, the mark, the text by section and the panel. */
  tmInfoGetCaseDetail: {
    req: z.object({ id }),
    res: caseSummarySchema.extend({
      mark: searchResultItemSchema,
      sections: z.array(judgementSectionSchema),
      judgesZh: z.array(z.string()),
      judgesEn: z.array(z.string()),
      clerkZh: z.string(),
      clerkEn: z.string(),
    }),
  },
} as const

export type CaseSummary = z.output<typeof caseSummarySchema>
export type CaseKind = (typeof CASE_KINDS)[number]
export type JudgementSection = z.output<typeof judgementSectionSchema>
export type CaseDetail = z.output<typeof analyticsSchemas.tmInfoGetCaseDetail.res>

// Schemas of the analytics calls built so far: the court judgements, court notices and CNIPA review decisions
// linked to a mark (/instrument, /judgementDocumentDetail).
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

export const COURT_NOTICE_KINDS = ['service', 'hearing', 'judgementService'] as const
export const REVIEW_KINDS = ['refusalReview', 'oppositionReview', 'invalidation', 'revocationReview'] as const
export const REVIEW_OUTCOMES = ['approved', 'refused', 'invalidated', 'maintained', 'revoked'] as const

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

/** A court notice (法院公告) as listed: a hearing, or a document served by publication. */
export const courtNoticeSummarySchema = z.object({
  id: z.string(),
  markId: z.string(),
  kind: z.enum(COURT_NOTICE_KINDS),
  caseNo: z.string(),
  courtZh: z.string(),
  courtEn: z.string(),
  /** The day the notice was published. */
  date: z.string(),
  cause: z.enum(CASE_KINDS),
  instance: z.number().int(),
  parties: z.array(litigantSchema),
  /** The hearing the notice announces (hearing and service notices), else null. */
  hearingDate: z.string().nullable(),
  /** The judgement of the case when it has one on record, else null (a suit still pending). */
  caseId: z.string().nullable(),
})

const reviewPartySchema = z.object({
  role: z.enum(['applicant', 'respondent']),
  nameZh: z.string(),
  nameEn: z.string(),
})

/** The mark a review decision rules on: this mark, or a later one it was cited against. */
const disputedMarkSchema = z.object({
  name: z.string(),
  applicationNo: z.string(),
  classNo: z.string(),
})

/** A CNIPA review decision (商标评审案件) as listed. */
export const reviewCaseSummarySchema = z.object({
  id: z.string(),
  markId: z.string(),
  decisionNo: z.string(),
  kind: z.enum(REVIEW_KINDS),
  /** disputed: the decision rules on this mark; cited: this mark was the prior right relied on. */
  markRole: z.enum(['disputed', 'cited']),
  disputed: disputedMarkSchema,
  /** The day the review was requested and the day it was decided. */
  filedDate: z.string(),
  date: z.string(),
  parties: z.array(reviewPartySchema),
  /** Articles of the Trademark Law the decision applies, e.g. '30', '44.1', '49.2'. */
  articles: z.array(z.string()),
  outcome: z.enum(REVIEW_OUTCOMES),
  resultZh: z.string(),
  resultEn: z.string(),
  /** The court judgement on this decision when it was contested, else null. */
  caseId: z.string().nullable(),
})

export const reviewSectionSchema = z.object({
  key: z.enum(['parties', 'request', 'grounds', 'reply', 'findings', 'reasoning', 'decision']),
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
  /** The court notices concerning a mark, newest first. */
  tmInfoGetCourtNoticeList: {
    req: z.object({ id }),
    res: z.object({ mark: searchResultItemSchema, list: z.array(courtNoticeSummarySchema) }),
  },
  /** One court notice in full. */
  tmInfoGetCourtNoticeDetail: {
    req: z.object({ id }),
    res: courtNoticeSummarySchema.extend({
      mark: searchResultItemSchema,
      paragraphsZh: z.array(z.string()),
      paragraphsEn: z.array(z.string()),
    }),
  },
  /** CNIPA's review decisions concerning a mark, newest first. */
  tmInfoGetReviewCaseList: {
    req: z.object({ id }),
    res: z.object({ mark: searchResultItemSchema, list: z.array(reviewCaseSummarySchema) }),
  },
  /** One review decision in full: its summary, the mark, the text by section and the panel. */
  tmInfoGetReviewCaseDetail: {
    req: z.object({ id }),
    res: reviewCaseSummarySchema.extend({
      mark: searchResultItemSchema,
      /** The review board until 2018, CNIPA since. */
      authorityZh: z.string(),
      authorityEn: z.string(),
      sections: z.array(reviewSectionSchema),
      examinersZh: z.array(z.string()),
      examinersEn: z.array(z.string()),
    }),
  },
} as const

export type CaseSummary = z.output<typeof caseSummarySchema>
export type CaseKind = (typeof CASE_KINDS)[number]
export type JudgementSection = z.output<typeof judgementSectionSchema>
export type CaseDetail = z.output<typeof analyticsSchemas.tmInfoGetCaseDetail.res>
export type Litigant = z.output<typeof litigantSchema>
export type CourtNoticeSummary = z.output<typeof courtNoticeSummarySchema>
export type CourtNoticeKind = (typeof COURT_NOTICE_KINDS)[number]
export type CourtNoticeDetail = z.output<typeof analyticsSchemas.tmInfoGetCourtNoticeDetail.res>
export type ReviewCaseSummary = z.output<typeof reviewCaseSummarySchema>
export type ReviewKind = (typeof REVIEW_KINDS)[number]
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number]
export type ReviewSection = z.output<typeof reviewSectionSchema>
export type ReviewCaseDetail = z.output<typeof analyticsSchemas.tmInfoGetReviewCaseDetail.res>

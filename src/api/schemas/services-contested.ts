import { z } from 'zod'
import {
  GROUND_IDS,
  type CitedMark,
  type ContestedDraft,
  type ContestedSlug,
} from '../../domain/services/contested'
import { applicantSchema } from './registration-drafts'
import { classGoodsSchema, markHolderCall } from './services-licence'
import { serviceCallSchemas, serviceDraftBaseSchema } from './services'

export const citedMarkSchema = z.object({
  regNo: z.string().max(30),
  name: z.string().max(200),
  classes: z.array(z.string().regex(/^\d{2}$/)).max(45),
  holderZh: z.string().max(200),
  holderEn: z.string().max(300),
  filedOn: z.string().max(10),
  status: z.number().int(),
}) satisfies z.ZodType<CitedMark>

/** A contested draft (opposition, refusal review, non-use cancellation, invalidation) of one flow. */
const contestedDraftSchema = <S extends ContestedSlug>(slug: S) =>
  serviceDraftBaseSchema.extend({
    service: z.literal(slug),
    party: applicantSchema.nullable(),
    partySource: z.enum(['book', 'new']),
    grounds: z.array(z.enum(GROUND_IDS as [string, ...string[]])).max(20),
    citedMarks: z.array(citedMarkSchema).max(20),
    interest: z.string().max(2000),
    facts: z.string().max(20000),
    goods: z.array(classGoodsSchema).max(45),
    evidencePlan: z.enum(['now', 'reserve', '']),
    receivedOn: z.string().max(10),
    evidence: z
      .array(
        z.object({
          fileId: z.string().max(100),
          title: z.string().max(1000),
          proves: z.string().max(2000),
          pages: z.number().nullable(),
        }),
      )
      .max(40),
  }) as unknown as z.ZodType<ContestedDraft & { service: S }, ContestedDraft & { service: S }>

const Opposition = serviceCallSchemas(contestedDraftSchema('opposition'))
const Review = serviceCallSchemas(contestedDraftSchema('refusal'))
const NonUse = serviceCallSchemas(contestedDraftSchema('nonuseCancellation'))
const Invalidation = serviceCallSchemas(contestedDraftSchema('Invalidation'))

/** The holder (applicant) of a mark as registered: the party a request is filed against, or one's own. */
const markApplicant = markHolderCall

/** Marks to cite: the caller's own and the register's, by number, name or holder. */
const citedSearch = {
  req: z.object({
    keyword: z.string().trim().max(100).default(''),
    /** The contested mark, never offered as its own cited mark. */
    excludeRegNo: z.string().max(30).optional(),
    pageSize: z.coerce.number().int().min(1).max(30).default(12),
  }),
  res: z.object({ list: z.array(citedMarkSchema), total: z.number().int().nonnegative() }),
}

/** Schemas of the contested procedures' calls (src/domain/services/contested.ts maps the names). */
export const servicesContestedSchemas = {
  /** Opposition: saves, reads (main), orders, completes, deletes (createOrder). */
  tmOppositionMain: Opposition.main,
  tmOppositionCreateOrder: Opposition.act,
  /** Marks in their opposition period (the latest gazettes and the register), each with its eligibility. */
  tmInfoGetTrademarkList: Opposition.marks,
  tmOppositionIsCanOpposition: Opposition.eligibility,
  tmOppositionGetApplicantInformation: markApplicant,
  /** Keeps an applicant of the book as one of the account's opponents (used first next time). */
  tmOppositionSaveOpponent: {
    req: z.object({ applicantId: z.string().min(1).max(40) }),
    res: z.object({ applicant: applicantSchema }),
  },
  /** The account's opponents, most recently used first, with their details from the applicant book. */
  tmOppositionGetOpponentInfo: {
    req: z.object({}),
    res: z.object({ opponents: z.array(applicantSchema) }),
  },
  /** Refusal review: saves, reads, orders, completes, deletes (by `action`). */
  tmReviewTmReviewMain: Review.main,
  /** The account's refused applications, each with whether its review is still possible. */
  tmInfoGetCustomerTrademarks: Review.marks,
  tmReviewIsCanReview: Review.eligibility,
  tmReviewGetApplicantInformation: markApplicant,
  /** Non-use cancellation (tmRemoval/* in the catalogue): by `action`. */
  tmRemovalTmRemovalMain: NonUse.main,
  /** Registered marks of the register a non-use cancellation may be filed against. */
  tmInfoTmCrossSearch: NonUse.marks,
  tmRemovalIsCanAlter: NonUse.eligibility,
  /** Invalidation: insert saves and reads, insertDetail orders, completes and deletes. */
  tmInvalidationInsert: Invalidation.main,
  tmInvalidationInsertDetail: Invalidation.act,
  /** Registered marks of the register an invalidation may be asked for. */
  tmInfoQueryTmCrossSearch: Invalidation.marks,
  tmInvalidationValidate: Invalidation.eligibility,
  /** The marks a contested request cites (every contested flow searches with it). */
  tmInvalidationQueryReferenceTrademark: citedSearch,
} as const

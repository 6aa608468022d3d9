import { z } from 'zod'
import type { ClassGoods } from '../../domain/services/mark-goods'
import { LICENCE_TYPES, type LicenceDraft } from '../../domain/services/licence'
import { REMOVAL_REASONS, type RemovalDraft } from '../../domain/services/removal'
import { applicantSchema } from './registration-drafts'
import { eligibilitySchema, serviceCallSchemas, serviceDraftBaseSchema, serviceMarkSchema } from './services'

const regNo = z.string().trim().min(1).max(20)

export const classGoodsSchema = z.object({
  classNo: z.string().regex(/^\d{2}$/),
  items: z.array(z.object({ zh: z.string().max(200), en: z.string().max(400) })).max(200),
}) satisfies z.ZodType<ClassGoods>

/** A mark as the selectTrademark step lists it: its facts, registered goods and whether the service may be filed. */
export const heldMarkRowSchema = z.object({
  mark: serviceMarkSchema,
  goods: z.array(classGoodsSchema),
  eligibility: eligibilitySchema,
})
export type HeldMarkRow = z.output<typeof heldMarkRowSchema>

const queryTmInfo = {
  req: z.object({
    /** Registration number, name or holder. */
    keyword: z.string().max(100).default(''),
    /** Exactly these marks (the ones a draft chose), whatever the keyword. */
    regNos: z.array(regNo).max(50).optional(),
    onlyEligible: z.boolean().default(false),
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  res: z.object({
    list: z.array(heldMarkRowSchema),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
}

/** A licence-record draft: the service's base, the licensee, the licence's type and term, the goods licensed. */
export const licenceDraftSchema = serviceDraftBaseSchema.extend({
  service: z.literal('brandPermit'),
  licensee: applicantSchema.nullable(),
  licenceType: z.enum([...LICENCE_TYPES, '']),
  startDate: z.string().max(10),
  endDate: z.string().max(10),
  goods: z
    .array(
      z.object({
        regNo: z.string(),
        registered: z.array(classGoodsSchema),
        licensed: z.array(classGoodsSchema),
      }),
    )
    .max(50),
}) satisfies z.ZodType<LicenceDraft>

/** A removal draft: the service's base, each mark's removal (whole or some goods) and the reason. */
export const removalDraftSchema = serviceDraftBaseSchema.extend({
  service: z.literal('logOff'),
  removals: z
    .array(
      z.object({
        regNo: z.string(),
        scope: z.enum(['whole', 'partial']),
        registered: z.array(classGoodsSchema),
        removed: z.array(classGoodsSchema),
      }),
    )
    .max(50),
  reason: z.enum([...REMOVAL_REASONS, '']),
  reasonNote: z.string().max(400),
}) satisfies z.ZodType<RemovalDraft>

const Licence = serviceCallSchemas(licenceDraftSchema)
const Removal = serviceCallSchemas(removalDraftSchema)

/** The mark's registered holder, and its applicant-book entry when the account has one. */
export const markHolderCall = {
  req: z.object({ regNo }),
  res: z.object({
    regNo: z.string(),
    nameZh: z.string(),
    nameEn: z.string(),
    addressZh: z.string(),
    addressEn: z.string(),
    country: z.string(),
    applicant: applicantSchema.nullable(),
  }),
}
export type MarkHolder = z.output<typeof markHolderCall.res>

/** Schemas of the licence-record and removal calls: their wizards (main, marks, eligibility) and their own. */
export const servicesLicenceSchemas = {
  /** Saves, reads, orders, completes or deletes a licence record (by `action`). */
  tmLicenseTmLicenseMain: Licence.main,
  /** The account's marks with whether a licence of each can be recorded now. */
  tmInfoQueryTmInfoByApplicantPlus1: Licence.marks,
  /** Whether the chosen marks' licence can be recorded now (form body). */
  tmLicenseIsCanAlter: Licence.eligibility,
  tmLicenseGetApplicantInformation: markHolderCall,
  tmLicenseQueryTmInfo: queryTmInfo,
  /**
   * The owner's removal of its own registration (logOff, 注销) is tmCancellation/* in the catalogue; non-use
   * cancellation of someone else's mark (撤销, issue 13) is tmRemoval/*.
   */
  /** Saves, reads, orders, completes or deletes a removal (by `action`). */
  tmCancellationTmCancellationMain: Removal.main,
  /** The account's marks with whether each can be removed now. */
  tmInfoQueryTmInfoForCancellation: Removal.marks,
  /** Whether the chosen marks can be removed now (form body). */
  tmCancellationIsCanAlter: Removal.eligibility,
  tmRemovalGetApplicantInformation: markHolderCall,
  tmRemovalQueryTmInfo: queryTmInfo,
  tmCancellationGetApplicantInformation: markHolderCall,
}

import { z } from 'zod'
import type { RenewalDraft } from '../../domain/services/renewal'
import { applicantSchema } from './registration-drafts'
import { serviceCallSchemas, serviceDraftBaseSchema } from './services'

/** A renewal draft: the service's base and the registered holder from the applicant book. */
export const renewalDraftSchema = serviceDraftBaseSchema.extend({
  service: z.literal('management'),
  holder: applicantSchema.nullable(),
  designationsRenewed: z
    .record(z.string().max(30), z.array(z.string().regex(/^[A-Z]{2}$/)).max(130))
    .optional(),
}) satisfies z.ZodType<RenewalDraft>

const S = serviceCallSchemas(renewalDraftSchema)

/** Schemas of the renewal wizard's calls (issue 12). */
export const renewalSchemas = {
  /** Saves a renewal draft (every change, debounced). */
  trademarkInsertExtend: S.save,
  /** Orders, completes or deletes a mainland or Madrid renewal. */
  trademarkInsertExtendDetail: S.act,
  /** Orders, completes or deletes a renewal of marks registered abroad (global). */
  trademarkInsertGlobalExtendDetail: S.act,
  /** One renewal draft, the renewal filed for an order, or the unfinished renewals (to pay or to finish). */
  trademarkRenewalToPay: S.read,
  /** Whether the chosen marks may be renewed now ("part of the trademarks were already submitted"). */
  trademarkInsertExtendValidate: S.eligibility,
  /** The account's marks with their renewal status. */
  tmInfoQueryTmInfoForRenew: S.marks,
  /** The registered holder of a mark to renew. */
  tmExtendGetApplicantInformation: S.holder,
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

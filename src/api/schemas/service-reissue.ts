import { z } from 'zod'
import { CERTIFICATE_KINDS, REISSUE_REASONS, type ReissueDraft } from '../../domain/services/reissue'
import { eligibilitySchema, serviceCallSchemas, serviceDraftBaseSchema } from './services'

/*
 * Schemas of the certificate reissues' calls (issue 12), on the service shape: insert saves and reads a draft,
 * insertDetail orders, completes or deletes it, validate checks the chosen marks (with the change, transfer
 * and renewal certificates on each one's record), and tmInfo/queryTmInfoToBiz lists the marks of either flow.
 */

export const recordCertificateSchema = z.object({ kind: z.enum(CERTIFICATE_KINDS), date: z.string() })

/** A reissue draft: the service's base, why the certificate is asked for again and which certificate. */
export const reissueDraftSchema = serviceDraftBaseSchema.extend({
  service: z.enum(['reissueProve', 'replacementAndRenewal']),
  productType: z.union([z.literal(29), z.literal(30)]),
  reason: z.enum([...REISSUE_REASONS, '']),
  explanation: z.string().max(600),
  certificateKind: z.enum([...CERTIFICATE_KINDS, '']),
  certificateNo: z.string().max(40),
  certificateDate: z.string().max(10),
  onRecord: z.array(recordCertificateSchema).max(50),
}) satisfies z.ZodType<ReissueDraft>

const S = serviceCallSchemas(reissueDraftSchema)

/** The eligibility of the chosen marks, with the certificates each one's record shows. */
export const reissueValidateSchema = {
  req: S.eligibility.req,
  res: z.object({
    results: z.array(
      z.object({
        regNo: z.string(),
        eligibility: eligibilitySchema,
        onRecord: z.array(recordCertificateSchema),
      }),
    ),
  }),
}
export type ReissueValidateData = z.output<typeof reissueValidateSchema.res>

export const serviceReissueSchemas = {
  /** Saves or reads a reissue of the registration certificate (29) by `action`. */
  tmReissueRegisterInsert: S.main,
  /** Orders, completes or deletes it. */
  tmReissueRegisterInsertDetail: S.act,
  tmReissueRegisterValidate: reissueValidateSchema,
  /** The same three for a reissue of a change, transfer or renewal certificate (30). */
  tmReissueOthersInsert: S.main,
  tmReissueOthersInsertDetail: S.act,
  tmReissueOthersValidate: reissueValidateSchema,
  /** The account's marks with whether the flow named by `service` can reissue their certificate. */
  tmInfoQueryTmInfoToBiz: S.marks,
} as const

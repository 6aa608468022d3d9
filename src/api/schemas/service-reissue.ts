import { z } from 'zod'
import { CERTIFICATE_KINDS } from '../../domain/services/reissue'

/*
 * Schemas of the certificate reissues' own calls (issue 12): tmReissueRegister/validate (29) and
 * tmReissueOthers/validate (30) answer, for each asked mark of the caller, whether its certificate can be
 * reissued, why not, and the change, transfer and renewal certificates on its record.
 */

const regNo = z.string().trim().min(1).max(30)

export const recordCertificateSchema = z.object({ kind: z.enum(CERTIFICATE_KINDS), date: z.string() })

export const reissueValidateSchema = {
  req: z.object({ regNos: z.array(regNo).min(1).max(50) }),
  res: z.object({
    list: z.array(
      z.object({
        regNo: z.string(),
        eligible: z.boolean(),
        /** A svcReissue translation key: why the certificate cannot be reissued. */
        reason: z.string().nullable(),
        onRecord: z.array(recordCertificateSchema),
      }),
    ),
  }),
}
export type ReissueValidateData = z.output<typeof reissueValidateSchema.res>

export const serviceReissueSchemas = {
  tmReissueRegisterValidate: reissueValidateSchema,
  tmReissueOthersValidate: reissueValidateSchema,
} as const

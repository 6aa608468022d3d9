import { z } from 'zod'
import { CHANGE_KINDS, EXCLUDE_REASONS, type ChangeDraft } from '../../domain/services/change'
import { eligibilitySchema, serviceCallSchemas, serviceDraftBaseSchema, serviceMarkSchema } from './services'

/** One row of a register list the change flow reads: the mark and whether a change can be filed for it. */
export const changeMarkRowSchema = serviceMarkSchema.extend({ eligibility: eligibilitySchema })

const text = z.string().trim().max(200).default('')

export const holderSchema = z.object({
  kind: z.enum(['enterprise', 'individual']),
  country: z.string(),
  applicantId: z.string().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  addressZh: z.string(),
  addressEn: z.string(),
  agent: z.string(),
})

const particulars = z.object({
  nameZh: z.string().max(200),
  nameEn: z.string().max(200),
  addressZh: z.string().max(200),
  addressEn: z.string().max(200),
})

/** A change draft: the service's base, the change asked for and the holder's other marks' decisions. */
export const changeDraftSchema = serviceDraftBaseSchema.extend({
  service: z.literal('variable'),
  kind: z.enum(CHANGE_KINDS).nullable(),
  holder: holderSchema.nullable(),
  after: particulars,
  afterApplicantId: z.string().nullable(),
  agentRevoked: z.boolean(),
  relatedMarks: z.array(serviceMarkSchema).max(200),
  related: z.record(
    z.string(),
    z.object({ choice: z.enum(['include', 'exclude', '']), reason: z.enum([...EXCLUDE_REASONS, '']) }),
  ),
}) satisfies z.ZodType<ChangeDraft>

const S = serviceCallSchemas(changeDraftSchema)

const regNo = z
  .string()
  .trim()
  .min(1, 'validation:required')
  .max(20)
  .regex(/^[A-Za-z0-9]+$/, 'validation:alphanumeric')
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/)
  .default('CN')

export const servicesChangeSchemas = {
  /** The account's marks and its applicants' marks in mainland China, each with whether a change can be filed. */
  tmInfoQueryTmInfosByApplicantForAlteration: S.marks,
  /** The same for marks registered abroad (a global change). */
  tmInfoQueryTmInfosByApplicantForGlobalAlteration: S.marks,
  /** The marks the register records under a holder's name and address (the change's supplement list). */
  tmInfoQueryTmInfosByApplicantAndAddress: {
    req: z.object({
      nameZh: text,
      nameEn: text,
      addressZh: text,
      addressEn: text,
      /** Registration numbers left out of the answer (the marks already chosen). */
      exclude: z.array(z.string()).max(200).default([]),
    }),
    res: z.object({ list: z.array(serviceMarkSchema) }),
  },
  /** A holder's marks abroad, grouped by the office they are registered with. */
  tmInfoQueryGlobalAlterationTmInfos: {
    req: z.object({ nameEn: text, nameZh: text }),
    res: z.object({
      countries: z.array(z.object({ country: z.string(), marks: z.array(changeMarkRowSchema) })),
    }),
  },
  /** One mark by its registration number (the account's, or anyone's on the register). */
  tmInfoQueryTmInfoByRegNo: {
    req: z.object({ regNo, country }),
    res: z.object({ mark: serviceMarkSchema.nullable() }),
  },
  /** Whether a change can be filed now for the chosen marks ("a change of this mark is already filed"). */
  tmAlterationIsCanAlter: S.eligibility,
  /** Saves, reads, orders, completes or deletes a mainland change (by `action`). */
  tmAlterationTmAlterationMain: S.main,
  /** The same for a change of marks registered abroad. */
  tmAlterationTmGlobalAlterationMain: S.main,
  /** The registered holder of a mark, with the agent on record. */
  tmAlterationGetApplicantInformation: {
    req: z.object({ regNo, country }),
    res: holderSchema,
  },
} as const

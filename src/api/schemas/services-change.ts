import { z } from 'zod'
import type { MessageKey } from '../../domain/message-key'

/** A mark as the services see it (src/domain/services/types.ts ServiceMark). */
export const serviceMarkSchema = z.object({
  regNo: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  classes: z.array(z.string()),
  holderZh: z.string(),
  holderEn: z.string(),
  holderAddressZh: z.string(),
  holderAddressEn: z.string(),
  applicantId: z.string().nullable(),
  status: z.number().int(),
  registrationDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  region: z.enum(['mainland', 'madrid', 'global']),
  country: z.string(),
})

const messageKey = z.custom<MessageKey>((v) => typeof v === 'string' && v.includes(':'))

/** Whether a service may be filed for a mark, and why not (a translation key). */
export const eligibilitySchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: messageKey }),
])

/** One row of a service's selectTrademark list: the mark and whether the service can be filed for it. */
export const changeMarkRowSchema = serviceMarkSchema.extend({ eligibility: eligibilitySchema })

const text = z.string().trim().max(200).default('')

/** The account's marks and its applicants' marks, searchable by number, name and holder. */
const markListRequest = z.object({
  keyword: text,
  /** Only the marks of this applicant-book entry. */
  applicantId: z.string().trim().max(60).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
const markListResponse = z.object({ list: z.array(changeMarkRowSchema), total: z.number().int() })

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
  tmInfoQueryTmInfosByApplicantForAlteration: { req: markListRequest, res: markListResponse },
  tmInfoQueryTmInfosByApplicantForGlobalAlteration: { req: markListRequest, res: markListResponse },
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
  tmAlterationIsCanAlter: {
    req: z.object({ regNo, country }),
    res: eligibilitySchema,
  },
  /** The registered holder of a mark, with the agent on record. */
  tmAlterationGetApplicantInformation: {
    req: z.object({ regNo, country }),
    res: holderSchema,
  },
} as const

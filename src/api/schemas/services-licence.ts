import { z } from 'zod'
import type { MessageKey } from '../../domain/message-key'
import type { Eligibility, ServiceMark } from '../../domain/services/types'
import type { ClassGoods } from '../../domain/services/mark-goods'
import { applicantSchema } from './registration-drafts'

/** A translation key carried as data (a refusal's reason): 'namespace:key.path'. */
const messageKey = z.custom<MessageKey>((v) => typeof v === 'string' && /^[A-Za-z]+:[\w.]+$/.test(v))

const regNo = z.string().trim().min(1).max(20)

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
}) satisfies z.ZodType<ServiceMark>

export const classGoodsSchema = z.object({
  classNo: z.string().regex(/^\d{2}$/),
  items: z.array(z.object({ zh: z.string().max(200), en: z.string().max(400) })).max(200),
}) satisfies z.ZodType<ClassGoods>

export const eligibilitySchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: messageKey }),
]) satisfies z.ZodType<Eligibility>

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

const isCanAlter = {
  req: z.object({ regNo }),
  res: z.object({ regNo: z.string(), eligibility: eligibilitySchema }),
}

/** The mark's registered holder, and its applicant-book entry when the account has one. */
const holder = {
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
export type MarkHolder = z.output<typeof holder.res>

/** Schemas of the licence-record and removal calls that are not the wizard's generic ones. */
export const servicesLicenceSchemas = {
  tmLicenseIsCanAlter: isCanAlter,
  tmLicenseGetApplicantInformation: holder,
  tmLicenseQueryTmInfo: queryTmInfo,
  tmRemovalIsCanAlter: isCanAlter,
  tmRemovalGetApplicantInformation: holder,
  tmRemovalQueryTmInfo: queryTmInfo,
  tmCancellationGetApplicantInformation: holder,
}

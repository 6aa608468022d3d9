import { z } from 'zod'
import type { MessageKey } from '../../domain/message-key'
import { isProductTypeId, type ProductTypeId } from '../../domain/product-types'
import {
  SERVICE_SLUGS,
  type Eligibility,
  type ServiceDraftBase,
  type ServiceMark,
  type ServiceMarkRow,
} from '../../domain/services/types'
import { applicantSchema } from './registration-drafts'

/**
 * The shapes every trademark service's calls share (src/domain/services): the mark, a row of the mark list,
 * the eligibility answer, the draft base and the kinds of call a flow binds its catalogue entries to
 * (save, act, read or the one main call; marks, eligibility, holder). A flow's own schema file extends the draft with its fields
 * and names its entries: `serviceCallSchemas(renewalDraftSchema)`.
 */

const messageKey = z.custom<MessageKey>((v) => typeof v === 'string' && v.includes(':'), {
  error: 'validation:required',
})
const productType = z.custom<ProductTypeId>((v) => typeof v === 'number' && isProductTypeId(v), {
  error: 'validation:required',
})
export const serviceRegionSchema = z.enum(['mainland', 'madrid', 'global'])

export const serviceMarkSchema = z.object({
  regNo: z.string().min(1).max(30),
  name: z.string().max(200),
  image: z.string().nullable(),
  classes: z.array(z.string().regex(/^\d{2}$/)).max(45),
  holderZh: z.string(),
  holderEn: z.string(),
  holderAddressZh: z.string(),
  holderAddressEn: z.string(),
  applicantId: z.string().nullable(),
  status: z.number().int(),
  registrationDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  region: serviceRegionSchema,
  country: z.string(),
  designations: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(130)
    .optional(),
  contested: z
    .object({
      applicationNo: z.string().max(30),
      filedOn: z.string().max(10),
      goods: z
        .array(
          z.object({
            classNo: z.string().regex(/^\d{2}$/),
            items: z.array(z.object({ zh: z.string().max(200), en: z.string().max(400) })).max(200),
          }),
        )
        .max(45),
      publishedOn: z.string().max(10).nullable(),
      gazetteIssue: z.string().max(40).nullable(),
      refusedOn: z.string().max(10).nullable(),
      refusalCites: z.array(z.string().max(30)).max(20),
      ownMark: z.boolean(),
    })
    .optional(),
}) satisfies z.ZodType<ServiceMark>

export const eligibilitySchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: messageKey }),
]) satisfies z.ZodType<Eligibility>

export const serviceMarkRowSchema = z.object({
  mark: serviceMarkSchema,
  eligibility: eligibilitySchema,
  status: messageKey.nullable(),
  tone: z.enum(['ok', 'warn', 'off']),
}) satisfies z.ZodType<ServiceMarkRow>

const documentFile = z.object({
  fileId: z.string().min(1),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
})

/** The fields every service draft has (ServiceDraftBase); a flow extends it with its own. */
export const serviceDraftBaseSchema = z.object({
  draftId: z.string().min(1),
  step: z.string(),
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  paid: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: z.number().int().nonnegative(),
  service: z.enum(SERVICE_SLUGS),
  region: serviceRegionSchema,
  productType,
  marks: z.array(serviceMarkSchema).max(50),
  documents: z.partialRecord(z.string(), z.array(documentFile).max(20)),
  originalsByPost: z.boolean(),
  mailing: z.object({ company: z.string().max(100), trackingNumber: z.string().max(60) }),
  notification: z.object({ email: z.boolean(), sms: z.boolean(), post: z.boolean() }),
}) satisfies z.ZodType<ServiceDraftBase>

/** One unfinished draft of a service, as the draft chooser lists it. */
export const serviceDraftSummarySchema = z.object({
  draftId: z.string(),
  region: serviceRegionSchema,
  step: z.string(),
  markNames: z.array(z.string()),
  regNos: z.array(z.string()),
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  paid: z.boolean(),
  updatedAt: z.string(),
})
export type ServiceDraftSummary = z.output<typeof serviceDraftSummarySchema>

/** The actions of a service's act call: make (or replace) the order, finish a paid draft, delete an unpaid one. */
export const SERVICE_ACTIONS = ['order', 'complete', 'discard'] as const
export type ServiceAction = (typeof SERVICE_ACTIONS)[number]

const savedSchema = z.object({
  draftId: z.string(),
  updatedAt: z.string(),
  revision: z.number().int().positive(),
})
const actedSchema = z.object({
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  total: z.number(),
  completedAt: z.string().nullable(),
})

/** The kinds of call of a service flow, for its draft schema. */
export function serviceCallSchemas<S extends z.ZodType<ServiceDraftBase>>(draft: S) {
  return {
    /** Saves the draft made on `baseRevision` (a stale one is refused with the newer draft). */
    save: {
      req: z.object({ draft, baseRevision: z.number().int().nonnegative() }),
      res: savedSchema,
    },
    /** Checks the steps again (the marks' eligibility included) and orders, completes or deletes. */
    act: {
      req: z.object({ draftId: z.string().min(1), action: z.enum(SERVICE_ACTIONS) }),
      res: actedSchema,
    },
    /**
     * One draft (`draftId`; null when the server does not know it), the draft filed for an order (`orderId`;
     * null unless paid), or without either the account's unfinished drafts of the flow.
     */
    read: {
      req: z.object({ draftId: z.string().optional(), orderId: z.string().optional() }),
      res: z.object({ draft: draft.nullable(), drafts: z.array(serviceDraftSummarySchema) }),
    },
    /** The account's marks (and its applicants') a service may be filed for, each with its eligibility. */
    marks: {
      req: z.object({
        region: serviceRegionSchema.default('mainland'),
        keyword: z.string().trim().max(100).default(''),
        /** The draft asking: its own marks do not count as filed elsewhere. */
        draftId: z.string().optional(),
        /** The flow asking, where several flows share the entry (the two certificate reissues). */
        service: z.enum(SERVICE_SLUGS).optional(),
      }),
      res: z.object({
        list: z.array(serviceMarkRowSchema),
        max: z.number().int().positive(),
        /** How many marks matched, when the list shows only the first of them (a search of the register). */
        total: z.number().int().nonnegative().optional(),
      }),
    },
    /** The eligibility of chosen marks (by registration number) now. */
    eligibility: {
      req: z.object({
        region: serviceRegionSchema,
        // A form body repeats the key for each number; one number arrives as a single value.
        regNos: z.preprocess(
          (v) => (typeof v === 'string' ? [v] : v),
          z.array(z.string().min(1)).min(1).max(50),
        ),
        draftId: z.string().optional(),
      }),
      res: z.object({
        results: z.array(z.object({ regNo: z.string(), eligibility: eligibilitySchema })),
      }),
    },
    /**
     * One call for the draft's whole life, where the office's API has a single "main" entry per service
     * (tmAlterationMain, tmAssignmentMain, …): `action` says whether it saves, reads, orders, completes or
     * deletes, and the answer carries the matching part (the others null). The handlers are the same as the
     * separate calls'.
     */
    main: {
      req: z.union([
        z.object({ action: z.literal('save'), draft, baseRevision: z.number().int().nonnegative() }),
        z.object({
          action: z.literal('read'),
          draftId: z.string().optional(),
          orderId: z.string().optional(),
        }),
        z.object({ action: z.enum(SERVICE_ACTIONS), draftId: z.string().min(1) }),
      ]),
      res: z.object({
        saved: savedSchema.nullable(),
        acted: actedSchema.nullable(),
        read: z.object({ draft: draft.nullable(), drafts: z.array(serviceDraftSummarySchema) }).nullable(),
      }),
    },
    /** The registered holder of a mark, as the applicant book holds it (null when the book has no entry). */
    holder: {
      req: z.object({ regNo: z.string().min(1) }),
      res: z.object({ regNo: z.string(), holder: applicantSchema.nullable() }),
    },
  } as const
}
export type ServiceCallSchemas = ReturnType<typeof serviceCallSchemas>

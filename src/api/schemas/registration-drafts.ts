import { z } from 'zod'
import type { RegistrationDraft } from '../../domain/registration/types'

const region = z.enum(['mainland', 'hk', 'global', 'madrid'])
const step = z.enum(['fillInInformation', 'payment', 'provideDocument', 'confirm'])
const text = z.string().max(4000)
const both = z.object({ zh: z.string(), en: z.string() })

const markImage = z.object({
  fileId: z.string().min(1),
  fileName: z.string(),
  url: z.string(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  source: z.enum(['upload', 'generated']),
})

const goodsItem = z.object({
  code: z.string().nullable(),
  groupCode: z.string().nullable(),
  nameZh: text,
  nameEn: text,
  custom: z.boolean(),
  verdict: z.enum(['accepted', 'rejected', 'unchecked']),
  verdictNote: both.nullable().optional(),
})

const mark = z.object({
  key: z.string().min(1),
  markType: z.enum(['word', 'design', 'combined']),
  name: text,
  colorMode: z.enum(['blackWhite', 'color']),
  colorDescription: text,
  portrait: z.boolean(),
  series: z.boolean(),
  seriesCount: z.number().int().nullable(),
  description: text,
  transliteration: text,
  language: z.string(),
  sector: z.string(),
  subSector: z.string(),
  image: markImage.nullable(),
  blackImage: markImage.nullable(),
  priority: z
    .object({
      country: z.string(),
      date: z.string(),
      number: z.string(),
      category: z.enum(['convention', 'exhibition']),
    })
    .nullable(),
  classes: z.array(z.object({ classNo: z.string().regex(/^\d{2}$/), goods: z.array(goodsItem) })).max(45),
  basis: z
    .object({ kind: z.enum(['application', 'registration']), number: z.string(), date: z.string() })
    .nullable(),
})

const place = z.object({ code: z.string(), name: z.string() }).nullable()

export const applicantSchema = z.object({
  applicantId: z.string().min(1),
  kind: z.enum(['enterprise', 'individual']),
  idType: z.enum(['idCard', 'passport', 'other']).nullable(),
  idNumber: z.string(),
  country: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  addressZh: z.string(),
  addressEn: z.string(),
  province: place,
  city: place,
  district: place,
  postalCode: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  licenceAddress: z.string(),
  uscc: z.string(),
  licenceFile: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
  isDefault: z.boolean(),
})

const documentFile = z.object({
  fileId: z.string().min(1),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
})
const documentKind = z.enum([
  'powerOfAttorney',
  'businessLicence',
  'idDocument',
  'priorityProof',
  'notarised',
  'translation',
])

export const registrationDraftSchema = z.object({
  draftId: z.string().min(1),
  region,
  step,
  trademarks: z.array(mark).max(20),
  applicants: z.object({ main: applicantSchema.nullable(), joint: z.array(applicantSchema).max(20) }),
  countries: z.array(z.string()).max(200),
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  paid: z.boolean(),
  documents: z.partialRecord(documentKind, z.array(documentFile).max(20)),
  originalsByPost: z.boolean(),
  mailing: z.object({ company: z.string(), trackingNumber: z.string() }),
  notification: z.object({ email: z.boolean(), sms: z.boolean(), post: z.boolean() }),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: z.number().int().nonnegative(),
}) satisfies z.ZodType<RegistrationDraft>

export const draftIssueSchema = z.object({ path: z.string(), message: z.string() })

/** One unfinished application, as the "continue a draft" list shows it. */
export const draftSummarySchema = z.object({
  draftId: z.string(),
  region,
  step,
  markNames: z.array(z.string()),
  classCount: z.number().int(),
  countryCount: z.number().int(),
  applicantName: z.string(),
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  paid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

const feeLine = z.object({
  kind: z.string(),
  quantity: z.number(),
  official: z.number(),
  service: z.number(),
  country: z.string().optional(),
  classNo: z.string().optional(),
  mark: z.number().optional(),
})

/**
 * A save names the revision it was based on; a stale one is refused with code DRAFT_CONFLICT_CODE and the
 * newer draft as data ({ draft }), so two tabs never overwrite each other silently.
 */
const saveDraft = {
  req: z.object({ draft: registrationDraftSchema, baseRevision: z.number().int().nonnegative() }),
  res: z.object({ draftId: z.string(), updatedAt: z.string(), revision: z.number().int().positive() }),
}

const caseRow = z.object({
  draftId: z.string(),
  region,
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  markNames: z.array(z.string()),
  classes: z.array(z.string()),
  countries: z.array(z.string()),
  applicantName: z.string(),
  step,
  paid: z.boolean(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** What is still to do: pay, provide documents, confirm, or nothing. */
  pending: z.enum(['information', 'payment', 'documents', 'confirm', 'none']),
})

const page = z.object({
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})

/** Schemas of the registration wizards' draft, order and case calls (issue 5). */
export const registrationDraftsSchemas = {
  /** Saves a mainland or Hong Kong draft (every change, debounced). */
  trademarkCreateTrademark: saveDraft,
  /** Saves a global draft. */
  trademarkCreateGlobalTrademark: saveDraft,
  /** Saves a Madrid draft. */
  madridCreateTrademark: saveDraft,
  /** The account's unfinished applications (optionally of one region), newest first. */
  trademarkGetTrademarkHalf: {
    req: z.object({ region: region.optional() }),
    res: z.array(draftSummarySchema),
  },
  /** One draft, with what the server knows of its order (paid) merged in. */
  trademarkGetByPreview: {
    req: z.object({ draftId: z.string().min(1) }),
    res: registrationDraftSchema,
  },
  /** What the confirm page summarises: the draft, its price and what still blocks it. */
  trademarkGetRegistrationPreview: {
    req: z.object({ draftId: z.string().min(1) }),
    res: z.object({
      draft: registrationDraftSchema,
      quote: z.object({
        region,
        lines: z.array(feeLine),
        official: z.number(),
        service: z.number(),
        total: z.number(),
      }),
      issues: z.array(draftIssueSchema),
    }),
  },
  /** Checks the information again and makes (or replaces) the unpaid order of the draft. */
  trademarkInsertRegistration: {
    req: z.object({
      draftId: z.string().min(1),
      action: z.enum(['order', 'complete', 'discard']).default('order'),
    }),
    res: z.object({
      orderId: z.string().nullable(),
      orderNo: z.string().nullable(),
      total: z.number(),
      completedAt: z.string().nullable(),
    }),
  },
  /** The application exactly as filed, for an order (null for orders not filed through the wizard). */
  trademarkGetByComplete: {
    req: z.object({ orderId: z.string().min(1) }),
    res: registrationDraftSchema.nullable(),
  },
  /** The account's applications through the wizards (drafts, unpaid, awaiting documents, filed). */
  trademarkGetTrademarkCases: {
    req: page.extend({ region: region.optional() }),
    res: z.object({ list: z.array(caseRow), total: z.number().int() }),
  },
  /** Paid applications whose documents or confirmation are still missing. */
  trademarkTrademarkCasesHaveNotFinished: {
    req: z.object({}),
    res: z.object({ count: z.number().int(), list: z.array(caseRow) }),
  },
  /** Filed applications, searchable by mark name, order number or applicant. */
  trademarkQueryCasesList: {
    req: page.extend({ keyword: z.string().max(100).optional(), region: region.optional() }),
    res: z.object({ list: z.array(caseRow), total: z.number().int() }),
  },
  /** One mark of a Madrid order as filed. */
  madridGetOrder: {
    req: z.object({ orderId: z.string().min(1), trademarkId: z.string().min(1) }),
    res: z.object({
      orderId: z.string(),
      orderNo: z.string().nullable(),
      mark,
      countries: z.array(z.string()),
      applicant: applicantSchema.nullable(),
      completedAt: z.string().nullable(),
    }),
  },
  /** The account's customer-service adviser for filings, if one is assigned. */
  trademarkCustomServiceVerify: {
    req: z.object({}),
    res: z.object({
      available: z.boolean(),
      adviser: z.object({ name: both, phone: z.string(), email: z.string(), hours: both }).nullable(),
    }),
  },
  /** The wizard's limits (the same constants the client checks with). */
  trademarkQueryZongWeiConfig: {
    req: z.object({}),
    res: z.object({
      maxApplicants: z.number().int(),
      goodsPerClassIncluded: z.number().int(),
      imageMaxBytes: z.number().int(),
      imageMinSide: z.number().int(),
      documentMaxBytes: z.number().int(),
      priorityProofMonths: z.number().int(),
      documentSuffixes: z.array(z.string()),
    }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

export type DraftSummary = z.output<typeof draftSummarySchema>
export type RegistrationCaseRow = z.output<typeof caseRow>

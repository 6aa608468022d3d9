import { z } from 'zod'
import { applicantInputSchema, type ApplicantField } from '../../domain/registration/applicant-rules'
import type { Applicant } from '../../domain/registration/types'

const divisionSchema = z.object({ code: z.string(), name: z.string() })

/** An applicant as the draft keeps it (src/domain/registration/types.ts Applicant). */
export const applicantSchema = z.object({
  applicantId: z.string(),
  kind: z.enum(['enterprise', 'individual']),
  idType: z.enum(['idCard', 'passport', 'other']).nullable(),
  idNumber: z.string(),
  country: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  addressZh: z.string(),
  addressEn: z.string(),
  province: divisionSchema.nullable(),
  city: divisionSchema.nullable(),
  district: divisionSchema.nullable(),
  postalCode: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  licenceAddress: z.string(),
  uscc: z.string(),
  licenceFile: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<Applicant>

/** An applicant of the account as the lists answer it: the record plus its labels and use. */
export const applicantViewSchema = applicantSchema.extend({
  labels: z.array(z.string()),
  /** Paid orders filed in this applicant's name; such an applicant cannot be deleted (applicantEditAstrict). */
  usedInOrders: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ApplicantView = z.infer<typeof applicantViewSchema>

/** Page size of the applicant lists (overview §9). */
export const APPLICANT_PAGE_SIZE = 10

const listFilters = {
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(APPLICANT_PAGE_SIZE),
  /** Matches Chinese and English names, the credit code and the ID number. */
  keyword: z.string().trim().max(100).default(''),
  kind: z.enum(['all', 'enterprise', 'individual']).default('all'),
  /** mainland: country CN; foreign: every other country or region. */
  origin: z.enum(['all', 'mainland', 'foreign']).default('all'),
}
export type ApplicantListFilters = z.input<z.ZodObject<typeof listFilters>>

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  })

const labelCountSchema = z.object({ name: z.string(), count: z.number().int() })

/** What create/insert answer in `data` (body code 1001) when they refuse: a message per field, and the twin. */
export const applicantSaveRefusalSchema = z.object({
  fields: z.record(z.string(), z.string()),
  /** The account's applicant the input duplicates, so the form can offer it instead. */
  duplicate: applicantViewSchema.nullable().optional(),
})
export type ApplicantSaveRefusal = {
  fields: Partial<Record<ApplicantField, string>>
  duplicate?: ApplicantView | null
}

export const LOCKABLE_FIELDS = [
  'kind',
  'country',
  'idType',
  'idNumber',
  'nameZh',
  'nameEn',
  'uscc',
] as const satisfies readonly ApplicantField[]

const bilingual = z.object({ zh: z.string(), en: z.string() })
const questionRef = z.object({ questionId: z.string(), title: bilingual })

const uploadKind = z.enum(['licence', 'idDocument'])
const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})

/** Schemas of the registration wizards' applicants calls (issue 5). */
export const registrationApplicantsSchemas = {
  // Keys are the catalogue entry names (src/api/catalogue/filing.ts, madrid.ts, applicants.ts).
  /** The account's applicants for the wizard's picker: 10 a page, searchable, filterable. */
  trademarkGetApplicants: { req: z.object(listFilters), res: page(applicantViewSchema) },
  /** Creates an applicant with every §5 rule checked; refusals carry ApplicantRefusal in data. */
  trademarkCreateApplicant: { req: applicantInputSchema, res: applicantViewSchema },
  /** Every applicant of the account in short form (default first), for compact pickers. */
  trademarkGetApplicantList: {
    req: z.object({ keyword: z.string().trim().max(100).default('') }),
    res: z.array(
      z.object({
        applicantId: z.string(),
        kind: z.enum(['enterprise', 'individual']),
        country: z.string(),
        nameZh: z.string(),
        nameEn: z.string(),
        isDefault: z.boolean(),
      }),
    ),
  },
  /** Children of a division code: provinces without a code, a province's cities, a city's districts. */
  trademarkSelectProvince: {
    req: z.object({ code: z.string().trim().default('') }),
    res: z.object({
      level: z.enum(['province', 'city', 'district']),
      parent: divisionSchema.nullable(),
      list: z.array(divisionSchema.extend({ leaf: z.boolean() })),
    }),
  },
  /** The whole province → city → district tree (GB/T 2260). */
  trademarkGetProvinceAll: {
    req: z.object({}),
    res: z.array(
      divisionSchema.extend({
        children: z.array(divisionSchema.extend({ children: z.array(divisionSchema) })),
      }),
    ),
  },
  /** The applicants page's list: filters of getApplicants plus a label, with every label's count. */
  applicantInfoGetApplicantList: {
    req: z.object({ ...listFilters, label: z.string().trim().default('') }),
    res: page(applicantViewSchema).extend({ labels: z.array(labelCountSchema) }),
  },
  applicantInfoGetApplicant: { req: z.object({ applicantId: z.string() }), res: applicantViewSchema },
  /** Creates (no applicantId) or updates an applicant; locked fields of a filed applicant are refused. */
  applicantInfoInsertApplicant: { req: applicantInputSchema, res: applicantViewSchema },
  /**
   * Deletes an applicant no filing uses (filed or unpaid orders, unfinished drafts: refused with
   * applicantEditAstrict's deleteReason); the answer names the account's default afterwards.
   */
  applicantInfoDeleteApplicant: {
    req: z.object({ applicantId: z.string() }),
    res: z.object({ applicantId: z.string(), defaultId: z.string().nullable() }),
  },
  /** What may be changed about an applicant, and why not. */
  applicantInfoApplicantEditAstrict: {
    req: z.object({ applicantId: z.string() }),
    res: z.object({
      applicantId: z.string(),
      usedInOrders: z.number().int(),
      /** Up to five of those orders, newest first. */
      orderNos: z.array(z.string()),
      /** False while a filing uses it: a filed order, an order awaiting payment or an unfinished draft. */
      deletable: z.boolean(),
      /** Why it cannot be deleted, naming those filings, in the caller's language; null when it can. */
      deleteReason: z.string().nullable(),
      lockedFields: z.array(z.enum(LOCKABLE_FIELDS)),
      /** Why, in the caller's language; null when nothing is locked. */
      reason: z.string().nullable(),
    }),
  },
  applicantInfoGetDefaultApplicant: { req: z.object({}), res: applicantViewSchema.nullable() },
  /** Makes an applicant the account's default (or clears it with isDefault false). */
  applicantInfoUpdateIsDefault: {
    req: z.object({ applicantId: z.string(), isDefault: z.boolean().default(true) }),
    res: applicantViewSchema,
  },
  /** The account's labels with their counts; with applicantId and labels, sets that applicant's labels first. */
  applicantInfoApplicantLabel: {
    req: z.object({
      applicantId: z.string().optional(),
      labels: z.array(z.string().trim().min(1).max(20)).max(5).optional(),
    }),
    res: z.object({ labels: z.array(labelCountSchema), applicant: applicantViewSchema.nullable() }),
  },
  /** Multipart: `file` and `kind` (licence: business licence or certificate; idDocument: identity document). */
  applicantInfoUploadFile: {
    req: z.object({ file: blob, kind: uploadKind.default('licence') }),
    res: z.object({
      fileId: z.string(),
      fileName: z.string(),
      size: z.number().int(),
      contentType: z.string(),
      kind: uploadKind,
      url: z.string(),
    }),
  },
  /** Help on applicant information: the sections. */
  applicantInfoGetTitle: {
    req: z.object({}),
    res: z.array(
      z.object({
        sectionId: z.string(),
        title: bilingual,
        summary: bilingual,
        questionCount: z.number().int(),
      }),
    ),
  },
  /** The questions of one help section. */
  applicantInfoGetSectionQuestion: {
    req: z.object({ sectionId: z.string() }),
    res: z.object({ sectionId: z.string(), title: bilingual, questions: z.array(questionRef) }),
  },
  /** Questions matching a keyword (in either language), optionally within a section. */
  applicantInfoGetQuestion: {
    req: z.object({ keyword: z.string().trim().max(50).default(''), sectionId: z.string().optional() }),
    res: z.array(questionRef.extend({ sectionId: z.string(), sectionTitle: bilingual, excerpt: bilingual })),
  },
  /** One help answer, paragraph by paragraph, with related questions. */
  applicantInfoGetContent: {
    req: z.object({ questionId: z.string() }),
    res: z.object({
      questionId: z.string(),
      sectionId: z.string(),
      title: bilingual,
      paragraphs: z.object({ zh: z.array(z.string()), en: z.array(z.string()) }),
      related: z.array(questionRef),
    }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

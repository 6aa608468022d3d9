import { z } from 'zod'
import { WATCHED_FIELDS } from '../../domain/cases/register-watch'

// Applicant portfolios (issue 15): the register applicants the account follows, their marks pulled from the
// register, the account's labels on them, and the changes of their register data since the account looked.

const words = z.object({ zh: z.string(), en: z.string() })

const pageRequest = {
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
}

/** Filters of the "My trademarks" list; the export takes the same. */
export const platFilterSchema = z.object({
  /** One followed applicant, or '' for all of them. */
  applicantId: z.string().default(''),
  /** Part of the mark's name or its application / registration number. */
  keyword: z.string().trim().max(60).default(''),
  status: z.array(z.number().int()).default([]),
  classes: z.array(z.string()).default([]),
  label: z.string().default(''),
  /** Marks whose term ends within this many days (renewal due); 0 = any. */
  expiringWithinDays: z.number().int().min(0).max(3650).default(0),
})
export type PlatFilter = z.input<typeof platFilterSchema>

const renewalSchema = z
  .object({
    phase: z.enum(['notYet', 'window', 'grace']),
    opens: z.string(),
    due: z.string(),
    graceEnds: z.string(),
  })
  .nullable()

/** A register mark as the account sees it. */
export const platMarkSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  country: z.string(),
  applicationNo: z.string(),
  registrationNo: z.string(),
  classes: z.array(z.string()),
  applicantId: z.string(),
  applicant: words,
  status: z.number().int(),
  statusName: words,
  filingDate: z.string(),
  registrationDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  renewal: renewalSchema,
  labels: z.array(z.string()),
  /** The account's case made from this mark, if any. */
  caseId: z.string().nullable(),
  unseenChanges: z.number().int(),
})
export type PlatMark = z.output<typeof platMarkSchema>

const markDetailSchema = platMarkSchema.extend({
  agent: words.nullable(),
  publicationDate: z.string().nullable(),
  goods: z.array(z.object({ classNo: z.string(), items: z.array(words) })),
  events: z.array(z.object({ date: z.string(), code: z.string(), name: words })),
})
export type PlatMarkDetail = z.output<typeof markDetailSchema>

export const followedApplicantSchema = z.object({
  applicantId: z.string(),
  name: words,
  country: z.string(),
  kind: z.enum(['company', 'person']),
  followedAt: z.string(),
  followedBy: z.string(),
})

const applicantCountsSchema = followedApplicantSchema.extend({
  markCount: z.number().int(),
  registeredCount: z.number().int(),
  unseenChanges: z.number().int(),
})
export type FollowedApplicant = z.output<typeof applicantCountsSchema>

const valueSchema = z.object({ value: z.string(), text: words })

export const registerChangeSchema = z.object({
  id: z.string(),
  markId: z.string(),
  markName: z.string(),
  applicationNo: z.string(),
  applicantId: z.string(),
  applicant: words,
  field: z.enum(WATCHED_FIELDS),
  from: valueSchema,
  to: valueSchema,
  procedure: z.string(),
  procedureName: words,
  detectedAt: z.string(),
  seenAt: z.string().nullable(),
  seenBy: z.string().nullable(),
})
export type RegisterChange = z.output<typeof registerChangeSchema>

const fileRequest = platFilterSchema.extend({ markIds: z.array(z.string()).max(5000).default([]) })

export const applicantPortfoliosSchemas = {
  /** The list of the page: the followed applicants' marks, filtered, one page of them. */
  tmPlatTmPlat: {
    req: platFilterSchema.extend(pageRequest),
    res: z.object({
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      list: z.array(platMarkSchema),
      /** Every label the account uses (the label filter's choices). */
      labels: z.array(z.string()),
      today: z.string(),
    }),
  },
  /** The followed applicants with their mark counts and unseen changes. */
  tmPlatGetTmApplicantList: {
    req: z.object({}),
    res: z.object({ list: z.array(applicantCountsSchema) }),
  },
  tmPlatTmPlatDetails: { req: z.object({ markId: z.string() }), res: markDetailSchema },
  /** The filtered list (or the chosen marks) as .xlsx. */
  tmPlatTmPlatExport: { req: fileRequest, res: z.custom<Blob>() },
  tmInfoCustomerTrademarksExprot: { req: fileRequest, res: z.custom<Blob>() },
  applicantTrademarkDataGetApplicantTrademarkDataList: {
    req: z.object({
      applicantId: z.string().default(''),
      procedure: z.string().default(''),
      /** 'unseen' (default) or 'all'. */
      show: z.enum(['unseen', 'all']).default('unseen'),
      ...pageRequest,
    }),
    res: z.object({
      total: z.number().int(),
      unseen: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      list: z.array(registerChangeSchema),
    }),
  },
  /**
   * The count of unseen changes (the badge); with `seen` ids or `seenAll`, marks those changes as seen first
   * (the member needs portfolio.manage for that).
   */
  applicantTrademarkDataApplicantTrademarkDataUpdateTip: {
    req: z.object({ seen: z.array(z.string()).max(500).default([]), seenAll: z.boolean().default(false) }),
    res: z.object({ unseen: z.number().int(), acknowledged: z.number().int() }),
  },
  applicantTrademarkDataApplicantTrademarkProcedureType: {
    req: z.object({}),
    res: z.object({ list: z.array(z.object({ code: z.string(), name: words })) }),
  },
  /** Follow or stop following a register applicant, or add marks of followed applicants to the cases. */
  globalExtendControllerAddApplicantToAccount: {
    req: z.discriminatedUnion('action', [
      z.object({ action: z.literal('follow'), applicantId: z.string() }),
      z.object({ action: z.literal('unfollow'), applicantId: z.string() }),
      z.object({ action: z.literal('addCases'), markIds: z.array(z.string()).min(1) }),
    ]),
    res: z.object({
      followed: z.array(z.string()),
      /** addCases: the cases made, and the marks already in the cases (left alone). */
      created: z.array(z.object({ markId: z.string(), caseId: z.string() })),
      duplicates: z.array(z.object({ markId: z.string(), caseId: z.string() })),
    }),
  },
  globalExtendControllerGetApplicantsByAccount: {
    req: z.object({}),
    res: z.object({ list: z.array(followedApplicantSchema) }),
  },
  /** A mark's term and renewal: expiry, the renewal window and grace period, the open deadlines. */
  globalExtendControllerGetGloabalExtendTraInfo: {
    req: z.object({ markId: z.string() }),
    res: z.object({
      markId: z.string(),
      country: z.string(),
      office: words,
      registrationDate: z.string().nullable(),
      expiryDate: z.string().nullable(),
      renewal: renewalSchema,
      deadlines: z.array(z.object({ kind: z.string(), due: z.string(), daysLeft: z.number().int() })),
      today: z.string(),
    }),
  },
  /** Register applicants by name, with their mark counts and whether the account follows them. */
  globalExtendControllerQueryApplicant: {
    req: z.object({ name: z.string(), ...pageRequest }),
    res: z.object({
      total: z.number().int(),
      list: z.array(
        z.object({
          applicantId: z.string(),
          name: words,
          country: z.string(),
          kind: z.enum(['company', 'person']),
          markCount: z.number().int(),
          followed: z.boolean(),
        }),
      ),
    }),
  },
  globalExtendControllerQueryTmByApplicantId: {
    req: z.object({ applicantId: z.string(), ...pageRequest }),
    res: z.object({
      applicant: followedApplicantSchema.omit({ followedAt: true, followedBy: true }),
      followed: z.boolean(),
      total: z.number().int(),
      list: z.array(platMarkSchema),
    }),
  },
  globalExtendControllerQueryMyTmDetails: { req: z.object({ markId: z.string() }), res: markDetailSchema },
  /** Sets the account's labels of register marks (each mark gets exactly `labels`). */
  tmInfoMyTrademarksLabel: {
    req: z.object({ markIds: z.array(z.string()).min(1).max(200), labels: z.array(z.string()) }),
    res: z.object({ list: z.array(z.object({ markId: z.string(), labels: z.array(z.string()) })) }),
  },
}

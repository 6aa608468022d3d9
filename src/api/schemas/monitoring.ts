/**
 * Schemas of trademark monitoring (issue 16 "Trademark monitoring": /myMonitor, /monitor/*, the watch results,
 * reports and alert settings). The mock answers them from its "living register" (mock-server/monitoring/):
 * after the register's today (2026-11-22) the CNIPA Trademark Gazette keeps appearing on its real schedule,
 * four issues a month (the 6th, 13th, 20th and 27th, Beijing), numbered on from the register's issues (issue
 * 2009 is 27 Nov 2026). Each issue's entries are fixed by the issue number: preliminary approvals (new marks,
 * open to opposition for 3 months, Trademark Law art. 33) and notices on marks already filed (assignment,
 * renewal, change, invalidation, cancellation). Every issue carries near-variants of the demo accounts' own
 * marks and of well-known register marks, so a watch on one of them has hits in the next issue. The demo
 * control publishes the next issue at once (dated today).
 *
 * WATCHES. A watch (monitoring task) is one of three kinds, each a plan of MONITORING_PLANS
 * (src/domain/service-prices.ts):
 * - 'mark' (plan 'similar'): new marks similar to the watched words and/or image, in the watched classes
 *   (and similar groups, 类似群, when given): similarity of the name (the search engine's rules and reasons),
 *   of the image (perceptual hash distance) and of the goods (shared classes, shared groups).
 * - 'applicant' (plan 'competitor'): a named applicant's new marks and the notices on its marks.
 * - 'status' (plan 'status'): notices and status changes of one of the member's own marks.
 * A watch covers the offices in `countries` for its period from startsOn to endsOn (inclusive). Status:
 * 'trial' (free, uses one of the account's trials, 1 month, CN, similar-mark plan), 'unpaid' (its order is not
 * paid; paying it through the payment pages starts the watch on the day paid), 'active', 'stopped' (by the
 * member; no refund, the hits stay), 'expired' (endsOn passed). Prices come from the one plan formula
 * (planPrice) times the office's factor (src/domain/monitoring-offices.ts); the same numbers as
 * tbOrder/getMonitoringPrice.
 *
 * HITS. A watch is matched against every issue published on or after its start (and not after its end); a
 * hit is one gazette entry that matters to it, with the similarity (null for applicant and status watches,
 * whose entries match by who or which mark), a tier ('high': act now, 'medium': look at it, 'low': for the
 * record), a recommended action ('oppose' while the opposition period is open and the tier is high, 'watch',
 * 'none'), the opposition deadline (the issue's oppositionEndsOn, preliminary approvals only) and the days
 * left on the mock's Beijing today. Hits keep their read state. A hit's markId opens the trademark detail
 * page like any register mark (tmInfo calls find gazette marks too).
 *
 * Refusals are business failures (code 1001, message in the caller's language; 1004 for a watch or order that
 * is not the caller's). Request fields are checked with validation:* keys (code 800).
 */
import { z } from 'zod'
import type { PlanPeriod } from '../../domain/pricing'
import { classNo, similarGroup } from './analytics-statistics'

const bilingual = z.object({ zh: z.string(), en: z.string() })
export type Bilingual = z.output<typeof bilingual>

export const WATCH_KINDS = ['mark', 'applicant', 'status'] as const
export type WatchKind = (typeof WATCH_KINDS)[number]
/** The plan (MONITORING_PLANS id) of each kind of watch. */
export const PLAN_OF_KIND: Readonly<Record<WatchKind, 'similar' | 'competitor' | 'status'>> = {
  mark: 'similar',
  applicant: 'competitor',
  status: 'status',
}
export const WATCH_STATUSES = ['trial', 'unpaid', 'active', 'stopped', 'expired'] as const
export type WatchStatus = (typeof WATCH_STATUSES)[number]
/** A watch runs for a period of the plan formula; per case is no watch. */
export const WATCH_PERIODS = ['year', 'halfYear', 'quarter', 'month'] as const satisfies readonly PlanPeriod[]
export type WatchPeriod = (typeof WATCH_PERIODS)[number]
export const HIT_TIERS = ['high', 'medium', 'low'] as const
export type HitTier = (typeof HIT_TIERS)[number]
export const HIT_ACTIONS = ['oppose', 'watch', 'none'] as const
export type HitAction = (typeof HIT_ACTIONS)[number]
/** The gazette section an entry was published in. */
export const GAZETTE_SECTIONS = [
  'preliminary',
  'assignment',
  'renewal',
  'change',
  'invalidation',
  'cancellation',
] as const
export type GazetteSection = (typeof GAZETTE_SECTIONS)[number]
export const ALERT_FREQUENCIES = ['weekly', 'monthly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** The offices a watch can cover: those the register holds marks of (the same list as the analytics'). */
export const MONITOR_COUNTRIES = [
  'CN',
  'HK',
  'TW',
  'WO',
  'US',
  'EM',
  'GB',
  'DE',
  'FR',
  'JP',
  'KR',
  'AU',
  'SG',
] as const

export const WATCH_NAME_MAX = 50
export const WATCH_APPLICANT_MAX = 100
export const WATCH_CLASSES_MAX = 45
export const WATCH_GROUPS_MAX = 30
export const WATCH_ROWS_MAX = 200
export const ALERT_RECIPIENTS_MAX = 5

const country = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(MONITOR_COUNTRIES, { message: 'validation:analyticsCountry' }))

const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(10)
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation:required' })
const imageHash = z.string().regex(/^[0-9a-f]{16}$/i, { message: 'validation:imageRequired' })
const watchId = z.string().trim().min(1, { message: 'validation:required' }).max(60)
const fileResponse = z.custom<Blob>()
const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})

/** A problem with a watch request (or an import row): the field it is about (null: the whole request). */
export const watchProblemSchema = z.object({ field: z.string().nullable(), zh: z.string(), en: z.string() })
export type WatchProblem = z.output<typeof watchProblemSchema>

// ---------------------------------------------------------------------------------------------------------
// Entities.

/** One issue of the CNIPA Trademark Gazette the living register published. */
export const gazetteIssueSchema = z.object({
  issueNo: z.number().int(),
  /** Beijing day, YYYY-MM-DD. */
  publishedOn: z.string(),
  /** publishedOn + 3 months: the last day to oppose its preliminary approvals (Trademark Law art. 33). */
  oppositionEndsOn: z.string(),
  /** Preliminary approvals (new marks) in the issue. */
  markCount: z.number().int(),
  /** Notices on marks already filed (assignment, renewal, change, invalidation, cancellation). */
  noticeCount: z.number().int(),
  /** Published ahead of its day by the demo control (its publishedOn is the day it was published). */
  early: z.boolean(),
})
export type GazetteIssue = z.output<typeof gazetteIssueSchema>

/** A watch (monitoring task). */
export const watchSchema = z.object({
  id: z.string(),
  kind: z.enum(WATCH_KINDS),
  /** MONITORING_PLANS id: PLAN_OF_KIND[kind]. */
  planId: z.string(),
  /** The words watched ('' for an image-only mark watch); for an applicant watch the applicant's name. */
  name: z.string(),
  /** The image of a figurative mark watch (imageUrlTransfrom), else null. */
  imageUrl: z.string().nullable(),
  classes: z.array(z.string()),
  /** Similar groups (类似群) narrowing the classes; [] = the whole classes. */
  groups: z.array(z.string()),
  /** The competitor of an applicant watch (register party id when known). */
  applicant: z.object({ id: z.string().nullable(), zh: z.string(), en: z.string() }).nullable(),
  /** The member's own mark the watch came from (status watches always; mark watches when started from one). */
  watchedRegNo: z.string().nullable(),
  countries: z.array(z.string()),
  period: z.enum(WATCH_PERIODS),
  /** null until the watch starts (unpaid). */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  status: z.enum(WATCH_STATUSES),
  /** Started as one of the account's free trials. */
  trial: z.boolean(),
  /** The order that pays for it (null for a trial). */
  orderId: z.string().nullable(),
  /** The price of the watch's period for its offices (0 for a trial). */
  price: z.number(),
  createdAt: z.string(),
  hitCount: z.number().int(),
  unreadCount: z.number().int(),
  /** The latest issue matched against the watch, null before its first. */
  lastIssueNo: z.number().int().nullable(),
  /** Days until endsOn on the Beijing today (negative when past), null when not started. */
  daysLeft: z.number().int().nullable(),
})
export type Watch = z.output<typeof watchSchema>

export const similaritySchema = z.object({
  /** 0–100. */
  score: z.number(),
  level: z.enum(['high', 'middle', 'low']),
  /** The search engine's reasons (exact, samePinyin, contains, translation, …; 'image' for an image match). */
  reasons: z.array(z.string()),
  /** What the hit's goods share with the watch: classes and similar groups. */
  classOverlap: z.object({ classes: z.array(z.string()), groups: z.array(z.string()) }),
  /** Hamming distance of the images' hashes (0–64) when the watch has an image, else null. */
  imageDistance: z.number().int().nullable(),
})
export type HitSimilarity = z.output<typeof similaritySchema>

/** One gazette entry that matters to a watch. */
export const hitSchema = z.object({
  id: z.string(),
  watchId: z.string(),
  issueNo: z.number().int(),
  publishedOn: z.string(),
  section: z.enum(GAZETTE_SECTIONS),
  /** What the entry says, one line (e.g. "转让给 …" / "Assigned to …"; the filing for preliminary approvals). */
  note: bilingual,
  /**
   * Register id: opens the trademark detail page (tmInfo/getTrademarkDetail) — for a status watch's hit the
   * own mark's archive record id ('PF' + registration number).
   */
  markId: z.string(),
  applicationNo: z.string(),
  name: z.string(),
  /** The specimen ('' for an own mark of a status hit, which has none on file). */
  imageUrl: z.string(),
  markKind: z.enum(['word', 'figurative', 'combined']),
  applicant: z.object({ id: z.string(), zh: z.string(), en: z.string() }),
  country: z.string(),
  classes: z.array(z.string()),
  /** A few of its goods or services (up to 5). */
  goods: z.object({ zh: z.array(z.string()), en: z.array(z.string()) }),
  filingDate: z.string(),
  status: z.object({ code: z.number().int(), zh: z.string(), en: z.string() }),
  /** Mark watches only. */
  similarity: similaritySchema.nullable(),
  /** Why it is a hit: similar to the watched mark, the watched applicant's, or the watched own mark. */
  matchedBy: z.enum(WATCH_KINDS),
  tier: z.enum(HIT_TIERS),
  recommendedAction: z.enum(HIT_ACTIONS),
  /** The issue's oppositionEndsOn for preliminary approvals, else null. */
  oppositionDeadline: z.string().nullable(),
  /** Days to the opposition deadline on the Beijing today (negative once past), null without one. */
  daysLeft: z.number().int().nullable(),
  read: z.boolean(),
})
export type Hit = z.output<typeof hitSchema>

/** A mark of the member's portfolio a watch can start from. */
export const ownMarkSchema = z.object({
  /** 'PF' + the registration number (the archive page's record id for a mainland mark). */
  id: z.string(),
  regNo: z.string(),
  applicationNo: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  classes: z.array(z.string()),
  /** The similar groups of its goods (to narrow a watch to them). */
  groups: z.array(z.string()),
  country: z.string(),
  applicant: bilingual,
  status: z.object({ code: z.number().int(), zh: z.string(), en: z.string() }),
  /** Kinds of watch (trial, unpaid or active) the member already keeps on this mark. */
  watchedBy: z.array(z.enum(WATCH_KINDS)),
})
export type OwnMark = z.output<typeof ownMarkSchema>

/** One office a watch can cover. */
export const monitorOfficeSchema = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  gazette: bilingual,
  /** The plan price is multiplied by it for this office. */
  factor: z.number(),
  /** Marks the register holds for it. */
  marks: z.number().int(),
})
export type MonitorOffice = z.output<typeof monitorOfficeSchema>

/** The member's alert settings for monitoring (member/getMonitoring). */
export const alertSettingsSchema = z.object({
  recipients: z.array(z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** Alerts are sent for hits of this tier or above. */
  minTier: z.enum(HIT_TIERS),
  updatedAt: z.string().nullable(),
  summary: z.object({
    watches: z.number().int(),
    active: z.number().int(),
    hits: z.number().int(),
    unread: z.number().int(),
    /** Unread hits at minTier or above: what the next alert would carry. */
    toAlert: z.number().int(),
    /** The next alert day (Beijing): the next issue day (weekly) or the 1st of next month (monthly). */
    nextAlertOn: z.string(),
  }),
})
export type AlertSettings = z.output<typeof alertSettingsSchema>

// ---------------------------------------------------------------------------------------------------------
// Requests.

/**
 * A watch to create or check. planId follows from kind. A mark watch needs words or an image and at least
 * one class; an applicant watch an applicant; a status watch an own mark (watchedRegNo). Trials: kind
 * 'mark', CN only, period 'month'.
 */
export const watchRequestSchema = z.object({
  kind: z.enum(WATCH_KINDS),
  name: z.string().trim().max(WATCH_NAME_MAX, { message: 'validation:nameTooLong' }).default(''),
  imageUrl: z.string().max(200_000).nullable().default(null),
  /** The image's hash from imageUrlTransfrom; with imageUrl. */
  imageHash: imageHash.nullable().default(null),
  classes: z.array(classNo).max(WATCH_CLASSES_MAX, { message: 'validation:niceRange' }).default([]),
  groups: z
    .array(similarGroup)
    .max(WATCH_GROUPS_MAX, { message: 'validation:similarGroupFormat' })
    .default([]),
  /** Applicant watch: the competitor's name (Chinese or English) or register party id. */
  applicant: z
    .string()
    .trim()
    .max(WATCH_APPLICANT_MAX, { message: 'validation:companyNameTooLong' })
    .default(''),
  watchedRegNo: z.string().trim().max(20).nullable().default(null),
  countries: z.array(country).min(1, { message: 'validation:chooseCountryFirst' }).default(['CN']),
  period: z.enum(WATCH_PERIODS).default('year'),
  trial: z.boolean().default(false),
})
export type WatchRequest = z.input<typeof watchRequestSchema>
export type WatchRequestParsed = z.output<typeof watchRequestSchema>

const watchListFilter = {
  status: z.enum(WATCH_STATUSES).optional(),
  kind: z.enum(WATCH_KINDS).optional(),
  /** Contained in the name, the applicant or the watched registration number. */
  text: z.string().trim().max(WATCH_NAME_MAX, { message: 'validation:searchTooLong' }).default(''),
}

const hitFilter = {
  watchId,
  /** One issue only. */
  issueNo: z.coerce.number().int().optional(),
  tier: z.enum(HIT_TIERS).optional(),
  unreadOnly: z.boolean().default(false),
}

const reportRange = {
  /** One watch, or all the member's watches. */
  watchId: watchId.optional(),
  /** Issues published from..to (Beijing days, inclusive); default: the last 30 days to today. */
  from: isoDay.optional(),
  to: isoDay.optional(),
}

const countsByStatus = z.object(
  Object.fromEntries(['all', ...WATCH_STATUSES].map((s) => [s, z.number().int()])) as Record<
    'all' | WatchStatus,
    z.ZodNumber
  >,
)

const tierCounts = z.object({
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  unread: z.number().int(),
})

/** One row of a filled import template: the request it reads as, and what is wrong with it. */
export const importRowSchema = z.object({
  /** The sheet's row number (the header is row 1). */
  row: z.number().int(),
  request: z.object({
    kind: z.enum(WATCH_KINDS),
    name: z.string(),
    classes: z.array(z.string()),
    groups: z.array(z.string()),
    applicant: z.string(),
    countries: z.array(z.string()),
    period: z.enum(WATCH_PERIODS),
  }),
  problems: z.array(watchProblemSchema),
})
export type ImportRow = z.output<typeof importRowSchema>

const importResult = z.object({
  rows: z.array(importRowSchema),
  /** Rows without problems (ready for createStandardMonitor). */
  valid: z.number().int(),
  /** A problem with the file as a whole (not the template, no rows), else null. */
  fileProblem: watchProblemSchema.nullable(),
})

const quoteLine = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  factor: z.number(),
  price: z.number(),
})

const orderSummary = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  total: z.number(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
})

const settingsRecipient = z.object({
  email: z.string().trim().email({ message: 'validation:email' }).max(100, { message: 'validation:email' }),
})

export const monitoringSchemas = {
  /** The member's own marks (portfolio) to start a watch from: `text` in the name or number, paged. */
  monitoringGetByTmtabData: {
    req: z.object({
      text: z.string().trim().max(WATCH_NAME_MAX, { message: 'validation:searchTooLong' }).default(''),
      classNo: classNo.optional(),
      pageNum,
      pageSize,
    }),
    res: z.object({
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      list: z.array(ownMarkSchema),
    }),
  },
  /**
   * The image URL a figurative watch keeps: from an uploaded image (fileId of files/upload, with the image's
   * hash as the browser computes it for the image search: src/domain/image-hash.ts imageHashFromRgba) or a
   * register mark's specimen (markId). Exactly one of them. Answers the URL and the 64-bit perceptual hash the
   * watch is matched with: pass both on to createMonitoring (imageUrl, imageHash).
   */
  monitoringImageUrlTransfrom: {
    req: z
      .object({
        fileId: z.string().trim().max(60).optional(),
        imageHash: imageHash.optional(),
        markId: z.string().trim().max(20).optional(),
      })
      .refine((v) => !!v.fileId !== !!v.markId, { message: 'validation:imageRequired', path: ['fileId'] })
      .refine((v) => !v.fileId || !!v.imageHash, {
        message: 'validation:imageRequired',
        path: ['imageHash'],
      }),
    res: z.object({ imageUrl: z.string(), imageHash: z.string() }),
  },
  /** What the product grants: trials per account, each a one-month CN similar-mark watch. */
  monitoringGetAllTrialnums: {
    req: z.object({}).default({}),
    res: z.object({
      trials: z.number().int(),
      months: z.number().int(),
      kind: z.enum(WATCH_KINDS),
      planId: z.string(),
      period: z.enum(WATCH_PERIODS),
      countries: z.array(z.string()),
    }),
  },
  /** The member's trials: granted, used (a trial watch counts even once stopped or deleted), remaining. */
  monitoringGetMemberTrialnums: {
    req: z.object({}).default({}),
    res: z.object({ granted: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
  },
  /**
   * A quote by counts: watchCount watches each covering countryCount offices at the base rate (factor 1);
   * total = unitPrice × countryCount × watchCount (tbOrder/getMonitoringPrice with that quantity).
   */
  monitoringQueryMonitoringPriceByCountryCount: {
    req: z.object({
      planId: z.enum(['similar', 'competitor', 'status']),
      period: z.enum(WATCH_PERIODS),
      countryCount: z.coerce.number().int().min(1).max(MONITOR_COUNTRIES.length).default(1),
      watchCount: z.coerce.number().int().min(1).max(WATCH_ROWS_MAX).default(1),
    }),
    res: z.object({
      planId: z.string(),
      period: z.enum(WATCH_PERIODS),
      countryCount: z.number().int(),
      watchCount: z.number().int(),
      unitPrice: z.number(),
      total: z.number(),
      currency: z.literal('CNY'),
    }),
  },
  /** One watch's price for named offices: a line per office (plan price × factor) and the total. */
  monitoringGetTrademarkMonitoringPrice: {
    req: z.object({
      planId: z.enum(['similar', 'competitor', 'status']),
      period: z.enum(WATCH_PERIODS),
      countries: z.array(country).min(1, { message: 'validation:chooseCountryFirst' }),
    }),
    res: z.object({
      planId: z.string(),
      period: z.enum(WATCH_PERIODS),
      lines: z.array(quoteLine),
      total: z.number(),
      currency: z.literal('CNY'),
    }),
  },
  /** Creates one watch: a trial starts at once; otherwise an unpaid watch and its unpaid order (type 10). */
  monitoringCreateMonitoring: {
    req: watchRequestSchema,
    res: z.object({ watchId: z.string(), orderId: z.string().nullable(), watch: watchSchema }),
  },
  /** The member's watches, filtered and paged, newest first; counts per status (of the kind/text filter). */
  monitoringGetMemberMonitorings: {
    req: z.object({ ...watchListFilter, pageNum, pageSize }),
    res: z.object({
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      list: z.array(watchSchema),
      counts: countsByStatus,
      /** Unread hits over all the member's watches. */
      unreadTotal: z.number().int(),
      latestIssue: gazetteIssueSchema.nullable(),
    }),
  },
  /**
   * A watch and its hits grouped by issue (newest issue first), each group ranked by tier then similarity;
   * `issues` lists every issue matched (for the issue picker) with its counts, whatever the filters.
   */
  monitoringGetMemberMonitoringDetails: {
    req: z.object(hitFilter),
    res: z.object({
      watch: watchSchema,
      today: z.string(),
      issues: z.array(
        gazetteIssueSchema.extend({ hitCount: z.number().int(), unreadCount: z.number().int() }),
      ),
      groups: z.array(z.object({ issue: gazetteIssueSchema, hits: z.array(hitSchema) })),
      /** Of all the watch's hits (not only the filtered). */
      counts: tierCounts,
      /** The day the next issue is due (Beijing). */
      nextIssueOn: z.string(),
    }),
  },
  /** Marks hits read: the given hits, or every hit of a watch. */
  monitoringMonitoringResultRead: {
    req: z
      .object({ hitIds: z.array(z.string()).max(500).optional(), watchId: watchId.optional() })
      .refine((v) => (v.hitIds?.length ?? 0) > 0 || !!v.watchId, {
        message: 'validation:required',
        path: ['hitIds'],
      }),
    res: z.object({ marked: z.number().int(), unreadTotal: z.number().int() }),
  },
  /** Stops active or trial watches (no refund; hits stay). All or none. */
  monitoringStopMonitoringTask: {
    req: z.object({ watchIds: z.array(watchId).min(1, { message: 'validation:required' }).max(100) }),
    res: z.object({ watches: z.array(watchSchema) }),
  },
  /** Deletes stopped, expired or unpaid watches with their hits (an unpaid watch's open order is cancelled). */
  monitoringDelMonitoringTask: {
    req: z.object({ watchIds: z.array(watchId).min(1, { message: 'validation:required' }).max(100) }),
    res: z.object({ deleted: z.number().int() }),
  },
  /**
   * The watch report for issues published from..to: the summary (hits per tier, the single most important
   * development), per-watch hits with deadlines and recommended actions, the basis of the deadlines.
   */
  monitoringGetMemberMonitoringReport: {
    req: z.object(reportRange),
    res: z.object({
      from: z.string(),
      to: z.string(),
      today: z.string(),
      issues: z.array(gazetteIssueSchema),
      summary: tierCounts.extend({
        watches: z.number().int(),
        hits: z.number().int(),
        /** High-tier hits whose opposition period is still open. */
        toOppose: z.number().int(),
        /** The nearest open opposition deadline among the hits, null without any. */
        nearestDeadline: z.string().nullable(),
      }),
      /** The single most important development (highest tier, then score, then nearest deadline). */
      keyDevelopment: z
        .object({ watchId: z.string(), watchName: z.string(), hit: hitSchema, text: bilingual })
        .nullable(),
      watches: z.array(z.object({ watch: watchSchema, hits: z.array(hitSchema) })),
      basis: z.object({ law: bilingual, text: bilingual, months: z.number().int() }),
    }),
  },
  /** The hits of a watch as .xlsx (the detail filters, or hitIds). */
  monitoringMonitoringResultExport: {
    req: z.object({ ...hitFilter, hitIds: z.array(z.string()).max(500).optional() }),
    res: fileResponse,
  },
  /** The watch report (getMemberMonitoringReport) as .docx, in the caller's language. */
  monitoringMemberMonitoringExportWord: { req: z.object(reportRange), res: fileResponse },
  /** The member's watch list as .xlsx (the list filters, or watchIds). */
  monitoringMemberMonitoringExport: {
    req: z.object({ ...watchListFilter, watchIds: z.array(z.string()).max(500).optional() }),
    res: fileResponse,
  },
  /** The member's alert settings with summary counts. */
  memberGetMonitoring: { req: z.object({}).default({}), res: alertSettingsSchema },
  /** Adds an alert recipient (at most 5, no duplicates). */
  memberGetMonitoringPost: { req: settingsRecipient, res: alertSettingsSchema },
  /** Updates how often and from which tier alerts are sent. */
  memberGetMonitoringPut: {
    req: z.object({ frequency: z.enum(ALERT_FREQUENCIES).optional(), minTier: z.enum(HIT_TIERS).optional() }),
    res: alertSettingsSchema,
  },
  /** Removes an alert recipient. */
  memberGetMonitoringDelete: { req: settingsRecipient, res: alertSettingsSchema },
  /** The offices open to watch, with their factor; effectiveDate and basis of the factors. */
  monitorYearsGetMonitorYearsCountry: {
    req: z.object({}).default({}),
    res: z.object({ list: z.array(monitorOfficeSchema), effectiveDate: z.string(), basis: bilingual }),
  },
  /** Checks a watch request before buying: ok when problems is empty. */
  monitorYearsIsCanMonitor: {
    req: watchRequestSchema,
    res: z.object({ ok: z.boolean(), problems: z.array(watchProblemSchema) }),
  },
  /** Creates many unpaid watches (import rows or a multi-mark form); nothing is created if any row has problems. */
  monitorYearsCreateStandardMonitor: {
    req: z.object({
      rows: z.array(watchRequestSchema).min(1, { message: 'validation:required' }).max(WATCH_ROWS_MAX),
    }),
    res: z.object({
      watches: z.array(watchSchema),
      /** By row index (0-based) of the request. */
      problems: z.array(watchProblemSchema.extend({ row: z.number().int() })),
    }),
  },
  /** One order (type 10) for unpaid watches not yet on an open order → the order to pay. */
  monitorYearsCreateOrder: {
    req: z.object({
      watchIds: z.array(watchId).min(1, { message: 'validation:required' }).max(WATCH_ROWS_MAX),
    }),
    res: z.object({ orderId: z.string(), orderNo: z.string(), total: z.number() }),
  },
  /** An order's watches, a line per watch and the total. */
  monitorYearsGetMonitorYearsOrder: {
    req: z.object({ orderId: z.string().trim().min(1, { message: 'validation:required' }) }),
    res: z.object({
      order: orderSummary,
      watches: z.array(watchSchema),
      lines: z.array(
        z.object({
          watchId: z.string(),
          name: z.string(),
          kind: z.enum(WATCH_KINDS),
          period: z.enum(WATCH_PERIODS),
          countries: z.array(z.string()),
          /** A renewal extends a running watch; else the order starts it. */
          renewal: z.boolean(),
          amount: z.number(),
        }),
      ),
      total: z.number(),
    }),
  },
  /** Renews a watch (active, trial or expired) by a period: an unpaid order; paid, it extends endsOn. */
  monitorYearsPerFormMonitor: {
    req: z.object({ watchId, period: z.enum(WATCH_PERIODS) }),
    res: z.object({ orderId: z.string(), orderNo: z.string(), total: z.number() }),
  },
  /** The mark-watch import template (.xlsx). */
  monitorYearsDownloadExcel: { req: z.object({}).default({}), res: fileResponse },
  /** The competitor-watch import template (.xlsx). */
  monitorYearsDownloadMonitoringApplicantExcel: { req: z.object({}).default({}), res: fileResponse },
  /** Form data `file`: a filled mark-watch template → its rows with problems; nothing is created. */
  monitorYearsMonitorExcelImport: { req: z.object({ file: blob }), res: importResult },
  /** Form data `file`: a filled competitor-watch template → its rows with problems; nothing is created. */
  monitorYearsMonitorApplicantExcelImport: { req: z.object({ file: blob }), res: importResult },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

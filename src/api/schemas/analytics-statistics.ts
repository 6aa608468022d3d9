/**
 * Schemas of the register statistics (issue 16 "Analytics": /analyze/trademarkBigData, /analyze/trademarkMap,
 * /trademarkMap, /trademarkChart, /trademarkStatistics). The mock answers them from the 50,000-mark register
 * (mock-server/analytics/); the pages chart the answers as they come.
 *
 * ONE FILTER FOR EVERY CALL. The pages' filter bar is bound to the root state analyzeChoose {analyzeApplicant,
 * chooseCountry 'CN', yearBeginDate 2014, yearEndDate 2024} (src/state/root.ts); filterOfChoose() turns it into
 * the filter below, which every call takes, plus a few fields of its own (a class, top N, a page):
 * - applicant: optional; an applicant id ('AP000123') picks that applicant, any other text the applicants whose
 *   Chinese or English name contains it (English without regard to case); '' means every applicant.
 * - country: the office the marks were filed with (ISO alpha-2 code, EM for the EU, WO for international
 *   registrations), or 'ALL' for every office the register holds; 'CN' when not given.
 * - yearFrom ≤ yearTo, 1990–2050: the filing years counted (an application's year is its filing date's), except
 *   where a call says otherwise (registrations by their registration year, renewals by the year the term ends).
 * A mark is "in scope" when it passes all three. A bad filter is refused with validation:* keys (code 800).
 *
 * ANSWERS READY TO CHART. A category series is a list of buckets {value, labelZh, labelEn, count} (value is the
 * stable key: a class '09', a similar group '0901', a party id, an ISO country code, a GB/T 2260 province code,
 * a status); a time series is {years, series[]} where each series carries its total `count` and `byYear`, one
 * number per entry of `years` (yearFrom..yearTo, every year present, zeros included). Labels come in both
 * languages, so the page shows the language it is in without another call.
 *
 * THE CALLS (the register's names are vague; these are their meanings here):
 * - appAndAuthorization: applications (by filing year) against registrations (by registration year), per year.
 * - trademarkAppCount: each year's applications split by what became of them: registered, pending, invalid.
 * - goodsService: marks by Nice class (all 45 classes, in class order); a mark of three classes counts in each.
 * - goodsService2: within one class (classNo), marks by similar group (类似群) of that class.
 * - similargroupStatistic2: the most crowded similar groups across all classes, top N.
 * - similargroupStatistic3: how chosen similar groups (or the top 5) grew, per filing year.
 * - effectiveTm: the marks in force on the mock's today (registered, not past the renewal grace period), by
 *   status, by age since registration and by where their renewal stands.
 * - getAgentCount: how many agents filed the marks in scope, and marks filed through an agent against
 *   directly, per year.
 * - agentStatistics: agents ranked by the marks they filed, with how many applicants each filed for.
 * - applicantCorrespondingAgentStatictis: for the applicant of the filter (required here), which agents filed
 *   its marks (and how many it filed itself).
 * - tmAgentQuery: one agent's applicants, most marks first, paged.
 * - applicantCountryCodeStatistic: the applicants' home countries (the world map).
 * - countryForApplicant: the home provinces of Chinese applicants, Hong Kong and Taiwan included (the China
 *   map), read from the applicant's registered address.
 * - renewalStatistic: by the year a registration's term ends (yearFrom..yearTo): renewed, lapsed (ended
 *   without renewal), in the grace period, in the renewal window, not yet due, on the mock's today.
 * - tmInfo/applicantRanking: applicants ranked by their marks in scope, top N.
 * - tmInfo/applicantRankingByYear: the same top N, each with its marks per filing year.
 * - tmInfo/applicantHit: applicants ranked by their marks whose name matches a text (mark name or pinyin).
 */
import { z } from 'zod'

/** The offices the register holds marks of (mock-server/register/generate.ts), and 'ALL'. */
export const ANALYTICS_COUNTRIES = [
  'ALL',
  'CN',
  'US',
  'EM',
  'JP',
  'KR',
  'WO',
  'HK',
  'GB',
  'DE',
  'FR',
  'TW',
  'AU',
  'SG',
] as const
export type AnalyticsCountry = (typeof ANALYTICS_COUNTRIES)[number]

export const ANALYTICS_YEAR_MIN = 1990
export const ANALYTICS_YEAR_MAX = 2050
export const ANALYTICS_APPLICANT_MAX = 60
export const ANALYTICS_TEXT_MAX = 50
export const ANALYTICS_TOP_MAX = 50
export const ANALYTICS_GROUPS_MAX = 5

const year = (fallback: number) =>
  z.coerce
    .number({ message: 'validation:analyticsYearBounds' })
    .int({ message: 'validation:analyticsYearBounds' })
    .min(ANALYTICS_YEAR_MIN, { message: 'validation:analyticsYearBounds' })
    .max(ANALYTICS_YEAR_MAX, { message: 'validation:analyticsYearBounds' })
    .default(fallback)

/** The filter fields every statistics call takes. */
const filterFields = {
  applicant: z
    .string()
    .trim()
    .max(ANALYTICS_APPLICANT_MAX, { message: 'validation:analyticsApplicantTooLong' })
    .default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(ANALYTICS_COUNTRIES, { message: 'validation:analyticsCountry' }))
    .default('CN'),
  yearFrom: year(2014),
  yearTo: year(2024),
}

const yearsInOrder = (f: { yearFrom: number; yearTo: number }) => f.yearFrom <= f.yearTo
const YEAR_ORDER = { message: 'validation:analyticsYearOrder', path: ['yearTo'] }

/** The shared filter alone. */
export const analyticsFilterSchema = z.object(filterFields).refine(yearsInOrder, YEAR_ORDER)
export type AnalyticsFilter = z.output<typeof analyticsFilterSchema>

/** The filter plus a call's own fields, with the year order checked. */
const filterWith = <T extends z.ZodRawShape>(extra: T) =>
  z
    .object({ ...filterFields, ...extra })
    // The generic shape hides the year fields' types from the checker; they are the filter's numbers.
    .refine((f) => yearsInOrder(f as { yearFrom: number; yearTo: number }), YEAR_ORDER)

const top = z.coerce
  .number({ message: 'validation:analyticsTop' })
  .int({ message: 'validation:analyticsTop' })
  .min(1, { message: 'validation:analyticsTop' })
  .max(ANALYTICS_TOP_MAX, { message: 'validation:analyticsTop' })
  .default(10)

/** A Nice class, '1'–'45' or '01'–'45', answered as two digits. */
export const classNo = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, { message: 'validation:niceRange' })
  .transform((v) => v.padStart(2, '0'))
  .refine((v) => v >= '01' && v <= '45', { message: 'validation:niceRange' })

/** A similar group (类似群): four digits, its class first. */
export const similarGroup = z
  .string()
  .trim()
  .regex(/^\d{4}$/, { message: 'validation:similarGroupFormat' })
  .refine((v) => v.slice(0, 2) >= '01' && v.slice(0, 2) <= '45', { message: 'validation:similarGroupFormat' })

// ---------------------------------------------------------------------------------------------------------
// Answers.

/** One bar, slice or map region. */
export const statBucketSchema = z.object({
  value: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  count: z.number().int(),
})
export type StatBucket = z.output<typeof statBucketSchema>

/** A ranked party (applicant or agent): its marks in scope, its share of them, where it is from. */
export const rankedPartySchema = statBucketSchema.extend({
  country: z.string(),
  /** count ÷ the marks in scope, 0–1. */
  share: z.number(),
})

/** One line or bar series of a time series: its total and one count per year of `years`. */
export const statSeriesSchema = statBucketSchema.extend({ byYear: z.array(z.number().int()) })
export type StatSeries = z.output<typeof statSeriesSchema>

/** A time series over yearFrom..yearTo. */
export const timeSeriesSchema = z.object({
  years: z.array(z.number().int()),
  series: z.array(statSeriesSchema),
})
export type TimeSeries = z.output<typeof timeSeriesSchema>

/** `total`: the marks in scope (the filter's applicants, office and filing years). */
const withTotal = <T extends z.ZodRawShape>(shape: T) => z.object({ total: z.number().int(), ...shape })

const plainFilter = { req: analyticsFilterSchema }

export const analyticsStatisticsSchemas = {
  /** Applications (filing year) and registrations (registration year) per year; total = applications. */
  statisticAppAndAuthorization: { ...plainFilter, res: timeSeriesSchema.extend({ total: z.number().int() }) },
  /** Each filing year's applications by outcome: registered, pending, invalid (the register's status). */
  statisticTrademarkAppCount: { ...plainFilter, res: timeSeriesSchema.extend({ total: z.number().int() }) },
  /** Marks by Nice class, all 45; designations = the sum of the buckets (a mark counts in each class). */
  statisticGoodsService: {
    ...plainFilter,
    res: withTotal({ designations: z.number().int(), buckets: z.array(statBucketSchema) }),
  },
  /** Within classNo: marks by similar group of the class (every group of the class, in code order). */
  statisticGoodsService2: {
    req: filterWith({ classNo: classNo.default('35') }),
    res: withTotal({
      classNo: z.string(),
      labelZh: z.string(),
      labelEn: z.string(),
      /** Marks in scope designating the class. */
      inClass: z.number().int(),
      buckets: z.array(statBucketSchema),
    }),
  },
  /** The top N similar groups across classes by marks in scope, most first. */
  statisticSimilargroupStatistic2: {
    req: filterWith({ top }),
    res: withTotal({ buckets: z.array(statBucketSchema) }),
  },
  /** Marks per filing year in each of `groups` (up to 5), or in the 5 most crowded groups when none given. */
  statisticSimilargroupStatistic3: {
    req: filterWith({
      groups: z
        .array(similarGroup)
        .max(ANALYTICS_GROUPS_MAX, { message: 'validation:analyticsGroupsMax' })
        .default([]),
    }),
    res: timeSeriesSchema.extend({ total: z.number().int() }),
  },
  /** Marks of scope in force on today: by status, by years since registration, by renewal phase. */
  statisticEffectiveTm: {
    ...plainFilter,
    res: withTotal({
      today: z.string(),
      effective: z.number().int(),
      byStatus: z.array(statBucketSchema),
      byAge: z.array(statBucketSchema),
      byRenewal: z.array(statBucketSchema),
    }),
  },
  /** Agents that filed marks in scope, and marks filed through an agent against directly, per year. */
  statisticGetAgentCount: {
    ...plainFilter,
    res: timeSeriesSchema.extend({
      total: z.number().int(),
      agents: z.number().int(),
      viaAgent: z.number().int(),
      direct: z.number().int(),
    }),
  },
  /** Agents ranked by marks filed in scope, top N, with the number of applicants each filed for. */
  statisticAgentStatistics: {
    req: filterWith({ top }),
    res: withTotal({
      agents: z.number().int(),
      list: z.array(rankedPartySchema.extend({ applicants: z.number().int() })),
    }),
  },
  /** For the filter's applicant (required): its marks by agent, 'direct' for those it filed itself. */
  statisticApplicantCorrespondingAgentStatictis: {
    req: z
      .object({ ...filterFields, top })
      .refine(yearsInOrder, YEAR_ORDER)
      .refine((f) => f.applicant !== '', { message: 'validation:required', path: ['applicant'] }),
    res: withTotal({
      /** How many applicants the filter's text matched. */
      applicants: z.number().int(),
      list: z.array(rankedPartySchema),
    }),
  },
  /** One agent's applicants in scope (the applicant filter ignored), most marks first, paged. */
  statisticTmAgentQuery: {
    req: filterWith({
      agentId: z
        .string()
        .trim()
        .regex(/^AG\d{4}$/, { message: 'validation:analyticsAgent' }),
      pageNum: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    res: z.object({
      agent: z.object({ id: z.string(), nameZh: z.string(), nameEn: z.string(), country: z.string() }),
      /** The agent's marks in scope. */
      marks: z.number().int(),
      /** Applicants listed (all pages). */
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      list: z.array(rankedPartySchema.extend({ lastFilingDate: z.string() })),
    }),
  },
  /** Marks in scope by the applicant's home country (ISO alpha-2), most first: the world map. */
  statisticApplicantCountryCodeStatistic: {
    ...plainFilter,
    res: withTotal({ buckets: z.array(statBucketSchema.extend({ applicants: z.number().int() })) }),
  },
  /**
   * Marks in scope of applicants from China, Hong Kong and Taiwan by home province (GB/T 2260 code such as
   * '440000', labelZh '广东省'), most first: the China map. `chinese` = those marks; total = all in scope.
   */
  statisticCountryForApplicant: {
    ...plainFilter,
    res: withTotal({
      chinese: z.number().int(),
      buckets: z.array(statBucketSchema.extend({ applicants: z.number().int() })),
    }),
  },
  /**
   * Registrations by the year their term ends (yearFrom..yearTo; applicant and office filters apply):
   * renewed, lapsed, grace, window, notYet, on today. total = terms ending in those years.
   */
  statisticRenewalStatistic: {
    ...plainFilter,
    res: timeSeriesSchema.extend({ total: z.number().int(), today: z.string() }),
  },
  /** The top N applicants by marks in scope. */
  tmInfoApplicantRanking: {
    req: filterWith({ top }),
    res: withTotal({ applicants: z.number().int(), list: z.array(rankedPartySchema) }),
  },
  /** The top N applicants, each a series of its marks per filing year. */
  tmInfoApplicantRankingByYear: {
    req: filterWith({ top }),
    res: timeSeriesSchema.extend({ total: z.number().int() }),
  },
  /** Applicants ranked by their marks in scope whose name (or pinyin) contains `text`; hits = those marks. */
  tmInfoApplicantHit: {
    req: filterWith({
      top,
      text: z
        .string()
        .trim()
        .min(1, { message: 'validation:required' })
        .max(ANALYTICS_TEXT_MAX, { message: 'validation:searchTooLong' }),
    }),
    res: withTotal({ text: z.string(), hits: z.number().int(), list: z.array(rankedPartySchema) }),
  },
} as const

/** The filter from the root state's analyzeChoose (src/state/root.ts), which the pages' filter bar edits. */
export function filterOfChoose(choose: {
  analyzeApplicant: string
  chooseCountry: string
  yearBeginDate: number
  yearEndDate: number
}): z.input<typeof analyticsFilterSchema> {
  return {
    applicant: choose.analyzeApplicant,
    country: choose.chooseCountry,
    yearFrom: choose.yearBeginDate,
    yearTo: choose.yearEndDate,
  }
}

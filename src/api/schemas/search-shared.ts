// Schemas shared by the search calls: queries, filters, result items and records. The calls' own schemas
// are in search.ts and the search-*.ts files, which import from here (never the other way round).
import { z } from 'zod'
import { RESULTS_PAGE_SIZE } from '../../domain/constants'
import {
  hasOnlyAllowedCharacters,
  isSearchablePartyText,
  parseApplicationNumbers,
  parseNiceClasses,
  parseRegistrationNumbers,
  parseSimilarGroups,
  groupOutsideClasses,
  parseViennaCodes,
  toHalfWidth,
  type ParseResult,
} from '../../domain/validation'
import { DEGREES, QUERY_MODES, QUERY_WAYS } from '../../domain/search-query'
import { MATCH_REASON_KINDS } from '../../domain/match-reason'

/** Text search modes (overview §3 queryData.queryWay). */
// Image search has its own call (queryTmInfoGraphByMulCountry).
export const queryWaySchema = z.enum(QUERY_WAYS).exclude(['image'])

export const similarityLevelSchema = z.enum(DEGREES)

const pageNum = z.coerce.number().int().min(1).default(1)
const pageSize = z.coerce.number().int().min(1).max(100).default(RESULTS_PAGE_SIZE)

/** Free text: full-width forms become half-width, then trimmed. */
const text = z.string().overwrite(toHalfWidth).trim()

/** A mark name: CJK, letters, digits, whitespace and '+' only (overview §5). */
const markText = text.refine(hasOnlyAllowedCharacters, { message: 'validation:specialCharacters' })

/** Names and addresses also carry the punctuation of company names (Co., Ltd. / (Shenzhen) / No. 3-1 #). */
const partyText = text.refine(isSearchablePartyText, { message: 'validation:specialCharacters' })

/** A ';'-separated list parsed by a domain parser into its values; a bad list fails with the parser's key. */
const parsedList = (parse: (input: string) => ParseResult) =>
  z.string().transform((value, ctx) => {
    const result = parse(value)
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error })
      return z.NEVER
    }
    return result.value
  })

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation:date' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'validation:date' })

const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate.optional())

/** An inclusive date range (YYYY-MM-DD); either end may be open. */
const dateRange = z
  .object({ from: optionalDate, to: optionalDate })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'validation:dateRange', path: ['to'] })

const selected = z.array(z.string()).optional()

/** Result filters (overview §3): each holds the values picked from groupStatistics. */
export const searchFiltersSchema = z.object({
  country: selected,
  /** Applicant party ids. */
  applicant: selected,
  /** Nice classes, two digits. */
  niceList: selected,
  /** Similar groups (类似群), four digits, class then group ('0901'): a mark with goods in any of them. */
  similarGroup: selected,
  /** Filing year. */
  appYear: selected,
  /** Registration year. */
  regYear: selected,
  /** Publication (preliminary examination) year. */
  trailYear: selected,
  /** 'valid' or 'invalid'. */
  isvalid: selected,
  /** Registration announcement year (the registration date's year). */
  ggBeginYear: selected,
  priorityYear: selected,
  /** Year the exclusive right ends (expiry). */
  rightPeriod: selected,
  /** Status ids as strings ('1'). */
  tmstatuscode: selected,
  /** Agent party ids. */
  agent: selected,
})

export const FILTER_DIMENSIONS = [
  'country',
  'applicant',
  'niceList',
  'similarGroup',
  'appYear',
  'regYear',
  'trailYear',
  'isvalid',
  'ggBeginYear',
  'priorityYear',
  'rightPeriod',
  'tmstatuscode',
  'agent',
] as const satisfies readonly (keyof z.output<typeof searchFiltersSchema>)[]

export type FilterDimension = (typeof FILTER_DIMENSIONS)[number]

const statusList = z.union([z.array(z.coerce.number().int()), z.string()]).transform((v) =>
  typeof v === 'string'
    ? v
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number)
        .filter(Number.isInteger)
    : v,
)

/** The criteria shared by the text search and its statistics. */
const textCriteria = z.object({
  queryWay: queryWaySchema.default('similar'),
  /** The form's mode, kept so the history can reopen the query as it was entered; it does not change the search. */
  queryMode: z.enum(QUERY_MODES).optional(),
  tradeMarkText: markText.optional(),
  tmApplicant: partyText.optional(),
  tmAddress: partyText.optional(),
  tmAgent: partyText.optional(),
  /** 'a;b;G123' — application numbers, G before international marks. */
  applicationNumber: parsedList(parseApplicationNumbers).optional(),
  /** 'a;b' — registration numbers. */
  registerNumber: parsedList(parseRegistrationNumbers).optional(),
  /** '4.1;26.4.2' — at most 5 Vienna codes; a code matches itself and its sub-codes. */
  viennaChoosedStr: parsedList(parseViennaCodes).optional(),
  /** '03;09;38'; none means every class. */
  niceChoosedStr: parsedList(parseNiceClasses).optional(),
  /** '0901;0907' — similar groups (类似群); a mark matches when one of its goods is in one of them. */
  groupChoosedStr: parsedList(parseSimilarGroups).optional(),
  countries: z
    .array(z.string().trim().toUpperCase())
    .optional()
    .transform((v) => (v?.length ? v : ['CN'])),
  /** §4 status ids; none means every status. A '1,2,3' string is accepted too. */
  status: statusList.optional(),
  /** Similarity levels kept (similar and combined modes); none means all. */
  degree: z.array(similarityLevelSchema).optional(),
  /** Publication (初审公告) date range. */
  trialDate: dateRange.optional(),
  regDate: dateRange.optional(),
  /** Exclusive-right period: the expiry date range. */
  privateDate: dateRange.optional(),
  filters: searchFiltersSchema.optional(),
  sort: z
    .object({
      field: z.enum(['similarity', 'filingDate', 'registrationDate', 'applicationNumber']),
      order: z.enum(['asc', 'desc']).default('desc'),
    })
    .optional(),
})

type TextCriteria = z.output<typeof textCriteria>

/** Mode rules (overview §5): the mode's own field is required; combined needs at least one criterion. */
function checkMode(q: Partial<TextCriteria>, ctx: z.RefinementCtx): void {
  const has = {
    tradeMarkText: !!q.tradeMarkText,
    tmApplicant: !!q.tmApplicant,
    tmAddress: !!q.tmAddress,
    tmAgent: !!q.tmAgent,
    applicationNumber: !!q.applicationNumber?.length,
    registerNumber: !!q.registerNumber?.length,
    viennaChoosedStr: !!q.viennaChoosedStr?.length,
  }
  const needed: Record<Exclude<z.output<typeof queryWaySchema>, 'combined'>, keyof typeof has> = {
    similar: 'tradeMarkText',
    applicant: 'tmApplicant',
    address: 'tmAddress',
    agent: 'tmAgent',
    applicationNumber: 'applicationNumber',
    registrationNumber: 'registerNumber',
    vienna: 'viennaChoosedStr',
  }
  const outside =
    q.groupChoosedStr?.length && q.niceChoosedStr?.length
      ? groupOutsideClasses(q.groupChoosedStr, q.niceChoosedStr)
      : undefined
  if (outside)
    ctx.addIssue({ code: 'custom', message: 'validation:similarGroupClass', path: ['groupChoosedStr'] })
  const way = q.queryWay ?? 'similar'
  if (way === 'combined') {
    if (!Object.values(has).some(Boolean))
      ctx.addIssue({ code: 'custom', message: 'validation:required', path: ['tradeMarkText'] })
  } else if (!has[needed[way]]) {
    ctx.addIssue({ code: 'custom', message: 'validation:required', path: [needed[way]] })
  }
}

export const textSearchRequestSchema = textCriteria.extend({ pageNum, pageSize }).superRefine(checkMode)
export const groupStatisticsRequestSchema = textCriteria.superRefine(checkMode)

/** Searches used today; `limit` is null for accounts without a daily limit. */
export const searchUsageSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() })

/** One row of a result list (overview §3 Search result). */
export const searchResultItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The specimen as an SVG data URL. */
  imageUrl: z.string(),
  applicationNo: z.string(),
  /** '' while not registered. */
  registrationNo: z.string(),
  classes: z.array(z.string()),
  applicantZh: z.string(),
  applicantEn: z.string(),
  agentZh: z.string().optional(),
  agentEn: z.string().optional(),
  filingDate: z.string(),
  publicationDate: z.string().nullable(),
  registrationDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  status: z.number().int(),
  statusZh: z.string(),
  statusEn: z.string(),
  country: z.string(),
  /** Text similarity level; null outside the similarity modes. */
  similarity: similarityLevelSchema.nullable(),
  /** Similarity score 0–100 (0 when not ranked by similarity). */
  score: z.number(),
  /** Why the mark is similar ('exact', 'pinyin', …). */
  reasons: z.array(z.string()),
  /** The reason the results page shows on the row (domain/match-reason.ts); null when not ranked. */
  matchReason: z
    .object({ kind: z.enum(MATCH_REASON_KINDS), count: z.number().int().min(1).optional() })
    .nullable(),
})

const levelCounts = z.object({ high: z.number().int(), middle: z.number().int(), low: z.number().int() })

export const textSearchResponseSchema = z.object({
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** Counts per similarity level of the filtered result before the `degree` filter. */
  levels: levelCounts,
  list: z.array(searchResultItemSchema),
  usage: searchUsageSchema,
})

export const statisticsBucketSchema = z.object({
  value: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  count: z.number().int(),
})

export const groupStatisticsResponseSchema = z.object({
  /** Size of the result set the counts were taken over (before `filters`). */
  total: z.number().int(),
  country: z.array(statisticsBucketSchema),
  applicant: z.array(statisticsBucketSchema),
  niceList: z.array(statisticsBucketSchema),
  /** Only groups of the chosen classes (the `niceList` filter and the query's classes) when any are chosen. */
  similarGroup: z.array(statisticsBucketSchema),
  appYear: z.array(statisticsBucketSchema),
  regYear: z.array(statisticsBucketSchema),
  trailYear: z.array(statisticsBucketSchema),
  isvalid: z.array(statisticsBucketSchema),
  ggBeginYear: z.array(statisticsBucketSchema),
  priorityYear: z.array(statisticsBucketSchema),
  rightPeriod: z.array(statisticsBucketSchema),
  tmstatuscode: z.array(statisticsBucketSchema),
  agent: z.array(statisticsBucketSchema),
})

export const imageSearchRequestSchema = z.object({
  /** dHash of the uploaded picture, 16 hex digits (computed in the browser). */
  imageHash: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{16}$/, { message: 'validation:fileFormat' })
    .transform((v) => v.toLowerCase()),
  countries: textCriteria.shape.countries,
  niceChoosedStr: parsedList(parseNiceClasses).optional(),
  pageNum,
  pageSize,
})

export const imageSearchItemSchema = searchResultItemSchema.extend({
  /** Hamming distance of the image hashes, 0–64. */
  distance: z.number().int(),
})

export const imageSearchResponseSchema = z.object({
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  levels: levelCounts,
  list: z.array(imageSearchItemSchema),
  /** Vienna codes the marks of this page share. */
  sharedVienna: z.array(z.object({ code: z.string(), count: z.number().int() })),
  usage: searchUsageSchema,
})

const partySchema = z.object({
  id: z.string(),
  kind: z.enum(['company', 'person']),
  nameZh: z.string(),
  nameEn: z.string(),
  addressZh: z.string(),
  addressEn: z.string(),
  country: z.string(),
})

/** A register record in full, for the detail view. */
export const trademarkDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  pinyin: z.string(),
  kind: z.enum(['word', 'figurative', 'combined']),
  country: z.string(),
  countryZh: z.string(),
  countryEn: z.string(),
  applicationNo: z.string(),
  registrationNo: z.string(),
  applicantId: z.string(),
  agentId: z.string().nullable(),
  applicant: partySchema,
  agent: partySchema.nullable(),
  classes: z.array(
    z.object({
      no: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      goodsZh: z.array(z.string()),
      goodsEn: z.array(z.string()),
      /** The similar group (类似群, '0901') of each item, in the order of goodsZh. */
      groups: z.array(z.string()),
    }),
  ),
  viennaCodes: z.array(z.string()),
  status: z.number().int(),
  statusZh: z.string(),
  statusEn: z.string(),
  filingDate: z.string(),
  publicationDate: z.string().nullable(),
  registrationDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  priorityDate: z.string().nullable(),
  imageHash: z.string(),
  imageUrl: z.string(),
})

export type QueryWay = z.output<typeof queryWaySchema>
export type SimilarityLevel = z.output<typeof similarityLevelSchema>
export type TextSearchRequest = z.output<typeof textSearchRequestSchema>
export type SearchFilters = z.output<typeof searchFiltersSchema>
export type SearchResultItem = z.output<typeof searchResultItemSchema>
export type ImageSearchItem = z.output<typeof imageSearchItemSchema>
export type StatisticsBucket = z.output<typeof statisticsBucketSchema>
export type GroupStatistics = z.output<typeof groupStatisticsResponseSchema>
export type TrademarkDetail = z.output<typeof trademarkDetailSchema>
export type SearchUsage = z.output<typeof searchUsageSchema>

// Schemas of the search area's history and trial calls; merged into searchSchemas (./search.ts).
import { z } from 'zod'
import { requiredString } from '../../domain/schemas'
import { DEGREES, QUERY_MODES, QUERY_WAYS, type SearchQuery } from '../../domain/search-query'
import { isContactPhone, isEmail } from '../../domain/validation'
import { searchUsageSchema } from './search-shared'

const dateRange = z.object({ from: z.string(), to: z.string() })

/**
 * A past query in the client's own query shape (src/domain/search-query.ts), so "Run again" and "Edit" rebuild
 * the exact URL with toSearchParams instead of guessing it back from the request.
 */
export const historyQuerySchema = z.object({
  queryMode: z.enum(QUERY_MODES),
  queryWay: z.enum(QUERY_WAYS),
  tradeMarkText: z.string(),
  viennaChoosedStr: z.string(),
  niceChoosedStr: z.string(),
  // Older history entries were saved before similar groups could be searched.
  groupChoosedStr: z.string().default(''),
  applicationNumber: z.string(),
  registerNumber: z.string(),
  tmApplicant: z.string(),
  tmAddress: z.string(),
  tmAgent: z.string(),
  trialDate: dateRange,
  regDate: dateRange,
  privateDate: dateRange,
  countries: z.array(z.string()),
  status: z.array(z.number().int()),
  degree: z.array(z.enum(DEGREES)),
  imageHash: z.string(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<SearchQuery>

export const historyEntrySchema = z.object({
  id: z.string(),
  /** ISO time the query was run. */
  createdAt: z.string(),
  queryWay: z.enum(QUERY_WAYS),
  query: historyQuerySchema,
  /** Marks found when it was run. */
  total: z.number().int(),
})

/** A phone (mobile or landline) or an e-mail address; only digits and dashes means "meant as a phone". */
const contactField = requiredString.superRefine((value, ctx) => {
  const asPhone = /^\+?[\d\s-]+$/.test(value)
  if (asPhone ? !isContactPhone(value) : !isEmail(value)) {
    ctx.addIssue({ code: 'custom', message: asPhone ? 'validation:contactPhone' : 'validation:email' })
  }
})

export const TRIAL_PURPOSE_MIN = 10
export const TRIAL_PURPOSE_MAX = 500
export const TRIAL_TEXT_MAX = 100

/** The trial application form; the dialog validates with this same schema. */
export const trialApplicationSchema = z.object({
  contactName: requiredString.max(TRIAL_TEXT_MAX, { error: 'searchHistory:trial.errors.tooLong' }),
  contact: contactField,
  company: z.string().trim().max(TRIAL_TEXT_MAX, { error: 'searchHistory:trial.errors.tooLong' }),
  purpose: requiredString
    .min(TRIAL_PURPOSE_MIN, { error: 'searchHistory:trial.errors.purposeShort' })
    .max(TRIAL_PURPOSE_MAX, { error: 'searchHistory:trial.errors.purposeLong' }),
})
export type TrialApplication = z.input<typeof trialApplicationSchema>

export const searchHistorySchemas = {
  /** The caller's own past retrievals, newest first, optionally of one mode. */
  tmInfoGetTrademarkQueryHistory: {
    req: z.object({
      pageNum: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(10),
      queryWay: z.enum(QUERY_WAYS).optional(),
    }),
    res: z.object({
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      list: z.array(historyEntrySchema),
      /** Today's retrievals and the daily limit (null: unlimited), as a search reports them; this call counts none. */
      usage: searchUsageSchema,
    }),
  },
  /**
   * Applies once more for a search trial after the first one: a new 30-day period from today. A second
   * application, or one from a purchasing account, is refused (code 1001).
   */
  tmInfoApplyTrademarkQueryTrial: {
    req: trialApplicationSchema,
    res: z.object({ trialEndsAt: z.string(), trialReapplied: z.literal(true) }),
  },
} as const

export type HistoryEntry = z.output<typeof historyEntrySchema>

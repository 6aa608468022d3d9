// Schemas of the search area's remaining calls (issue 15): Vienna code search and details, a record's goods
// by class and its gazette notices.
import { z } from 'zod'
import { gazetteRefSchema } from './search-records'
import { searchResultItemSchema, textSearchRequestSchema, textSearchResponseSchema } from './search-shared'
import { SUCCESS_BANDS, SUCCESS_TIERS } from '../../domain/success-rate'
import {
  groupOutsideClasses,
  hasOnlyAllowedCharacters,
  parseNiceClasses,
  parseSimilarGroups,
  toHalfWidth,
  type ParseResult,
} from '../../domain/validation'

const markId = z.string().trim().min(1, { message: 'validation:required' })

/** A ';'-separated list parsed by a domain parser; a bad list fails with the parser's message key. */
const parsedList = (parse: (input: string) => ParseResult) =>
  z.string().transform((value, ctx) => {
    const result = parse(value)
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error })
      return z.NEVER
    }
    return result.value
  })

/** Most classes one estimate covers. */
export const SUCCESS_CLASSES_MAX = 10

const tierCounts = z.object({ identical: z.number().int(), high: z.number().int(), medium: z.number().int() })

export const successReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('conflicting'), tier: z.enum(SUCCESS_TIERS), count: z.number().int() }),
  z.object({ kind: z.literal('elsewhereInClass'), tier: z.literal('identical'), count: z.number().int() }),
  z.object({ kind: z.literal('noConflict') }),
  z.object({ kind: z.literal('noGroups') }),
])

/** The word and classes of a registration-likelihood estimate (the same rules as the search form's). */
export const successRateRequestSchema = z
  .object({
    tradeMarkText: z
      .string()
      .overwrite(toHalfWidth)
      .trim()
      .min(1, { message: 'validation:required' })
      .max(50, { message: 'validation:searchTooLong' })
      .refine(hasOnlyAllowedCharacters, { message: 'validation:specialCharacters' }),
    niceChoosedStr: parsedList(parseNiceClasses).refine((v) => v.length > 0, {
      message: 'validation:required',
    }),
    groupChoosedStr: parsedList(parseSimilarGroups).optional(),
    countries: z
      .array(z.string().trim().toUpperCase())
      .optional()
      .transform((v) => (v?.length ? v : ['CN'])),
  })
  .superRefine((q, ctx) => {
    if (q.niceChoosedStr.length > SUCCESS_CLASSES_MAX)
      ctx.addIssue({ code: 'custom', message: 'searchExtra:chance.tooManyClasses', path: ['niceChoosedStr'] })
    if (q.groupChoosedStr?.length && groupOutsideClasses(q.groupChoosedStr, q.niceChoosedStr))
      ctx.addIssue({ code: 'custom', message: 'validation:similarGroupClass', path: ['groupChoosedStr'] })
  })

/** A Vienna entry's code and wording. */
const viennaStepSchema = z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string() })

/** A Vienna entry with the categories and divisions above it (`path`, outermost first, itself excluded). */
export const viennaCodeInfoSchema = viennaStepSchema.extend({
  level: z.enum(['category', 'division', 'section']),
  path: z.array(viennaStepSchema),
})

/** Most codes whose details one call answers (a record holds a handful; the picker at most five). */
export const VIENNA_INFO_MAX = 50
/** Most matches a Vienna keyword search answers. */
export const VIENNA_SEARCH_MAX = 200

export const searchExtraSchemas = {
  /**
   * Vienna codes whose Chinese or English wording holds the keyword (or, for a code-shaped keyword, that code
   * and the codes under it), in classification order, each with its path.
   */
  tmInfoGetImageCodeList: {
    req: z.object({
      keyword: z
        .string()
        .trim()
        .min(1, { message: 'validation:required' })
        .max(50, { message: 'validation:searchTooLong' }),
    }),
    res: z.object({
      total: z.number().int(),
      list: z.array(viennaCodeInfoSchema),
    }),
  },
  /** The wording and path of the given Vienna codes, in the order asked; unknown codes are listed apart. */
  tmInfoGetImageCodeInfoList: {
    req: z.object({
      codes: z
        .array(z.string().trim().min(1))
        .min(1, { message: 'validation:required' })
        .max(VIENNA_INFO_MAX),
    }),
    res: z.object({ list: z.array(viennaCodeInfoSchema), unknown: z.array(z.string()) }),
  },
  /** A register mark's goods and services by Nice class, each item with its similar group, and the groups named. */
  tmInfoQueryTmNice: {
    req: z.object({ id: markId }),
    res: z.object({
      id: z.string(),
      classes: z.array(
        z.object({
          no: z.string(),
          nameZh: z.string(),
          nameEn: z.string(),
          goods: z.array(z.object({ zh: z.string(), en: z.string(), group: z.string() })),
          /** The similar groups the goods fall in, in code order, with how many of the goods each holds. */
          groups: z.array(
            z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string(), count: z.number().int() }),
          ),
        }),
      ),
    }),
  },
  /** Where a mark's notices were published (gazette, issue, page), oldest first: the record page's notice list. */
  tmInfoQueryNotivce: {
    req: z.object({ id: markId }),
    res: z.object({ id: z.string(), notices: z.array(gazetteRefSchema) }),
  },
  /**
   * A registration-likelihood estimate of a word per class (domain/success-rate.ts): the live prior marks by
   * similarity tier, those sharing a similar group with the goods applied for, the band and its reasons, and the
   * prior marks that weigh most.
   */
  tmInfoAnalyzeSuccessRate: {
    req: successRateRequestSchema,
    res: z.object({
      name: z.string(),
      countries: z.array(z.string()),
      /** The register's day the estimate was made on. */
      today: z.string(),
      classes: z.array(
        z.object({
          no: z.string(),
          nameZh: z.string(),
          nameEn: z.string(),
          /** The chosen similar groups of this class; empty when none was chosen. */
          groups: z.array(z.string()),
          band: z.enum(SUCCESS_BANDS),
          inClass: tierCounts,
          conflicting: tierCounts,
          reasons: z.array(successReasonSchema),
          marks: z.array(
            searchResultItemSchema.extend({
              tier: z.enum(SUCCESS_TIERS),
              sharedGroups: z.array(z.string()),
            }),
          ),
        }),
      ),
    }),
  },
  /** The text search over the EU trade marks (EUIPO, country EM) of the register: the multi-country search's answer. */
  euQueryQueryTmText: { req: textSearchRequestSchema, res: textSearchResponseSchema },
  /** The text search over the US marks (USPTO) of the register: the multi-country search's answer. */
  usQueryQueryTmText: { req: textSearchRequestSchema, res: textSearchResponseSchema },
} as const

export type ViennaCodeInfo = z.output<typeof viennaCodeInfoSchema>
export type SuccessRate = z.output<typeof searchExtraSchemas.tmInfoAnalyzeSuccessRate.res>
export type SuccessRateRequest = z.input<typeof successRateRequestSchema>
export type MarkGoods = z.output<typeof searchExtraSchemas.tmInfoQueryTmNice.res>

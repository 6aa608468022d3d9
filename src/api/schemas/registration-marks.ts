import { z } from 'zod'
import { requiredString } from '../../domain/schemas'

/** A specimen image as the filing calls answer it: the draft's MarkImage. */
export const markImageSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** file/download?fileId=… under the API root (read it through the file download call). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  source: z.enum(['upload', 'generated']),
})

const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})
const classNo = z.string().regex(/^(0[1-9]|[1-3]\d|4[0-5])$/)
const countryCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/))

export const similarityLevelSchema = z.enum(['high', 'middle', 'low'])
export const similarRiskSchema = z.enum(['high', 'medium', 'low', 'none'])

/** One register mark close to the name being filed. */
export const similarMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The register specimen (an SVG data: URL). */
  imageUrl: z.string(),
  applicationNo: z.string(),
  registrationNo: z.string(),
  country: z.string(),
  countryZh: z.string(),
  countryEn: z.string(),
  classes: z.array(z.string()),
  /** The classes it shares with the classes asked about ([] when none were given). */
  sharedClasses: z.array(z.string()),
  status: z.number().int(),
  statusZh: z.string(),
  statusEn: z.string(),
  applicantZh: z.string(),
  applicantEn: z.string(),
  filingDate: z.string(),
  level: similarityLevelSchema,
  score: z.number().int(),
  /** Rule codes of the similarity engine: 'exact', 'same-pinyin', 'edit-distance-characters:1' … */
  reasons: z.array(z.string()),
})

/** The automatic similarity check of a name against the register (advisory, not a search report). */
export const similarAnswerSchema = z.object({
  /** The name as compared (half-width, trimmed). */
  name: z.string(),
  classes: z.array(z.string()),
  /** The registers compared against (asked for, or every register outside mainland China). */
  countries: z.array(z.string()),
  /** high: a live mark is highly similar; medium: moderately; low: only weakly; none: nothing similar. */
  risk: similarRiskSchema,
  /** Similar marks in force (or pending), by level. */
  counts: z.object({ high: z.number().int(), middle: z.number().int(), low: z.number().int() }),
  /** Similar marks no longer in force, left out of the risk and the list. */
  lapsed: z.number().int(),
  /** The closest live marks, most similar first (at most 8). */
  matches: z.array(similarMatchSchema),
  checkedAt: z.string(),
})

// Length and characters are checked by the handlers, which answer with the §5 wording.
const markName = requiredString
const classList = z.array(classNo).max(45).default([])

export const registrationMarksSchemas = {
  /**
   * Draws the literal elements as an 800 × 800 PNG specimen (black or the given colour on white) and stores
   * it as the member's file.
   */
  trademarkGenerate: {
    req: z.object({
      text: markName,
      font: z.enum(['serif', 'sans']).default('sans'),
      color: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/)
        .default('#000000'),
    }),
    res: markImageSchema,
  },
  /** The black-and-white version of a stored colour specimen (uploaded or generated). */
  trademarkGenerateBlack: { req: z.object({ fileId: requiredString }), res: markImageSchema },
  /**
   * Multipart upload of a specimen (`file`): JPG or PNG, at most 2 MB, at least 400 × 400 pixels, checked
   * again on the server from the file's content.
   */
  trademarkFileUpload: {
    req: z.object({ file: blob, role: z.enum(['image', 'blackImage']).default('image') }),
    res: markImageSchema,
  },
  /** The specimen image rules and their messages in the caller's language (GET). */
  trademarkImageShowErrorRemind: {
    req: z.object({}),
    res: z.object({
      formats: z.array(z.string()),
      maxBytes: z.number().int(),
      minWidth: z.number().int(),
      minHeight: z.number().int(),
      /** What to show under the upload box. */
      hint: z.string(),
      messages: z.object({ format: z.string(), size: z.string(), dimensions: z.string() }),
    }),
  },
  /** Similar marks on the mainland China (or Hong Kong) register for the name in the chosen classes. */
  trademarkAiSimilarQuery: {
    req: z.object({
      name: markName,
      classes: classList,
      region: z.enum(['mainland', 'hk']).default('mainland'),
    }),
    res: similarAnswerSchema,
  },
  /** The same check against the registers outside mainland China (global and Madrid filings). */
  trademarkEuAiSimilarQuery: {
    req: z.object({ name: markName, classes: classList, countries: z.array(countryCode).default([]) }),
    res: similarAnswerSchema,
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

export type MarkImageAnswer = z.output<typeof markImageSchema>
export type SimilarAnswer = z.output<typeof similarAnswerSchema>
export type SimilarMatch = z.output<typeof similarMatchSchema>
export type SimilarRisk = z.output<typeof similarRiskSchema>

import { z } from 'zod'
import { feesSchemas } from './fees'

const viennaLevel = z.enum(['category', 'division', 'section'])

/** One entry of the Vienna classification of figurative elements. */
export const viennaNodeSchema = z.object({
  /** '26', '26.4' or '26.4.2'. */
  code: z.string(),
  level: viennaLevel,
  parent: z.string().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  hasChildren: z.boolean(),
})

const viennaBase = viennaNodeSchema.omit({ hasChildren: true })
const viennaDivisionTree = viennaBase.extend({ children: z.array(viennaBase) })
/** A category with its divisions and their sections. */
export const viennaTreeSchema = viennaBase.extend({ children: z.array(viennaDivisionTree) })

/** A Nice class heading. */
export const niceClassSchema = z.object({
  /** '01'–'45'. */
  classNo: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
})

export const niceGoodsSchema = z.object({
  /** Group code and running number, e.g. '090103'. */
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
})

/** A similar group (类似群) of a class, e.g. '0901'. */
export const niceGroupSchema = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  goods: z.array(niceGoodsSchema),
})

/** Accepts 9, '9' or '09'; answers '09'. */
const classNo = z.preprocess(
  (v) =>
    typeof v === 'number' || (typeof v === 'string' && /^\d$/.test(v.trim()))
      ? String(v).trim().padStart(2, '0')
      : v,
  z
    .string()
    .trim()
    .regex(/^(0[1-9]|[1-3]\d|4[0-5])$/),
)
const keyword = z.string().trim().optional()

export const filingSchemas = {
  ...feesSchemas,
  /** The children of `parent` (the categories when absent), or, with `keyword`, the matching entries. */
  trademarkGetVienna: {
    req: z.object({ parent: z.string().trim().optional(), keyword }),
    res: z.array(viennaNodeSchema),
  },
  /** The whole Vienna tree: categories → divisions → sections. */
  trademarkGetViennaAll: {
    req: z.object({}),
    res: z.array(viennaTreeSchema),
  },
  /** The 45 Nice classes. */
  trademarkGetNice: {
    req: z.object({}),
    res: z.array(niceClassSchema),
  },
  /** The similar groups and goods of one class (CNIPA filings); `keyword` keeps the matching goods. */
  trademarkGetNiceCode: {
    req: z.object({ classNo, keyword }),
    res: niceClassSchema.extend({ groups: z.array(niceGroupSchema) }),
  },
  /** The goods of one class for international filings, English first and sorted by the English name. */
  trademarkGetNiceCodeGlobal: {
    req: z.object({ classNo, keyword }),
    res: z.object({
      classNo: z.string(),
      headingEn: z.string(),
      headingZh: z.string(),
      goods: z.array(
        z.object({ nameEn: z.string(), nameZh: z.string(), code: z.string(), groupCode: z.string() }),
      ),
    }),
  },
} as const

export type ViennaNode = z.output<typeof viennaNodeSchema>
export type ViennaTree = z.output<typeof viennaTreeSchema>
export type NiceClassHeading = z.output<typeof niceClassSchema>
export type NiceGroup = z.output<typeof niceGroupSchema>

import { z } from 'zod'

/** Accepts 9, '9' or '09'; answers '09'. */
const classNo = z.preprocess(
  (v) =>
    typeof v === 'number' || (typeof v === 'string' && /^\d$/.test(v.trim()))
      ? String(v).trim().padStart(2, '0')
      : v,
  z
    .string()
    .trim()
    .regex(/^(0[1-9]|[1-3]\d|4[0-5])$/, { error: 'validation:niceRange' }),
)
const region = z.enum(['mainland', 'hk', 'global', 'madrid'])
const bilingual = z.object({ zh: z.string(), en: z.string() })
const blob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'validation:required',
})

/** A standard item of the goods list (类似商品和服务区分表) with its similar group. */
export const standardGoodsSchema = z.object({
  /** Group code and running number, e.g. '090702'. */
  code: z.string(),
  /** Similar group, e.g. '0907'. */
  groupCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
})

export const goodsGroupSchema = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  goods: z.array(standardGoodsSchema),
})

/** A goods item as the draft keeps it (src/domain/registration/types GoodsItem). */
export const goodsItemSchema = z.object({
  code: z.string().nullable(),
  groupCode: z.string().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  custom: z.boolean(),
  verdict: z.enum(['accepted', 'rejected', 'unchecked']),
  verdictNote: bilingual.nullable().optional(),
})

export const classSelectionSchema = z.object({ classNo: z.string(), goods: z.array(goodsItemSchema) })

/** A standard item found by the cross-class search, with its class and group heading. */
export const standardHitSchema = standardGoodsSchema.extend({
  classNo: z.string(),
  groupNameZh: z.string(),
  groupNameEn: z.string(),
})

/** One custom name examined by CommodityVerification. */
export const goodsVerdictSchema = z.object({
  classNo: z.string(),
  /** The name as sent. */
  name: z.string(),
  verdict: z.enum(['accepted', 'rejected']),
  /** Why: standard, similar, plausible (accepted); empty, tooLong, characters, multiple, vague, language, otherClass, unknown. */
  kind: z.enum([
    'standard',
    'similar',
    'plausible',
    'empty',
    'tooLong',
    'characters',
    'multiple',
    'vague',
    'language',
    'otherClass',
    'unknown',
  ]),
  /** The standard item matched or found closest (in another class for otherClass). */
  match: standardHitSchema.nullable(),
  /** The similar group the item is filed in, when accepted. */
  groupCode: z.string().nullable(),
  /** The names to file (standard names for kind 'standard', else the name as typed in its language). */
  nameZh: z.string(),
  nameEn: z.string(),
  reason: bilingual,
})

const excelForm = z.object({ file: blob, region: region.default('mainland') })

/** One row of an uploaded goods workbook as CategoryExcelcheck judged it. */
export const excelRowSchema = z.object({
  /** Row number in the sheet (the header is row 1). */
  row: z.number().int(),
  /** '01'–'45', or '' when the class cell is not a valid class. */
  classNo: z.string(),
  name: z.string(),
  code: z.string(),
  /** standard: a standard item; custom: imported as a custom item to verify; error: not imported. */
  status: z.enum(['standard', 'custom', 'error']),
  /** The item the row imports as (null for errors). */
  item: goodsItemSchema.nullable(),
  reason: bilingual.nullable(),
})

const sectorSchema = z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string() })

/** Schemas of the registration wizards' goods calls (issue 5). */
export const registrationGoodsSchemas = {
  // Keys are the catalogue entry names (src/api/catalogue/filing.ts, madrid.ts, applicants.ts).
  /** The standard goods of one class grouped by similar group; `keyword` keeps the matching items. */
  trademarkGetGoods: {
    req: z.object({ classNo, keyword: z.string().trim().max(50).optional() }),
    res: z.object({
      classNo: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      total: z.number().int(),
      groups: z.array(goodsGroupSchema),
    }),
  },
  /** Standard items matching a keyword across classes (or within `classNos`), best matches first. */
  trademarkGetStandard: {
    req: z.object({
      keyword: z.string().trim().min(1, { error: 'validation:required' }).max(50),
      classNos: z.array(classNo).max(45).optional(),
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    res: z.object({
      keyword: z.string(),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      items: z.array(standardHitSchema),
    }),
  },
  /** Examines custom goods names, one verdict per item, in the order sent. */
  trademarkCommodityVerification: {
    req: z.object({
      region: region.default('mainland'),
      items: z
        .array(z.object({ classNo, name: z.string().max(500) }))
        .min(1)
        .max(200),
    }),
    res: z.object({ results: z.array(goodsVerdictSchema) }),
  },
  /** One class: its official heading, explanatory note and similar groups with their item counts. */
  trademarkQueryCategoryDetail: {
    req: z.object({ classNo }),
    res: z.object({
      classNo: z.string(),
      kind: z.enum(['goods', 'services']),
      nameZh: z.string(),
      nameEn: z.string(),
      headingZh: z.string(),
      headingEn: z.string(),
      noteZh: z.string(),
      noteEn: z.string(),
      total: z.number().int(),
      groups: z.array(
        z.object({ code: z.string(), nameZh: z.string(), nameEn: z.string(), count: z.number().int() }),
      ),
    }),
  },
  /** Form data: `file` (.xlsx of the downloadTcExcel template) and `region`; a verdict per row. */
  trademarkCategoryExcelcheck: {
    req: excelForm,
    res: z.object({
      fileName: z.string(),
      rows: z.array(excelRowSchema),
      summary: z.object({
        total: z.number().int(),
        standard: z.number().int(),
        custom: z.number().int(),
        errors: z.number().int(),
      }),
    }),
  },
  /** Form data as for the check; the good rows as classes to merge (custom items unchecked). */
  trademarkCategoryExcelImport: {
    req: excelForm,
    res: z.object({
      classes: z.array(classSelectionSchema),
      imported: z.number().int(),
      skipped: z.number().int(),
    }),
  },
  /** The goods import template (.xlsx). */
  trademarkDownloadTcExcel: {
    req: z.object({}),
    res: z.custom<Blob>(),
  },
  /** Business sectors for the goods recommendations. */
  trademarkGetDomain: {
    req: z.object({}),
    res: z.array(sectorSchema.extend({ subCount: z.number().int() })),
  },
  /** The sub-sectors of a sector. */
  trademarkGetDomainSecond: {
    req: z.object({ sector: z.string().trim().min(1, { error: 'validation:required' }) }),
    res: z.array(sectorSchema.extend({ sector: z.string() })),
  },
  /** Recommended classes and standard items for a sub-sector. */
  trademarkAddIntelligence: {
    req: z.object({ subSector: z.string().trim().min(1, { error: 'validation:required' }) }),
    res: z.object({
      sector: sectorSchema,
      subSector: sectorSchema,
      classes: z.array(
        z.object({
          classNo: z.string(),
          nameZh: z.string(),
          nameEn: z.string(),
          goods: z.array(standardGoodsSchema),
        }),
      ),
    }),
  },
  /** Every standard item of a similar group ('0907'). */
  trademarkAddWhole: {
    req: z.object({
      groupCode: z
        .string()
        .trim()
        .regex(/^\d{4}$/, { error: 'validation:required' }),
    }),
    res: z.object({
      classNo: z.string(),
      group: sectorSchema,
      goods: z.array(standardGoodsSchema),
    }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

export type StandardGoods = z.output<typeof standardGoodsSchema>
export type GoodsGroup = z.output<typeof goodsGroupSchema>
export type StandardHit = z.output<typeof standardHitSchema>
export type GoodsVerdict = z.output<typeof goodsVerdictSchema>
export type ExcelRow = z.output<typeof excelRowSchema>

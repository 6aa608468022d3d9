import { z } from 'zod'
import { PRICE_REGIONS } from '../../domain/country-prices'
import { FEE_LINE_KINDS } from '../../domain/pricing'
import { feeBasisSchema, renewalFormulaRequest, renewalPriceRequest } from './service-pricing'

/*
 * Schemas of the registration wizards' regions calls (issue 5): the price and its formula per region, the
 * Madrid members, the regions and countries of global filing and the countries of a search report.
 */

const bilingual = z.object({ zh: z.string(), en: z.string() })
const region = z.enum(['mainland', 'hk', 'global', 'madrid'])
const priceRegion = z.enum(PRICE_REGIONS)
const classNo = z
  .string()
  .trim()
  .regex(/^(0[1-9]|[1-3]\d|4[0-5])$/, { message: 'validation:niceRange' })
const countryCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'validation:chooseCountryFirst' }))
const classCount = z.coerce.number().int().min(1).max(45).default(1)
const keyword = z.string().trim().max(50).default('')
const amount = z.number()
const classFees = z.object({
  first: amount,
  second: amount.optional(),
  further: amount,
  included: z.number().int().optional(),
})

export const quoteMarkSchema = z.object({
  classes: z.array(z.object({ classNo, items: z.number().int().min(0).max(1000) })).max(45),
  priority: z.boolean().default(false),
  /** Madrid: a mark in colour pays the higher WIPO basic fee. */
  color: z.boolean().optional(),
})

export const registrationFeeLineSchema = z.object({
  kind: z.enum(FEE_LINE_KINDS),
  quantity: z.number().int(),
  official: amount,
  service: amount,
  country: z.string().optional(),
  classNo: z.string().optional(),
  mark: z.number().int().optional(),
})

/** The price of an application (src/domain/registration/price.ts RegistrationQuote). */
export const registrationQuoteSchema = z.object({
  region,
  lines: z.array(registrationFeeLineSchema),
  official: amount,
  service: amount,
  total: amount,
})

const feePair = z.object({ official: amount, service: amount })
const stairStep = z.object({ minCountries: z.number().int(), rate: z.number() })

export const registrationFormulaSchema = z.object({
  region,
  productType: z.number().int(),
  firstClass: feePair,
  extraClass: feePair,
  excessItem: feePair.extend({ itemLimit: z.number().int() }).nullable(),
  priority: feePair,
  officialLocal: z.object({ currency: z.string(), first: amount, further: amount }).nullable(),
  exchangeRates: z.array(z.object({ currency: z.string(), cnyPerUnit: z.number() })),
  bankCharges: amount,
  fairFee: z.number(),
  base: z.object({ firstClass: amount, extraClass: amount }).nullable(),
  stair: z.array(stairStep),
  madrid: z
    .object({
      basicFeeChf: z.object({ blackWhite: amount, color: amount }),
      basicFeeCny: z.object({ blackWhite: amount, color: amount }),
      supplementaryFeeChf: amount,
      classesIncluded: z.number().int(),
      complementaryFeeChf: amount,
      designationService: amount,
      handlingFee: amount,
    })
    .nullable(),
})

const regionName = z.object({ region: priceRegion, zh: z.string(), en: z.string() })

/** A Madrid member with its fee for the asked number of classes. */
export const madridMemberSchema = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  region: priceRegion,
  kind: z.enum(['individual', 'complementary']),
  /** CHF. */
  fees: classFees,
  officialChf: amount,
  officialCny: amount,
  serviceCny: amount,
  totalCny: amount,
  /** What one more class adds to totalCny. */
  nextClassCny: amount,
  /** A declaration of intention to use the mark (form MM18) goes with the designation. */
  useDeclaration: z.boolean(),
  approximate: z.boolean(),
  note: bilingual.nullable(),
})

/** A country or region of direct (national) filing with its price and usual time to registration. */
export const runCountrySchema = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  region: priceRegion,
  currency: z.string(),
  officialLocal: amount,
  officialCny: amount,
  serviceCny: amount,
  totalCny: amount,
  /** What one more class adds to totalCny. */
  nextClassCny: amount,
  /** Usual months from filing to registration without objections: [fastest, longest]. */
  months: z.tuple([z.number().int(), z.number().int()]),
  /** Also reachable through a Madrid designation. */
  madridMember: z.boolean(),
  approximate: z.boolean(),
})

const areaRegion = z.enum([...PRICE_REGIONS, 'wipo'])

export const registrationRegionsSchemas = {
  /** The price of a draft-like body, line by line (registrationQuote). Unknown countries are refused. */
  trademarkGetPrice: {
    req: z.union([
      z.object({
        region,
        marks: z.array(quoteMarkSchema).min(1).max(50),
        countries: z.array(countryCode).max(200).default([]),
      }),
      /** A renewal (5, 11, 18): serviceQuote, with the fee basis and the marks in grace. */
      renewalPriceRequest,
    ]),
    res: registrationQuoteSchema.extend({
      lines: z.array(
        registrationFeeLineSchema.extend({ fee: z.string().optional(), regNo: z.string().optional() }),
      ),
      productType: z.number().int().optional(),
      channel: z.literal('online').optional(),
      quotedOn: z.string().optional(),
      basis: z.array(feeBasisSchema).optional(),
      approximate: z.boolean().optional(),
      graceMarks: z.number().int().optional(),
    }),
  },
  /** The formula parameters of a region (registrationFormula), or of a renewal with its fees' basis. */
  trademarkGetFormula: {
    req: z.union([z.object({ region }), renewalFormulaRequest]),
    res: registrationFormulaSchema.extend({
      /** A renewal: the late-renewal surcharge per class. */
      grace: feePair.optional(),
      channel: z.literal('online').optional(),
      fees: z.array(feeBasisSchema).optional(),
    }),
  },
  /** The Madrid formula and each member's individual or complementary fee for `classes` classes. */
  madridGetApplyFormula: {
    req: z.object({ classes: classCount }),
    res: z.object({
      formula: registrationFormulaSchema,
      classes: z.number().int(),
      countries: z.array(madridMemberSchema),
    }),
  },
  /** The designatable Madrid members, optionally of one region or matching a keyword (code, zh or en). */
  madridGetMadridList: {
    req: z.object({ keyword, region: priceRegion.optional(), classes: classCount }),
    res: z.object({
      regions: z.array(regionName),
      total: z.number().int(),
      list: z.array(madridMemberSchema),
    }),
  },
  /**
   * The regions of the world (overview §9) with their countries, and how global filing reaches each: directly,
   * through a regional office (`via`: Belgium and the Netherlands through Benelux), through the mainland
   * wizard (China) or through Madrid (the International Bureau).
   */
  trademarkGetGlobalArea: {
    req: z.object({}),
    res: z.array(
      z.object({
        region: areaRegion,
        zh: z.string(),
        en: z.string(),
        countries: z.array(
          z.object({
            code: z.string(),
            zh: z.string(),
            en: z.string(),
            filing: z.enum(['direct', 'via', 'mainland', 'madrid']),
            via: z.string().nullable(),
          }),
        ),
      }),
    ),
  },
  /** The countries and regions of direct filing with their price for `classes` classes and time to registration. */
  trademarkGetGlobalRunCountry: {
    req: z.object({ keyword, region: priceRegion.optional(), classes: classCount }),
    res: z.object({ regions: z.array(regionName), list: z.array(runCountrySchema) }),
  },
  /** The countries and regions a pre-filing search report can be ordered for, with its price. */
  trademarkGetInquiryReportCountry: {
    req: z.object({ keyword }),
    res: z.object({
      /** Working days from payment to delivery (overview §9). */
      deliveryWorkingDays: z.number().int(),
      list: z.array(
        z.object({
          code: z.string(),
          zh: z.string(),
          en: z.string(),
          region: areaRegion,
          official: amount,
          service: amount,
          price: amount,
        }),
      ),
    }),
  },
} as const satisfies Record<string, { req: z.ZodType; res: z.ZodType }>

export type RegistrationQuoteData = z.output<typeof registrationQuoteSchema>
export type RegistrationFormulaData = z.output<typeof registrationFormulaSchema>
export type MadridMemberData = z.output<typeof madridMemberSchema>
export type RunCountryData = z.output<typeof runCountrySchema>
export type GlobalAreaData = z.output<typeof registrationRegionsSchemas.trademarkGetGlobalArea.res>

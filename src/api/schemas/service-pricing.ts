import { z } from 'zod'
import { PRICE_REGIONS } from '../../domain/country-prices'
import { FEE_LINE_KINDS, OFFICIAL_FEES, type OfficialFeeId } from '../../domain/pricing'
import { feeScheduleSchema } from './fees'

/*
 * Schemas of the trademark services' price calls (issue 12): every getFormula, getPrice and validateFormula
 * answers from src/domain/service-quote.ts (serviceQuote, serviceFormula), so the page, the order and the
 * mock price a service the same way.
 */

const bilingual = z.object({ zh: z.string(), en: z.string() })
const amount = z.number()
const classNo = z
  .string()
  .trim()
  .regex(/^(0[1-9]|[1-3]\d|4[0-5])$/, { message: 'validation:niceRange' })
const countryCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'validation:chooseCountryFirst' }))
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}/, { message: 'validation:date' })
const feeId = z.enum(Object.keys(OFFICIAL_FEES) as [OfficialFeeId, ...OfficialFeeId[]])

/** One mark of a service price request (src/domain/service-quote.ts ServiceQuoteMark). */
export const serviceQuoteMarkSchema = z.object({
  regNo: z.string().trim().min(1).max(30),
  classes: z.array(classNo).max(45),
  inGrace: z.boolean().optional(),
  expiryDate: isoDay.nullable().optional(),
  country: countryCode.optional(),
  designations: z.array(countryCode).max(200).optional(),
})

/** The marks (and, for a Madrid renewal, the designations) a service is priced for. */
export const serviceQuoteBody = z.object({
  marks: z.array(serviceQuoteMarkSchema).min(1).max(50),
  countries: z.array(countryCode).max(200).default([]),
})

/** An official fee with its paper and online amounts, effective date and basis (OFFICIAL_FEES). */
export const feeBasisSchema = z.object({
  id: feeId,
  office: z.enum(['cnipa', 'wipo', 'national']),
  currency: z.string(),
  paper: amount.nullable(),
  online: amount.nullable(),
  per: z.enum(['class', 'mark', 'certificate', 'request', 'designation', 'extraClass']),
  effectiveFrom: z.string(),
  basis: bilingual,
  source: z.string(),
  verified: z.boolean(),
  note: bilingual.optional(),
})
export type FeeBasisData = z.output<typeof feeBasisSchema>

export const serviceFeeLineSchema = z.object({
  kind: z.enum(FEE_LINE_KINDS),
  quantity: z.number().int(),
  official: amount,
  service: amount,
  country: z.string().optional(),
  classNo: z.string().optional(),
  mark: z.number().int().optional(),
  fee: feeId.optional(),
  regNo: z.string().optional(),
})

/** The price of a service order (serviceQuote). */
export const serviceQuoteSchema = z.object({
  productType: z.number().int(),
  lines: z.array(serviceFeeLineSchema),
  official: amount,
  service: amount,
  total: amount,
  channel: z.literal('online'),
  quotedOn: z.string(),
  basis: z.array(feeBasisSchema),
  approximate: z.boolean(),
  graceMarks: z.number().int(),
})
export type ServiceQuoteData = z.output<typeof serviceQuoteSchema>

/** A service's formula: its agency schedule and the official fees it can charge (serviceFormula). */
export const serviceFormulaSchema = z.object({
  productType: z.number().int(),
  channel: z.literal('online'),
  schedule: feeScheduleSchema,
  fees: z.array(feeBasisSchema),
})
export type ServiceFormulaData = z.output<typeof serviceFormulaSchema>

/** validateFormula: the price the page shows, checked against the server's. */
const validateBody = serviceQuoteBody.extend({ total: z.number().finite().min(0) })

/** Change: mainland (13) or global (17). */
const alterationRegion = z.enum(['mainland', 'global']).default('mainland')

/** The renewal variants of trademark/getPrice and getFormula (mainland 5, global 11, Madrid 18). */
export const renewalProductType = z.union([z.literal(5), z.literal(11), z.literal(18)])
export const renewalPriceRequest = serviceQuoteBody.extend({ productType: renewalProductType })
export const renewalFormulaRequest = z.object({ productType: renewalProductType })

/** A country or Madrid member with the price of renewing there for `classes` classes. */
export const renewalCountrySchema = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  region: z.enum(PRICE_REGIONS),
  currency: z.string(),
  officialLocal: amount,
  officialCny: amount,
  serviceCny: amount,
  totalCny: amount,
  fee: feeId,
  approximate: z.boolean(),
})
export type RenewalCountryData = z.output<typeof renewalCountrySchema>

const formula = { req: z.object({}), res: serviceFormulaSchema }
const price = { req: serviceQuoteBody, res: serviceQuoteSchema }
const validate = { req: validateBody, res: serviceQuoteSchema }

export const servicePricingSchemas = {
  tmAlterationGetFormula: { req: z.object({ region: alterationRegion }), res: serviceFormulaSchema },
  tmAlterationValidateFormula: {
    req: validateBody.extend({ region: alterationRegion }),
    res: serviceQuoteSchema,
  },
  tmAssignmentGetFormula: formula,
  tmAssignmentValidateFormula: validate,
  tmLicenseGetFormula: formula,
  tmLicenseValidateFormula: validate,
  tmLicenseGetPrice: price,
  tmCancellationGetFormula: formula,
  tmCancellationValidateFormula: validate,
  tmReissueRegisterGetFormula: formula,
  tmReissueRegisterGetPrice: price,
  tmReissueOthersGetFormula: formula,
  tmReissueOthersGetPrice: price,
  tmOppositionGetFormula: formula,
  tmOppositionValidateFormula: validate,
  tmReviewGetFormula: formula,
  tmReviewValidateFormula: validate,
  // Non-use cancellation of someone else's mark is tmRemoval/* (src/domain/services/contested.ts).
  tmRemovalGetFormula: formula,
  tmRemovalValidateFormula: validate,
  tmInvalidationGetFormula: formula,
  tmInvalidationGetPrice: price,
} as const

export const renewalPricingSchemas = {
  /** The formula of a Madrid (18) or global (11) renewal and each country's price for `classes` classes. */
  trademarkGetGlobalExtendFormula: {
    req: z.object({
      region: z.enum(['madrid', 'global']),
      classes: z.coerce.number().int().min(1).max(45).default(1),
      keyword: z.string().trim().max(50).default(''),
    }),
    res: z.object({
      formula: serviceFormulaSchema,
      classes: z.number().int(),
      countries: z.array(renewalCountrySchema),
    }),
  },
} as const

/**
 * The trademark services' price calls (issue 12): each service's getFormula, getPrice and validateFormula,
 * the renewal variants of trademark/getPrice and getFormula, and trademark/getGlobalExtendFormula. Every
 * answer comes from src/domain/service-quote.ts on the mock's clock, so the page, the order and the mock
 * price a service the same way. A mark of the caller's portfolio is priced from its record (its classes and
 * its term), whatever the request says, so a lower price cannot be asked for.
 */
import { renewalCalls } from '../../src/api/catalogue/renewal'
import { servicesCalls } from '../../src/api/catalogue/services'
import { renewalPricingSchemas, servicePricingSchemas } from '../../src/api/schemas/service-pricing'
import { COUNTRY_PRICES, countryQuote } from '../../src/domain/country-prices'
import { FEE_SCHEDULES, OFFICIAL_FEES, type OfficialFee } from '../../src/domain/pricing'
import { JURISDICTION_NAMES } from '../../src/domain/registration/jurisdictions'
import { MADRID_MEMBERS } from '../../src/domain/registration/madrid-members'
import { registrationFormula } from '../../src/domain/registration/price'
import {
  madridRenewalDesignation,
  serviceFormula,
  serviceQuote,
  unknownServiceCountries,
  type ServiceProductType,
  type ServiceQuoteInput,
  type ServiceQuoteMark,
} from '../../src/domain/service-quote'
import type { HandlerContext, Reply } from '../context'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'

/** The caller's own marks are priced from their record: classes and the last day of the term. */
export function resolveQuoteMarks(
  ctx: HandlerContext<unknown>,
  marks: readonly ServiceQuoteMark[],
): ServiceQuoteMark[] {
  const today = ctx.today()
  const own = ctx.user ? portfolioOf(ctx.user.id, today) : []
  return marks.map((m) => {
    const record = own.find((r) => r.regNo === m.regNo)
    if (!record) return { ...m }
    const life = lifecycleOf(record, today)
    return { ...m, classes: [...record.niceClasses], expiryDate: life.expiryDate, inGrace: undefined }
  })
}

type QuoteBody = { marks: ServiceQuoteMark[]; countries: string[] }

/** serviceQuote of a request, or the refusal naming the countries it cannot price. */
export function quoteReply(ctx: HandlerContext<unknown>, productType: ServiceProductType, body: QuoteBody) {
  const input: ServiceQuoteInput = {
    productType,
    marks: resolveQuoteMarks(ctx, body.marks),
    countries: body.countries,
  }
  const unknown = unknownServiceCountries(input)
  if (unknown.length > 0) {
    const list = unknown.join(', ')
    return {
      refusal: ctx.fail(
        `以下国家或地区无法办理此项业务：${list}`,
        `This service is not offered for: ${list}`,
      ),
    }
  }
  return { quote: serviceQuote(input, ctx.today()) }
}

const price = (productType: ServiceProductType) => (ctx: HandlerContext<QuoteBody>) => {
  const r = quoteReply(ctx, productType, ctx.body)
  return r.refusal ?? ctx.ok(r.quote)
}

/** The page's price checked against the server's: the same, or "price error" with the server's quote. */
const validate =
  (productType: ServiceProductType) =>
  (ctx: HandlerContext<QuoteBody & { total: number }>): Reply<ReturnType<typeof serviceQuote>> => {
    const r = quoteReply(ctx, productType, ctx.body)
    if (r.refusal) return r.refusal
    if (Math.abs(r.quote.total - ctx.body.total) < 0.005) return ctx.ok(r.quote)
    const now = r.quote.total.toFixed(2)
    return ctx.fail(
      `价格错误：当前价格为 ¥${now}，请确认后重新提交`,
      `Price error: the price is now ¥${now}; please check it and submit again`,
      BIZ.rejected,
      r.quote,
    )
  }

const formula = (productType: ServiceProductType) => (ctx: HandlerContext<unknown>) =>
  ctx.ok(serviceFormula(productType))

const alterationType = (region: 'mainland' | 'global') => (region === 'global' ? 17 : 13)

export const RENEWAL_REGION = { 5: 'mainland', 11: 'global', 18: 'madrid' } as const

/** trademark/getFormula for a renewal: the per-class formula, its grace surcharge and its fees' basis. */
export function renewalFormulaAnswer(productType: 5 | 11 | 18) {
  const region = RENEWAL_REGION[productType]
  const base = registrationFormula(region)
  const s = FEE_SCHEDULES[productType]
  const f = serviceFormula(productType)
  const pair = (official: number, service: number) => ({ official, service })
  return {
    ...base,
    productType,
    firstClass: pair(s.officialFirstClass, s.serviceFirstClass),
    extraClass: pair(s.officialExtraClass, s.serviceExtraClass),
    excessItem: null,
    priority: pair(0, 0),
    officialLocal:
      productType === 18
        ? {
            currency: 'CHF',
            first: (OFFICIAL_FEES.madridRenewalBasic as OfficialFee).online ?? 0,
            further: 0,
          }
        : null,
    bankCharges: 0,
    fairFee: 0,
    base: null,
    stair: [],
    madrid: null,
    grace: pair(s.officialGrace, s.serviceGrace),
    channel: f.channel,
    fees: f.fees,
  }
}

function namesOf(ctx: HandlerContext<unknown>, code: string) {
  const known = JURISDICTION_NAMES[code]
  if (known) return { zh: known.zh, en: known.en }
  const record = ctx.db.countries.find((c) => c.internationalDomainName === code)
  return { zh: record?.chName ?? code, en: record?.ehName ?? code }
}

const matches = (keyword: string, code: string, names: { zh: string; en: string }) => {
  if (!keyword) return true
  const k = keyword.toLowerCase()
  return code.toLowerCase() === k || names.zh.includes(keyword) || names.en.toLowerCase().includes(k)
}

export const servicePricingHandlers = [
  ...defineHandlers(servicesCalls, servicePricingSchemas, {
    tmAlterationGetFormula: (ctx) => ctx.ok(serviceFormula(alterationType(ctx.body.region))),
    tmAlterationValidateFormula: (ctx) => validate(alterationType(ctx.body.region))(ctx),
    tmAssignmentGetFormula: formula(12),
    tmAssignmentValidateFormula: validate(12),
    tmLicenseGetFormula: formula(31),
    tmLicenseValidateFormula: validate(31),
    tmLicenseGetPrice: price(31),
    // The owner's removal (logOff, 34) is tmCancellation/* in the catalogue.
    tmCancellationGetFormula: formula(34),
    tmCancellationValidateFormula: validate(34),
    tmReissueRegisterGetFormula: formula(29),
    tmReissueRegisterGetPrice: price(29),
    tmReissueOthersGetFormula: formula(30),
    tmReissueOthersGetPrice: price(30),
    // The contested procedures (src/domain/services/contested.ts), priced per class concerned.
    tmOppositionGetFormula: formula(7),
    tmOppositionValidateFormula: validate(7),
    tmReviewGetFormula: formula(14),
    tmReviewValidateFormula: validate(14),
    tmRemovalGetFormula: formula(16),
    tmRemovalValidateFormula: validate(16),
    tmInvalidationGetFormula: formula(32),
    tmInvalidationGetPrice: price(32),
  }),
  ...defineHandlers(renewalCalls, renewalPricingSchemas, {
    trademarkGetGlobalExtendFormula(ctx) {
      const { region, classes, keyword } = ctx.body
      const productType = region === 'madrid' ? 18 : 11
      const countries =
        region === 'madrid'
          ? MADRID_MEMBERS.flatMap((m) => {
              const names = namesOf(ctx, m.code)
              if (!matches(keyword, m.code, names)) return []
              const d = madridRenewalDesignation(m, classes)
              return [
                {
                  code: m.code,
                  ...names,
                  region: m.region,
                  currency: 'CHF',
                  officialLocal: d.officialChf,
                  officialCny: d.officialCny,
                  serviceCny: d.serviceCny,
                  totalCny: d.totalCny,
                  fee: d.fee,
                  approximate: m.approximate || d.fee === 'madridRenewalIndividual',
                },
              ]
            })
          : COUNTRY_PRICES.flatMap((p) => {
              const names = namesOf(ctx, p.code)
              const q = countryQuote(p, 3, classes)
              if (!q || !matches(keyword, p.code, names)) return []
              return [
                {
                  code: p.code,
                  ...names,
                  region: p.region,
                  currency: q.currency,
                  officialLocal: q.officialLocal,
                  officialCny: q.officialCny,
                  serviceCny: q.serviceCny,
                  totalCny: q.totalCny,
                  fee: 'national' as const,
                  approximate: true,
                },
              ]
            })
      return ctx.ok({ formula: serviceFormula(productType), classes, countries })
    },
  }),
]

/**
 * The registration wizards' regions calls (issue 5): the price of an application and its formula, the Madrid
 * members, the regions and countries of global filing and the countries of a search report. Every amount
 * comes from the same modules the page computes with (src/domain/registration/price.ts, country-prices.ts,
 * pricing.ts), so the mock and the page cannot disagree on a price.
 */
import { filingCalls } from '../../src/api/catalogue/filing'
import { madridCalls } from '../../src/api/catalogue/madrid'
import { registrationRegionsSchemas } from '../../src/api/schemas/registration-regions'
import {
  COUNTRY_PRICES,
  PRICE_REGIONS,
  PRICE_REGION_NAMES,
  countryQuote,
  findCountryPrice,
  type PriceRegion,
} from '../../src/domain/country-prices'
import { FEE_SCHEDULES } from '../../src/domain/pricing'
import { JURISDICTION_NAMES, MONTHS_TO_REGISTRATION } from '../../src/domain/registration/jurisdictions'
import {
  MADRID_MEMBERS,
  findMadridMember,
  type MadridMember,
} from '../../src/domain/registration/madrid-members'
import {
  madridDesignationQuote,
  registrationFormula,
  registrationQuote,
  unknownCountries,
} from '../../src/domain/registration/price'
import { defineHandlers } from '../define-handlers'
import { RENEWAL_REGION, quoteReply, renewalFormulaAnswer } from './service-pricing'
import type { MockDb } from '../db'
import { REGIONS, REGION_MEMBERS, REGION_NAMES } from '../reference-data/countries'

/** Working days from payment to the delivery of a search report (overview §9). */
const REPORT_DELIVERY_DAYS = 1
/** Members of a regional office that files for them (global filing reaches them through it). */
const FILED_VIA: Readonly<Record<string, string>> = { BE: 'BX', NL: 'BX', LU: 'BX' }

function namesOf(db: MockDb, code: string): { zh: string; en: string } {
  const known = JURISDICTION_NAMES[code]
  if (known) return known
  const record = db.countries.find((c) => c.internationalDomainName === code)
  return { zh: record?.chName ?? code, en: record?.ehName ?? code }
}

const matches = (keyword: string, code: string, names: { zh: string; en: string }) => {
  if (!keyword) return true
  const k = keyword.toLowerCase()
  return code.toLowerCase() === k || names.zh.includes(keyword) || names.en.toLowerCase().includes(k)
}

const regionList = () => PRICE_REGIONS.map((region) => ({ region, ...PRICE_REGION_NAMES[region] }))

function memberRow(db: MockDb, m: MadridMember, classes: number) {
  const q = madridDesignationQuote(m, classes)
  const next = madridDesignationQuote(m, classes + 1)
  return {
    code: m.code,
    ...namesOf(db, m.code),
    region: m.region,
    kind: m.kind,
    fees: { ...m.fees },
    officialChf: q.officialLocal,
    officialCny: q.officialCny,
    serviceCny: q.serviceCny,
    totalCny: q.totalCny,
    nextClassCny: next.totalCny - q.totalCny,
    useDeclaration: m.useDeclaration,
    approximate: m.approximate,
    note: m.note,
  }
}

const inRegion = (want: PriceRegion | undefined, region: PriceRegion) => !want || want === region

export const registrationRegionsHandlers = [
  ...defineHandlers(filingCalls, registrationRegionsSchemas, {
    trademarkGetPrice(ctx) {
      // A renewal (product type 5, 11 or 18) is priced by the service quote (service-pricing.ts).
      if ('productType' in ctx.body) {
        const r = quoteReply(ctx, ctx.body.productType, ctx.body)
        return r.refusal ?? ctx.ok({ ...r.quote, region: RENEWAL_REGION[ctx.body.productType] })
      }
      const { region, marks, countries } = ctx.body
      for (const [i, m] of marks.entries()) {
        const seen = new Set<string>()
        for (const c of m.classes) {
          if (seen.has(c.classNo))
            return ctx.fail(
              `第 ${i + 1} 件商标重复选择了第 ${c.classNo} 类`,
              `Trademark ${i + 1} lists class ${c.classNo} twice`,
            )
          seen.add(c.classNo)
        }
      }
      const unknown = unknownCountries(region, countries)
      if (unknown.length > 0) {
        const list = unknown.join(', ')
        return region === 'madrid'
          ? ctx.fail(
              `以下国家或地区不是可指定的马德里成员：${list}`,
              `These are not Madrid members that can be designated: ${list}`,
            )
          : ctx.fail(
              `以下国家或地区暂不受理海外直接申请：${list}`,
              `Direct filing is not offered in: ${list}`,
            )
      }
      return ctx.ok(registrationQuote({ region, marks, countries }))
    },
    trademarkGetFormula(ctx) {
      if ('productType' in ctx.body) return ctx.ok(renewalFormulaAnswer(ctx.body.productType))
      return ctx.ok(registrationFormula(ctx.body.region))
    },
    trademarkGetGlobalArea(ctx) {
      return ctx.ok(
        REGIONS.map((region) => ({
          region,
          ...REGION_NAMES[region],
          countries: REGION_MEMBERS[region].map((code) => {
            const via = FILED_VIA[code] ?? null
            const filing =
              code === 'CN'
                ? ('mainland' as const)
                : code === 'WO'
                  ? ('madrid' as const)
                  : via
                    ? ('via' as const)
                    : findCountryPrice(code)
                      ? ('direct' as const)
                      : ('madrid' as const)
            return { code, ...namesOf(ctx.db, code), filing, via }
          }),
        })),
      )
    },
    trademarkGetGlobalRunCountry(ctx) {
      const { keyword, region, classes } = ctx.body
      const list = COUNTRY_PRICES.flatMap((price) => {
        const names = namesOf(ctx.db, price.code)
        if (!inRegion(region, price.region) || !matches(keyword, price.code, names)) return []
        const q = countryQuote(price, 3, classes)
        const next = countryQuote(price, 3, classes + 1)
        if (!q || !next) return []
        return [
          {
            code: price.code,
            ...names,
            region: price.region,
            currency: q.currency,
            officialLocal: q.officialLocal,
            officialCny: q.officialCny,
            serviceCny: q.serviceCny,
            totalCny: q.totalCny,
            nextClassCny: next.totalCny - q.totalCny,
            months: [...(MONTHS_TO_REGISTRATION[price.code] ?? [6, 12])] as [number, number],
            madridMember: findMadridMember(price.code) !== undefined,
            approximate: price.approximate === true,
          },
        ]
      })
      return ctx.ok({ regions: regionList(), list })
    },
    trademarkGetInquiryReportCountry(ctx) {
      const { keyword } = ctx.body
      const s = FEE_SCHEDULES[4]
      const list = ctx.db.countries
        .filter((c) => c.region !== null)
        .flatMap((c) => {
          const code = c.internationalDomainName
          const names = namesOf(ctx.db, code)
          if (!matches(keyword, code, names)) return []
          return [
            {
              code,
              ...names,
              region: c.region!,
              official: s.officialFirstClass,
              service: s.serviceFirstClass,
              price: s.officialFirstClass + s.serviceFirstClass,
            },
          ]
        })
      return ctx.ok({ deliveryWorkingDays: REPORT_DELIVERY_DAYS, list })
    },
  }),
  ...defineHandlers(madridCalls, registrationRegionsSchemas, {
    madridGetApplyFormula(ctx) {
      const { classes } = ctx.body
      return ctx.ok({
        formula: registrationFormula('madrid'),
        classes,
        countries: MADRID_MEMBERS.map((m) => memberRow(ctx.db, m, classes)),
      })
    },
    madridGetMadridList(ctx) {
      const { keyword, region, classes } = ctx.body
      const list = MADRID_MEMBERS.filter(
        (m) => inRegion(region, m.region) && matches(keyword, m.code, namesOf(ctx.db, m.code)),
      ).map((m) => memberRow(ctx.db, m, classes))
      return ctx.ok({ regions: regionList(), total: list.length, list })
    },
  }),
]

import { filingCalls } from '../../src/api/catalogue/filing'
import { ordersCalls } from '../../src/api/catalogue/orders'
import { feesSchemas, type FeeCategory, type TrademarkFeeItem } from '../../src/api/schemas/fees'
import { filingSchemas } from '../../src/api/schemas/filing'
import {
  COUNTRY_PRICES,
  PRICE_REGIONS,
  PRICE_REGION_NAMES,
  classFeesTotal,
  countryQuote,
  toCny,
  type CountryPrice,
} from '../../src/domain/country-prices'
import { FEE_SCHEDULES, type FeeSchedule } from '../../src/domain/pricing'
import { PRODUCT_TYPES, type ProductTypeId } from '../../src/domain/product-types'
import {
  COPYRIGHT_FEES,
  MONITORING_PLANS,
  PROTECTION_PLANS,
  planPrices,
  type PlanFee,
} from '../../src/domain/service-prices'
import { defineHandlers } from '../define-handlers'
import type { MockDb } from '../db'

/** The day the current schedules apply from (CNIPA's online filing fees of 2017, this agency's 2026 list). */
const EFFECTIVE_DATE = '2026-01-01'

const CATEGORY_NAMES: Record<FeeCategory, { zh: string; en: string }> = {
  registration: { zh: '商标注册', en: 'Registration' },
  maintenance: { zh: '续展与证明', en: 'Renewal and certificates' },
  changes: { zh: '变更、转让与许可', en: 'Changes, assignments and licences' },
  disputes: { zh: '争议与确权', en: 'Disputes' },
  international: { zh: '国际注册与维护', en: 'International filing and maintenance' },
}

/**
 * Which list group each product type is shown in; 0 duplicates 1 (both mainland registration), so it is left
 * out, and so is 40 (team member seats: no trademark service; its price shows where seats are bought).
 */
const CATEGORY_OF: [ProductTypeId, FeeCategory][] = [
  [1, 'registration'],
  [2, 'registration'],
  [4, 'registration'],
  [10, 'registration'],
  [5, 'maintenance'],
  [29, 'maintenance'],
  [30, 'maintenance'],
  [12, 'changes'],
  [13, 'changes'],
  [31, 'changes'],
  [7, 'disputes'],
  [14, 'disputes'],
  [16, 'disputes'],
  [32, 'disputes'],
  [34, 'disputes'],
  [3, 'international'],
  [26, 'international'],
  [11, 'international'],
  [17, 'international'],
  [18, 'international'],
]

/** The unit lines of a schedule: what a customer is charged per class, per item, per claim or per case. */
function scheduleLines(s: FeeSchedule): TrademarkFeeItem['lines'] {
  const lines: TrademarkFeeItem['lines'] = []
  if (!s.perClass) {
    lines.push({ kind: 'case', official: s.officialFirstClass, service: s.serviceFirstClass })
  } else {
    lines.push({ kind: 'firstClass', official: s.officialFirstClass, service: s.serviceFirstClass })
    lines.push({ kind: 'extraClass', official: s.officialExtraClass, service: s.serviceExtraClass })
  }
  if (s.itemLimit !== null) {
    lines.push({ kind: 'excessItems', official: s.officialExcessItem, service: s.serviceExcessItem })
  }
  if (s.servicePriority > 0 || s.officialPriority > 0) {
    lines.push({ kind: 'priority', official: s.officialPriority, service: s.servicePriority })
  }
  if (s.officialGrace > 0 || s.serviceGrace > 0) {
    lines.push({ kind: 'grace', official: s.officialGrace, service: s.serviceGrace })
  }
  return lines
}

const planItem = (plan: PlanFee) => ({ ...plan, prices: planPrices(plan) })

function countryName(db: MockDb, price: CountryPrice): { zh: string; en: string } {
  if (price.names) return price.names
  const record = db.countries.find((c) => c.internationalDomainName === price.code)
  return { zh: record?.chName ?? price.code, en: record?.ehName ?? price.code }
}

export const feesHandlers = [
  ...defineHandlers(filingCalls, filingSchemas, {
    trademarkQueryFeeShedule(ctx) {
      const { section, category, productType } = ctx.body
      const want = (s: (typeof ctx.body)['section']) => !section || section === s
      const groups = want('trademark')
        ? (Object.keys(CATEGORY_NAMES) as FeeCategory[])
            .filter((c) => !category || c === category)
            .map((c) => ({
              category: c,
              name: CATEGORY_NAMES[c],
              items: CATEGORY_OF.filter(
                ([id, cat]) => cat === c && (productType === undefined || id === productType),
              ).map(([id]) => ({
                productType: id,
                name: PRODUCT_TYPES[id],
                category: c,
                schedule: { ...FEE_SCHEDULES[id] },
                lines: scheduleLines(FEE_SCHEDULES[id]),
                addsCountryFees: id === 3 || id === 26,
              })),
            }))
            .filter((g) => g.items.length > 0)
        : []
      return ctx.ok({
        effectiveDate: EFFECTIVE_DATE,
        groups,
        copyright:
          want('copyright') && productType === undefined ? COPYRIGHT_FEES.map((f) => ({ ...f })) : [],
        protection: want('protection') && productType === undefined ? PROTECTION_PLANS.map(planItem) : [],
      })
    },
    trademarkGetTmFeeCountry(ctx) {
      const { productType, region, keyword, classes, sort, order, pageNum, pageSize } = ctx.body
      const k = keyword.toLowerCase()
      const rows = COUNTRY_PRICES.flatMap((price) => {
        const q = countryQuote(price, productType, classes)
        if (!q) return []
        const fees = productType === 26 ? price.madrid!.fees : price.official
        const name = countryName(ctx.db, price)
        return [
          {
            code: price.code,
            name,
            region: price.region,
            currency: q.currency,
            official: { ...fees },
            officialLocal: q.officialLocal,
            officialCny: q.officialCny,
            serviceCny: q.serviceCny,
            totalCny: q.totalCny,
            officialFirstCny: toCny(classFeesTotal(fees, 1), q.currency),
            officialFurtherCny: toCny(fees.further, q.currency),
            serviceFirst: productType === 26 ? q.serviceCny : price.service.first,
            serviceFurther: productType === 26 ? 0 : price.service.further,
            madridKind: productType === 26 ? price.madrid!.kind : null,
            approximate: price.approximate === true,
          },
        ]
      })
      const matching = rows.filter(
        (r) =>
          !k ||
          r.code.toLowerCase() === k ||
          r.name.zh.includes(keyword) ||
          r.name.en.toLowerCase().includes(k),
      )
      const regions = PRICE_REGIONS.map((r) => ({
        region: r,
        name: PRICE_REGION_NAMES[r],
        count: matching.filter((row) => row.region === r).length,
      }))
      const inRegion = matching.filter((r) => !region || r.region === region)
      const collator = new Intl.Collator(ctx.lang === 'en' ? 'en' : 'zh-CN')
      const compare: Record<typeof sort, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
        default: () => 0,
        name: (a, b) =>
          collator.compare(
            ctx.lang === 'en' ? a.name.en : a.name.zh,
            ctx.lang === 'en' ? b.name.en : b.name.zh,
          ),
        code: (a, b) => a.code.localeCompare(b.code),
        official: (a, b) => a.officialCny - b.officialCny,
        total: (a, b) => a.totalCny - b.totalCny,
      }
      const sign = order === 'desc' ? -1 : 1
      // In the list's own order, an exact code match ("US") comes before names that merely contain it (Austria).
      const exactFirst = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        Number(b.code.toLowerCase() === k) - Number(a.code.toLowerCase() === k)
      const sorted = [...inRegion].sort((a, b) =>
        sort === 'default' ? exactFirst(a, b) : sign * compare[sort](a, b),
      )
      const start = (pageNum - 1) * pageSize
      return ctx.ok({
        total: sorted.length,
        pageNum,
        pageSize,
        productType,
        classes,
        regions,
        list: sorted.slice(start, start + pageSize),
      })
    },
  }),
  ...defineHandlers(ordersCalls, feesSchemas, {
    tbOrderGetMonitoringPrice(ctx) {
      const { planId, period, quantity } = ctx.body
      const plans = MONITORING_PLANS.map(planItem)
      if (planId === undefined || period === undefined) return ctx.ok({ plans, quote: null })
      const plan = plans.find((p) => p.id === planId)
      if (!plan) return ctx.fail('没有该监测套餐', 'No such monitoring plan')
      const unitPrice = plan.prices[period]
      return ctx.ok({ plans, quote: { planId, period, quantity, unitPrice, total: unitPrice * quantity } })
    },
  }),
]

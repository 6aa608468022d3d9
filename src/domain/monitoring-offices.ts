/**
 * Trademark monitoring prices per office (issue 16). A watch's price is its plan's period price (planPrice of
 * MONITORING_PLANS, the one plan formula) for each office it covers, times the office's factor. The factor
 * is this agency's own: the Chinese-language gazettes (CNIPA, Hong Kong, Taiwan) are read by the same team
 * at the base rate; the other offices' gazettes are read through partner firms and cost more. Amounts CNY.
 */
import { planPrice, type PlanPeriod } from './pricing'
import { MONITORING_PLANS, type PlanFee } from './service-prices'

/** The day these factors apply from. */
export const MONITOR_FACTORS_EFFECTIVE = '2026-01-01'

export const MONITOR_FACTORS_BASIS = {
  zh: '中文公告（中国大陆、香港、台湾）按基础价；其他国家/地区的公告经合作律所阅读，按系数加价。',
  en: 'Chinese-language gazettes (mainland China, Hong Kong, Taiwan) at the base rate; other offices’ gazettes are read through partner firms, priced by the factor.',
} as const

/** The price factor of each office a watch can cover. */
export const MONITOR_OFFICE_FACTORS: Readonly<Record<string, number>> = {
  CN: 1,
  HK: 1,
  TW: 1,
  WO: 1.2,
  US: 1.5,
  EM: 1.5,
  GB: 1.5,
  DE: 1.5,
  FR: 1.5,
  JP: 1.5,
  KR: 1.5,
  AU: 1.5,
  SG: 1.5,
}

export const monitoringPlan = (planId: string): PlanFee | undefined =>
  MONITORING_PLANS.find((p) => p.id === planId)

/** The base (factor 1) price of one watch of a plan for one office and period; 0 for an unknown plan. */
export function monitorUnitPrice(planId: string, period: PlanPeriod): number {
  const plan = monitoringPlan(planId)
  return plan ? planPrice(plan.monthly, period, plan.perCase) : 0
}

/** One watch's price per office (plan price × the office's factor, rounded to the yuan) and the total. */
export function monitorPrice(
  planId: string,
  period: PlanPeriod,
  countries: readonly string[],
): { lines: { code: string; factor: number; price: number }[]; total: number } {
  const unit = monitorUnitPrice(planId, period)
  const lines = countries.map((code) => {
    const factor = MONITOR_OFFICE_FACTORS[code] ?? 1
    return { code, factor, price: Math.round(unit * factor) }
  })
  return { lines, total: lines.reduce((s, l) => s + l.price, 0) }
}

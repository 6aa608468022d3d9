import { describe, expect, it } from 'vitest'
import { FEE_SCHEDULES, planPrice } from './pricing'
import { COPYRIGHT_FEES, MONITORING_PLANS, PROTECTION_PLANS, planPrices } from './service-prices'

describe('copyright fees', () => {
  it('charges no official fee for software, and more the faster the tier', () => {
    const software = COPYRIGHT_FEES.filter((f) => f.group === 'software')
    expect(software.every((f) => f.official === 0)).toBe(true)
    const byDays = [...software].sort((a, b) => b.workingDays - a.workingDays)
    const services = byDays.map((f) => f.service)
    expect(services).toEqual([...services].sort((a, b) => a - b))
    expect(byDays[0]!.expedited).toBe(false)
    expect(byDays.slice(1).every((f) => f.expedited)).toBe(true)
  })
  it('has unique ids', () => {
    expect(new Set(COPYRIGHT_FEES.map((f) => f.id)).size).toBe(COPYRIGHT_FEES.length)
  })
})

describe('plan prices', () => {
  it('price every period through planPrice', () => {
    const takedown = PROTECTION_PLANS.find((p) => p.id === 'takedown')!
    expect(planPrices(takedown)).toEqual({
      year: planPrice(5000, 'year', 300),
      halfYear: planPrice(5000, 'halfYear', 300),
      quarter: planPrice(5000, 'quarter', 300),
      month: 5000,
      case: 300,
    })
  })
  it('charge one similar-mark report at the monitoring schedule (product type 10)', () => {
    const similar = MONITORING_PLANS.find((p) => p.id === 'similar')!
    expect(similar.perCase).toBe(FEE_SCHEDULES[10].serviceFirstClass + FEE_SCHEDULES[10].officialFirstClass)
  })
})

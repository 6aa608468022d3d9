import { describe, expect, it } from 'vitest'
import { MONITORING_PLANS } from '../../domain/service-prices'
import { planPrice } from '../../domain/pricing'
import { pricePerMonth, savingPercent } from './watch-price'

const similar = MONITORING_PLANS.find((p) => p.id === 'similar')!

describe('watch price display', () => {
  it('gives the price per month of each period', () => {
    const year = planPrice(similar.monthly, 'year', similar.perCase)
    expect(pricePerMonth(year, 'year')).toBe(Math.round((year / 12) * 100) / 100)
    expect(pricePerMonth(450, 'quarter')).toBe(150)
    expect(pricePerMonth(150, 'month')).toBe(150)
    expect(pricePerMonth(100, 'quarter')).toBe(33.33)
  })

  it('shows the saving of a longer period against paying month by month', () => {
    const month = planPrice(similar.monthly, 'month', similar.perCase)
    expect(savingPercent(planPrice(similar.monthly, 'year', similar.perCase), month, 'year')).toBe(25)
    expect(savingPercent(planPrice(similar.monthly, 'halfYear', similar.perCase), month, 'halfYear')).toBe(15)
    expect(savingPercent(planPrice(similar.monthly, 'quarter', similar.perCase), month, 'quarter')).toBe(10)
    expect(savingPercent(month, month, 'month')).toBe(0)
  })

  it('never shows a negative or unknown saving', () => {
    expect(savingPercent(2000, 100, 'year')).toBe(0)
    expect(savingPercent(100, 0, 'year')).toBe(0)
  })
})

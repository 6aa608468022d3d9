import { describe, expect, it } from 'vitest'
import { nextCountReset, trialDaysLeft, trialHasEnded } from './trial-dates'

const now = new Date('2026-11-22T10:00:00Z')

describe('trial dates', () => {
  it('counts a started day as a day left and stops at 0', () => {
    expect(trialDaysLeft('2026-12-04T08:00:00Z', now)).toBe(12)
    expect(trialDaysLeft('2026-11-22T11:00:00Z', now)).toBe(1)
    expect(trialDaysLeft('2026-11-20T08:00:00Z', now)).toBe(0)
    expect(trialDaysLeft(null, now)).toBeNull()
    expect(trialDaysLeft('not a date', now)).toBeNull()
  })

  it('knows when the trial has ended', () => {
    expect(trialHasEnded('2026-11-22T09:59:59Z', now)).toBe(true)
    expect(trialHasEnded('2026-11-22T10:00:01Z', now)).toBe(false)
    expect(trialHasEnded(null, now)).toBe(false)
  })

  it('resets the count at the next midnight in Beijing (16:00 UTC), the business day the server counts by', () => {
    expect(nextCountReset(now).toISOString()).toBe('2026-11-22T16:00:00.000Z')
    expect(nextCountReset(new Date('2026-12-31T15:59:00Z')).toISOString()).toBe('2026-12-31T16:00:00.000Z')
    expect(nextCountReset(new Date('2026-12-31T16:00:00Z')).toISOString()).toBe('2027-01-01T16:00:00.000Z')
  })
})

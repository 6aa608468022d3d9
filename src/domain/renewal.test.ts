import { describe, expect, it } from 'vitest'
import { renewalWindow } from './renewal'

describe('renewalWindow', () => {
  it('opens on the first of the 12 months that end on the expiry day and gives 6 months of grace', () => {
    expect(renewalWindow('2026-11-22')).toEqual({
      opens: '2025-11-23',
      expiry: '2026-11-22',
      graceEnds: '2027-05-22',
    })
  })
  it('clamps days missing from the target month', () => {
    expect(renewalWindow('2024-02-29').opens).toBe('2023-03-01')
    expect(renewalWindow('2025-08-31').graceEnds).toBe('2026-02-28')
  })
  it('refuses a malformed expiry', () => {
    expect(() => renewalWindow('2026-02-30')).toThrow(RangeError)
  })
})

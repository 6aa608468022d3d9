import { describe, it, expect } from 'vitest'
import { renewalInfo } from './renewal'

const statusOn = (today: string) => renewalInfo('2026-11-22', today).status

describe('renewalInfo', () => {
  it('computes the window edges', () => {
    expect(renewalInfo('2026-11-22', '2026-01-01')).toEqual({
      validdate: '2026-11-22',
      oneYearBefore: '2025-11-23',
      sixMonthAfter: '2027-05-22',
      status: 'normal',
      today: '2026-01-01',
    })
  })
  it('is scheduled before the 12 months that end on the expiry day', () => {
    expect(statusOn('2025-11-22')).toBe('scheduled')
  })
  it('is normal from one year before through the expiry date', () => {
    expect(statusOn('2025-11-23')).toBe('normal')
    expect(statusOn('2026-11-22')).toBe('normal')
  })
  it('is in grace after expiry through six months after', () => {
    expect(statusOn('2026-11-23')).toBe('grace')
    expect(statusOn('2027-05-22')).toBe('grace')
  })
  it('is unable after the grace period', () => {
    expect(statusOn('2027-05-23')).toBe('unable')
  })
  it('clamps days missing from the target month', () => {
    const leap = renewalInfo('2024-02-29', '2024-01-01')
    expect(leap.oneYearBefore).toBe('2023-03-01')
    expect(leap.sixMonthAfter).toBe('2024-08-29')
    expect(renewalInfo('2025-08-31', '2025-01-01').sixMonthAfter).toBe('2026-02-28')
  })
  it('gives empty fields except today for an empty or malformed date', () => {
    const empty = { validdate: '', oneYearBefore: '', sixMonthAfter: '', status: '', today: '2026-01-01' }
    expect(renewalInfo('', '2026-01-01')).toEqual(empty)
    expect(renewalInfo('2026-02-30', '2026-01-01')).toEqual(empty)
  })
  it('ignores a trailing time on the expiry date', () => {
    expect(renewalInfo('2026-11-22 00:00:00', '2026-11-22')).toMatchObject({
      validdate: '2026-11-22',
      status: 'normal',
    })
  })
  it('throws for a malformed today, which is a programming error', () => {
    expect(() => renewalInfo('2026-11-22', '2026/11/22')).toThrow(RangeError)
  })
})

import { describe, expect, it } from 'vitest'
import {
  addBusinessDays,
  businessDate,
  businessDateTime,
  businessDayStamp,
  businessToday,
  daysBetween,
  instantMs,
  startOfBusinessDay,
} from './clock'

// 16:00 UTC is midnight in Beijing.
const JUST_BEFORE = Date.parse('2026-11-25T15:59:59Z')
const JUST_AFTER = Date.parse('2026-11-25T16:00:01Z')

describe('business clock (Beijing)', () => {
  it('turns the day at 16:00 UTC', () => {
    expect(businessToday(JUST_BEFORE)).toBe('2026-11-25')
    expect(businessToday(JUST_AFTER)).toBe('2026-11-26')
    expect(businessDayStamp(JUST_AFTER)).toBe('20261126')
    expect(businessDateTime(JUST_AFTER)).toBe('2026-11-26 00:00:01')
  })

  it('reads offset-less strings as Beijing wall-clock time', () => {
    expect(instantMs('2026-11-26 00:00:01')).toBe(JUST_AFTER)
    expect(businessDate('2026-11-26 07:08:00')).toBe('2026-11-26')
    expect(businessDate('2026-11-25T23:30:00Z')).toBe('2026-11-26')
    expect(startOfBusinessDay('2026-11-26')).toBe(Date.parse('2026-11-25T16:00:00Z'))
  })

  it('gives the Beijing day whatever the machine clock, across a month and a year end', () => {
    expect(businessDate('2026-11-30T15:59:59.999Z')).toBe('2026-11-30')
    expect(businessDate('2026-11-30T16:00:00Z')).toBe('2026-12-01')
    expect(businessDate('2026-12-31T16:00:00Z')).toBe('2027-01-01')
    expect(businessDate('2027-01-01T00:00:00+08:00')).toBe('2027-01-01')
    expect(businessDayStamp(Date.parse('2026-12-31T16:00:00Z'))).toBe('20270101')
    expect(businessDate(startOfBusinessDay('2027-01-01'))).toBe('2027-01-01')
    expect(businessDate(startOfBusinessDay('2027-01-01') - 1)).toBe('2026-12-31')
  })

  it('counts days left from the business day: a deadline today has 0, whatever the hour', () => {
    expect(daysBetween(businessToday(JUST_AFTER), '2026-11-26')).toBe(0)
    expect(daysBetween(businessToday(JUST_BEFORE), '2026-11-26')).toBe(1)
    expect(daysBetween('2026-11-26T00:00:01', '2026-11-27')).toBe(1)
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(addBusinessDays('2024-02-28', 1)).toBe('2024-02-29')
  })

  it('counts and adds calendar days', () => {
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addBusinessDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-11-25', '2026-11-26')).toBe(1)
    expect(daysBetween('2026-11-26', '2026-11-25')).toBe(-1)
  })
})

import { describe, expect, it } from 'vitest'
import {
  hasOfficialSchedule,
  isWorkingDay,
  nextWorkingDayAfter,
  rollToWorkingDay,
  sameTimeNextWorkingDay,
} from './deadline-calendar'

describe('rollToWorkingDay (holidays from chinese-days)', () => {
  it('keeps a working day', () => {
    expect(rollToWorkingDay('2026-11-26')).toEqual({
      nominal: '2026-11-26',
      due: '2026-11-26',
      calendar: 'official',
    })
  })
  it('rolls a public holiday to the first working day after the holiday (National Day 2026)', () => {
    expect(rollToWorkingDay('2026-10-01')).toEqual({
      nominal: '2026-10-01',
      due: '2026-10-08',
      calendar: 'official',
    })
  })
  it('rolls a weekend to Monday', () => {
    expect(rollToWorkingDay('2026-11-28').due).toBe('2026-11-30')
    expect(rollToWorkingDay('2026-11-29').due).toBe('2026-11-30')
  })
  it('keeps a make-up working Saturday (2026-02-14, before Spring Festival)', () => {
    expect(isWorkingDay('2026-02-14')).toBe(true)
    expect(rollToWorkingDay('2026-02-14')).toEqual({
      nominal: '2026-02-14',
      due: '2026-02-14',
      calendar: 'official',
    })
  })
  it('rolls over the whole Spring Festival holiday', () => {
    expect(rollToWorkingDay('2026-02-15').due).toBe('2026-02-24')
  })
  it('in a year without a published schedule rolls weekends only and says so', () => {
    expect(hasOfficialSchedule(2026)).toBe(true)
    expect(hasOfficialSchedule(2027)).toBe(false)
    // National Day 2027 is a Friday: without a schedule it stays a working day.
    expect(rollToWorkingDay('2027-10-01')).toEqual({
      nominal: '2027-10-01',
      due: '2027-10-01',
      calendar: 'weekendsOnly',
    })
    expect(rollToWorkingDay('2027-10-02')).toEqual({
      nominal: '2027-10-02',
      due: '2027-10-04',
      calendar: 'weekendsOnly',
    })
  })
  it('says weekends only when the roll-over crosses into a year without a schedule', () => {
    // 2026-12-31 is a Thursday and a working day; Saturday 2027-01-02 is in the unpublished year.
    expect(rollToWorkingDay('2026-12-31').calendar).toBe('official')
    expect(rollToWorkingDay('2027-01-02')).toMatchObject({ due: '2027-01-04', calendar: 'weekendsOnly' })
  })
})

describe('the next working day', () => {
  it('skips public holidays and weekends and counts make-up working days', () => {
    expect(nextWorkingDayAfter('2026-09-30')).toBe('2026-10-08')
    expect(nextWorkingDayAfter('2026-10-09')).toBe('2026-10-10')
    expect(nextWorkingDayAfter('2026-11-27')).toBe('2026-11-30')
  })

  it('keeps the Beijing wall-clock time and takes the day in Beijing', () => {
    expect(sameTimeNextWorkingDay('2026-09-30 23:30')).toBe('2026-10-08T15:30:00.000Z')
    expect(sameTimeNextWorkingDay('2026-10-01T00:30:00+08:00')).toBe('2026-10-07T16:30:00.000Z')
  })
})

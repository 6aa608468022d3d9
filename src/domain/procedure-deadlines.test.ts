import { describe, expect, it } from 'vitest'
import calendar from 'chinese-days/dist/chinese-days.json' with { type: 'json' }
import { hasOfficialSchedule, isWorkingDay } from './deadline-calendar'
import {
  DEEMED_SERVICE_DAYS,
  NON_USE_YEARS,
  OPPOSITION_MONTHS,
  REFUSAL_REVIEW_DAYS,
  RELATIVE_GROUNDS_YEARS,
  SUPPLEMENTARY_EVIDENCE_MONTHS,
  deadlineOn,
  nonUseOpensOn,
  oppositionLastDay,
  plusMonths,
  receiptDay,
  refusalReviewLastDay,
  relativeGroundsLastDay,
  supplementaryEvidenceLastDay,
} from './procedure-deadlines'

const HOLIDAYS: Record<string, string> = calendar.holidays
const MAKE_UP_WORKDAYS: Record<string, string> = calendar.workdays

/** The holiday name the package gives a day (e.g. 'National Day,国庆节,3'), or undefined. */
const holidayOf = (day: string) => HOLIDAYS[day]
const calendarOf = (year: number) => (hasOfficialSchedule(year) ? 'official' : 'weekendsOnly')

describe('the statutory periods', () => {
  it('are those of the Trademark Law and its implementing regulations', () => {
    expect(OPPOSITION_MONTHS).toBe(3)
    expect(DEEMED_SERVICE_DAYS).toBe(15)
    expect(REFUSAL_REVIEW_DAYS).toBe(15)
    expect(SUPPLEMENTARY_EVIDENCE_MONTHS).toBe(3)
    expect(NON_USE_YEARS).toBe(3)
    expect(RELATIVE_GROUNDS_YEARS).toBe(5)
  })
})

describe('plusMonths', () => {
  it('keeps the day of the month when the target month has it', () => {
    expect(plusMonths('2025-07-01', 3)).toBe('2025-10-01')
    expect(plusMonths('2025-11-15', 3)).toBe('2026-02-15')
    expect(plusMonths('2025-10-31', 3)).toBe('2026-01-31')
  })

  it('clamps to the last day of a shorter month (addMonths)', () => {
    expect(plusMonths('2025-11-30', 3)).toBe('2026-02-28')
    expect(plusMonths('2025-11-29', 3)).toBe('2026-02-28')
    expect(plusMonths('2025-08-31', 3)).toBe('2025-11-30')
    expect(plusMonths('2025-01-31', 1)).toBe('2025-02-28')
    expect(plusMonths('2024-02-29', 12)).toBe('2025-02-28')
  })

  it('reaches 29 February in a leap year, and only then', () => {
    expect(plusMonths('2027-11-29', 3)).toBe('2028-02-29')
    expect(plusMonths('2027-11-30', 3)).toBe('2028-02-29')
    expect(plusMonths('2026-11-29', 3)).toBe('2027-02-28')
  })

  it('crosses years both ways and takes a timestamp by its day', () => {
    expect(plusMonths('2025-12-15', 36)).toBe('2028-12-15')
    expect(plusMonths('2026-01-31', -2)).toBe('2025-11-30')
    expect(plusMonths('2025-07-01T23:30:00+08:00', 3)).toBe('2025-10-01')
  })

  it('refuses what is not a real day', () => {
    expect(() => plusMonths('2025-02-30', 3)).toThrow(RangeError)
    expect(() => plusMonths('2025-13-01', 3)).toThrow(RangeError)
    expect(() => plusMonths('not a date', 3)).toThrow(/not a date/)
    expect(() => oppositionLastDay('')).toThrow(RangeError)
  })
})

describe('oppositionLastDay (3 months from the gazette day)', () => {
  it('ends on the same day three months later when that is a working day', () => {
    // 2026-02-24 is the Tuesday after the 2026 Spring Festival holiday.
    expect(isWorkingDay('2026-02-24')).toBe(true)
    expect(oppositionLastDay('2025-11-24')).toEqual({
      nominal: '2026-02-24',
      due: '2026-02-24',
      calendar: 'official',
    })
  })

  it('rolls a nominal end on National Day 2025 to the first working day after the whole holiday', () => {
    // The 2025 National Day and Mid-Autumn holiday ran from 1 to 8 October (the package's schedule).
    for (const d of ['01', '02', '03', '04', '05', '06', '07', '08']) {
      expect(holidayOf(`2025-10-${d}`)).toBeDefined()
      expect(isWorkingDay(`2025-10-${d}`)).toBe(false)
    }
    expect(holidayOf('2025-10-06')).toMatch(/Mid-autumn/)
    expect(holidayOf('2025-10-09')).toBeUndefined()
    expect(oppositionLastDay('2025-07-01')).toEqual({
      nominal: '2025-10-01',
      due: '2025-10-09',
      calendar: 'official',
    })
    // The 8th, the last day off (not a day of 1-7 October in other years), rolls too.
    expect(oppositionLastDay('2025-07-08').due).toBe('2025-10-09')
    expect(oppositionLastDay('2025-07-09').due).toBe('2025-10-09')
  })

  it('rolls a nominal end inside the 2026 Spring Festival holiday (15-23 February) to 24 February', () => {
    const springFestival = Object.keys(HOLIDAYS).filter(
      (d) => d.startsWith('2026-02') && HOLIDAYS[d]!.includes('Spring Festival'),
    )
    expect(springFestival).toEqual([
      '2026-02-15',
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
      '2026-02-23',
    ])
    expect(oppositionLastDay('2025-11-16')).toEqual({
      nominal: '2026-02-16',
      due: '2026-02-24',
      calendar: 'official',
    })
    // The first and the last day of the holiday (a Sunday and a Monday) roll to the same Tuesday.
    expect(oppositionLastDay('2025-11-15').due).toBe('2026-02-24')
    expect(oppositionLastDay('2025-11-23').due).toBe('2026-02-24')
  })

  it('counts a make-up working Saturday or Sunday (调休) as a working day', () => {
    expect(MAKE_UP_WORKDAYS['2026-02-14']).toMatch(/Spring Festival/)
    expect(MAKE_UP_WORKDAYS['2026-02-28']).toMatch(/Spring Festival/)
    expect(MAKE_UP_WORKDAYS['2026-01-04']).toMatch(/New Year/)
    expect(MAKE_UP_WORKDAYS['2025-10-11']).toMatch(/National Day/)
    // Saturday 14 February 2026, before the Spring Festival.
    expect(oppositionLastDay('2025-11-14')).toEqual({
      nominal: '2026-02-14',
      due: '2026-02-14',
      calendar: 'official',
    })
    // Saturday 11 October 2025, after National Day.
    expect(oppositionLastDay('2025-07-11')).toEqual({
      nominal: '2025-10-11',
      due: '2025-10-11',
      calendar: 'official',
    })
    // Sunday 4 January 2026, and Saturday 3 January (New Year holiday) rolls onto it.
    expect(oppositionLastDay('2025-10-04').due).toBe('2026-01-04')
    expect(oppositionLastDay('2025-10-03')).toEqual({
      nominal: '2026-01-03',
      due: '2026-01-04',
      calendar: 'official',
    })
  })

  it('clamps a month end: 30 November 2025 ends on Saturday 28 February 2026, a make-up working day', () => {
    expect(oppositionLastDay('2025-11-30')).toEqual({
      nominal: '2026-02-28',
      due: '2026-02-28',
      calendar: 'official',
    })
    expect(oppositionLastDay('2025-11-29').nominal).toBe('2026-02-28')
  })

  it('clamps a month end and rolls an ordinary weekend: 31 August 2025 → Sunday 30 November → 1 December', () => {
    expect(oppositionLastDay('2025-08-31')).toEqual({
      nominal: '2025-11-30',
      due: '2025-12-01',
      calendar: 'official',
    })
  })

  it('ends on 29 February 2028 for a gazette of 29 November 2027 (a Tuesday, a working day)', () => {
    expect(isWorkingDay('2028-02-29')).toBe(true)
    expect(oppositionLastDay('2027-11-29')).toEqual({
      nominal: '2028-02-29',
      due: '2028-02-29',
      calendar: calendarOf(2028),
    })
    expect(oppositionLastDay('2027-11-30').nominal).toBe('2028-02-29')
  })

  it('in a non-leap year clamps 29 November to 28 February (2027: a Sunday, rolled to Monday 1 March)', () => {
    const last = oppositionLastDay('2026-11-29')
    expect(last.nominal).toBe('2027-02-28')
    expect(last.due).toBe('2027-03-01')
    expect(last.calendar).toBe(calendarOf(2027))
  })

  it('says "official" in a year with a published schedule and "weekendsOnly" in a far-future year', () => {
    expect(hasOfficialSchedule(2026)).toBe(true)
    expect(hasOfficialSchedule(2040)).toBe(false)
    expect(oppositionLastDay('2026-06-10').calendar).toBe('official')
    // 1 January 2040 is a Sunday: only the weekend is rolled (New Year is unknown without a schedule).
    expect(oppositionLastDay('2039-10-01')).toEqual({
      nominal: '2040-01-01',
      due: '2040-01-02',
      calendar: 'weekendsOnly',
    })
    expect(oppositionLastDay('2040-03-14').calendar).toBe('weekendsOnly')
  })
})

describe('receiptDay (deemed service)', () => {
  it('is 15 days after dispatch without an actual receipt day', () => {
    expect(receiptDay('2026-03-02')).toBe('2026-03-17')
    expect(receiptDay('2026-03-02', null)).toBe('2026-03-17')
    expect(receiptDay('2026-03-02', '')).toBe('2026-03-17')
    expect(receiptDay('2026-12-20')).toBe('2027-01-04')
    expect(receiptDay('2028-02-20')).toBe('2028-03-06')
  })

  it('is the actual receipt day given on or after the dispatch, even after the deemed day', () => {
    expect(receiptDay('2026-03-02', '2026-03-05')).toBe('2026-03-05')
    expect(receiptDay('2026-03-02', '2026-03-02')).toBe('2026-03-02')
    expect(receiptDay('2026-03-02', '2026-03-25')).toBe('2026-03-25')
  })

  it('ignores an actual receipt day before the dispatch', () => {
    expect(receiptDay('2026-03-02', '2026-03-01')).toBe('2026-03-17')
    expect(receiptDay('2026-03-02', '2025-12-31')).toBe('2026-03-17')
  })

  it('reads timestamps by their day', () => {
    expect(receiptDay('2026-03-02T09:00:00+08:00')).toBe('2026-03-17')
    expect(receiptDay('2026-03-02T09:00:00+08:00', '2026-03-04T18:00:00+08:00')).toBe('2026-03-04')
  })

  it('is not itself rolled over holidays (it starts a period, it does not end one)', () => {
    // Dispatched 16 September 2026: deemed received 1 October, National Day.
    expect(receiptDay('2026-09-16')).toBe('2026-10-01')
  })
})

describe('refusalReviewLastDay (15 days from receipt)', () => {
  it('runs 15 days from the deemed receipt', () => {
    // Received (deemed) 17 March 2026, last day 1 April, a Wednesday.
    expect(refusalReviewLastDay('2026-03-02')).toEqual({
      nominal: '2026-04-01',
      due: '2026-04-01',
      calendar: 'official',
    })
  })

  it('rolls a last day on National Day 2026 (1-7 October) to 8 October', () => {
    // Dispatched 1 September, deemed received 16 September, +15 = 1 October.
    expect(refusalReviewLastDay('2026-09-01')).toEqual({
      nominal: '2026-10-01',
      due: '2026-10-08',
      calendar: 'official',
    })
  })

  it('runs from the actual receipt day when given, rolled over the 2026 Mid-Autumn holiday', () => {
    expect(holidayOf('2026-09-25')).toMatch(/Mid-autumn/)
    expect(refusalReviewLastDay('2026-09-01', '2026-09-10')).toEqual({
      nominal: '2026-09-25',
      due: '2026-09-28',
      calendar: 'official',
    })
    expect(refusalReviewLastDay('2026-09-01', '2026-09-02')).toEqual({
      nominal: '2026-09-17',
      due: '2026-09-17',
      calendar: 'official',
    })
  })

  it('ignores an actual receipt day before the dispatch', () => {
    expect(refusalReviewLastDay('2026-09-01', '2026-08-20')).toEqual(refusalReviewLastDay('2026-09-01'))
  })
})

describe('supplementaryEvidenceLastDay (3 months after filing)', () => {
  it('ends three months after the filing, rolled', () => {
    expect(supplementaryEvidenceLastDay('2026-05-31')).toEqual({
      nominal: '2026-08-31',
      due: '2026-08-31',
      calendar: 'official',
    })
    expect(supplementaryEvidenceLastDay('2026-07-01')).toEqual({
      nominal: '2026-10-01',
      due: '2026-10-08',
      calendar: 'official',
    })
    expect(supplementaryEvidenceLastDay('2025-11-16').due).toBe('2026-02-24')
  })
})

describe('nonUseOpensOn (3 years after registration)', () => {
  it('is the third anniversary of the registration, not rolled', () => {
    expect(nonUseOpensOn('2023-05-10')).toBe('2026-05-10') // a Sunday: an opening day is not a last day
    expect(nonUseOpensOn('2023-10-01')).toBe('2026-10-01')
    expect(nonUseOpensOn('2024-02-29')).toBe('2027-02-28')
    expect(nonUseOpensOn('2025-02-28')).toBe('2028-02-28')
  })
})

describe('relativeGroundsLastDay (5 years from registration)', () => {
  it('is the day before the fifth anniversary', () => {
    expect(relativeGroundsLastDay('2021-03-11')).toEqual({
      nominal: '2026-03-10',
      due: '2026-03-10',
      calendar: 'official',
    })
  })

  it('is rolled over a weekend and over National Day', () => {
    // Anniversary Monday 15 June 2026: the day before is a Sunday, rolled to that Monday.
    expect(relativeGroundsLastDay('2021-06-15')).toEqual({
      nominal: '2026-06-14',
      due: '2026-06-15',
      calendar: 'official',
    })
    expect(relativeGroundsLastDay('2021-10-03')).toEqual({
      nominal: '2026-10-02',
      due: '2026-10-08',
      calendar: 'official',
    })
  })

  it('crosses a month and a year boundary', () => {
    expect(relativeGroundsLastDay('2021-03-01').nominal).toBe('2026-02-28')
    expect(relativeGroundsLastDay('2021-01-01')).toEqual({
      nominal: '2025-12-31',
      due: '2025-12-31',
      calendar: 'official',
    })
  })
})

describe('deadlineOn', () => {
  const nationalDay = oppositionLastDay('2025-07-01')

  it('counts the days left to the rolled day, not the nominal one', () => {
    expect(deadlineOn(nationalDay, '2025-09-30')).toEqual({
      nominal: '2025-10-01',
      due: '2025-10-09',
      calendar: 'official',
      daysLeft: 9,
      passed: false,
    })
    expect(deadlineOn(nationalDay, '2025-10-05')).toMatchObject({ daysLeft: 4, passed: false })
  })

  it('is not passed on the last day itself, passed the day after', () => {
    expect(deadlineOn(nationalDay, '2025-10-09')).toMatchObject({ daysLeft: 0, passed: false })
    expect(deadlineOn(nationalDay, '2025-10-10')).toMatchObject({ daysLeft: -1, passed: true })
    expect(deadlineOn(nationalDay, '2026-10-09')).toMatchObject({ daysLeft: -365, passed: true })
  })

  it('counts across a leap day', () => {
    const leap = oppositionLastDay('2027-11-29')
    expect(deadlineOn(leap, '2028-02-01').daysLeft).toBe(28)
    expect(deadlineOn(leap, '2027-12-31').daysLeft).toBe(60)
  })
})

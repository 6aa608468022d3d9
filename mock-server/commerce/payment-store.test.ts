import { describe, expect, it } from 'vitest'
import { nextWorkingDay } from './payment-store'

// A search report paid for is due the same Beijing time on the next working day in mainland China.
describe('nextWorkingDay (when a paid report is due)', () => {
  it('skips the National Day week (1–7 October 2026) from the day before it', () => {
    // Wednesday 30 September, 23:30 in Beijing: the next working day is Thursday 8 October.
    expect(nextWorkingDay('2026-09-30T15:30:00.000Z')).toBe('2026-10-08T15:30:00.000Z')
  })

  it('counts the day in Beijing: just after Beijing midnight it is already 1 October, a holiday', () => {
    // 1 October 00:30 in Beijing (still 30 September in UTC): due 8 October 00:30 in Beijing.
    expect(nextWorkingDay('2026-09-30T16:30:00.000Z')).toBe('2026-10-07T16:30:00.000Z')
  })

  it('counts a make-up working Saturday (10 October 2026)', () => {
    expect(nextWorkingDay('2026-10-09T02:00:00.000Z')).toBe('2026-10-10T02:00:00.000Z')
  })

  it('skips a weekend on both sides of Beijing midnight', () => {
    // Friday 27 November 23:59 in Beijing: Monday 30 November, same time.
    expect(nextWorkingDay('2026-11-27T15:59:00.000Z')).toBe('2026-11-30T15:59:00.000Z')
    // Saturday 28 November 00:01 in Beijing (Friday in UTC): Monday 30 November 00:01 in Beijing.
    expect(nextWorkingDay('2026-11-27T16:01:00.000Z')).toBe('2026-11-29T16:01:00.000Z')
  })
})

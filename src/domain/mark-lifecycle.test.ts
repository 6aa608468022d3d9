import { describe, expect, it } from 'vitest'
import { markLifecycle, termEnd, type MarkEvent } from './mark-lifecycle'

const ev = (code: string, date: string): MarkEvent => ({ code, date })
const registeredOn = (reg: string, ...more: MarkEvent[]) => [
  ev('filed', '2015-03-02'),
  ev('published', '2015-12-06'),
  ev('registered', reg),
  ...more,
]

describe('markLifecycle', () => {
  it('counts a ten-year term from the registration day (last day the day before)', () => {
    expect(termEnd('2016-12-07', 0)).toBe('2026-12-06')
    expect(termEnd('2006-12-07', 1)).toBe('2026-12-06')
  })

  it('a registered mark inside the 12-month window: renewal due at expiry, rolled off a Sunday', () => {
    // Term ends Sunday 2026-12-06: the renewal can be filed until Monday 2026-12-07.
    const life = markLifecycle(registeredOn('2016-12-07'), '2026-11-26')
    expect(life.status).toBe(1)
    expect(life.renewal).toMatchObject({ phase: 'window', opens: '2025-12-07' })
    expect(life.deadlines).toEqual([
      expect.objectContaining({ kind: 'renewalDue', nominal: '2026-12-06', due: '2026-12-07', daysLeft: 11 }),
    ])
    expect(life.deadlines[0]!.numberKind).toBe('registration')
  })

  it('before the window: a prompt saying when it opens, no deadline yet', () => {
    const life = markLifecycle(registeredOn('2020-05-11'), '2026-11-26')
    expect(life.renewal?.phase).toBe('notYet')
    expect(life.deadlines).toEqual([])
  })

  it('in the grace period: the grace end is the deadline', () => {
    const life = markLifecycle(registeredOn('2016-09-15'), '2026-11-26')
    expect(life.renewal?.phase).toBe('grace')
    expect(life.deadlines.map((d) => [d.kind, d.nominal])).toEqual([['renewalGrace', '2027-03-14']])
  })

  it('past the grace period without renewal: invalid, no prompt, no deadline', () => {
    const life = markLifecycle(registeredOn('2016-03-01'), '2026-11-26')
    expect(life).toMatchObject({ status: 2, renewal: null, deadlines: [], ended: { reason: 'expired' } })
  })

  it('a renewal extends the term by ten years from the old expiry', () => {
    const life = markLifecycle(registeredOn('2006-09-01', ev('renewed', '2016-05-20')), '2026-11-26')
    expect(life.expiryDate).toBe('2026-08-31')
    expect(life.renewal?.phase).toBe('grace')
  })

  it.each(['invalidated', 'revoked', 'lapsed', 'surrendered'])(
    'a %s mark shows no renewal prompt',
    (code) => {
      const life = markLifecycle(registeredOn('2016-12-07', ev(code, '2025-04-01')), '2026-11-26')
      expect(life).toMatchObject({ status: 2, renewal: null, deadlines: [] })
    },
  )

  it('a mark under non-use cancellation keeps its renewal and gets a use-evidence deadline', () => {
    const life = markLifecycle(registeredOn('2019-06-20', ev('nonUseNotified', '2026-11-10')), '2026-11-26')
    expect(life.status).toBe(7)
    // Deemed served 2026-11-25, two months: 2027-01-25.
    expect(life.deadlines).toEqual([expect.objectContaining({ kind: 'nonUseEvidence', due: '2027-01-25' })])
    expect(
      markLifecycle(
        registeredOn('2019-06-20', ev('nonUseNotified', '2026-11-10'), ev('useEvidenceFiled', '2026-11-20')),
        '2026-11-26',
      ).deadlines,
    ).toEqual([])
  })

  it('a published mark: opposition deadline 3 months on, under the application number', () => {
    const events = [ev('filed', '2026-01-12'), ev('published', '2026-09-27')]
    const life = markLifecycle(events, '2026-11-26')
    expect(life.status).toBe(3)
    expect(life.renewal).toBeNull()
    expect(life.deadlines).toEqual([
      expect.objectContaining({
        kind: 'oppositionDeadline',
        nominal: '2026-12-27',
        due: '2026-12-28',
        numberKind: 'application',
      }),
    ])
  })

  it('no opposition deadline once the period is over or the mark is registered', () => {
    const events = [ev('filed', '2026-01-12'), ev('published', '2026-05-27')]
    expect(markLifecycle(events, '2026-11-26').deadlines).toEqual([])
    expect(markLifecycle([...events, ev('registered', '2026-08-28')], '2026-11-26').deadlines).toEqual([])
  })

  it('a mark in examination has no opposition deadline and no renewal', () => {
    const life = markLifecycle([ev('filed', '2026-06-01')], '2026-11-26')
    expect(life).toMatchObject({ status: 6, renewal: null, deadlines: [] })
  })

  it('a refusal: review within 15 days of deemed receipt, then final', () => {
    const events = [ev('filed', '2026-02-01'), ev('refused', '2026-11-16')]
    const life = markLifecycle(events, '2026-11-26')
    expect(life.deadlines).toEqual([
      expect.objectContaining({ kind: 'refusalReview', nominal: '2026-12-16' }),
    ])
    expect(markLifecycle(events, '2026-12-17')).toMatchObject({ status: 2, ended: { reason: 'refused' } })
    expect(markLifecycle([...events, ev('reviewFiled', '2026-11-25')], '2026-11-26')).toMatchObject({
      status: 4,
      deadlines: [],
    })
  })

  it('a priority claim: documents due 3 months from filing', () => {
    const life = markLifecycle([ev('priority', '2026-05-20'), ev('filed', '2026-10-10')], '2026-11-26')
    expect(life.deadlines).toEqual([
      expect.objectContaining({
        kind: 'priorityDocument',
        nominal: '2027-01-10',
        due: '2027-01-11',
        calendar: 'weekendsOnly',
      }),
    ])
  })

  it('ignores events after today', () => {
    expect(
      markLifecycle([ev('filed', '2026-01-12'), ev('published', '2026-12-27')], '2026-11-26').status,
    ).toBe(6)
  })
})

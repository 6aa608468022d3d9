import { describe, expect, it } from 'vitest'
import { rollToWorkingDay } from '../deadline-calendar'
import type { MarkEvent } from '../mark-lifecycle'
import {
  caseFacts,
  deadlineKey,
  MADRID_DEPENDENCY_YEARS,
  PAST_DEADLINE_DAYS,
  type CaseDeadline,
} from './case-deadlines'
import type { CaseRecord } from './case-record'

type Rec = Pick<CaseRecord, 'id' | 'office' | 'tasks' | 'done'>
const rec = (office: string, extra: Partial<Rec> = {}): Rec => ({
  id: 'C1',
  office,
  tasks: [],
  done: [],
  ...extra,
})
const ev = (code: MarkEvent['code'], date: string): MarkEvent => ({ code, date })
const kinds = (ds: CaseDeadline[]) => ds.map((d) => d.kind)

describe('caseFacts: China (through mark-lifecycle)', () => {
  const events = [ev('filed', '2015-06-01'), ev('published', '2016-07-06'), ev('registered', '2016-10-02')]

  it('opens the renewal window 12 months before expiry, due on expiry rolled over China’s holidays', () => {
    // Expiry 2026-10-01 is National Day: the deadline moves to the first working day after the holidays.
    const facts = caseFacts(rec('CN'), events, '2026-05-01')
    expect(facts.status).toBe(1)
    expect(facts.expiryDate).toBe('2026-10-01')
    const [renewal] = facts.deadlines
    expect(renewal).toMatchObject({
      kind: 'renewalDue',
      officeKind: 'china',
      nominal: '2026-10-01',
      due: rollToWorkingDay('2026-10-01').due,
      calendar: 'official',
      basis: '商标法 Art 40',
      done: null,
    })
    expect(renewal!.due > '2026-10-07').toBe(true)
    expect(renewal!.key).toBe(deadlineKey('renewalDue', renewal!.from))
  })

  it('has no deadline before the window opens, and the grace period after expiry', () => {
    expect(caseFacts(rec('CN'), events, '2025-06-01').deadlines).toEqual([])
    const grace = caseFacts(rec('CN'), events, '2026-12-01').deadlines
    expect(kinds(grace)).toEqual(['renewalGrace'])
    expect(grace[0]!.nominal).toBe('2027-04-01')
  })

  it('a refusal opens the review deadline; the status follows the events', () => {
    const facts = caseFacts(rec('CN'), [ev('filed', '2026-01-05'), ev('refused', '2026-09-01')], '2026-09-02')
    expect(kinds(facts.deadlines)).toEqual(['refusalReview'])
    expect(facts.deadlines[0]!.basis).toBe('商标法 Art 34')
  })
})

describe('caseFacts: Hong Kong (term from the filing date, 6-month window and grace, nominal days)', () => {
  const events = [ev('filed', '2016-03-10'), ev('published', '2016-06-10'), ev('registered', '2016-10-10')]

  it('runs the term from the filing date (Cap. 559 s.48)', () => {
    const facts = caseFacts(rec('HK'), events, '2025-06-01')
    expect(facts.status).toBe(10)
    expect(facts.expiryDate).toBe('2026-03-09')
    expect(facts.deadlines).toEqual([])
  })

  it('renewal within 6 months before expiry, then the 6-month grace; never rolled over China’s holidays', () => {
    const due = caseFacts(rec('HK'), events, '2026-01-15').deadlines
    expect(due).toMatchObject([
      { kind: 'renewalDue', due: '2026-03-09', calendar: 'none', basis: 'Cap. 559 s.49' },
    ])
    const grace = caseFacts(rec('HK'), events, '2026-05-01').deadlines
    expect(grace).toMatchObject([{ kind: 'renewalGrace', from: '2026-03-09', due: '2026-09-09' }])
  })

  it('lapses after the grace period', () => {
    const facts = caseFacts(rec('HK'), events, '2026-10-01')
    expect(facts.status).toBe(9)
    expect(facts.deadlines).toEqual([])
  })

  it('opposition within 3 months of publication, on the nominal day even on a Sunday', () => {
    const facts = caseFacts(
      rec('HK'),
      [ev('filed', '2025-10-01'), ev('published', '2026-01-05')],
      '2026-02-01',
    )
    expect(facts.status).toBe(11)
    expect(facts.deadlines).toMatchObject([
      { kind: 'oppositionDeadline', due: '2026-04-05', calendar: 'none' },
    ])
  })
})

describe('caseFacts: Madrid and national offices', () => {
  it('the IR depends on its basic mark for 5 years from the IR date', () => {
    const facts = caseFacts(
      rec('WIPO'),
      [ev('filed', '2023-06-01'), ev('registered', '2023-06-01')],
      '2026-05-01',
    )
    expect(MADRID_DEPENDENCY_YEARS).toBe(5)
    expect(facts.deadlines).toMatchObject([
      {
        kind: 'madridDependency',
        officeKind: 'madrid',
        due: '2028-06-01',
        basis: 'Madrid Protocol Art 6(3) [I]',
      },
    ])
  })

  it('renewal of an IR; a dependency ended long ago is no longer listed', () => {
    const facts = caseFacts(rec('WIPO'), [ev('registered', '2016-08-01')], '2026-05-01')
    expect(facts.expiryDate).toBe('2026-07-31')
    expect(kinds(facts.deadlines)).toEqual(['renewalDue'])
    expect(facts.deadlines[0]!.basis).toBe('Madrid Protocol Art 7')
  })

  it('a national office abroad (global) renews on the nominal day', () => {
    const facts = caseFacts(
      rec('US'),
      [ev('filed', '2015-01-05'), ev('registered', '2016-08-01')],
      '2026-05-01',
    )
    expect(facts.deadlines).toMatchObject([
      {
        kind: 'renewalDue',
        officeKind: 'global',
        due: '2026-07-31',
        calendar: 'none',
        basis: 'national law [I]',
      },
    ])
  })

  it('an ended case has no deadlines', () => {
    const facts = caseFacts(
      rec('US'),
      [ev('registered', '2016-08-01'), ev('revoked', '2020-01-01')],
      '2026-05-01',
    )
    expect(facts.status).toBe(9)
    expect(facts.deadlines).toEqual([])
  })
})

describe('caseFacts: tasks, done marks and the overdue window', () => {
  const task = { id: 't1', title: 'Collect evidence', due: '2026-05-10', assigneeId: 'm1', note: '' }

  it('joins the custom tasks, sorted with the derived ones, with their done marks', () => {
    const done = [
      { key: 'task:t1', by: 'm2', at: '2026-05-02T01:00:00Z', note: 'ok' },
      { key: 'oppositionDeadline:2026-01-05', by: 'm1', at: '2026-05-02T02:00:00Z' },
    ]
    const facts = caseFacts(
      rec('HK', { tasks: [task], done }),
      [ev('filed', '2025-10-01'), ev('published', '2026-01-05')],
      '2026-03-01',
    )
    expect(facts.deadlines.map((d) => d.key)).toEqual(['oppositionDeadline:2026-01-05', 'task:t1'])
    expect(facts.deadlines[1]).toMatchObject({
      kind: 'task',
      title: 'Collect evidence',
      assigneeId: 'm1',
      daysLeft: 70,
      basis: '',
    })
    expect(facts.deadlines.map((d) => d.done?.by)).toEqual(['m1', 'm2'])
  })

  it(`keeps a passed deadline for ${PAST_DEADLINE_DAYS} days, then drops it (tasks stay)`, () => {
    const events = [ev('filed', '2025-10-01'), ev('published', '2026-01-05')]
    const at30 = caseFacts(rec('HK', { tasks: [task] }), events, '2026-05-05').deadlines
    expect(at30.find((d) => d.kind === 'oppositionDeadline')?.daysLeft).toBe(-30)
    const at31 = caseFacts(rec('HK', { tasks: [task] }), events, '2026-05-06').deadlines
    expect(kinds(at31)).toEqual(['task'])
  })
})

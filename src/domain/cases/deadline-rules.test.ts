import { describe, expect, it } from 'vitest'
import { deadlineFee } from './deadline-fees'
import { icsEvents, icsUid } from './deadline-ics'
import {
  filterDeadlines,
  monthWeeks,
  parseCalendarSearch,
  shiftAnchor,
  weekDays,
} from './deadline-calendar-view'
import {
  parseRemindOffsets,
  remindDayOf,
  remindOffsetsProblem,
  taskDueProblem,
  taskTitleProblem,
} from './deadline-rules'

describe('task and reminder rules', () => {
  it('checks a task title', () => {
    expect(taskTitleProblem('  ')).toBe('required')
    expect(taskTitleProblem('x'.repeat(51))).toBe('tooLong')
    expect(taskTitleProblem('a\u0007b')).toBe('control')
    expect(taskTitleProblem(' File evidence ')).toBeNull()
  })
  it('checks a due day against today', () => {
    expect(taskDueProblem('', '2026-11-27')).toBe('required')
    expect(taskDueProblem('2026-02-30', '2026-11-27')).toBe('invalid')
    expect(taskDueProblem('2206-01-01', '2026-11-27')).toBe('outOfRange')
    expect(taskDueProblem('2046-12-31', '2026-11-27')).toBeNull()
  })
  it('parses and checks reminder offsets', () => {
    expect(parseRemindOffsets('90, 30，7、1')).toEqual([90, 30, 7, 1])
    expect(parseRemindOffsets('7 x')[1]).toBeNaN()
    expect(remindOffsetsProblem([])).toBe('required')
    expect(remindOffsetsProblem([1, 2, 3, 4, 5, 6, 7])).toBe('tooMany')
    expect(remindOffsetsProblem([366])).toBe('range')
    expect(remindOffsetsProblem([Number.NaN])).toBe('range')
    expect(remindOffsetsProblem([7, 7])).toBe('duplicate')
    expect(remindOffsetsProblem([0, 90])).toBeNull()
    expect(remindDayOf('2026-03-01', 1)).toBe('2026-02-28')
  })
})

describe('the calendar view', () => {
  it('drops unknown search params', () => {
    expect(
      parseCalendarSearch({
        view: 'year',
        date: '2026-02-30',
        office: 'china',
        kind: 'task',
        q: ' a ',
        within: 12,
      }),
    ).toEqual({
      view: undefined,
      date: undefined,
      office: 'china',
      kind: 'task',
      assignee: undefined,
      state: undefined,
      within: undefined,
      q: 'a',
    })
    expect(parseCalendarSearch({ within: '30' }).within).toBe(30)
    expect(parseCalendarSearch({ within: 30 }).within).toBe(30)
  })
  it('builds Monday-first weeks and months', () => {
    expect(weekDays('2026-11-27')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    const weeks = monthWeeks('2026-02-14')
    expect(weeks[0]![0]).toBe('2026-01-26')
    expect(weeks.at(-1)!.at(-1)).toBe('2026-03-01')
    expect(weeks.every((w) => w.length === 7)).toBe(true)
    expect(shiftAnchor('2026-01-31', 'month', 1)).toBe('2026-02-28')
    expect(shiftAnchor('2026-01-15', 'month', -1)).toBe('2025-12-15')
    expect(shiftAnchor('2026-01-15', 'week', 1)).toBe('2026-01-22')
  })
  it('filters by office, kind, assignee, state and text', () => {
    const base = {
      kind: 'renewalDue' as const,
      officeKind: 'china' as const,
      assigneeId: 'm1',
      daysLeft: 3,
      done: null,
      markName: '云杉',
      title: '',
      applicationNo: '123',
      registrationNo: '',
      reference: 'YS-1',
      caseId: 'C1',
    }
    const rows = [
      base,
      { ...base, caseId: 'C2', officeKind: 'hongKong' as const, assigneeId: null, daysLeft: -2 },
      { ...base, caseId: 'C3', kind: 'task' as const, title: 'Call agent', done: { by: 'm1' } },
    ]
    const ids = (s: object) => filterDeadlines(rows, s).map((r) => r.caseId)
    expect(ids({ office: 'hongKong' })).toEqual(['C2'])
    expect(ids({ kind: 'task' })).toEqual(['C3'])
    expect(ids({ assignee: 'none' })).toEqual(['C2'])
    expect(ids({ state: 'overdue' })).toEqual(['C2'])
    expect(ids({ state: 'done' })).toEqual(['C3'])
    expect(ids({ state: 'open' })).toEqual(['C1', 'C2'])
    // Due within: open and not yet overdue, up to the horizon.
    expect(ids({ within: 7 })).toEqual(['C1'])
    expect(ids({ within: 7, office: 'hongKong' })).toEqual([])
    expect(ids({ q: 'call' })).toEqual(['C3'])
    expect(ids({ q: 'ys-1' })).toEqual(['C1', 'C2', 'C3'])
  })
})

describe('official fees of deadlines', () => {
  it('China renewal per class, grace adds the late fee; Madrid basic plus complementary', () => {
    expect(deadlineFee('renewalDue', 'china', 2)).toMatchObject({
      amount: 900,
      currency: 'CNY',
      effectiveFrom: '2019-07-01',
    })
    expect(deadlineFee('renewalGrace', 'china', 1)?.amount).toBe(450 + 225)
    expect(deadlineFee('refusalReview', 'china', 1)?.amount).toBe(675)
    expect(deadlineFee('renewalDue', 'madrid', 4, 2)).toMatchObject({
      amount: 653 + 200 + 100,
      currency: 'CHF',
    })
    expect(deadlineFee('madridDependency', 'madrid', 1)).toBeNull()
    expect(deadlineFee('renewalDue', 'global', 1)).toBeNull()
  })
})

describe('the iCalendar events', () => {
  it('one all-day event per deadline, a stable UID and 09:00 alarms', () => {
    const [event] = icsEvents(
      [
        {
          caseId: 'CS1',
          key: 'renewalDue:2026-01-01',
          due: '2026-12-31',
          markName: '云杉',
          name: 'Renewal due',
          office: 'CN',
          numbers: 'Reg. 1',
          basis: '商标法 Art 40',
        },
      ],
      [7, 0],
      { calendarName: 'x', basis: 'Basis', caseId: 'Case', alarm: (d) => `in ${d}` },
    )
    expect(event).toMatchObject({
      start: [2026, 12, 31],
      end: [2027, 1, 1],
      title: '云杉 · Renewal due · CN',
    })
    expect(event!.uid).toBe(icsUid('CS1', 'renewalDue:2026-01-01'))
    expect(event!.description).toContain('商标法 Art 40')
    expect(event!.alarms!.map((a) => a.trigger)).toEqual([
      { hours: 159, before: true },
      { hours: 9, before: false },
    ])
  })
})

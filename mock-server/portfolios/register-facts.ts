/**
 * What the register says about one mark on a given day: only events dated on or before that day are on the
 * register (as everywhere else in the mock), so moving the mock clock past a mark's next event changes its
 * facts. China marks' status and term come from the one rule set (mark-lifecycle), other offices' from the
 * register's own fields once the mark is registered.
 */
import type { MarkFacts } from '../../src/domain/cases/register-watch'
import { markLifecycle } from '../../src/domain/mark-lifecycle'
import type { RegisterMark } from '../register'
import { procedureOf, type RecordEvent } from '../register/records/procedure'

/** An event the demo put on the register (simulation 'portfolio.registerChange'), beside the generated ones. */
export interface ExtraRegisterEvent {
  markId: string
  code: string
  date: string
  /** ISO instant it was recorded: a follow made before it did not yet see it. */
  at: string
}

function eventsOf(mark: RegisterMark, extra: readonly ExtraRegisterEvent[]) {
  const own = extra.filter((e) => e.markId === mark.id)
  const events: (Omit<RecordEvent, 'code'> & { code: string })[] = procedureOf(mark)
  if (own.length === 0) return events
  return [
    ...events,
    ...own.map((e) => ({ date: e.date, code: e.code, kind: 'done' as const, milestone: false })),
  ]
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.date < b.e.date ? -1 : a.e.date > b.e.date ? 1 : a.i - b.i))
    .map(({ e }) => e)
}

export function markFactsOn(
  mark: RegisterMark,
  day: string,
  extra: readonly ExtraRegisterEvent[] = [],
): MarkFacts {
  const events = eventsOf(mark, extra)
  const past = events.filter((e) => e.kind !== 'deadline' && e.date <= day)
  const last = past.at(-1)
  const registered = mark.registrationDate !== null && mark.registrationDate <= day
  if (mark.country === 'CN') {
    const life = markLifecycle(events, day)
    return {
      status: life.status,
      procedure: last ? `${last.date}|${last.code}` : '',
      registrationNo: life.registrationDate ? mark.registrationNo : '',
      expiryDate: life.expiryDate ?? '',
    }
  }
  return {
    status: mark.status,
    procedure: last ? `${last.date}|${last.code}` : '',
    registrationNo: registered ? mark.registrationNo : '',
    expiryDate: registered ? (mark.expiryDate ?? '') : '',
  }
}

/** The register's events of a mark up to `day`, as case events (what "add to my cases" copies). */
export function registerEventsOn(
  mark: RegisterMark,
  day: string,
  extra: readonly ExtraRegisterEvent[] = [],
): { code: string; date: string }[] {
  return eventsOf(mark, extra)
    .filter((e) => e.kind !== 'deadline' && e.date <= day)
    .map((e) => ({ code: e.code, date: e.date }))
}

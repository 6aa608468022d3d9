// The deadline calendar's iCalendar export (issue 15): one all-day event per deadline on its due day, with a
// stable UID (case id + deadline key, so a re-import updates instead of duplicating) and an alarm at 09:00 for
// each reminder offset. Built with the `ics` library, which folds and escapes as RFC 5545 asks, so Outlook and
// Google Calendar import it.
import type { EventAttributes } from 'ics'
import { addBusinessDays, businessDayParts } from '../clock'

export interface IcsDeadline {
  caseId: string
  key: string
  due: string
  markName: string
  /** The deadline's name in the reader's language (kind or task title). */
  name: string
  office: string
  numbers: string
  basis: string
}

export interface IcsWords {
  calendarName: string
  /** "Basis" label, for the description. */
  basis: string
  caseId: string
  /** The alarm text, given the offset in days. */
  alarm: (days: number) => string
}

const dateArray = (day: string): [number, number, number] => {
  const { year, month, day: d } = businessDayParts(day)
  return [year, month, d]
}

/** A UID that stays the same for the same deadline of the same case. */
export const icsUid = (caseId: string, key: string) =>
  `${caseId}-${key.replace(/[^A-Za-z0-9-]/g, '-')}@deadlines.tm-portal`

/** The events of the deadlines given; reminders 09:00 `offset` days before (on the day for 0). */
export function icsEvents(
  rows: readonly IcsDeadline[],
  offsets: readonly number[],
  words: IcsWords,
): EventAttributes[] {
  return rows.map((d) => ({
    uid: icsUid(d.caseId, d.key),
    start: dateArray(d.due),
    end: dateArray(addBusinessDays(d.due, 1)),
    title: `${d.markName} · ${d.name} · ${d.office}`,
    description: [`${words.caseId}: ${d.caseId}`, d.numbers, d.basis ? `${words.basis}: ${d.basis}` : '']
      .filter(Boolean)
      .join('\n'),
    alarms: offsets.map((days) => ({
      action: 'display' as const,
      description: words.alarm(days),
      // Triggers are relative to the all-day start (00:00 on the due day).
      trigger: days === 0 ? { hours: 9, before: false } : { hours: days * 24 - 9, before: true },
    })),
  }))
}

/** The .ics text of the deadlines (throws what the library refuses). */
export async function buildIcs(rows: readonly IcsDeadline[], offsets: readonly number[], words: IcsWords) {
  const { createEvents } = await import('ics')
  const { error, value } = createEvents(icsEvents(rows, offsets, words), {
    calName: words.calendarName,
    productId: 'tm-portal/deadlines',
  })
  if (error || !value) throw error ?? new Error('ics: no calendar')
  return value
}

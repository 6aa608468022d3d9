// The rules of what a member types into the deadline calendar (issue 15): custom tasks, done notes and
// reminder settings. The forms and the mock check the same ones (src/api/schemas/cases-deadlines.ts).
import { addBusinessDays } from '../clock'
import { isIsoDate } from '../dates'
import type { CaseDeadlineKind } from './case-deadlines'

export const TASK_TITLE_MAX = 50
export const DEADLINE_NOTE_MAX = 200
/** A custom task is due within this many years of today (a typo such as 2206 is refused). */
export const TASK_DUE_MAX_YEARS = 20
/** Reminder offsets: whole days before the due day, 0 = on the day. */
export const REMIND_OFFSET_MIN = 0
export const REMIND_OFFSET_MAX = 365
export const REMIND_OFFSETS_MAX = 6
/** What the reminder form offers first. */
export const SUGGESTED_REMIND_OFFSETS = [90, 30, 7, 1] as const

export const REMIND_CHANNELS = ['notice', 'email'] as const
export type RemindChannel = (typeof REMIND_CHANNELS)[number]

export const CASE_DEADLINE_KINDS = [
  'renewalDue',
  'renewalGrace',
  'oppositionDeadline',
  'refusalReview',
  'priorityDocument',
  'nonUseEvidence',
  'madridDependency',
  'task',
] as const satisfies readonly CaseDeadlineKind[]

/** A task title: 1–50 characters after trimming, no control characters. */
export function taskTitleProblem(value: string): 'required' | 'tooLong' | 'control' | null {
  const v = value.trim()
  if (!v) return 'required'
  if (v.length > TASK_TITLE_MAX) return 'tooLong'
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(v)) return 'control'
  return null
}

/** A task's due day: a real 'YYYY-MM-DD' within TASK_DUE_MAX_YEARS of `today` either way. */
export function taskDueProblem(value: string, today: string): 'required' | 'invalid' | 'outOfRange' | null {
  const v = value.trim()
  if (!v) return 'required'
  if (!isIsoDate(v)) return 'invalid'
  const year = Number(v.slice(0, 4))
  const now = Number(today.slice(0, 4))
  if (Math.abs(year - now) > TASK_DUE_MAX_YEARS) return 'outOfRange'
  return null
}

/** Reminder offsets: 1–6 distinct whole days in 0–365. */
export function remindOffsetsProblem(
  offsets: readonly number[],
): 'required' | 'tooMany' | 'range' | 'duplicate' | null {
  if (offsets.length === 0) return 'required'
  if (offsets.length > REMIND_OFFSETS_MAX) return 'tooMany'
  if (offsets.some((n) => !Number.isInteger(n) || n < REMIND_OFFSET_MIN || n > REMIND_OFFSET_MAX))
    return 'range'
  if (new Set(offsets).size !== offsets.length) return 'duplicate'
  return null
}

/** Parses "90, 30, 7" (commas, spaces or 、) into numbers; NaN marks a piece that is not a whole number. */
export function parseRemindOffsets(text: string): number[] {
  return text
    .split(/[\s,，、]+/)
    .filter(Boolean)
    .map((p) => (/^\d{1,4}$/.test(p) ? Number(p) : Number.NaN))
}

/** The day a reminder `offset` days before `due` is sent (calendar days, Beijing). */
export const remindDayOf = (due: string, offset: number) => addBusinessDays(due, -offset)

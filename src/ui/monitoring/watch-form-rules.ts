// What a member fills in to start one trademark watch (/trademarkMonitoring). The kind (its plan) decides what
// is watched: a similar-mark watch needs words or an image and the classes to watch, a competitor watch the
// applicant's name, a status watch one of the member's own marks. The server checks the same request again
// (monitorYears/isCanMonitor) and adds what only it knows (a duplicate of an active watch, an unknown office).
import { z } from 'zod'
import {
  WATCH_APPLICANT_MAX,
  WATCH_CLASSES_MAX,
  WATCH_GROUPS_MAX,
  WATCH_KINDS,
  WATCH_NAME_MAX,
  WATCH_PERIODS,
  type WatchKind,
  type WatchPeriod,
  type WatchRequest,
} from '../../api/schemas/monitoring'
import type { MessageKey } from '../../domain/message-key'
import { groupOutsideClasses } from '../../domain/validation'

export const APPLICANT_MIN = 2
export const WATCH_COUNTRIES_MAX = 13

export interface WatchFormValues {
  kind: WatchKind
  /** The words watched (mark watch; a status watch keeps its own mark's name). */
  name: string
  /** The figurative element watched, as imageUrlTransfrom returned it ('' = none), and its hash. */
  imageUrl: string
  imageHash: string
  /** The own mark the watch came from ('' = none); required for a status watch. */
  watchedRegNo: string
  classes: string[]
  /** Similar groups (类似群, '0901'), each inside one of the classes; none = every group of the classes. */
  groups: string[]
  /** The competitor whose new filings are watched. */
  applicant: string
  countries: string[]
  period: WatchPeriod
}

export const emptyWatchForm = (): WatchFormValues => ({
  kind: 'mark',
  name: '',
  imageUrl: '',
  imageHash: '',
  watchedRegNo: '',
  classes: [],
  groups: [],
  applicant: '',
  countries: ['CN'],
  period: 'year',
})

const key = (k: MessageKey) => k

/**
 * Every problem of the form as field → message key (empty when it can be sent). The rules of each plan apply
 * to the fields that plan shows; hidden fields are ignored, not cleared, so switching plans loses nothing.
 */
export function watchFormProblems(v: WatchFormValues): Partial<Record<keyof WatchFormValues, MessageKey>> {
  const problems: Partial<Record<keyof WatchFormValues, MessageKey>> = {}
  const name = v.name.trim()
  if (v.kind === 'mark') {
    if (!name && !v.imageUrl) problems.name = key('monitorWatch:rules.nameOrImage')
    else if (name.length > WATCH_NAME_MAX) problems.name = key('monitorWatch:rules.nameTooLong')
  }
  if (v.kind === 'applicant') {
    const applicant = v.applicant.trim()
    if (!applicant) problems.applicant = key('monitorWatch:rules.applicantRequired')
    else if (applicant.length < APPLICANT_MIN)
      problems.applicant = key('monitorWatch:rules.applicantTooShort')
    else if (applicant.length > WATCH_APPLICANT_MAX)
      problems.applicant = key('monitorWatch:rules.applicantTooLong')
  }
  if (v.kind === 'status' && !v.watchedRegNo)
    problems.watchedRegNo = key('monitorWatch:rules.ownMarkRequired')
  if (v.kind === 'mark' && v.classes.length === 0) problems.classes = key('monitorWatch:rules.classRequired')
  else if (v.classes.length > WATCH_CLASSES_MAX) problems.classes = key('monitorWatch:rules.tooManyClasses')
  if (v.kind === 'mark') {
    if (v.groups.length > WATCH_GROUPS_MAX) problems.groups = key('monitorWatch:rules.tooManyGroups')
    else if (groupOutsideClasses(v.groups, v.classes))
      problems.groups = key('monitorWatch:rules.groupOutsideClass')
  }
  if (v.countries.length === 0) problems.countries = key('monitorWatch:rules.countryRequired')
  else if (v.countries.length > WATCH_COUNTRIES_MAX)
    problems.countries = key('monitorWatch:rules.tooManyCountries')
  if (!WATCH_PERIODS.includes(v.period)) problems.period = key('monitorWatch:rules.periodRequired')
  return problems
}

/** The form as react-hook-form's resolver checks it: each problem on its field. */
export const watchFormSchema = z
  .object({
    kind: z.enum(WATCH_KINDS),
    name: z.string(),
    imageUrl: z.string(),
    imageHash: z.string(),
    watchedRegNo: z.string(),
    classes: z.array(z.string()),
    groups: z.array(z.string()),
    applicant: z.string(),
    countries: z.array(z.string()),
    period: z.enum(WATCH_PERIODS),
  })
  .superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(watchFormProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [path], message })
    }
  })

/** Reads a kept draft back, dropping what no longer fits the form (an old draft, a hand-edited storage). */
export function restoreWatchForm(draft: unknown): WatchFormValues {
  const base = emptyWatchForm()
  if (!draft || typeof draft !== 'object') return base
  const d = draft as Record<string, unknown>
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback)
  const list = (v: unknown, fallback: string[]) =>
    Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : fallback
  const kind = WATCH_KINDS.find((k) => k === d.kind) ?? base.kind
  const period = WATCH_PERIODS.find((p) => p === d.period) ?? base.period
  return {
    kind,
    name: text(d.name, base.name),
    imageUrl: text(d.imageUrl, base.imageUrl),
    imageHash: text(d.imageHash, base.imageHash),
    watchedRegNo: text(d.watchedRegNo, base.watchedRegNo),
    classes: list(d.classes, base.classes),
    groups: list(d.groups, base.groups),
    applicant: text(d.applicant, base.applicant),
    countries: list(d.countries, base.countries),
    period,
  }
}

/** The request (createMonitoring, isCanMonitor) the form stands for: only the fields its kind uses. */
export function watchRequestOf(v: WatchFormValues, trial: boolean): WatchRequest {
  return {
    kind: v.kind,
    name: v.kind === 'applicant' ? '' : v.name.trim(),
    imageUrl: v.kind === 'mark' && v.imageUrl ? v.imageUrl : null,
    imageHash: v.kind === 'mark' && v.imageUrl && v.imageHash ? v.imageHash : null,
    classes: v.kind === 'status' ? [] : v.classes,
    groups: v.kind === 'mark' ? v.groups : [],
    applicant: v.kind === 'applicant' ? v.applicant.trim() : '',
    watchedRegNo: v.kind !== 'applicant' && v.watchedRegNo ? v.watchedRegNo : null,
    countries: trial ? ['CN'] : v.countries,
    period: trial ? 'month' : v.period,
    trial,
  }
}

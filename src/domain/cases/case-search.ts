// The case list's filters and sort as the URL of /caseManage (and a saved view) keeps them, and how they are
// read. The routes' validateSearch reads this module before any page loads, so it stays apart from the query
// (./case-query, which re-exports it for the pages and the mock).
import type { TrademarkStatusId } from '../trademark-status'
import { OFFICE_KINDS, type OfficeKind } from './case-record'

/** A case as the list shows it: the record's columns plus what the deadline engine derived for it today. */
export interface CaseRow {
  id: string
  office: string
  officeKind: OfficeKind
  designations: string[]
  markName: string
  applicationNo: string
  registrationNo: string
  classes: string[]
  applicant: string
  agent: string
  status: TrademarkStatusId
  expiryDate: string | null
  /** The earliest deadline not marked done (overdue ones included), or null. */
  next: { key: string; kind: string; due: string; daysLeft: number; title?: string } | null
  assigneeId: string | null
  labelIds: string[]
  reference: string
  customFields: Record<string, string>
  source: string
  createdAt: string
}

/** Status groups of the filter: a China and a foreign status that mean the same filter together. */
export const CASE_STATUS_GROUPS = {
  registered: [1, 10],
  pending: [6, 12],
  published: [3, 11],
  review: [4],
  opposition: [5],
  cancellation: [7],
  invalid: [2, 9],
  other: [8],
} as const satisfies Record<string, readonly TrademarkStatusId[]>
export type CaseStatusGroup = keyof typeof CASE_STATUS_GROUPS
export const CASE_STATUS_GROUP_IDS = Object.keys(CASE_STATUS_GROUPS) as CaseStatusGroup[]

export const statusGroupOf = (status: TrademarkStatusId): CaseStatusGroup =>
  CASE_STATUS_GROUP_IDS.find((g) => (CASE_STATUS_GROUPS[g] as readonly number[]).includes(status)) ?? 'other'

/** The columns of the list, in their default order; custom fields join as 'cf:<field id>'. */
export const CASE_COLUMNS = [
  'markName',
  'office',
  'numbers',
  'classes',
  'applicant',
  'status',
  'nextDeadline',
  'assignee',
  'labels',
  'reference',
] as const
export type CaseColumn = (typeof CASE_COLUMNS)[number]
export type ColumnId = CaseColumn | `cf:${string}`

export const isColumnId = (value: string): value is ColumnId =>
  (CASE_COLUMNS as readonly string[]).includes(value) || /^cf:[\w-]{1,40}$/.test(value)

export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** The assignee filter's value for cases assigned to nobody. */
export const UNASSIGNED = 'none'
/** "Deadline within N days": the range the filter accepts. */
export const WITHIN_MAX_DAYS = 3650
export const QUERY_MAX_LENGTH = 50

/** The list's filters and sort as they stand in the URL of /caseManage (and in a saved view). */
export interface CaseSearch {
  office?: OfficeKind
  status?: CaseStatusGroup
  applicant?: string
  /** A member id, or UNASSIGNED. */
  assignee?: string
  label?: string
  /** Only cases whose next deadline is at most this many days away (overdue included). */
  within?: number
  /** Text in the mark name, the numbers or the reference. */
  q?: string
  sort?: ColumnId
  dir?: SortDirection
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

/** Reads the list's filters from the URL (or a saved view); unknown values are dropped, never thrown on. */
export function parseCaseSearch(search: Record<string, unknown>): CaseSearch {
  const office = text(search.office)
  const status = text(search.status)
  const withinText = text(search.within)
  const within = /^\d{1,4}$/.test(withinText) ? Number(withinText) : Number.NaN
  const sort = text(search.sort)
  const dir = text(search.dir)
  const parsed: CaseSearch = {
    office: (OFFICE_KINDS as readonly string[]).includes(office) ? (office as OfficeKind) : undefined,
    status: (CASE_STATUS_GROUP_IDS as string[]).includes(status) ? (status as CaseStatusGroup) : undefined,
    applicant: text(search.applicant).slice(0, 100) || undefined,
    assignee: text(search.assignee).slice(0, 60) || undefined,
    label: text(search.label).slice(0, 60) || undefined,
    within: Number.isInteger(within) && within >= 0 && within <= WITHIN_MAX_DAYS ? within : undefined,
    q: text(search.q).slice(0, QUERY_MAX_LENGTH) || undefined,
    sort: sort && isColumnId(sort) ? sort : undefined,
    dir: (SORT_DIRECTIONS as readonly string[]).includes(dir) ? (dir as SortDirection) : undefined,
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as CaseSearch
}

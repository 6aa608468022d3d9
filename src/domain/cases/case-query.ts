// The case list's filters and sort (issue 15 "Portfolio and cases"): ONE pure module that the /caseManage
// table (client side, on every interaction) and the mock's export (caseManagementExport) both run, so the
// exported file holds exactly the rows the page shows. A 5,000-case portfolio filters and sorts in well under
// 100 ms (scripts/bench-cases.ts prints the figures).
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

/** Names the query sorts by where a row holds only an id (members, labels). */
export interface CaseQueryNames {
  member?: (id: string) => string
  label?: (id: string) => string
}

const fold = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '')

// The searchable text of a row, folded once per row object (the list's rows stay the same objects between
// interactions, so typing in the search box does not fold 20,000 strings on every key).
const haystacks = new WeakMap<CaseRow, string>()
const haystackOf = (row: CaseRow) => {
  let text = haystacks.get(row)
  if (text === undefined) {
    text = [row.markName, row.applicationNo, row.registrationNo, row.reference].map(fold).join('\u0001')
    haystacks.set(row, text)
  }
  return text
}

/** Whether a row passes every filter of the search (sort aside). */
export function caseMatcher(search: CaseSearch): (row: CaseRow) => boolean {
  const q = search.q ? fold(search.q) : ''
  const statuses = search.status ? (CASE_STATUS_GROUPS[search.status] as readonly number[]) : null
  return (row) => {
    if (search.office && row.officeKind !== search.office) return false
    if (statuses && !statuses.includes(row.status)) return false
    if (search.applicant && row.applicant !== search.applicant) return false
    if (search.assignee) {
      if (search.assignee === UNASSIGNED ? row.assigneeId !== null : row.assigneeId !== search.assignee)
        return false
    }
    if (search.label && !row.labelIds.includes(search.label)) return false
    if (search.within !== undefined && (!row.next || row.next.daysLeft > search.within)) return false
    if (q && !haystackOf(row).includes(q)) return false
    return true
  }
}

const collator = new Intl.Collator(['zh-CN', 'en'], { numeric: true, sensitivity: 'base' })

type SortValue = string | number | null

/** The value a row sorts by in a column; null sorts last whatever the direction. */
function sortValue(row: CaseRow, column: ColumnId, names: CaseQueryNames): SortValue {
  switch (column) {
    case 'markName':
      return row.markName
    case 'office':
      return row.office
    case 'numbers':
      return row.registrationNo || row.applicationNo || null
    case 'classes':
      return row.classes.length ? Number(row.classes[0]) : null
    case 'applicant':
      return row.applicant
    case 'status':
      return row.status
    case 'nextDeadline':
      return row.next ? row.next.daysLeft : null
    case 'assignee':
      return row.assigneeId ? (names.member?.(row.assigneeId) ?? row.assigneeId) : null
    case 'labels':
      return row.labelIds.length
        ? row.labelIds.map((id) => names.label?.(id) ?? id).sort(collator.compare)[0]!
        : null
    case 'reference':
      return row.reference || null
    default:
      return row.customFields[column.slice(3)] || null
  }
}

/** Each distinct text's place in collation order: sorting then compares numbers, not strings. */
function ranks(values: Iterable<string>) {
  const sorted = [...new Set(values)].sort(collator.compare)
  return new Map(sorted.map((v, i) => [v, i]))
}

/**
 * The rows that pass the search's filters, in its order (default: next deadline first, then mark name).
 * Pure and allocation-light: it runs on every filter or sort change of a 5,000-case list. Texts are ranked
 * once (a few hundred distinct names) so the sort itself compares numbers.
 */
export function queryCases(rows: readonly CaseRow[], search: CaseSearch, names: CaseQueryNames = {}) {
  const matches = caseMatcher(search)
  const kept = rows.filter(matches)
  const column = search.sort ?? 'nextDeadline'
  const sign = search.dir === 'desc' ? -1 : 1
  const raw = kept.map((row) => sortValue(row, column, names))
  const textRank = ranks(raw.filter((v): v is string => typeof v === 'string'))
  const nameRank = ranks(kept.map((r) => r.markName))
  const keyed = kept.map((row, i) => {
    const v = raw[i]!
    return { row, v: typeof v === 'string' ? textRank.get(v)! : v, name: nameRank.get(row.markName)! }
  })
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) {
      if (a.v !== b.v) return a.v === null ? 1 : -1
    } else if (a.v !== b.v) return sign * (a.v - b.v)
    return a.name - b.name || (a.row.id < b.row.id ? -1 : 1)
  })
  return keyed.map((k) => k.row)
}

/** Whether the search filters anything (sort aside): the empty state offers to clear it. */
export const isFiltered = (search: CaseSearch) => Object.keys(search).some((k) => k !== 'sort' && k !== 'dir')

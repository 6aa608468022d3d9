// The case list's filters and sort (issue 15 "Portfolio and cases"): ONE pure module that the /caseManage
// table (client side, on every interaction) and the mock's export (caseManagementExport) both run, so the
// exported file holds exactly the rows the page shows. A 5,000-case portfolio filters and sorts in well under
// 100 ms (scripts/bench-cases.ts prints the figures).
import { CASE_STATUS_GROUPS, UNASSIGNED, type CaseRow, type CaseSearch, type ColumnId } from './case-search'

export * from './case-search'

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

import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { caseColumnsQuery, caseListQuery } from '../../../api/cases-list'
import type { CustomFieldView } from '../../../api/schemas/cases-list'
import {
  CASE_COLUMNS,
  isColumnId,
  type CaseQueryNames,
  type ColumnId,
} from '../../../domain/cases/case-query'

/** The default column set: every built-in column and every custom field, in order. */
export const defaultColumns = (fields: readonly CustomFieldView[]): ColumnId[] => [
  ...CASE_COLUMNS,
  ...fields.map((f) => `cf:${f.id}` as const),
]

/**
 * The case list's data: the rows, the names the columns show for ids (members, labels), the custom fields,
 * and the member's column set (saved, else the default; columns of deleted fields dropped).
 */
export function useCaseList() {
  const list = useQuery(caseListQuery())
  const saved = useQuery(caseColumnsQuery())
  const data = list.data
  const derived = useMemo(() => {
    const members = new Map((data?.members ?? []).map((m) => [m.id, m.name]))
    const labels = new Map((data?.labels ?? []).map((l) => [l.id, l]))
    const fields = data?.fields ?? []
    const names: CaseQueryNames = {
      member: (id) => members.get(id) ?? id,
      label: (id) => labels.get(id)?.name ?? id,
    }
    return { members, labels, fields, names }
  }, [data])
  const columns = useMemo(() => {
    const known = new Set(defaultColumns(derived.fields))
    const chosen = (saved.data?.columns ?? defaultColumns(derived.fields)).filter(
      (c): c is ColumnId => isColumnId(c) && known.has(c as ColumnId),
    )
    return chosen.length ? chosen : defaultColumns(derived.fields)
  }, [saved.data, derived.fields])
  return { list, ...derived, columns, savedColumns: saved.data?.columns ?? null }
}

export type CaseListData = ReturnType<typeof useCaseList>

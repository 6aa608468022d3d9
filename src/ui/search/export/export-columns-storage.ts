import { z } from 'zod'
import { EXPORT_COLUMNS, type ExportColumn } from '../../../api/schemas/search-exports'

const KEY = 'tm-portal.export-columns'
const stored = z.array(z.enum(EXPORT_COLUMNS)).min(1)

/** The columns chosen last time, or every column; a damaged entry counts as none. */
export function loadExportColumns(): ExportColumn[] {
  try {
    const parsed = stored.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'))
    if (parsed.success) return EXPORT_COLUMNS.filter((c) => parsed.data.includes(c))
  } catch {
    // Unreadable JSON or no storage (private mode): fall back to every column.
  }
  return [...EXPORT_COLUMNS]
}

export function saveExportColumns(columns: readonly ExportColumn[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(columns))
  } catch {
    // Storage full or blocked: the choice just is not remembered.
  }
}

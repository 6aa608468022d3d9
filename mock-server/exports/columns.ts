/** What one exported row holds and how each column reads in a given language. */
import type { ExportColumn } from '../../src/api/schemas/search-exports'
import type { SearchResultItem } from '../../src/api/schemas/search-shared'
import type { Lang } from '../context'
import { pick, SIMILARITY } from './labels'

/** A result row with its country's names, which the result item does not carry. */
export type ExportItem = SearchResultItem & { countryZh: string; countryEn: string }

/** The marks of a search export and what they answer (the result sheet and the search report). */
export interface ExportInput {
  items: readonly ExportItem[]
  lang: Lang
  /** Label–value lines of the search (query-summary.ts). */
  summary: ReadonlyArray<[string, string]>
  /** Marks in the result or selection before the cap. */
  total: number
  /** Set when the marks are a selection rather than the whole result. */
  selected: boolean
  /** Set when `total` was more than the export limit. */
  cappedAt: number | null
  generatedAt: Date
}

/** A cell: text, or an ISO date the spreadsheet stores as a real date. */
export type Cell = { text: string } | { date: string } | { number: number }

const dateCell = (date: string | null): Cell => (date ? { date } : { text: '' })

export function cellOf(column: ExportColumn, item: ExportItem, rowNumber: number, lang: Lang): Cell {
  const en = lang === 'en'
  switch (column) {
    case 'number':
      return { number: rowNumber }
    case 'name':
      return { text: item.name }
    case 'applicationNo':
      return { text: item.applicationNo }
    case 'registrationNo':
      return { text: item.registrationNo }
    case 'classes':
      return { text: item.classes.join(en ? ', ' : '，') }
    case 'applicantZh':
      return { text: item.applicantZh }
    case 'applicantEn':
      return { text: item.applicantEn }
    case 'filingDate':
      return dateCell(item.filingDate)
    case 'publicationDate':
      return dateCell(item.publicationDate)
    case 'registrationDate':
      return dateCell(item.registrationDate)
    case 'expiryDate':
      return dateCell(item.expiryDate)
    case 'agent':
      return { text: (en ? item.agentEn : item.agentZh) ?? '' }
    case 'similarity':
      return { text: item.similarity ? pick(SIMILARITY[item.similarity], lang) : '' }
    case 'status':
      return { text: en ? item.statusEn : item.statusZh }
    case 'country':
      return { text: en ? item.countryEn : item.countryZh }
  }
}

/** A cell as plain text (for Word tables and tests). */
export const cellText = (cell: Cell): string =>
  'text' in cell ? cell.text : 'date' in cell ? cell.date : String(cell.number)

/** Column widths in characters, sized for the longest usual value. */
export const COLUMN_WIDTHS: Record<ExportColumn, number> = {
  number: 7,
  name: 22,
  applicationNo: 16,
  registrationNo: 14,
  classes: 12,
  applicantZh: 32,
  applicantEn: 40,
  filingDate: 13,
  publicationDate: 13,
  registrationDate: 13,
  expiryDate: 13,
  agent: 30,
  similarity: 10,
  status: 16,
  country: 14,
}

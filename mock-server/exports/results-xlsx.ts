/**
 * The result spreadsheet: one sheet of marks (frozen, filterable header; real date cells) and one sheet
 * saying which search it answers, when it was made and whether it was cut to the export limit.
 * exceljs is loaded on first use only: it is large and the mock is bundled into the demo build.
 */
import { businessDateTime } from '../../src/domain/clock'
import type { ExportColumn } from '../../src/api/schemas/search-exports'
import type { Lang } from '../context'
import { cellOf, COLUMN_WIDTHS, type ExportItem } from './columns'
import { COLUMN_HEADERS, fill, pick, W } from './labels'

export interface ResultsSheetInput {
  items: readonly ExportItem[]
  columns: readonly ExportColumn[]
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

const HEADER_FILL = 'FFDCE6F2'

/** ISO date to an Excel date (a UTC midnight, so no time zone shifts the day). */
const excelDate = (iso: string) => new Date(`${iso}T00:00:00Z`)

export async function buildResultsWorkbook(input: ResultsSheetInput): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const { lang, columns } = input
  const workbook = new ExcelJS.Workbook()
  workbook.creator = pick(W.resultsTitle, lang)
  workbook.created = input.generatedAt

  const sheet = workbook.addWorksheet(pick(W.resultsSheet, lang), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = columns.map((c) => ({
    header: pick(COLUMN_HEADERS[c], lang),
    key: c,
    width: COLUMN_WIDTHS[c],
    style: c.endsWith('Date') ? { numFmt: 'yyyy-mm-dd' } : {},
  }))
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.alignment = { vertical: 'middle' }
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } }
  })
  input.items.forEach((item, k) => {
    const values = columns.map((c) => {
      const cell = cellOf(c, item, k + 1, lang)
      return 'date' in cell ? excelDate(cell.date) : 'number' in cell ? cell.number : cell.text
    })
    sheet.addRow(values)
  })
  if (input.items.length) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } }
  }

  const about = workbook.addWorksheet(pick(W.querySheet, lang))
  about.columns = [
    { width: 24, style: { font: { bold: true }, alignment: { vertical: 'top' } } },
    { width: 90, style: { alignment: { wrapText: true, vertical: 'top' } } },
  ]
  about.addRow([pick(W.resultsTitle, lang)]).font = { bold: true, size: 14 }
  about.addRow([])
  const stamp = businessDateTime(input.generatedAt).slice(0, 16)
  about.addRow([pick(W.generatedAt, lang), `${stamp} UTC+8`])
  const scope = input.selected
    ? fill(pick(W.selectedOf, lang), { count: input.total })
    : fill(pick(W.rowsOf, lang), { total: input.total, count: input.items.length })
  about.addRow([pick(W.exported, lang), scope])
  for (const [label, value] of input.summary) about.addRow([label, value])
  if (input.cappedAt !== null) {
    about.addRow([])
    about.addRow([fill(pick(W.capped, lang), { max: input.cappedAt })]).font = { color: { argb: 'FFC00000' } }
  }

  const buffer = await workbook.xlsx.writeBuffer()
  return new Uint8Array(buffer as ArrayBuffer)
}

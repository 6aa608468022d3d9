/**
 * The result spreadsheet: one sheet of marks (frozen, filterable header; real date cells) and one sheet
 * saying which search it answers, when it was made and whether it was cut to the export limit.
 * exceljs is loaded on first use only: it is large and the mock is bundled into the demo build.
 */
import type { ExportColumn } from '../../src/api/schemas/search-exports'
import { cellOf, COLUMN_WIDTHS, type ExportInput } from './columns'
import { COLUMN_HEADERS, fill, pick, stampText, W } from './labels'
import { bookBytes, excelDay, shadeHeader } from './sheet-parts'

export interface ResultsSheetInput extends ExportInput {
  columns: readonly ExportColumn[]
}

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
  shadeHeader(sheet.getRow(1)).alignment = { vertical: 'middle' }
  input.items.forEach((item, k) => {
    const values = columns.map((c) => {
      const cell = cellOf(c, item, k + 1, lang)
      return 'date' in cell ? excelDay(cell.date) : 'number' in cell ? cell.number : cell.text
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
  about.addRow([pick(W.generatedAt, lang), stampText(input.generatedAt)])
  const scope = input.selected
    ? fill(pick(W.selectedOf, lang), { count: input.total })
    : fill(pick(W.rowsOf, lang), { total: input.total, count: input.items.length })
  about.addRow([pick(W.exported, lang), scope])
  for (const [label, value] of input.summary) about.addRow([label, value])
  if (input.cappedAt !== null) {
    about.addRow([])
    about.addRow([fill(pick(W.capped, lang), { max: input.cappedAt })]).font = { color: { argb: 'FFC00000' } }
  }

  return bookBytes(workbook)
}

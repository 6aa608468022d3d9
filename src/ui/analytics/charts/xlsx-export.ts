/**
 * A chart's data as a one-sheet workbook: the header row in the page language, then the rows as the chart
 * draws them. exceljs loads on the first export only.
 */
import type { ChartTable } from './chart-options'

/** A sheet name Excel accepts: at most 31 characters, none of \ / ? * [ ] : */
export function sheetName(title: string): string {
  const clean = title
    .replace(/[\\/?*[\]:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return (clean || 'Sheet1').slice(0, 31)
}

/** The .xlsx bytes of one table. */
export async function tableWorkbook(table: ChartTable, title: string): Promise<Uint8Array<ArrayBuffer>> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow(table.header).font = { bold: true }
  for (const row of table.rows) sheet.addRow(row)
  sheet.columns.forEach((column, i) => {
    const widest = Math.max(...[table.header, ...table.rows].map((r) => String(r[i] ?? '').length))
    column.width = Math.min(48, Math.max(10, widest + 2))
  })
  return new Uint8Array(await book.xlsx.writeBuffer())
}

/** A PNG data URL (ECharts' getDataURL) as a file's bytes. */
export function dataUrlBytes(dataUrl: string): Uint8Array<ArrayBuffer> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
}

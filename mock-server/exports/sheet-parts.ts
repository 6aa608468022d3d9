/**
 * Building blocks shared by the spreadsheets (the sheet counterpart of docx-parts.ts): the shaded header,
 * a listing workbook (title, stamp line, filterable header, rows) and the reading of
 * an uploaded workbook. exceljs is loaded with import() on first use: it is large and the mock ships in the
 * demo build.
 */
import type * as ExcelModule from 'exceljs'

type Workbook = ExcelModule.Workbook
type Row = ExcelModule.Row

/** The light blue of every header row. */
export const HEADER_FILL: ExcelModule.FillPattern = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFDCE6F2' },
}

/** A header row: bold, each of its cells shaded. */
export function shadeHeader(row: Row): Row {
  row.font = { bold: true }
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL
  })
  return row
}

/** An ISO day as an Excel date cell (a UTC midnight, so no time zone shifts the day). */
export const excelDay = (iso: string) => new Date(`${iso}T00:00:00Z`)

export const bookBytes = async (book: Workbook) => new Uint8Array(await book.xlsx.writeBuffer())

export type ListingValue = string | number | Date | null

export interface ListingColumn<T> {
  header: string
  key: string
  width: number
  value: (row: T) => ListingValue
}

/**
 * A one-sheet listing: a bold title row, a line of `info` (the stamp, counts, what it was made for), a
 * shaded header frozen above the rows and filterable, the rows (`decorate` formats one), or `none` when
 * there are none.
 */
export async function listingWorkbook<T>(input: {
  title: string
  sheetName: string
  info: readonly (string | number)[]
  columns: readonly ListingColumn<T>[]
  rows: readonly T[]
  none: string
  created: Date
  decorate?: (sheetRow: Row, row: T) => void
}): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const { columns, rows } = input
  const book = new ExcelJS.Workbook()
  book.creator = input.title
  book.created = input.created
  const sheet = book.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: 3 }] })
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width }))
  sheet.addRow([input.title]).font = { bold: true, size: 14 }
  sheet.addRow([...input.info])
  shadeHeader(sheet.addRow(columns.map((c) => c.header)))
  for (const row of rows) {
    const added = sheet.addRow(columns.map((c) => c.value(row)))
    input.decorate?.(added, row)
  }
  if (rows.length) sheet.autoFilter = { from: { row: 3, column: 1 }, to: { row: 3, column: columns.length } }
  else sheet.addRow([input.none])
  return bookBytes(book)
}

/** An uploaded workbook, or null when the bytes are not one exceljs can read. */
export async function loadWorkbook(bytes: Uint8Array): Promise<Workbook | null> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    )
  } catch {
    return null
  }
  return book
}

const two = (n: number) => String(n).padStart(2, '0')

/** A cell as the text the rules read: dates as YYYY-MM-DD, numbers as typed, rich text flattened. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${two(value.getUTCMonth() + 1)}-${two(value.getUTCDate())}`
  if (typeof value === 'object') {
    const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown }
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('')
    if (typeof v.text === 'string') return v.text
    if (v.result !== undefined) return cellText(v.result)
    return ''
  }
  return String(value)
}

// The printable documents (charge notice, debit-note statement, fee bill, timestamp statement) as data: what the
// on-screen A4 sheet shows and what the PDF draws, so the two cannot disagree. Plain strings only, already in
// the page's language; the renderers decide fonts, sizes and page breaks.

/** Green for settled amounts, orange for amounts still due, grey for secondary words. */
export type SheetTone = 'paid' | 'unpaid' | 'muted'

export interface SheetFact {
  label: string
  value: string
  tone?: 'paid' | 'unpaid'
}

export interface SheetColumn {
  label: string
  /** Numbers align to the end. */
  align?: 'start' | 'end'
  /** The column's share of the table's width (any unit: shares are compared with each other). */
  width: number
}

export interface SheetCell {
  /** A line break ('\n') starts a new line inside the cell. */
  text: string
  /** How many columns the cell covers (1 when left out). */
  span?: number
  tone?: SheetTone
  /** Starts at the column's start even in a numeric column. */
  align?: 'start' | 'end'
}

export interface SheetRow {
  cells: (string | SheetCell)[]
  /**
   * 'total' rows close a table in bold; a 'detail' row belongs to the row above it (smaller, grey, no rule
   * between them) and is never separated from it by a page break.
   */
  kind?: 'total' | 'detail'
}

export type SheetBlock =
  | { kind: 'facts'; facts: SheetFact[]; /** A framed group, e.g. one debit note in full. */ boxed?: boolean }
  | { kind: 'table'; columns: SheetColumn[]; rows: SheetRow[] }
  | { kind: 'section'; text: string }
  | { kind: 'text'; text: string }

export interface SheetDocument {
  /** The issuer's name and address line of the letterhead. */
  issuer: { name: string; address: string }
  /** Top right of the letterhead: a date, a period or a number. */
  reference: string
  title: string
  blocks: SheetBlock[]
  /** The small print after the last block. */
  footer?: string
  /** BCP 47 language of the words, recorded in the PDF. */
  lang: string
}

/** A cell in its full form. */
export function cellOf(cell: string | SheetCell): SheetCell {
  return typeof cell === 'string' ? { text: cell } : cell
}

/** Every string the document shows, for choosing the fonts that can draw them. */
export function documentTexts(doc: SheetDocument): string[] {
  const texts = [doc.issuer.name, doc.issuer.address, doc.reference, doc.title, doc.footer ?? '']
  for (const block of doc.blocks) {
    if (block.kind === 'facts') for (const f of block.facts) texts.push(f.label, f.value)
    else if (block.kind === 'table') {
      for (const c of block.columns) texts.push(c.label)
      for (const r of block.rows) for (const c of r.cells) texts.push(cellOf(c).text)
    } else texts.push(block.text)
  }
  return texts
}

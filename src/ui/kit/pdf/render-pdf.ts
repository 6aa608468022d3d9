import {
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  TextRenderingMode,
  type PDFPage,
  type RGB,
} from 'pdf-lib'
import { loadTypeface, type FontSource } from './load-typeface'
import { cellOf, documentTexts, type SheetBlock, type SheetDocument, type SheetRow } from './sheet-document'
import type { Typeface } from './typeface'

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const

const MARGIN = { top: 48, bottom: 54, side: 48 }
const WIDTH = A4.width - 2 * MARGIN.side
const BOTTOM = A4.height - MARGIN.bottom

const hex = (v: string) =>
  rgb(...([1, 3, 5].map((i) => parseInt(v.slice(i, i + 2), 16) / 255) as [number, number, number]))
const COLOR = {
  ink: hex('#1f2937'),
  navy: hex('#1f3864'),
  muted: hex('#6b7280'),
  rule: hex('#cbd5e1'),
  head: hex('#e8eef6'),
  total: hex('#f8fafc'),
  paid: hex('#15803d'),
  unpaid: hex('#c2410c'),
}
const TONE = { paid: COLOR.paid, unpaid: COLOR.unpaid, muted: COLOR.muted } as const

interface TextStyle {
  size: number
  color?: RGB
  bold?: boolean
}

const lineHeight = (size: number) => size * 1.45

/** Draws a document top to bottom onto A4 pages, starting a page when the next piece does not fit. */
class Writer {
  readonly pages: PDFPage[] = []
  /** Distance of the cursor from the top of the current page. */
  y = MARGIN.top

  constructor(
    private readonly pdf: PDFDocument,
    readonly face: Typeface,
    private readonly doc: SheetDocument,
  ) {}

  get page(): PDFPage {
    return this.pages.at(-1)!
  }

  newPage() {
    this.pages.push(this.pdf.addPage([A4.width, A4.height]))
    this.y = MARGIN.top
    if (this.pages.length > 1) this.runningHead()
  }

  /** Starts a new page unless `height` more points fit on this one; says whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM || this.y === this.top()) return false
    this.newPage()
    return true
  }

  /** Where content starts on the current page. */
  top(): number {
    return this.pages.length > 1 ? MARGIN.top + 22 : MARGIN.top
  }

  /** One line of text with its top at `top`; bold is the glyphs filled and outlined in their colour. */
  text(text: string, x: number, top: number, style: TextStyle, page = this.page) {
    const color = style.color ?? COLOR.ink
    const baseline = A4.height - (top + (lineHeight(style.size) - style.size) / 2 + style.size * 0.88)
    if (style.bold) {
      page.pushOperators(
        pushGraphicsState(),
        setTextRenderingMode(TextRenderingMode.FillAndOutline),
        setLineWidth(style.size * 0.035),
        setStrokingColor(color),
      )
    }
    let cursor = x
    for (const run of this.face.runs(text)) {
      page.drawText(run.text, { x: cursor, y: baseline, size: style.size, font: run.font, color })
      cursor += run.font.widthOfTextAtSize(run.text, style.size)
    }
    if (style.bold) page.pushOperators(popGraphicsState())
  }

  /** Wrapped text in a box of `width`, aligned in it; returns the height used. */
  paragraph(text: string, x: number, top: number, width: number, style: TextStyle, align = 'start'): number {
    const lines = this.face.wrap(text, style.size, width)
    lines.forEach((line, i) => {
      const dx =
        align === 'end'
          ? width - this.face.width(line, style.size)
          : align === 'center'
            ? (width - this.face.width(line, style.size)) / 2
            : 0
      this.text(line, x + dx, top + i * lineHeight(style.size), style)
    })
    return lines.length * lineHeight(style.size)
  }

  height(text: string, width: number, size: number): number {
    return this.face.wrap(text, size, width).length * lineHeight(size)
  }

  line(x1: number, y1: number, x2: number, y2: number, color: RGB, thickness = 0.6) {
    this.page.drawLine({
      start: { x: x1, y: A4.height - y1 },
      end: { x: x2, y: A4.height - y2 },
      color,
      thickness,
    })
  }

  rect(x: number, top: number, width: number, height: number, fill?: RGB, border?: RGB) {
    this.page.drawRectangle({
      x,
      y: A4.height - top - height,
      width,
      height,
      color: fill,
      borderColor: border,
      borderWidth: border ? 0.6 : 0,
    })
  }

  /** The letterhead and title on the first page. */
  letterhead() {
    const { issuer, reference, title } = this.doc
    const refWidth = Math.min(this.face.width(reference, 8.5), WIDTH / 2)
    const left = WIDTH - refWidth - 16
    const start = this.y
    this.y += this.paragraph(issuer.name, MARGIN.side, this.y, left, {
      size: 13,
      color: COLOR.navy,
      bold: true,
    })
    this.y += this.paragraph(issuer.address, MARGIN.side, this.y, left, { size: 8, color: COLOR.muted })
    const refHeight = this.height(reference, refWidth, 8.5)
    this.paragraph(
      reference,
      MARGIN.side + WIDTH - refWidth,
      Math.max(start, this.y - refHeight),
      refWidth,
      { size: 8.5, color: COLOR.muted },
      'end',
    )
    this.y += 6
    this.line(MARGIN.side, this.y, MARGIN.side + WIDTH, this.y, COLOR.navy, 1.5)
    this.y += 14
    this.y += this.paragraph(title, MARGIN.side, this.y, WIDTH, { size: 15, bold: true }, 'center')
    this.y += 12
  }

  /** The issuer, the title and the reference in small print at the top of every further page. */
  private runningHead() {
    const head = `${this.doc.issuer.name} · ${this.doc.title}`
    const style = { size: 7.5, color: COLOR.muted }
    this.text(head, MARGIN.side, MARGIN.top, style)
    const refWidth = this.face.width(this.doc.reference, 7.5)
    this.text(this.doc.reference, MARGIN.side + WIDTH - refWidth, MARGIN.top, style)
    this.line(MARGIN.side, MARGIN.top + 14, MARGIN.side + WIDTH, MARGIN.top + 14, COLOR.rule)
    this.y = this.top()
  }

  block(block: SheetBlock) {
    switch (block.kind) {
      case 'section':
        // A heading stays with at least a couple of lines of what it introduces.
        this.ensure(60)
        this.y += 8
        this.y += this.paragraph(block.text, MARGIN.side, this.y, WIDTH, {
          size: 10.5,
          color: COLOR.navy,
          bold: true,
        })
        this.y += 4
        return
      case 'text':
        this.ensure(lineHeight(9))
        this.y += this.paragraph(block.text, MARGIN.side, this.y, WIDTH, { size: 9, color: COLOR.muted }) + 8
        return
      case 'facts':
        return this.facts(block.facts, block.boxed ?? false)
      case 'table':
        return this.table(block)
    }
  }

  /** Label over value, two facts a row. */
  private facts(facts: Extract<SheetBlock, { kind: 'facts' }>['facts'], boxed: boolean) {
    const pad = boxed ? 8 : 0
    const gap = 20
    const colWidth = (WIDTH - 2 * pad - gap) / 2
    const rows: (typeof facts)[] = []
    for (let i = 0; i < facts.length; i += 2) rows.push(facts.slice(i, i + 2))
    const rowHeight = (row: typeof facts) =>
      Math.max(...row.map((f) => lineHeight(7.5) + this.height(f.value || ' ', colWidth, 9.5))) + 4
    const total = rows.reduce((s, r) => s + rowHeight(r), 0) + 2 * pad
    this.ensure(Math.min(total, BOTTOM - this.top()))
    const start = this.y
    this.y += pad
    for (const row of rows) {
      const height = rowHeight(row)
      if (this.ensure(height)) this.y += pad
      row.forEach((f, i) => {
        const x = MARGIN.side + pad + i * (colWidth + gap)
        this.text(f.label, x, this.y, { size: 7.5, color: COLOR.muted })
        this.paragraph(f.value, x, this.y + lineHeight(7.5), colWidth, {
          size: 9.5,
          color: f.tone ? TONE[f.tone] : COLOR.ink,
          bold: Boolean(f.tone),
        })
      })
      this.y += height
    }
    this.y += pad
    if (boxed && this.y - start === total) this.rect(MARGIN.side, start, WIDTH, total, undefined, COLOR.rule)
    this.y += boxed ? 8 : 10
  }

  /** A table that breaks between rows, repeating its header on each page it reaches. */
  private table(block: Extract<SheetBlock, { kind: 'table' }>) {
    const shares = block.columns.reduce((s, c) => s + c.width, 0)
    const xs = [MARGIN.side]
    for (const c of block.columns) xs.push(xs.at(-1)! + (c.width / shares) * WIDTH)
    const padX = 4
    const padY = 3.5

    interface Laid {
      row: SheetRow
      cells: { text: string; x: number; width: number; align: string; style: TextStyle }[]
      height: number
    }
    const lay = (row: SheetRow, header = false): Laid => {
      let col = 0
      const size = header ? 7.5 : row.kind === 'detail' ? 7 : 8
      const cells = row.cells.map((raw) => {
        const cell = cellOf(raw)
        const span = cell.span ?? 1
        const x = xs[col]!
        const width = xs[Math.min(col + span, xs.length - 1)]! - x
        const align = cell.align ?? block.columns[col]?.align ?? 'start'
        col += span
        const color = cell.tone ? TONE[cell.tone] : row.kind === 'detail' ? COLOR.muted : COLOR.ink
        const bold = header || row.kind === 'total' || cell.tone === 'paid' || cell.tone === 'unpaid'
        return { text: cell.text, x, width, align, style: { size, color, bold } }
      })
      const lines = Math.max(1, ...cells.map((c) => this.face.wrap(c.text, size, c.width - 2 * padX).length))
      const height = lines * lineHeight(size) + (row.kind === 'detail' ? padY : 2 * padY)
      return { row, cells, height }
    }

    const header = lay({ cells: block.columns.map((c) => ({ text: c.label })) }, true)
    const drawRow = (laid: Laid, fill?: RGB) => {
      const top = this.y
      if (fill) this.rect(xs[0]!, top, WIDTH, laid.height, fill)
      if (laid.row.kind !== 'detail') this.line(xs[0]!, top, xs.at(-1)!, top, COLOR.rule)
      for (const c of laid.cells) {
        const textTop = top + (laid.row.kind === 'detail' ? 0 : padY)
        this.paragraph(c.text, c.x + padX, textTop, c.width - 2 * padX, c.style, c.align)
      }
      const edges = [laid.cells[0]!.x, ...laid.cells.map((c) => c.x + c.width)]
      for (const x of edges) this.line(x, top, x, top + laid.height, COLOR.rule)
      this.y += laid.height
    }
    const closeSegment = () => this.line(xs[0]!, this.y, xs.at(-1)!, this.y, COLOR.rule)

    // Rows grouped with the detail rows that belong to them, so a page break never falls inside a group.
    const groups: Laid[][] = []
    for (const row of block.rows) {
      const laid = lay(row)
      if (row.kind === 'detail' && groups.length) groups.at(-1)!.push(laid)
      else groups.push([laid])
    }
    const groupHeight = (g: Laid[]) => g.reduce((s, l) => s + l.height, 0)
    this.ensure(header.height + (groups[0] ? groupHeight(groups[0]) : 0))
    this.y += 2
    drawRow(header, COLOR.head)
    for (const group of groups) {
      if (this.y + groupHeight(group) > BOTTOM) {
        closeSegment()
        this.newPage()
        drawRow(header, COLOR.head)
      }
      for (const laid of group) drawRow(laid, laid.row.kind === 'total' ? COLOR.total : undefined)
    }
    closeSegment()
    this.y += 12
  }

  footer() {
    const text = this.doc.footer
    if (!text) return
    const height = this.height(text, WIDTH, 7.5) + 10
    this.ensure(height + 8)
    this.y += 8
    this.line(MARGIN.side, this.y, MARGIN.side + WIDTH, this.y, hex('#e5e7eb'))
    this.y += 5
    this.y += this.paragraph(text, MARGIN.side, this.y, WIDTH, { size: 7.5, color: COLOR.muted })
  }

  /** "2 / 3" at the foot of every page. */
  pageNumbers() {
    const total = this.pages.length
    this.pages.forEach((page, i) => {
      const label = `${i + 1} / ${total}`
      const width = this.face.width(label, 8)
      this.text(label, (A4.width - width) / 2, A4.height - 34, { size: 8, color: COLOR.muted }, page)
    })
  }
}

/**
 * The document as an A4 PDF with real text: the words stay selectable and searchable, Chinese and Latin
 * drawn with Noto Sans SC subset to the characters used. Tall tables continue on further pages under their
 * header; every page is numbered.
 */
export async function renderSheetPdf(
  doc: SheetDocument,
  fonts: FontSource,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(doc.title)
  pdf.setAuthor(doc.issuer.name)
  pdf.setLanguage(doc.lang)
  pdf.setCreator(doc.issuer.name)
  const face = await loadTypeface(pdf, documentTexts(doc), fonts)
  const writer = new Writer(pdf, face, doc)
  writer.newPage()
  writer.letterhead()
  for (const block of doc.blocks) writer.block(block)
  writer.footer()
  writer.pageNumbers()
  return { bytes: await pdf.save(), pages: writer.pages.length }
}

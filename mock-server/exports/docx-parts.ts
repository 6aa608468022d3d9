/**
 * Building blocks shared by the Word documents. They take the docx module as an argument because it is
 * loaded with import() on first use (it is large and the mock ships in the demo build).
 */
import type * as DocxModule from 'docx'
import type { Lang } from '../context'
import { pick, W } from './labels'

export type Docx = typeof DocxModule
type Block = DocxModule.Paragraph | DocxModule.Table

const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'Microsoft YaHei' }
const BORDER = { style: 'single' as const, size: 4, color: 'B7C3D0' }
const HEAD_SHADE = 'DCE6F2'
const LABEL_SHADE = 'F2F5F9'
/** Set once per table: per-cell margins multiply the XML (and the packing time) of large reports. */
const CELL_MARGINS = { top: 40, bottom: 40, left: 80, right: 80 }

/** Document defaults: a font that has Chinese glyphs, 10 pt text, heading sizes. */
export function documentStyles() {
  return {
    default: {
      document: { run: { font: FONT, size: 20 } },
      heading1: { run: { font: FONT, size: 32, bold: true, color: '1F3864' } },
      heading2: {
        run: { font: FONT, size: 26, bold: true, color: '1F3864' },
        paragraph: { spacing: { before: 240, after: 120 } },
      },
      heading3: {
        run: { font: FONT, size: 22, bold: true },
        paragraph: { spacing: { before: 160, after: 80 } },
      },
    },
  }
}

export const text = (
  d: Docx,
  value: string,
  options: { bold?: boolean; size?: number; color?: string } = {},
) => new d.Paragraph({ children: [new d.TextRun({ text: value, ...options })] })

export const heading = (d: Docx, value: string, level: 1 | 2 | 3) =>
  new d.Paragraph({
    text: value,
    heading:
      level === 1
        ? d.HeadingLevel.HEADING_1
        : level === 2
          ? d.HeadingLevel.HEADING_2
          : d.HeadingLevel.HEADING_3,
  })

const cell = (d: Docx, value: string, options: { bold?: boolean; shade?: string; width?: number } = {}) =>
  new d.TableCell({
    children: value.split('\n').map((line) => text(d, line, { bold: options.bold, size: 18 })),
    shading: options.shade ? { type: d.ShadingType.CLEAR, fill: options.shade, color: 'auto' } : undefined,
    width: options.width ? { size: options.width, type: d.WidthType.PERCENTAGE } : undefined,
  })

const borders = {
  top: BORDER,
  bottom: BORDER,
  left: BORDER,
  right: BORDER,
  insideHorizontal: BORDER,
  insideVertical: BORDER,
}

/** A two-column table of labels and values. */
export function keyValueTable(d: Docx, rows: ReadonlyArray<readonly [string, string]>, labelWidth = 28) {
  return new d.Table({
    width: { size: 100, type: d.WidthType.PERCENTAGE },
    margins: CELL_MARGINS,
    borders,
    rows: rows.map(
      ([label, value]) =>
        new d.TableRow({
          cantSplit: true,
          children: [
            cell(d, label, { bold: true, shade: LABEL_SHADE, width: labelWidth }),
            cell(d, value, { width: 100 - labelWidth }),
          ],
        }),
    ),
  })
}

/** A table with a shaded header row that repeats on every page. */
export function gridTable(d: Docx, headers: readonly string[], rows: ReadonlyArray<readonly string[]>) {
  return new d.Table({
    width: { size: 100, type: d.WidthType.PERCENTAGE },
    margins: CELL_MARGINS,
    borders,
    rows: [
      new d.TableRow({
        tableHeader: true,
        cantSplit: true,
        children: headers.map((h) => cell(d, h, { bold: true, shade: HEAD_SHADE })),
      }),
      ...rows.map((r) => new d.TableRow({ cantSplit: true, children: r.map((v) => cell(d, v)) })),
    ],
  })
}

/** Page footer: the disclaimer and "page n / m". */
export function footer(d: Docx, lang: Lang) {
  return new d.Footer({
    children: [
      new d.Paragraph({
        alignment: d.AlignmentType.CENTER,
        children: [
          new d.TextRun({ text: `${pick(W.disclaimer, lang)}  `, size: 14, color: '666666' }),
          new d.TextRun({
            children: [d.PageNumber.CURRENT, ' / ', d.PageNumber.TOTAL_PAGES],
            size: 14,
            color: '666666',
          }),
        ],
      }),
    ],
  })
}

export const spacer = (d: Docx) => new d.Paragraph({ text: '' })

/** Packs a document into bytes. */
export async function pack(
  d: Docx,
  sections: DocxModule.ISectionOptions[],
  title: string,
): Promise<Uint8Array> {
  const document = new d.Document({ title, creator: title, styles: documentStyles(), sections })
  return new Uint8Array(await d.Packer.toArrayBuffer(document))
}

export type { Block }

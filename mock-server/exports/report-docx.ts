/**
 * The search report (.docx): title, the search, the date, one overview table of the marks (no images, so it
 * prints and copies cleanly) and then the particulars of each mark.
 */
import type { ISectionOptions } from 'docx'
import type { ExportColumn } from '../../src/api/schemas/search-exports'
import type { Lang } from '../context'
import { cellOf, cellText, type ExportInput, type ExportItem } from './columns'
import {
  footer,
  gridTable,
  heading,
  keyValueTable,
  pack,
  spacer,
  text,
  type Block,
  type Docx,
} from './docx-parts'
import { COLUMN_HEADERS, fill, pick, SIMILARITY, stampText, W } from './labels'

export type ReportInput = ExportInput

const OVERVIEW: readonly ExportColumn[] = [
  'number',
  'name',
  'applicationNo',
  'registrationNo',
  'classes',
  'applicantZh',
  'filingDate',
  'status',
  'similarity',
]

const DETAIL: readonly ExportColumn[] = [
  'applicationNo',
  'registrationNo',
  'classes',
  'applicantZh',
  'applicantEn',
  'agent',
  'filingDate',
  'publicationDate',
  'registrationDate',
  'expiryDate',
  'status',
  'country',
]

const show = (value: string) => value || '—'

function overviewColumns(lang: Lang): ExportColumn[] {
  // One applicant column, in the report's language.
  return OVERVIEW.map((c) => (c === 'applicantZh' && lang === 'en' ? 'applicantEn' : c))
}

function markDetails(d: Docx, item: ExportItem, n: number, lang: Lang): Block[] {
  const rows: Array<[string, string]> = DETAIL.map((c) => [
    pick(COLUMN_HEADERS[c], lang),
    show(cellText(cellOf(c, item, n, lang))),
  ])
  if (item.similarity) {
    const level = pick(SIMILARITY[item.similarity], lang)
    rows.push([pick(COLUMN_HEADERS.similarity, lang), `${level} (${pick(W.score, lang)} ${item.score})`])
  }
  return [heading(d, `${n}. ${item.name || item.applicationNo}`, 3), keyValueTable(d, rows)]
}

export async function buildSearchReport(input: ReportInput): Promise<Uint8Array> {
  const d = await import('docx')
  const { lang, items } = input
  const title = pick(W.reportTitle, lang)
  const stamp = stampText(input.generatedAt)
  const scope = input.selected
    ? fill(pick(W.selectedOf, lang), { count: input.total })
    : fill(pick(W.rowsOf, lang), { total: input.total, count: items.length })
  const about: Array<[string, string]> = [
    [pick(W.generatedAt, lang), stamp],
    [pick(W.exported, lang), scope],
    ...input.summary,
  ]
  const columns = overviewColumns(lang)

  const first: Block[] = [heading(d, title, 1), text(d, stamp, { color: '666666' }), spacer(d)]
  first.push(heading(d, pick(W.querySheet, lang), 2), keyValueTable(d, about, 22))
  if (input.cappedAt !== null) {
    first.push(text(d, fill(pick(W.capped, lang), { max: input.cappedAt }), { color: 'C00000' }))
  }
  first.push(heading(d, pick(W.summary, lang), 2))
  if (!items.length) first.push(text(d, pick(W.noMarks, lang)))
  else
    first.push(
      gridTable(
        d,
        columns.map((c) => pick(COLUMN_HEADERS[c], lang)),
        items.map((item, k) => columns.map((c) => cellText(cellOf(c, item, k + 1, lang)))),
      ),
    )

  const sections: ISectionOptions[] = [
    {
      // The overview table has nine columns: landscape keeps them readable.
      properties: { page: { size: { orientation: d.PageOrientation.LANDSCAPE } } },
      footers: { default: footer(d, lang) },
      children: first,
    },
  ]
  if (items.length) {
    sections.push({
      properties: { page: { size: { orientation: d.PageOrientation.PORTRAIT } } },
      footers: { default: footer(d, lang) },
      children: [
        heading(d, pick(W.details, lang), 2),
        ...items.flatMap((item, k) => markDetails(d, item, k + 1, lang)),
      ],
    })
  }
  return pack(d, sections, title)
}

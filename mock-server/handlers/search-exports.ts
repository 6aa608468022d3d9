/**
 * The search area's exports: the result (or the selected marks) as .xlsx with every or chosen columns, a
 * Word search report, and one mark's record as Word. Each re-runs the search through the search engine, so
 * the file matches what the result page shows; exports are not retrievals and do not count against the
 * daily trial limit. The file libraries load on first export only (see mock-server/exports).
 */
import { searchCalls } from '../../src/api/catalogue/search'
import {
  EXPORT_MAX_ROWS,
  searchExportsSchemas,
  WORD_REPORT_MAX_MARKS,
  type ExportColumn,
  EXPORT_COLUMNS,
} from '../../src/api/schemas/search-exports'
import { BIZ, type HandlerContext, type Lang } from '../context'
import { defineHandlers } from '../define-handlers'
import type { ExportItem } from '../exports/columns'
import { DOCX_TYPE, FILE_NAMES, XLSX_TYPE } from '../exports/labels'
import { summarizeCriteria, type ParsedCriteria } from '../exports/query-summary'
import { buildRecordDocument } from '../exports/record-docx'
import { buildSearchReport } from '../exports/report-docx'
import { buildResultsWorkbook } from '../exports/results-xlsx'
import { blankPng, rasteriseSvg } from '../exports/specimen-png'
import { bytesToBase64 } from '../reference-data/bytes'
import { markById, specimenSvg } from '../register'
import type { SimilarityLevel } from '../register/similarity'
import {
  countryName,
  imageLevelOf,
  positionOf,
  runImageSearch,
  runTextSearch,
  toDetail,
  toItem,
} from '../search/engine'

type Ctx = HandlerContext<unknown>

interface ExportBody {
  criteria: ParsedCriteria
  ids?: string[]
}

interface Row {
  i: number
  hit?: { level: SimilarityLevel; score: number; reasons: string[] }
}

/** Printed specimen size in the record document, in pixels (the register draws 400 × 400). */
const SPECIMEN_PX = 200

/** The search's rows in result order, as the result page lists them. */
function resultRows(criteria: ParsedCriteria) {
  if (criteria.kind === 'text') return runTextSearch(criteria.request)
  const { hits, marks } = runImageSearch(criteria.request)
  const rows: Row[] = hits.map((h) => ({
    i: positionOf(h.id),
    hit: { level: imageLevelOf(h.distance), score: h.score, reasons: ['image'] },
  }))
  return { rows, marks }
}

/**
 * The selected marks (in result order; a selected mark no longer in the result still comes last) or the whole
 * result, cut to `max` rows.
 */
function chooseRows(body: ExportBody, max: number) {
  const { rows, marks } = resultRows(body.criteria)
  let chosen: Row[] = rows
  if (body.ids) {
    const wanted = new Set(body.ids)
    chosen = rows.filter((r) => wanted.has(marks[r.i]!.id))
    const found = new Set(chosen.map((r) => marks[r.i]!.id))
    for (const id of wanted) if (!found.has(id) && markById(id)) chosen.push({ i: positionOf(id) })
  }
  const items: ExportItem[] = chosen.slice(0, max).map((r) => {
    const mark = marks[r.i]!
    const country = countryName(mark.country)
    return { ...toItem(mark, r.hit), countryZh: country.zh, countryEn: country.en }
  })
  return {
    items,
    total: chosen.length,
    selected: !!body.ids,
    cappedAt: chosen.length > max ? max : null,
  }
}

async function resultsSpreadsheet(ctx: Ctx, body: ExportBody, lang: Lang, columns: readonly ExportColumn[]) {
  ctx.requireUser()
  const chosen = chooseRows(body, EXPORT_MAX_ROWS)
  const bytes = await buildResultsWorkbook({
    ...chosen,
    columns,
    lang,
    summary: summarizeCriteria(body.criteria, lang),
    generatedAt: ctx.now(),
  })
  return ctx.blob(bytesToBase64(bytes), FILE_NAMES.results(lang, ctx.today()), XLSX_TYPE)
}

export const searchExportsHandlers = defineHandlers(searchCalls, searchExportsSchemas, {
  tmInfoQueryResultExport: (ctx) => resultsSpreadsheet(ctx, ctx.body, 'en', EXPORT_COLUMNS),
  tmInfoQueryResultExportZh: (ctx) => resultsSpreadsheet(ctx, ctx.body, 'zh-CN', EXPORT_COLUMNS),
  tmInfoQueryResultCustomColumnExport(ctx) {
    // The file keeps the columns in their usual order, whatever order they were ticked in.
    const chosen = new Set(ctx.body.columns)
    return resultsSpreadsheet(
      ctx,
      ctx.body,
      ctx.lang,
      EXPORT_COLUMNS.filter((c) => chosen.has(c)),
    )
  },

  async tmInfoWordExport(ctx) {
    ctx.requireUser()
    const chosen = chooseRows(ctx.body, WORD_REPORT_MAX_MARKS)
    const bytes = await buildSearchReport({
      ...chosen,
      lang: ctx.lang,
      summary: summarizeCriteria(ctx.body.criteria, ctx.lang),
      generatedAt: ctx.now(),
    })
    return ctx.blob(bytesToBase64(bytes), FILE_NAMES.report(ctx.lang, ctx.today()), DOCX_TYPE)
  },

  async tmInfoTrademarkFileWordExport(ctx) {
    ctx.requireUser()
    const mark = markById(ctx.body.id)
    const detail = mark && toDetail(mark)
    if (!mark || !detail) return ctx.fail('未找到该商标', 'Trademark not found', BIZ.notFound)
    const svg = specimenSvg(mark)
    const png = (await rasteriseSvg(svg, SPECIMEN_PX * 2)) ?? blankPng()
    const bytes = await buildRecordDocument({
      detail,
      lang: ctx.lang,
      generatedAt: ctx.now(),
      specimen: { svg, png, size: SPECIMEN_PX },
    })
    return ctx.blob(bytesToBase64(bytes), FILE_NAMES.record(ctx.lang, mark.applicationNo), DOCX_TYPE)
  },
})

/**
 * Trademark search calls (overview §3, §5, §6): one text search for every text mode, its filter statistics,
 * image search by perceptual hash, full records by id and the similar group of one mark. Text and image
 * retrievals count against the daily trial limit (../search/gate.ts).
 */
import { searchCalls } from '../../src/api/catalogue/search'
import {
  searchSchemas,
  type FilterDimension,
  type StatisticsBucket,
  type TextSearchRequest,
  type TrademarkDetail,
} from '../../src/api/schemas/search'
import { BIZ, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { markById, type RegisterMark } from '../register'
import { sharedViennaCodes } from '../register/image-hash'
import {
  facetCounts,
  findSimilar,
  getLookup,
  groupsWithinClasses,
  hasFilters,
  imageLevelOf,
  labelOf,
  page,
  positionOf,
  countLevels,
  runImageSearch,
  runTextSearch,
  scopedRows,
  toDetail,
  toItem,
} from '../search/engine'
import { openGate, remember } from '../search/gate'

/** Top values listed per statistics dimension. */
const STATISTICS_TOP = 20
const SIMILAR_GROUP_SIZE = 20

type TextSearchContext = HandlerContext<TextSearchRequest>

/**
 * One page of a text search, counted against the trial limit: the multi-country search's answer, and the
 * EUIPO and USPTO searches' (search-extra.ts), which run it with the office's country.
 */
export function textSearchReply(ctx: TextSearchContext) {
  const { pageNum, pageSize, ...q } = ctx.body
  // Turning pages, filtering or re-sorting a result already retrieved is not a new retrieval.
  const counts = pageNum === 1 && !q.sort && !hasFilters(q.filters)
  const gate = openGate(ctx, counts)
  if (gate.refused) return gate.refused
  const { rows: kept, marks, levels } = runTextSearch(q)
  const usage = gate.settle(counts)
  if (counts) remember(ctx, q.queryWay, q, kept.length)
  return ctx.ok({
    total: kept.length,
    pageNum,
    pageSize,
    levels,
    list: page(kept, pageNum, pageSize).map((r) => toItem(marks[r.i]!, r.hit)),
    usage,
  })
}

export const searchHandlers = defineHandlers(searchCalls, searchSchemas, {
  tmInfoQueryTmInfoTextByMulCountry: textSearchReply,

  tmInfoGroupStatistics(ctx) {
    const { rows, marks } = scopedRows(ctx.body)
    const counts = facetCounts(rows, marks, ctx.body.filters)
    const classes = [...(ctx.body.filters?.niceList ?? []), ...(ctx.body.niceChoosedStr ?? [])]
    counts.similarGroup = groupsWithinClasses(counts.similarGroup, classes)
    const buckets = (d: FilterDimension): StatisticsBucket[] =>
      [...counts[d]]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, STATISTICS_TOP)
        .map(([value, count]) => ({ value, ...labelOf(d, value), count }))
    return ctx.ok({
      total: rows.length,
      country: buckets('country'),
      applicant: buckets('applicant'),
      niceList: buckets('niceList'),
      similarGroup: buckets('similarGroup'),
      appYear: buckets('appYear'),
      regYear: buckets('regYear'),
      trailYear: buckets('trailYear'),
      isvalid: buckets('isvalid'),
      ggBeginYear: buckets('ggBeginYear'),
      priorityYear: buckets('priorityYear'),
      rightPeriod: buckets('rightPeriod'),
      tmstatuscode: buckets('tmstatuscode'),
      agent: buckets('agent'),
    })
  },

  tmInfoQueryTmInfoGraphByMulCountry(ctx) {
    const { imageHash, countries, niceChoosedStr, pageNum, pageSize } = ctx.body
    const counts = pageNum === 1
    const gate = openGate(ctx, counts)
    if (gate.refused) return gate.refused
    const { hits, marks } = runImageSearch({ imageHash, countries, niceChoosedStr })
    const shown = page(hits, pageNum, pageSize)
    const pageMarks = shown.map((h) => marks[positionOf(h.id)]!)
    const usage = gate.settle(counts)
    if (counts) remember(ctx, 'image', ctx.body, hits.length)
    return ctx.ok({
      total: hits.length,
      pageNum,
      pageSize,
      levels: countLevels(hits.map((h) => ({ level: imageLevelOf(h.distance) }))),
      list: shown.map((h, k) => ({
        ...toItem(pageMarks[k]!, { level: imageLevelOf(h.distance), score: h.score, reasons: ['image'] }),
        distance: h.distance,
      })),
      sharedVienna: sharedViennaCodes(shown, pageMarks),
      usage,
    })
  },

  tmInfoQueryTmInfoByIds(ctx) {
    const list = ctx.body.ids
      .map((id) => markById(id))
      .filter((m): m is RegisterMark => !!m)
      .map(toDetail)
      .filter((d): d is TrademarkDetail => !!d)
    return ctx.ok({ list })
  },

  tmInfoQueryTmSimilarGroup(ctx) {
    const mark = markById(ctx.body.id)
    if (!mark) return ctx.fail('未找到该商标', 'Trademark not found', BIZ.notFound)
    const l = getLookup()
    const { marks } = l
    const hits = mark.name.trim()
      ? findSimilar(l, mark.name, {
          classes: mark.classes.map((c) => c.no),
          limit: SIMILAR_GROUP_SIZE + 1,
        })
          .filter((h) => h.id !== mark.id)
          .slice(0, SIMILAR_GROUP_SIZE)
      : []
    return ctx.ok({
      mark: toItem(mark),
      list: hits.map((h) => toItem(marks[positionOf(h.id)]!, h)),
    })
  },
})

/**
 * The search area's remaining calls (issue 15): the Vienna classification searched by words and read by code,
 * a record's goods by class with their similar groups and its gazette notices. Everything is read from the
 * reference data and the register; a record's goods and notices from the same archive its page shows.
 */
import { searchCalls } from '../../src/api/catalogue/search'
import {
  searchExtraSchemas,
  VIENNA_SEARCH_MAX,
  type ViennaCodeInfo,
} from '../../src/api/schemas/search-extra'
import { NICE_CLASSES } from '../../src/domain/nice-classes'
import { viennaMatches } from '../../src/domain/vienna-match'
import { BIZ, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { VIENNA, viennaByCode, type ViennaEntry } from '../reference-data/vienna'
import { groupByCode } from '../registration-goods/standard-index'
import { findArchive } from './search-records'
import { estimateClass, tierOf, type PriorMark } from '../../src/domain/success-rate'
import { findSimilar, getLookup, isInvalidStatus, lifeFields, positionOf, toItem } from '../search/engine'
import { textSearchReply } from './search'

/** The register's country of the marks each office search covers. */
export const OFFICE_COUNTRY = { eu: 'EM', us: 'US' } as const

/** Similar names weighed per class, nearest first. */
const SUCCESS_CANDIDATES = 500

const notFound = (ctx: HandlerContext<unknown>) =>
  ctx.fail('未找到该商标', 'Trademark not found', BIZ.notFound)

function infoOf(entry: ViennaEntry): ViennaCodeInfo {
  const path: ViennaCodeInfo['path'] = []
  for (let p = entry.parent; p; p = viennaByCode(p)?.parent ?? null) {
    const up = viennaByCode(p)
    if (!up) break
    path.unshift({ code: up.code, nameZh: up.nameZh, nameEn: up.nameEn })
  }
  const { code, level, nameZh, nameEn } = entry
  return { code, level, nameZh, nameEn, path }
}

/** The Vienna calls read the classification only: they answer at once, without waiting for the register. */
export const viennaHandlers = defineHandlers(searchCalls, searchExtraSchemas, {
  tmInfoGetImageCodeList(ctx) {
    const hits = VIENNA.filter((e) => viennaMatches(e, ctx.body.keyword))
    return ctx.ok({
      total: hits.length,
      list: hits.slice(0, VIENNA_SEARCH_MAX).map(infoOf),
    })
  },

  tmInfoGetImageCodeInfoList(ctx) {
    const list: ViennaCodeInfo[] = []
    const unknown: string[] = []
    for (const code of ctx.body.codes) {
      const entry = viennaByCode(code)
      if (entry) list.push(infoOf(entry))
      else unknown.push(code)
    }
    return ctx.ok({ list, unknown })
  },
})

/** The calls that read the register (search-group.ts runs them once it is built). */
export const searchExtraHandlers = defineHandlers(searchCalls, searchExtraSchemas, {
  tmInfoQueryTmNice(ctx) {
    const archive = findArchive(ctx, { id: ctx.body.id })
    if (!archive) return notFound(ctx)
    const classes = archive.record.classes.map((c) => {
      const counts = new Map<string, number>()
      for (const g of c.groups) counts.set(g, (counts.get(g) ?? 0) + 1)
      const heading = NICE_CLASSES.find((n) => n.no === c.no)
      return {
        no: c.no,
        nameZh: heading?.name ?? c.nameZh,
        nameEn: heading?.nameEn ?? c.nameEn,
        goods: c.goodsZh.map((zh, k) => ({ zh, en: c.goodsEn[k] ?? '', group: c.groups[k] ?? '' })),
        groups: [...counts]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([code, count]) => {
            const group = groupByCode(code)
            return { code, nameZh: group?.nameZh ?? '', nameEn: group?.nameEn ?? '', count }
          }),
      }
    })
    return ctx.ok({ id: archive.record.id, classes })
  },

  // The office searches: the multi-country text search restricted to the office's marks, whatever else was asked.
  euQueryQueryTmText: (ctx) =>
    textSearchReply({ ...ctx, body: { ...ctx.body, countries: [OFFICE_COUNTRY.eu] } }),
  usQueryQueryTmText: (ctx) =>
    textSearchReply({ ...ctx, body: { ...ctx.body, countries: [OFFICE_COUNTRY.us] } }),

  tmInfoAnalyzeSuccessRate(ctx) {
    const { tradeMarkText, niceChoosedStr, groupChoosedStr = [], countries } = ctx.body
    const l = getLookup()
    const { marks } = l
    const classes = niceChoosedStr.map((no) => {
      const chosen = groupChoosedStr.filter((g) => g.startsWith(no))
      const hits = findSimilar(l, tradeMarkText, {
        classes: [no],
        countries,
        limit: SUCCESS_CANDIDATES,
      })
      const priors: (PriorMark & { hit: (typeof hits)[number] })[] = []
      for (const hit of hits) {
        const tier = tierOf(hit)
        if (!tier) continue
        const mark = marks[positionOf(hit.id)]!
        const groups = new Set(mark.classes.filter((c) => c.no === no).flatMap((c) => c.groups))
        priors.push({
          id: hit.id,
          tier,
          score: hit.score,
          live: !isInvalidStatus(lifeFields(mark).status),
          sharedGroups: chosen.filter((g) => groups.has(g)),
          hit,
        })
      }
      const estimate = estimateClass(priors, chosen.length > 0)
      const byId = new Map(priors.map((p) => [p.id, p]))
      const heading = NICE_CLASSES.find((n) => n.no === no)
      return {
        no,
        nameZh: heading?.name ?? no,
        nameEn: heading?.nameEn ?? no,
        groups: chosen,
        ...estimate,
        marks: estimate.weighty.map((id) => {
          const p = byId.get(id)!
          return { ...toItem(marks[positionOf(id)]!, p.hit), tier: p.tier, sharedGroups: [...p.sharedGroups] }
        }),
      }
    })
    return ctx.ok({ name: tradeMarkText, countries, today: ctx.today(), classes })
  },

  tmInfoQueryNotivce(ctx) {
    const archive = findArchive(ctx, { id: ctx.body.id })
    if (!archive) return notFound(ctx)
    return ctx.ok({ id: archive.record.id, notices: archive.notices })
  },
})

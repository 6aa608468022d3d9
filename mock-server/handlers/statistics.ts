/**
 * The register statistics of the analytics pages (issue 16): the statistic/* calls and the tmInfo applicant
 * rankings. Their meanings are in src/api/schemas/analytics-statistics.ts, their sums in ../analytics/. Like the
 * searches they read the public register, so a guest may call them (search.ts asks for no session either).
 * Answers are cached per request body (and per day where today matters): the register does not change in a build.
 */
import { analyticsCalls } from '../../src/api/catalogue/analytics'
import { analyticsStatisticsSchemas } from '../../src/api/schemas/analytics-statistics'
import { BIZ } from '../context'
import { defineHandlers } from '../define-handlers'
import { getRegister, partyById } from '../register'
import { cachedAnswer, type RegisterView } from '../analytics/scope'
import * as stats from '../analytics/statistics'

let view: RegisterView | undefined

/** The register as the statistics read it (built once the register is; search-group.ts awaits that). */
function registerView(): RegisterView {
  const { marks, parties } = getRegister()
  if (view?.marks !== marks) view = { marks, parties, party: partyById }
  return view
}

/** The answer of `call` for `body`, computed once per register size (and day, when given). */
function answer<B, T>(call: string, body: B, compute: (view: RegisterView, body: B) => T, today = ''): T {
  const v = registerView()
  return cachedAnswer(`${call}|${v.marks.length}|${today}|${JSON.stringify(body)}`, () => compute(v, body))
}

export const statisticsHandlers = defineHandlers(analyticsCalls, analyticsStatisticsSchemas, {
  statisticAppAndAuthorization: (ctx) =>
    ctx.ok(answer('appAndAuthorization', ctx.body, stats.appAndAuthorization)),
  statisticTrademarkAppCount: (ctx) => ctx.ok(answer('trademarkAppCount', ctx.body, stats.trademarkAppCount)),
  statisticGoodsService: (ctx) => ctx.ok(answer('goodsService', ctx.body, stats.goodsService)),
  statisticGoodsService2: (ctx) => ctx.ok(answer('goodsService2', ctx.body, stats.goodsService2)),
  statisticSimilargroupStatistic2: (ctx) =>
    ctx.ok(answer('similargroupStatistic2', ctx.body, stats.similarGroupRanking)),
  statisticSimilargroupStatistic3: (ctx) =>
    ctx.ok(answer('similargroupStatistic3', ctx.body, stats.similarGroupYears)),
  statisticEffectiveTm: (ctx) => {
    const today = ctx.today()
    return ctx.ok(answer('effectiveTm', ctx.body, (v, b) => stats.effectiveTm(v, b, today), today))
  },
  statisticRenewalStatistic: (ctx) => {
    const today = ctx.today()
    return ctx.ok(answer('renewalStatistic', ctx.body, (v, b) => stats.renewalStatistic(v, b, today), today))
  },
  statisticGetAgentCount: (ctx) => ctx.ok(answer('getAgentCount', ctx.body, stats.agentCount)),
  statisticAgentStatistics: (ctx) => ctx.ok(answer('agentStatistics', ctx.body, stats.agentRanking)),
  statisticApplicantCorrespondingAgentStatictis: (ctx) =>
    ctx.ok(answer('applicantCorrespondingAgentStatictis', ctx.body, stats.applicantAgents)),
  statisticTmAgentQuery: (ctx) => {
    const agent = partyById(ctx.body.agentId)
    if (!agent || !agent.id.startsWith('AG'))
      return ctx.fail('未找到该代理机构', 'Agent not found', BIZ.notFound)
    const page = answer('tmAgentQuery', ctx.body, stats.agentApplicants)
    return ctx.ok({
      agent: { id: agent.id, nameZh: agent.nameZh, nameEn: agent.nameEn, country: agent.country },
      ...page,
    })
  },
  statisticApplicantCountryCodeStatistic: (ctx) =>
    ctx.ok(answer('applicantCountryCodeStatistic', ctx.body, stats.applicantCountries)),
  statisticCountryForApplicant: (ctx) =>
    ctx.ok(answer('countryForApplicant', ctx.body, stats.applicantProvinces)),
  tmInfoApplicantRanking: (ctx) => ctx.ok(answer('applicantRanking', ctx.body, stats.applicantRanking)),
  tmInfoApplicantRankingByYear: (ctx) =>
    ctx.ok(answer('applicantRankingByYear', ctx.body, stats.applicantRankingByYear)),
  tmInfoApplicantHit: (ctx) => ctx.ok(answer('applicantHit', ctx.body, stats.applicantHits)),
})

import { bench, describe } from 'vitest'
import { analyticsStatisticsSchemas as S } from '../../src/api/schemas/analytics-statistics'
import { getRegister, partyById } from '../register'
import { clearStatisticsCache, columnsOf, type RegisterView } from './scope'
import * as stats from './statistics'

// Issue 16 budget: each statistic call over the 50,000-mark register answers in under 100 ms, measured on the
// first, uncached call per filter. `npm run bench` prints each call's cold time (the median of 11 runs, the
// caches cleared before each) for the pages' default filter, then vitest's table. What is laid out once per
// register (the columns, like the search engine's index) is timed on its own line.
const TODAY = '2026-11-27'
let t = performance.now()
const { marks, parties } = getRegister()
const view: RegisterView = { marks, parties, party: partyById }
console.log(`register: ${marks.length} marks, built in ${(performance.now() - t).toFixed(0)} ms`)

// Once per register: the columns the statistics read (filing years, classes and similar groups as numbers).
t = performance.now()
columnsOf(view)
console.log(`statistics columns: laid out in ${(performance.now() - t).toFixed(0)} ms, once per register`)

// The labels read the search engine's tables and the parties' index once; warm them outside the figures.
stats.applicantRanking(view, S.tmInfoApplicantRanking.req.parse({}))
stats.goodsService2(view, S.statisticGoodsService2.req.parse({}))

const topApplicant = stats.applicantRanking(view, S.tmInfoApplicantRanking.req.parse({ top: 1 })).list[0]!
  .value
const topAgent = stats.agentRanking(view, S.statisticAgentStatistics.req.parse({ top: 1 })).list[0]!.value

const CALLS: [string, () => unknown][] = [
  [
    'appAndAuthorization',
    () => stats.appAndAuthorization(view, S.statisticAppAndAuthorization.req.parse({})),
  ],
  ['trademarkAppCount', () => stats.trademarkAppCount(view, S.statisticTrademarkAppCount.req.parse({}))],
  ['goodsService', () => stats.goodsService(view, S.statisticGoodsService.req.parse({}))],
  ['goodsService2', () => stats.goodsService2(view, S.statisticGoodsService2.req.parse({ classNo: '09' }))],
  [
    'similargroupStatistic2',
    () => stats.similarGroupRanking(view, S.statisticSimilargroupStatistic2.req.parse({ top: 20 })),
  ],
  [
    'similargroupStatistic3',
    () => stats.similarGroupYears(view, S.statisticSimilargroupStatistic3.req.parse({})),
  ],
  ['effectiveTm', () => stats.effectiveTm(view, S.statisticEffectiveTm.req.parse({}), TODAY)],
  [
    'renewalStatistic (2020–2036)',
    () =>
      stats.renewalStatistic(
        view,
        S.statisticRenewalStatistic.req.parse({ yearFrom: 2020, yearTo: 2036 }),
        TODAY,
      ),
  ],
  ['getAgentCount', () => stats.agentCount(view, S.statisticGetAgentCount.req.parse({}))],
  ['agentStatistics', () => stats.agentRanking(view, S.statisticAgentStatistics.req.parse({ top: 20 }))],
  [
    'applicantCorrespondingAgentStatictis',
    () =>
      stats.applicantAgents(
        view,
        S.statisticApplicantCorrespondingAgentStatictis.req.parse({ applicant: '科技' }),
      ),
  ],
  [
    'tmAgentQuery',
    () => stats.agentApplicants(view, S.statisticTmAgentQuery.req.parse({ agentId: topAgent })),
  ],
  [
    'applicantCountryCodeStatistic (ALL)',
    () =>
      stats.applicantCountries(view, S.statisticApplicantCountryCodeStatistic.req.parse({ country: 'ALL' })),
  ],
  ['countryForApplicant', () => stats.applicantProvinces(view, S.statisticCountryForApplicant.req.parse({}))],
  ['applicantRanking', () => stats.applicantRanking(view, S.tmInfoApplicantRanking.req.parse({ top: 20 }))],
  [
    'applicantRankingByYear',
    () => stats.applicantRankingByYear(view, S.tmInfoApplicantRankingByYear.req.parse({ top: 10 })),
  ],
  [
    'applicantHit',
    () => stats.applicantHits(view, S.tmInfoApplicantHit.req.parse({ text: 'link', country: 'ALL' })),
  ],
  [
    'applicantRanking (one applicant)',
    () => stats.applicantRanking(view, S.tmInfoApplicantRanking.req.parse({ applicant: topApplicant })),
  ],
]

/** The median of cold runs: the caches (answers, the filter's marks, renewal phases) are cleared before each. */
const coldMedian = (run: () => unknown, times = 11) => {
  const ms: number[] = []
  for (let i = 0; i < times; i++) {
    clearStatisticsCache()
    stats.forgetRenewalPhases()
    t = performance.now()
    run()
    ms.push(performance.now() - t)
  }
  return ms.sort((a, b) => a - b)[Math.floor(times / 2)]!
}

const figures = CALLS.map(([name, run]) => [name, coldMedian(run)] as const)
const slowest = Math.max(...figures.map(([, ms]) => ms))
console.log(
  `statistics, first (uncached) call, median of 11 (budget 100 ms; slowest ${slowest.toFixed(1)} ms):\n` +
    figures.map(([name, ms]) => `  ${name.padEnd(40)} ${ms.toFixed(1).padStart(6)} ms`).join('\n'),
)

describe('statistics over the 50,000-mark register, uncached', () => {
  for (const [name, run] of CALLS)
    bench(name, () => {
      clearStatisticsCache()
      stats.forgetRenewalPhases()
      run()
    })
})

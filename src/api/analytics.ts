import type { Endpoint, RequestOf } from './catalogue/define'
import { analyticsCalls } from './catalogue/analytics'
import { portfolioCalls } from './catalogue/portfolio'
import { callData } from './client'
import { portfolioKeys } from './portfolios'
import type { PlatMark } from './schemas/applicant-portfolios'
import { callQueryOptions, queryKeys, type CallKey } from './query'

/**
 * The register statistics of the analytics pages (issue 16). Every key holds the request, and every request
 * holds the shared filter (filterOfChoose), so changing the filter bar refetches each chart.
 */
export const analyticsKeys = queryKeys({
  appsRegs: analyticsCalls.statisticAppAndAuthorization,
  outcomes: analyticsCalls.statisticTrademarkAppCount,
  classes: analyticsCalls.statisticGoodsService,
  groupsOfClass: analyticsCalls.statisticGoodsService2,
  topGroups: analyticsCalls.statisticSimilargroupStatistic2,
  groupYears: analyticsCalls.statisticSimilargroupStatistic3,
  effective: analyticsCalls.statisticEffectiveTm,
  agentCount: analyticsCalls.statisticGetAgentCount,
  agents: analyticsCalls.statisticAgentStatistics,
  applicantAgents: analyticsCalls.statisticApplicantCorrespondingAgentStatictis,
  agentApplicants: analyticsCalls.statisticTmAgentQuery,
  countries: analyticsCalls.statisticApplicantCountryCodeStatistic,
  provinces: analyticsCalls.statisticCountryForApplicant,
  renewals: analyticsCalls.statisticRenewalStatistic,
  ranking: analyticsCalls.tmInfoApplicantRanking,
  rankingByYear: analyticsCalls.tmInfoApplicantRankingByYear,
  hits: analyticsCalls.tmInfoApplicantHit,
})

const STALE = 10 * 60_000

/** Query options of one statistics call; the register does not change within a session. */
const stat =
  <E extends Endpoint>(key: CallKey<E>) =>
  (input: RequestOf<E>) => ({ ...callQueryOptions(key, input), staleTime: STALE })

/** One query-options factory per statistics call, by the names of analyticsKeys. */
export const analyticsQueries = {
  appsRegs: stat(analyticsKeys.appsRegs),
  outcomes: stat(analyticsKeys.outcomes),
  classes: stat(analyticsKeys.classes),
  groupsOfClass: stat(analyticsKeys.groupsOfClass),
  topGroups: stat(analyticsKeys.topGroups),
  groupYears: stat(analyticsKeys.groupYears),
  effective: stat(analyticsKeys.effective),
  agentCount: stat(analyticsKeys.agentCount),
  agents: stat(analyticsKeys.agents),
  applicantAgents: stat(analyticsKeys.applicantAgents),
  agentApplicants: stat(analyticsKeys.agentApplicants),
  countries: stat(analyticsKeys.countries),
  provinces: stat(analyticsKeys.provinces),
  renewals: stat(analyticsKeys.renewals),
  ranking: stat(analyticsKeys.ranking),
  rankingByYear: stat(analyticsKeys.rankingByYear),
  hits: stat(analyticsKeys.hits),
}

const PORTFOLIO_PAGE = 100
/** More pages than any account's portfolio fills: a bound on the reading, not a limit the user meets. */
const PORTFOLIO_PAGES_MAX = 100

/** Every mark of the followed applicants: the "My trademarks" list (tmPlat/tmPlat) read page by page. */
async function allPortfolioMarks(signal: AbortSignal): Promise<PlatMark[]> {
  const marks: PlatMark[] = []
  for (let pageNum = 1; pageNum <= PORTFOLIO_PAGES_MAX; pageNum++) {
    const page = await callData(
      portfolioCalls.tmPlatTmPlat,
      { pageNum, pageSize: PORTFOLIO_PAGE },
      { signal },
    )
    marks.push(...page.list)
    if (marks.length >= page.total || page.list.length === 0) break
  }
  return marks
}

/** Under the "My trademarks" list's key: whatever refreshes the list (labels, follows) refreshes this too. */
const portfolioAllKey = () => [...portfolioKeys.marks(), 'all'] as const

/**
 * The account's whole portfolio, for its analysis (summed in the browser: no statistics call covers one
 * account's marks).
 */
export const portfolioMarksQuery = () => ({
  queryKey: portfolioAllKey(),
  queryFn: ({ signal }: { signal: AbortSignal }) => allPortfolioMarks(signal),
})

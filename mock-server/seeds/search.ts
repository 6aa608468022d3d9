import { textSearchRequestSchema } from '../../src/api/schemas/search-shared'
import type { QueryMode, QueryWay } from '../../src/domain/search-query'
import type { Seeder } from './seed-kit'

/** Text and image retrievals of one account (or 'anonymous') on one day, for the trial limit (overview §6). */
export interface SearchUsageRecord {
  /** User id, or 'anonymous' for callers without a session. */
  key: string
  /** YYYY-MM-DD on the mock's clock. */
  date: string
  used: number
}

/** One search a signed-in user ran, for tmInfo/getTrademarkQueryHistory. */
export interface SearchHistoryRecord {
  id: string
  userId: string
  /** A text mode, or 'image'. */
  queryWay: QueryWay
  /** Strict (one criterion) or loose, as the client's query had it; the request itself does not say. */
  queryMode: QueryMode
  /** The request as the server parsed it (paging left out). */
  request: Record<string, unknown>
  /**
   * Marks found. Null only on seeded records until the first history read runs them: the register is built
   * lazily, and seeding must not build it (it would delay the first paint of /home).
   */
  total: number | null
  /**
   * Seeded searches by number, party or image take them from the mark at this register position when first
   * read, so they find real marks without building the register at seeding.
   */
  fromMark?: number
  createdAt: string
}

/** A second trial application (tmInfo/applyTrademarkQueryTrial), kept for the sales team. */
export interface TrialApplicationRecord {
  id: string
  userId: string
  contactName: string
  contact: string
  company: string
  purpose: string
  createdAt: string
  trialEndsAt: string
}

declare module '../db' {
  interface MockTables {
    searchUsage: SearchUsageRecord[]
    searchHistory: SearchHistoryRecord[]
    trialApplications: TrialApplicationRecord[]
  }
  interface UserRecord {
    /** End of the search trial of a non-purchasing account; null for purchasers (search/gate.ts). */
    trialEndsAt: string | null
    /** Whether the one extra trial application has been used. */
    trialReapplied: boolean
  }
}

interface SeedQuery {
  daysAgo: number
  /** Hour of the day (UTC) it was run. */
  at: number
  mode?: QueryMode
  request: Record<string, unknown>
  fromMark?: number
}

/** u-demo (上海云杉智能科技) clearing its own names and watching competitors, over the last five weeks. */
const DEMO_HISTORY: SeedQuery[] = [
  { daysAgo: 34, at: 2, request: { queryWay: 'similar', tradeMarkText: '云杉', niceChoosedStr: '09;42' } },
  { daysAgo: 31, at: 6, request: { queryWay: 'applicant', tmApplicant: '' }, fromMark: 310 },
  {
    daysAgo: 27,
    at: 3,
    request: { queryWay: 'similar', tradeMarkText: 'YUNSHAN', countries: ['CN', 'US', 'EM'] },
  },
  { daysAgo: 24, at: 8, request: { queryWay: 'applicationNumber', applicationNumber: '' }, fromMark: 1200 },
  {
    daysAgo: 21,
    at: 1,
    request: { queryWay: 'similar', tradeMarkText: '华为', niceChoosedStr: '09', status: [1, 3, 6] },
  },
  { daysAgo: 19, at: 5, request: { queryWay: 'vienna', viennaChoosedStr: '5.1;26.4' } },
  { daysAgo: 16, at: 7, request: { queryWay: 'agent', tmAgent: '' }, fromMark: 2024 },
  {
    daysAgo: 14,
    at: 2,
    mode: 'loose',
    request: {
      queryWay: 'combined',
      tradeMarkText: '智能',
      tmApplicant: '科技',
      niceChoosedStr: '09;35;42',
      regDate: { from: '2018-01-01', to: '2024-12-31' },
    },
  },
  { daysAgo: 12, at: 9, request: { queryWay: 'address', tmAddress: '上海市浦东新区' } },
  { daysAgo: 10, at: 4, request: { queryWay: 'registrationNumber', registerNumber: '' }, fromMark: 4321 },
  {
    daysAgo: 8,
    at: 6,
    request: { queryWay: 'similar', tradeMarkText: '云杉智能', degree: ['high', 'middle'] },
  },
  {
    daysAgo: 6,
    at: 3,
    request: {
      queryWay: 'similar',
      tradeMarkText: 'SPRUCE',
      countries: ['US', 'GB', 'EM'],
      niceChoosedStr: '09',
    },
  },
  {
    daysAgo: 4,
    at: 8,
    request: { queryWay: 'image', imageHash: '0000000000000000', countries: ['CN'] },
    fromMark: 777,
  },
  {
    daysAgo: 2,
    at: 2,
    request: { queryWay: 'applicant', tmApplicant: '', status: [1, 2, 3, 4, 5, 6, 7, 8] },
    fromMark: 9001,
  },
  { daysAgo: 1, at: 5, request: { queryWay: 'similar', tradeMarkText: '杉云', niceChoosedStr: '42' } },
]

/** The request as the search handlers store it: parsed like the server parses it, paging left out. */
function parsed(request: Record<string, unknown>): Record<string, unknown> {
  if (request.queryWay === 'image') {
    const { queryWay: _way, ...image } = request
    return image
  }
  const body = { ...request }
  // Criteria taken from a mark on first read (fromMark) get a placeholder that passes the mode rule.
  if (body.queryWay === 'applicationNumber') body.applicationNumber = '1'
  if (body.queryWay === 'registrationNumber') body.registerNumber = '1'
  if (body.queryWay === 'applicant' && !body.tmApplicant) body.tmApplicant = '-'
  if (body.queryWay === 'agent' && !body.tmAgent) body.tmAgent = '-'
  const { pageNum: _p, pageSize: _s, ...rest } = textSearchRequestSchema.parse(body)
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>
}

/** Nobody has searched today; u-demo has a history of past queries. */
export const seedSearch: Seeder = (db, { today }) => {
  db.searchUsage = []
  db.trialApplications = []
  const base = new Date(`${today}T00:00:00Z`).getTime()
  db.searchHistory = DEMO_HISTORY.map((q, i) => ({
    id: `qh-seed-${i + 1}`,
    userId: 'u-demo',
    queryWay: q.request.queryWay as QueryWay,
    queryMode: q.mode ?? 'strict',
    request: parsed(q.request),
    total: null,
    ...(q.fromMark === undefined ? {} : { fromMark: q.fromMark }),
    createdAt: new Date(base - q.daysAgo * 86_400_000 + q.at * 3_600_000 + i * 137_000).toISOString(),
  }))
}

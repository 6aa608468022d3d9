import type { Seeder } from './index'

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
  queryWay: string
  /** The request as the server parsed it (paging left out). */
  request: Record<string, unknown>
  total: number
  createdAt: string
}

declare module '../db' {
  interface MockTables {
    searchUsage: SearchUsageRecord[]
    searchHistory: SearchHistoryRecord[]
  }
}

/** Nobody has searched yet. */
export const seedSearch: Seeder = (db) => {
  db.searchUsage = []
  db.searchHistory = []
}

/**
 * The search trial (overview §6, §8) and the user's search history.
 *
 * The trial model:
 * - Purchasing accounts (user.isPurchase) have no daily limit and no trial period.
 * - Every other signed-in account is a trial account. Its trial runs until `trialEndsAt` (30 days from
 *   registration for new accounts). While it runs it may make TRIAL_DAILY_LIMIT (100) text or image
 *   retrievals a day; the next one fails with SEARCH_LIMIT_CODE (1429), data { limit, used }: come back
 *   tomorrow. Days are business days (Beijing) of the mock's clock: ctx.today().
 * - After `trialEndsAt` every search fails with TRIAL_ENDED_CODE (1430), data { endedAt }. The account may apply
 *   once more (tmInfo/applyTrademarkQueryTrial, handlers/search-history.ts): a new 30-day trial from today;
 *   today's count is not reset. A second application is refused (1001).
 * - Callers without a session share the key 'anonymous': 100 a day, then "come back tomorrow or log in".
 * - Turning pages of a query already run is not a new retrieval: the handlers count only page 1.
 */
import type { SearchUsage } from '../../src/api/schemas/search-shared'
import type { QueryMode, QueryWay } from '../../src/domain/search-query'
import { SEARCH_LIMIT_CODE, TRIAL_DAILY_LIMIT, TRIAL_ENDED_CODE } from '../../src/domain/constants'
import type { HandlerContext, Reply } from '../context'
import { newId, type UserRecord } from '../db'
import type { SearchHistoryRecord, SearchUsageRecord } from '../seeds/search'

/** Length of a search trial. */
export const TRIAL_DAYS = 30
const DAY_MS = 86_400_000

/** When a trial starting at `start` ends. */
export function trialEndFrom(start: Date): string {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS).toISOString()
}

/** Where a signed-in account stands: purchasers are unlimited, the others are in or past their trial. */
export function trialStateOf(user: UserRecord, now: Date): 'unlimited' | 'active' | 'ended' {
  if (user.isPurchase) return 'unlimited'
  // A record saved before trials existed has no end: its trial counts from registration.
  const endsAt = user.trialEndsAt ?? trialEndFrom(new Date(user.createdAt))
  return now.getTime() < new Date(endsAt).getTime() ? 'active' : 'ended'
}

interface Gate {
  /** Set when the caller may not search now. */
  refused?: Reply<never>
  /** Counts one retrieval (when `counts`) and returns the usage to report. */
  settle(counts: boolean): SearchUsage
}

export function openGate(ctx: HandlerContext<unknown>, counts: boolean): Gate {
  const user = ctx.user
  const key = user?.id ?? 'anonymous'
  const state = user ? trialStateOf(user, ctx.now()) : 'active'
  const limit = state === 'unlimited' ? null : TRIAL_DAILY_LIMIT
  const today = ctx.today()
  const table: SearchUsageRecord[] = (ctx.db.searchUsage ??= [])
  const record = table.find((r) => r.key === key && r.date === today)
  const used = record?.used ?? 0
  const unchanged = () => ({ used, limit })

  // An ended trial refuses page turns too: the access itself is over, not only today's count.
  if (user && state === 'ended') {
    const endedAt = user.trialEndsAt ?? trialEndFrom(new Date(user.createdAt))
    return {
      refused: ctx.fail(
        '您的试用期已结束，可申请再次试用或联系我们购买检索服务',
        'Your trial period has ended. Apply for another trial, or contact us to purchase searches',
        TRIAL_ENDED_CODE,
        { endedAt },
      ),
      settle: unchanged,
    }
  }
  if (counts && limit !== null && used >= limit) {
    return {
      refused: user
        ? ctx.fail(
            `今日检索次数已达 ${limit} 次上限，请明天再来，或申请试用/登录`,
            `You have reached today's limit of ${limit} searches; come back tomorrow, apply for a trial or sign in`,
            SEARCH_LIMIT_CODE,
            { limit, used },
          )
        : ctx.fail(
            `今日检索次数已达 ${limit} 次上限，请明天再来，或登录后继续检索`,
            `You have reached today's limit of ${limit} searches; come back tomorrow, or sign in to continue`,
            SEARCH_LIMIT_CODE,
            { limit, used },
          ),
      settle: unchanged,
    }
  }
  return {
    settle(count) {
      if (!count) return unchanged()
      // Older days of this caller are dropped; only today's count matters.
      ctx.db.searchUsage = table.filter((r) => r.key !== key)
      ctx.db.searchUsage.push({ key, date: today, used: used + 1 })
      ctx.changed()
      return { used: used + 1, limit }
    },
  }
}

/** The criteria of a query, without what only narrows or orders the shown result. */
function criteriaOf(request: Record<string, unknown>): string {
  const { filters: _filters, sort: _sort, degree: _degree, ...criteria } = request
  return JSON.stringify(criteria)
}

const CRITERIA_FIELDS = [
  'tradeMarkText',
  'tmApplicant',
  'tmAddress',
  'tmAgent',
  'applicationNumber',
  'registerNumber',
  'viennaChoosedStr',
] as const

/** Strict mode takes exactly one criterion; a request with several (or 'combined') came from a loose query. */
function modeOf(queryWay: string, request: Record<string, unknown>): QueryMode {
  if (request.queryMode === 'strict' || request.queryMode === 'loose') return request.queryMode
  if (queryWay === 'image') return 'strict'
  if (queryWay === 'combined') return 'loose'
  const entered = CRITERIA_FIELDS.filter((f) => {
    const v = request[f]
    return Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v !== ''
  })
  return entered.length > 1 ? 'loose' : 'strict'
}

/**
 * Records a retrieval of a signed-in user. Running the same criteria again (a new filter, sort or similarity
 * level on the same query) moves that entry to the top instead of adding a near-duplicate.
 */
export function remember(
  ctx: HandlerContext<unknown>,
  queryWay: string,
  request: object,
  total: number,
): void {
  if (!ctx.user) return
  const { pageNum: _pageNum, pageSize: _pageSize, ...snapshot } = request as Record<string, unknown>
  const stored = JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>
  const table: SearchHistoryRecord[] = (ctx.db.searchHistory ??= [])
  const userId = ctx.user.id
  const key = criteriaOf(stored)
  const kept = table.filter(
    (r) => !(r.userId === userId && r.queryWay === queryWay && criteriaOf(r.request) === key),
  )
  kept.push({
    id: newId('qh'),
    userId,
    queryWay: queryWay as QueryWay,
    queryMode: modeOf(queryWay, stored),
    request: stored,
    total,
    createdAt: ctx.now().toISOString(),
  })
  ctx.db.searchHistory = kept
  ctx.changed()
}

/** The daily trial limit of text and image retrievals (overview §6) and the user's search history. */
import type { SearchUsage } from '../../src/api/schemas/search-shared'
import { SEARCH_LIMIT_CODE, TRIAL_DAILY_LIMIT } from '../../src/domain/constants'
import type { HandlerContext, Reply } from '../context'
import { newId } from '../db'
import type { SearchHistoryRecord, SearchUsageRecord } from '../seeds/search'

interface Gate {
  /** Set when the caller may not search any more today. */
  refused?: Reply<never>
  /** Counts one retrieval (when `counts`) and returns the usage to report. */
  settle(counts: boolean): SearchUsage
}

export function openGate(ctx: HandlerContext<unknown>, counts: boolean): Gate {
  const key = ctx.user?.id ?? 'anonymous'
  const limit = ctx.user?.isPurchase ? null : TRIAL_DAILY_LIMIT
  const today = ctx.today()
  const table: SearchUsageRecord[] = (ctx.db.searchUsage ??= [])
  const record = table.find((r) => r.key === key && r.date === today)
  const used = record?.used ?? 0
  if (counts && limit !== null && used >= limit) {
    return {
      refused: ctx.fail(
        '今日检索次数已达 100 次上限，请明天再来，或申请试用/登录',
        "You have reached today's limit of 100 searches; come back tomorrow, apply for a trial or sign in",
        SEARCH_LIMIT_CODE,
        { limit, used },
      ),
      settle: () => ({ used, limit }),
    }
  }
  return {
    settle(count) {
      if (!count) return { used, limit }
      // Older days of this caller are dropped; only today's count matters.
      ctx.db.searchUsage = table.filter((r) => r.key !== key)
      ctx.db.searchUsage.push({ key, date: today, used: used + 1 })
      ctx.changed()
      return { used: used + 1, limit }
    },
  }
}

export function remember(
  ctx: HandlerContext<unknown>,
  queryWay: string,
  request: object,
  total: number,
): void {
  if (!ctx.user) return
  const { pageNum: _pageNum, pageSize: _pageSize, ...snapshot } = request as Record<string, unknown>
  const table: SearchHistoryRecord[] = (ctx.db.searchHistory ??= [])
  table.push({
    id: newId('qh'),
    userId: ctx.user.id,
    queryWay,
    request: JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>,
    total,
    createdAt: ctx.now().toISOString(),
  })
}

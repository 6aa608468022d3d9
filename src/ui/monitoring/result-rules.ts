import type { Hit, HitTier, Watch } from '../../api/schemas/monitoring'
import { matchReasonOf, type MatchReason } from '../../domain/match-reason'

/** An opposition deadline this close (days, Beijing) shows in red: act now. */
export const DEADLINE_URGENT_DAYS = 15

export type DeadlineTone = 'urgent' | 'open' | 'passed' | 'none'

/** How a hit's opposition deadline reads: red within 15 days, grey once passed, plain otherwise. */
export function deadlineTone(daysLeft: number | null): DeadlineTone {
  if (daysLeft === null) return 'none'
  if (daysLeft < 0) return 'passed'
  return daysLeft <= DEADLINE_URGENT_DAYS ? 'urgent' : 'open'
}

export const TIER_RANK: Readonly<Record<HitTier, number>> = { high: 0, medium: 1, low: 2 }
export const TIER_PALETTE: Readonly<Record<HitTier, string>> = { high: 'red', medium: 'orange', low: 'gray' }

/** Hits the way the page lists them: tier first, then similarity, then the nearest deadline. */
export function rankHits(hits: readonly Hit[]): Hit[] {
  return [...hits].sort(
    (a, b) =>
      TIER_RANK[a.tier] - TIER_RANK[b.tier] ||
      (b.similarity?.score ?? 0) - (a.similarity?.score ?? 0) ||
      (a.daysLeft ?? Infinity) - (b.daysLeft ?? Infinity),
  )
}

/** The watch the page opens without a choice: the one with most unread hits, else the newest started one. */
export function defaultWatch(watches: readonly Watch[]): Watch | undefined {
  const started = watches.filter((w) => w.status !== 'unpaid')
  return [...started].sort((a, b) => b.unreadCount - a.unreadCount || b.hitCount - a.hitCount)[0]
}

/**
 * The engine's reason codes as the search results word them (identical, same pronunciation, contains…),
 * each once; codes the results page has no words for are left out.
 */
export function hitReasons(codes: readonly string[]): MatchReason[] {
  const out: MatchReason[] = []
  for (const code of codes) {
    const reason = matchReasonOf([code])
    if (reason && !out.some((r) => r.kind === reason.kind)) out.push(reason)
  }
  return out
}

/** Whether "Oppose" is offered: a preliminary approval still open to opposition. */
export const canOppose = (hit: Hit): boolean =>
  hit.section === 'preliminary' && hit.daysLeft !== null && hit.daysLeft >= 0

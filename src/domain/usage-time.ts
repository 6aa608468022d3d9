/**
 * How the portal counts the time a customer spends using it (log/setUsedTime) and which page views it logs
 * (log/log1.do): pure bookkeeping, so the counting is tested without timers; src/api/usage-log.ts feeds it the
 * browser's events and sends what it says, in the background.
 */

/** Without a click, key or scroll for this long the customer is taken to have stopped using the page. */
export const USAGE_IDLE_MS = 60_000
/** Time used is reported at most this often (and when the tab is hidden). */
export const USAGE_REPORT_MS = 5 * 60_000
/** Less than this is not worth a report. */
export const USAGE_MIN_REPORT_SECONDS = 10
/** One report covers at most an hour (the server refuses more). */
export const USAGE_MAX_REPORT_SECONDS = 3600
/** The same page viewed again within this time is not logged again (reloads, back and forth). */
export const PAGE_VIEW_REPEAT_MS = 30_000

export interface UsageState {
  /** Active time counted and not yet reported. */
  pendingMs: number
  /** The last activity while the page was visible; null while hidden or before any. */
  lastActivityAt: number | null
  /** When time was last reported (or counting started). */
  lastReportAt: number
}

export const startUsage = (now: number): UsageState => ({
  pendingMs: 0,
  lastActivityAt: null,
  lastReportAt: now,
})

/**
 * A click, key, scroll or pointer move at `now` on a visible page: the time since the previous activity counts,
 * up to USAGE_IDLE_MS (a longer gap was reading for a while, then away).
 */
export function recordActivity(state: UsageState, now: number): UsageState {
  const gap = state.lastActivityAt === null ? 0 : Math.max(0, now - state.lastActivityAt)
  return { ...state, pendingMs: state.pendingMs + Math.min(gap, USAGE_IDLE_MS), lastActivityAt: now }
}

/** The page was hidden (another tab, minimised, closed) at `now`: count up to now, then nothing until activity. */
export function recordHidden(state: UsageState, now: number): UsageState {
  return { ...recordActivity(state, now), lastActivityAt: null }
}

/**
 * The seconds to report now, and the state after reporting them; null when there is nothing to report yet
 * (less than USAGE_MIN_REPORT_SECONDS, or the last report is recent unless `force`, as on hiding the page).
 */
export function takeReport(
  state: UsageState,
  now: number,
  force = false,
): { seconds: number; state: UsageState } | null {
  const seconds = Math.floor(state.pendingMs / 1000)
  if (seconds < USAGE_MIN_REPORT_SECONDS) return null
  if (!force && now - state.lastReportAt < USAGE_REPORT_MS) return null
  const reported = Math.min(seconds, USAGE_MAX_REPORT_SECONDS)
  return {
    seconds: reported,
    state: { ...state, pendingMs: Math.max(0, state.pendingMs - reported * 1000), lastReportAt: now },
  }
}

/** Whether a view of `page` at `now` is logged, given when each page was last logged (updated when it is). */
export function takePageView(lastViews: Map<string, number>, page: string, now: number): boolean {
  const last = lastViews.get(page)
  if (last !== undefined && now - last < PAGE_VIEW_REPEAT_MS) return false
  lastViews.set(page, now)
  // Bounded: a long session visits many record pages.
  if (lastViews.size > 200) {
    const oldest = lastViews.keys().next().value
    if (oldest !== undefined) lastViews.delete(oldest)
  }
  return true
}

import {
  recordActivity,
  recordHidden,
  startUsage,
  takePageView,
  takeReport,
  type UsageState,
} from '../domain/usage-time'
import { filesCalls } from './catalogue/files'
import { LANG_KEY, TOKEN_KEY, callData } from './client'

/**
 * The portal's usage logs: a page view per page (log/log1.do, at most one per page each 30 s) and the active
 * time used (log/setUsedTime, every five minutes and when the tab is hidden). Sent in the background: never
 * awaited, never shown, a failure dropped; only while someone is signed in.
 */
const views = new Map<string, number>()
let usage: UsageState | null = null
let current = ''

const signedIn = () => Boolean(globalThis.localStorage?.getItem(TOKEN_KEY))

function send(run: () => Promise<unknown>): void {
  // An expired session is the page's business, not the log's (quietSession): it is only dropped.
  run().catch(() => undefined)
}

function report(force: boolean): void {
  if (!usage) return
  const due = takeReport(usage, Date.now(), force)
  if (!due) return
  usage = due.state
  if (!signedIn()) return
  send(() =>
    callData(
      filesCalls.logSetUsedTime,
      { seconds: due.seconds, page: current },
      { quietSession: true, background: true },
    ),
  )
}

function startCounting(): void {
  if (usage || typeof document === 'undefined') return
  usage = recordActivity(startUsage(Date.now()), Date.now())
  const active = () => {
    if (usage && document.visibilityState === 'visible') usage = recordActivity(usage, Date.now())
  }
  for (const type of ['pointerdown', 'keydown', 'wheel', 'scroll', 'touchstart'])
    document.addEventListener(type, active, { capture: true, passive: true })
  document.addEventListener('visibilitychange', () => {
    if (!usage) return
    if (document.visibilityState === 'hidden') {
      usage = recordHidden(usage, Date.now())
      report(true)
    } else active()
  })
  setInterval(() => report(false), 60_000)
}

/** A signed-in page was shown: logs the view (throttled) and starts counting time used. */
export function logPageView(path: string): void {
  if (!signedIn()) return
  current = path
  startCounting()
  if (!takePageView(views, path, Date.now())) return
  const lang = globalThis.localStorage?.getItem(LANG_KEY) === 'en' ? 'en' : 'zh-CN'
  send(() =>
    callData(
      filesCalls.logLog1,
      { page: path.slice(0, 200), lang },
      { quietSession: true, background: true },
    ),
  )
}

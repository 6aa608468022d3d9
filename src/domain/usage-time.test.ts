import { describe, expect, it } from 'vitest'
import {
  PAGE_VIEW_REPEAT_MS,
  USAGE_IDLE_MS,
  USAGE_REPORT_MS,
  recordActivity,
  recordHidden,
  startUsage,
  takePageView,
  takeReport,
} from './usage-time'

describe('time used', () => {
  it('counts the time between activities, at most a minute per gap', () => {
    let s = startUsage(0)
    s = recordActivity(s, 1_000)
    s = recordActivity(s, 21_000)
    expect(s.pendingMs).toBe(20_000)
    s = recordActivity(s, 21_000 + 10 * USAGE_IDLE_MS)
    expect(s.pendingMs).toBe(20_000 + USAGE_IDLE_MS)
  })

  it('counts nothing while the page is hidden', () => {
    let s = recordActivity(startUsage(0), 0)
    s = recordHidden(s, 5_000)
    expect(s.pendingMs).toBe(5_000)
    s = recordActivity(s, 500_000)
    expect(s.pendingMs).toBe(5_000)
    s = recordActivity(s, 510_000)
    expect(s.pendingMs).toBe(15_000)
  })

  it('reports every five minutes, or at once when forced, and never less than ten seconds', () => {
    let s = recordActivity(recordActivity(startUsage(0), 0), 30_000)
    expect(takeReport(s, 60_000)).toBeNull()
    const forced = takeReport(s, 60_000, true)
    expect(forced?.seconds).toBe(30)
    expect(forced?.state.pendingMs).toBe(0)
    s = { ...s, pendingMs: 9_999 }
    expect(takeReport(s, USAGE_REPORT_MS, true)).toBeNull()
    s = { ...s, pendingMs: 125_500 }
    const due = takeReport(s, USAGE_REPORT_MS)
    expect(due?.seconds).toBe(125)
    // The half second left over waits for the next report.
    expect(due?.state).toMatchObject({ pendingMs: 500, lastReportAt: USAGE_REPORT_MS })
  })

  it('caps one report at an hour and keeps the rest', () => {
    const report = takeReport(
      { pendingMs: 5_000_000, lastActivityAt: null, lastReportAt: 0 },
      USAGE_REPORT_MS,
    )
    expect(report?.seconds).toBe(3600)
    expect(report?.state.pendingMs).toBe(1_400_000)
  })
})

describe('page views', () => {
  it('logs a page once per half minute', () => {
    const views = new Map<string, number>()
    expect(takePageView(views, '/home', 0)).toBe(true)
    expect(takePageView(views, '/home', PAGE_VIEW_REPEAT_MS - 1)).toBe(false)
    expect(takePageView(views, '/orders', 1)).toBe(true)
    expect(takePageView(views, '/home', PAGE_VIEW_REPEAT_MS)).toBe(true)
  })
  it('remembers at most 200 pages', () => {
    const views = new Map<string, number>()
    for (let i = 0; i < 250; i += 1) takePageView(views, `/p${i}`, i)
    expect(views.size).toBe(200)
    expect(views.has('/p0')).toBe(false)
  })
})

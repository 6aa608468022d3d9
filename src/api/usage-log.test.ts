import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupTestServer, signInAs } from '../../mock-server/test-support'
import { PAGE_VIEW_REPEAT_MS } from '../domain/usage-time'
import { TOKEN_KEY } from './client'
import { logPageView } from './usage-log'

const server = setupTestServer()

let now = Date.parse('2026-03-02T02:00:00.000Z')
const at = (ms: number) => {
  now = ms
  vi.spyOn(Date, 'now').mockImplementation(() => now)
}
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
  document.dispatchEvent(new Event('visibilitychange'))
}
afterEach(() => {
  vi.restoreAllMocks()
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
  localStorage.clear()
})

const views = () => (server.db.usageLogs ?? []).filter((l) => l.kind === 'pageView').map((l) => l.page)

describe('the usage logs', () => {
  it('logs nothing while nobody is signed in', async () => {
    at(now)
    logPageView('/home')
    await new Promise((r) => setTimeout(r, 50))
    expect(views()).toEqual([])
  })

  it('logs a page view once per half minute, and the time used when the tab is hidden', async () => {
    localStorage.setItem(TOKEN_KEY, signInAs(server, 'u-demo'))
    const start = now
    at(start)
    logPageView('/home')
    logPageView('/home')
    logPageView('/orderManage')
    await vi.waitFor(() => expect(views()).toEqual(['/home', '/orderManage']))
    at(start + PAGE_VIEW_REPEAT_MS)
    logPageView('/home')
    await vi.waitFor(() => expect(views()).toEqual(['/home', '/orderManage', '/home']))

    // Keys pressed at 30 s and 70 s after the first view (gaps under a minute count whole), then the tab is
    // hidden: the 70 s are reported.
    document.dispatchEvent(new KeyboardEvent('keydown'))
    at(start + 70_000)
    document.dispatchEvent(new KeyboardEvent('keydown'))
    hide()
    await vi.waitFor(() => expect(server.db.usedTime?.[0]).toMatchObject({ userId: 'u-demo', seconds: 70 }))
  })
})

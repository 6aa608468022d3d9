import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MockControls } from './server-core'

// Opened on a search page, the demo's mock loads the search area and builds the register while the page
// itself loads (issue 11 §9), instead of on the page's first search; other pages do not pay for it.
const registerReady = vi.fn(async () => undefined)
vi.mock('./register', async (original) => ({ ...(await original<object>()), registerReady }))

describe('the demo mock at start', () => {
  let server: MockControls | undefined
  afterEach(() => {
    server?.shutdown()
    registerReady.mockClear()
  })

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

  it('builds the register at once on a search page', async () => {
    const { startMockServer } = await import('./index')
    server = await startMockServer('/platform/query/result')
    await vi.waitFor(() => expect(registerReady).toHaveBeenCalledTimes(1), { timeout: 20_000 })
  }, 30_000)

  it('builds the register at once on a registration step, for the similarity check', async () => {
    const { startMockServer } = await import('./index')
    server = await startMockServer('/platform/global/registerNew/fillInInformation')
    await vi.waitFor(() => expect(registerReady).toHaveBeenCalledTimes(1), { timeout: 20_000 })
  }, 30_000)

  it('leaves the register for later elsewhere', async () => {
    const { startMockServer } = await import('./index')
    server = await startMockServer('/platform/home')
    await settle()
    expect(registerReady).not.toHaveBeenCalled()
  })
})

import { makeServer, type MockControls } from './server'

declare global {
  interface Window {
    /** The running mock server, for tests and demos (only when the mock runs). */
    server?: MockControls
  }
}

/** Starts the mock for the dev server and the demo build, and exposes it as `window.server`. */
export function startMockServer(): MockControls {
  const latency = Number(
    localStorage.getItem('tm-portal.mock-latency') ?? import.meta.env.VITE_MOCK_LATENCY ?? 150,
  )
  const server = makeServer({ environment: 'development', timing: Number.isFinite(latency) ? latency : 150 })
  window.server = server
  return server
}

export { makeServer } from './server'
export type { MockControls, FailureSpec } from './server'

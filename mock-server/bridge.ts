import type { MockControls } from './server-core'
import type { MockBridge } from './worker-protocol'

/**
 * The mock's controls as `window.server` offers them, over a mock in this thread: the worker answers the
 * page's calls through it (mock-server/worker.ts), and the unit tests' in-page mock puts it on window.server
 * (tests/render-with-app.tsx). Whatever a call changed is saved before it answers.
 */
export function localBridge(controls: MockControls): MockBridge {
  return {
    async evaluate<A extends unknown[], R>(fn: (server: MockControls, ...args: A) => R, ...args: A) {
      const value = await fn(controls, ...args)
      controls.persistNow()
      return value
    },
    simulate: async (name, ...args) => controls.simulate(name, ...args),
    setNow: async (iso) => controls.setNow(iso),
    injectFailure: async (path, spec) => controls.injectFailure(path, spec),
    setTiming: async (ms) => controls.setTiming(ms),
    resetDemoData: async () => controls.resetDemoData(),
  }
}

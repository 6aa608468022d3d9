/**
 * The demo's mock, started once and as early as the page can: the start script in index.html
 * (scripts/vite-first-paint.ts) runs this module before the app's entry, so the worker and its chunks load
 * beside the app's instead of after them; src/main.tsx waits on the same start (a module runs once).
 */
import { startMockWorker } from './worker-client'

export const mockStarted = startMockWorker()

// The demo build starts its in-browser mock server while the page frame paints (src/main.tsx): requests wait
// here until it owns fetch. Elsewhere the backend is a real server and this is already settled.
let ready: Promise<unknown> = Promise.resolve()

/** Makes every request wait for `starting` (the demo's mock server) before it leaves. */
export function waitForBackend(starting: Promise<unknown>): void {
  ready = starting
}

/** Settles when requests may go out. */
export function backendReady(): Promise<unknown> {
  return ready
}

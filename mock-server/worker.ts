/// <reference lib="webworker" />
/**
 * The demo's mock server, in a worker: the page sends its API requests here (mock-server/worker-client.ts)
 * and only renders. The seed, the register of 50,000 marks and its search index are built on this thread,
 * beside the page's first render instead of before its results.
 *
 * Mirage runs here as it would in the page: pretender replaces this worker's fetch, and each request from
 * the page is replayed through it. The saved database stays in the page's localStorage (shared by the tabs):
 * the page hands its copy over at start, and every save here is sent back to be written there.
 */
import { createStore, del, entries, get, set } from 'idb-keyval'
import { localBridge } from './bridge'
import { followPageClock } from './mock-clock'
import type { MockControls } from './server-core'
import type { ControlName, FromWorker, ToWorker, WireRequest, WireResponse } from './worker-protocol'

declare const self: DedicatedWorkerGlobalScope

const post = (message: FromWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer)

// What the mock saves (db.ts writes its database through localStorage) lives in IndexedDB: written from here,
// off the page's thread, and shared by the tabs, whose mocks hear of each save on a broadcast channel.
const saved = createStore('tm-portal.mock-storage', 'items')
const tabs = new BroadcastChannel('tm-portal.mock-storage')
/** The writes under way: an answer leaves only when what its request changed is saved. */
let writing: Promise<unknown> = Promise.resolve()
const written = () => writing

/**
 * localStorage for the mock's modules: the settings the page handed over (the latency) and what was saved,
 * read at once from memory; every write goes on to IndexedDB.
 */
async function installStorage(settings: Record<string, string>): Promise<void> {
  const stored = await entries<string, string>(saved).catch(() => [] as [string, string][])
  const items = new Map([...Object.entries(settings), ...stored])
  const write = (key: string, value: string | null) => {
    if (value === null) items.delete(key)
    else items.set(key, value)
    writing = writing
      .then(() => (value === null ? del(key, saved) : set(key, value, saved)))
      .then(() => tabs.postMessage(key))
      .catch((error: unknown) => console.warn('[mock] could not save the demo data', error))
  }
  const storage: Storage = {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => write(key, String(value)),
    removeItem: (key) => write(key, null),
    clear: () => [...items.keys()].forEach((key) => write(key, null)),
  }
  Object.defineProperty(self, 'localStorage', { value: storage, configurable: true })
  // Another tab's mock saved: this one reads the newer data before its next request (server-core listens
  // for the storage event, as it would in a page).
  tabs.addEventListener('message', (event: MessageEvent<string>) => {
    const key = event.data
    void get<string>(key, saved).then((value) => {
      if (value === undefined) items.delete(key)
      else items.set(key, value)
      const change = new Event('storage')
      Object.assign(change, { key, newValue: value ?? null })
      self.dispatchEvent(change)
    })
  })
}

function toBody(body: WireRequest['body']): BodyInit | null {
  if (!Array.isArray(body)) return body
  const form = new FormData()
  for (const [key, value] of body) form.append(key, value)
  return form
}

async function answer(request: WireRequest): Promise<WireResponse> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: toBody(request.body),
  })
  const headers: Record<string, string> = {}
  response.headers.forEach((value, key) => {
    headers[key] = value
  })
  return { status: response.status, headers, body: await response.arrayBuffer() }
}

let server: Promise<MockControls> | undefined

async function control(controls: MockControls, name: ControlName, args: unknown[]): Promise<unknown> {
  const bridge = localBridge(controls)
  if (name === 'evaluate') {
    const [source, ...rest] = args as [string, ...unknown[]]
    // The caller's function, as text (a test's or a presenter's): it runs against the live mock.
    const fn = (0, eval)(`(${source})`) as (server: MockControls, ...a: unknown[]) => unknown
    return bridge.evaluate(fn, ...rest)
  }
  return (bridge[name] as (...a: unknown[]) => Promise<unknown>)(...args)
}

/** A value that can cross back to the page (a record, a string, a number). */
function plain(value: unknown): unknown {
  if (value === undefined) return undefined
  try {
    return structuredClone(value)
  } catch {
    return JSON.parse(JSON.stringify(value)) as unknown
  }
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data
  if ('pageNow' in message) followPageClock(message.pageNow)
  switch (message.type) {
    case 'init':
      // Mirage sets up its interception (pretender) only where it finds a window.
      Object.defineProperty(self, 'window', { value: self, configurable: true })
      server = installStorage(message.settings)
        .then(() => import('./index'))
        .then(({ startMockServer }) => startMockServer(message.pagePath))
      server.then(
        () => post({ type: 'ready' }),
        (error: unknown) =>
          post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
      )
      return
    case 'fetch': {
      const { id, request } = message
      void server!
        .then(() => answer(request))
        .then(async (response) => (await written(), response))
        .then(
          (response) => post({ type: 'response', id, response }, [response.body]),
          (error: unknown) =>
            post({
              type: 'response',
              id,
              response: {
                status: 500,
                headers: { 'content-type': 'text/plain' },
                body: new TextEncoder().encode(String(error)).buffer,
              },
            }),
        )
      return
    }
    case 'control': {
      const { id, name, args } = message
      void server!
        .then((controls) => control(controls, name, args))
        .then(async (value) => (await written(), value))
        .then(
          (value) => post({ type: 'result', id, value: plain(value) }),
          (error: unknown) =>
            post({ type: 'result', id, error: error instanceof Error ? error.message : String(error) }),
        )
      return
    }
  }
})

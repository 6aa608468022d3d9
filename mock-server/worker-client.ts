/**
 * The page's side of the demo's mock (mock-server/worker.ts runs the mock itself): API requests go to the
 * worker instead of the network, answers come back as real Responses, and `window.server` reaches the
 * mock's controls for tests and presenters. The mock's settings (its latency) stay in the page's
 * localStorage, which the worker cannot read: the page hands them over at start.
 */
import { DB_STORAGE_KEY } from './db'
import type { ControlName, FromWorker, MockBridge, ToWorker, WireRequest } from './worker-protocol'

declare global {
  interface Window {
    /** The running mock's controls, for tests and demos (only when the mock runs). */
    server?: MockBridge
  }
}

const apiRoot = (import.meta.env.VITE_API_ROOT ?? '/api').replace(/^\/+|\/+$/g, '')
const NULL_BODY = new Set([101, 204, 205, 304])

/** What fetch was given, as a message a worker can receive (a form crosses as its entries). */
export async function toWire(input: RequestInfo | URL, init: RequestInit = {}): Promise<WireRequest> {
  if (input instanceof Request) {
    const request = input
    const headers = Object.fromEntries(request.headers)
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
    return { url: request.url, method: request.method, headers, body }
  }
  const url = new URL(String(input), location.href).href
  const headers = Object.fromEntries(new Headers(init.headers))
  const raw = init.body
  let body: WireRequest['body'] = null
  if (typeof raw === 'string' || raw instanceof Blob || raw instanceof ArrayBuffer) body = raw
  else if (raw instanceof FormData) body = [...raw.entries()]
  else if (raw instanceof URLSearchParams) body = raw.toString()
  else if (ArrayBuffer.isView(raw))
    body = raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer
  return { url, method: (init.method ?? 'GET').toUpperCase(), headers, body }
}

/** Starts the mock's worker; settles when it answers requests. */
export function startMockWorker(): Promise<MockBridge> {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'mock-server' })
  const send = (message: ToWorker) => worker.postMessage(message)
  let nextId = 0
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()
  const call = <T>(message: (id: number) => ToWorker) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId
      waiting.set(id, { resolve: resolve as (value: never) => void, reject })
      send(message(id))
    })

  let markReady: () => void
  let markBroken: (error: Error) => void
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markBroken = reject
  })
  // A mock that fails to start, or fails later, fails the requests waiting for it instead of leaving them hanging.
  const broken = (reason: string) => {
    const error = new Error(`[mock] the mock server stopped: ${reason}`)
    console.error(error)
    markBroken(error)
    for (const pending of waiting.values()) pending.reject(error)
    waiting.clear()
  }
  worker.addEventListener('error', (event) => broken(event.message || 'it could not start'))

  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data
    switch (message.type) {
      case 'ready':
        markReady()
        return
      case 'failed':
        broken(message.message)
        return
      case 'response': {
        const { status, headers, body } = message.response
        waiting
          .get(message.id)
          ?.resolve(new Response(NULL_BODY.has(status) ? null : body, { status, headers }) as never)
        waiting.delete(message.id)
        return
      }
      case 'result': {
        const pending = waiting.get(message.id)
        waiting.delete(message.id)
        if (message.error !== undefined) pending?.reject(new Error(message.error))
        else pending?.resolve(message.value as never)
        return
      }
    }
  })
  // The database used to be saved here; the worker keeps it in IndexedDB now (its old copy is dropped, as a
  // new seed version would drop it).
  localStorage.removeItem(DB_STORAGE_KEY)
  const settings: Record<string, string> = {}
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key?.startsWith('tm-portal.mock-')) settings[key] = localStorage.getItem(key) ?? ''
  }
  send({ type: 'init', settings, pageNow: Date.now(), pagePath: location.pathname })

  const nativeFetch = globalThis.fetch.bind(globalThis)
  const isApi = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    return url.origin === location.origin && url.pathname.includes(`/${apiRoot}/`)
  }
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isApi(input)) return nativeFetch(input, init)
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    signal?.throwIfAborted()
    const request = await toWire(input, init)
    const answer = call<Response>((id) => ({ type: 'fetch', id, request, pageNow: Date.now() }))
    if (!signal) return answer
    return Promise.race([
      answer,
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
      ),
    ])
  }

  const control =
    (name: ControlName) =>
    (...args: unknown[]) =>
      call<never>((id) => ({ type: 'control', id, name, args, pageNow: Date.now() }))
  const bridge: MockBridge = {
    evaluate: (fn, ...args) => control('evaluate')(fn.toString(), ...args),
    simulate: control('simulate'),
    setNow: control('setNow'),
    injectFailure: control('injectFailure'),
    setTiming: control('setTiming'),
    resetDemoData: control('resetDemoData'),
  }
  return ready.then(() => {
    window.server = bridge
    return bridge
  })
}

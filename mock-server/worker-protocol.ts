/**
 * The messages between the page and the demo's mock, which runs in a worker (mock-server/worker.ts) so that
 * the seed, the register of 50,000 marks and its search index never hold up the page's main thread.
 */
import type { FailureSpec } from './server-core'

/** A request the page sends to the mock: what fetch was given, in a form that crosses to a worker. */
export interface WireRequest {
  url: string
  method: string
  headers: Record<string, string>
  /** A JSON or text body, a multipart form as its entries (File values cross as they are), or bytes. */
  body: string | [string, FormDataEntryValue][] | ArrayBuffer | Blob | null
}

export interface WireResponse {
  status: number
  headers: Record<string, string>
  body: ArrayBuffer
}

/**
 * Each message carries the page's clock (`pageNow`, Date.now() there): the mock's "now" follows it
 * (mock-clock.ts followPageClock).
 */
export type ToWorker =
  /** The mock's settings kept in the page's localStorage (tm-portal.mock-latency). */
  | { type: 'init'; settings: Record<string, string>; pageNow: number; pagePath: string }
  | { type: 'fetch'; id: number; request: WireRequest; pageNow: number }
  | { type: 'control'; id: number; name: ControlName; args: unknown[]; pageNow: number }

export type FromWorker =
  | { type: 'ready' }
  /** The mock could not start (a chunk failed to load, the seed threw). */
  | { type: 'failed'; message: string }
  | { type: 'response'; id: number; response: WireResponse }
  | { type: 'result'; id: number; value?: unknown; error?: string }

/**
 * The mock's controls as the page (a demo presenter, an e2e test) reaches them: every call crosses to the
 * worker and answers with a promise, after the mock has saved what it changed.
 */
export interface MockBridge {
  /**
   * Runs `fn` in the worker against the live mock (`server.db`, `server.setNow` ...) and answers its result.
   * `fn` travels as source text: it sees only its arguments, which must be plain data.
   */
  evaluate<A extends unknown[], R>(
    fn: (server: import('./server-core').MockControls, ...args: A) => R,
    ...args: A
  ): Promise<R>
  /** Runs a named simulation of mock-server/simulations.ts (a wallet scan, an invoice moving on) and saves. */
  simulate(name: string, ...args: string[]): Promise<unknown>
  setNow(iso: string | null): Promise<void>
  /** Makes the next call(s) of a path (e.g. 'login/auth') answer as given. */
  injectFailure(path: string, spec: FailureSpec): Promise<void>
  setTiming(ms: number): Promise<void>
  /** Starts over from the seed. */
  resetDemoData(): Promise<void>
}

export type ControlName = 'evaluate' | 'simulate' | 'setNow' | 'injectFailure' | 'setTiming' | 'resetDemoData'

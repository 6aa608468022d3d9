/**
 * Shared setup for the mock-server handler tests: a fresh in-memory server per test, sessions without a
 * login round trip, and fetch helpers that speak the `{ code, msg, data }` envelope.
 */
import { afterEach, beforeEach } from 'vitest'
import { makeServer, type MockControls } from './server'

/** The envelope every handler answers with. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer …`; none when left out or null. */
  token?: string | null
  /** `Accept-Language`; 'en' unless given. */
  lang?: string
  /** 'POST' unless given; a GET sends no body. */
  method?: string
}

/**
 * Starts a fresh, non-persisting server before each test and shuts it down after. The returned object always
 * forwards to the current test's server, so a file can keep one `const server = setupTestServer()`.
 * With `signedInAs`, that user gets a session (token `t-<userId>`) before each test.
 */
export function setupTestServer(options: { signedInAs?: string } = {}): MockControls {
  let current: MockControls | undefined
  const server = (): MockControls => {
    if (!current) throw new Error('The mock server runs only inside a test.')
    return current
  }

  beforeEach(() => {
    current = makeServer({ environment: 'test', persist: false, fresh: true })
    if (options.signedInAs) signInAs(current, options.signedInAs)
  })
  afterEach(() => {
    current?.shutdown()
    current = undefined
  })

  return {
    get mirage() {
      return server().mirage
    },
    get db() {
      return server().db
    },
    get schemaViolations() {
      return server().schemaViolations
    },
    resetDemoData: () => server().resetDemoData(),
    setNow: (iso) => server().setNow(iso),
    injectFailure: (path, spec) => server().injectFailure(path, spec),
    setTiming: (ms) => server().setTiming(ms),
    simulate: (name, ...args) => server().simulate(name, ...args),
    persistNow: () => server().persistNow(),
    shutdown: () => server().shutdown(),
  }
}

/** Gives a user a session directly in the database and returns its token (`t-<userId>` unless given). */
export function signInAs(server: MockControls, userId: string, token = `t-${userId}`): string {
  server.db.sessions.push({ token, userId, createdAt: new Date().toISOString() })
  return token
}

/** Calls `/api/<path>` and returns the raw Response, for blobs and HTTP-status checks. */
export function fetchApi(
  path: string,
  body: object | FormData = {},
  options: CallOptions = {},
): Promise<Response> {
  const method = options.method ?? 'POST'
  const headers: Record<string, string> = { 'Accept-Language': options.lang ?? 'en' }
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const payload = method === 'GET' ? undefined : body instanceof FormData ? body : JSON.stringify(body)
  return fetch(`/api/${path}`, { method, headers, body: payload })
}

/** Calls `/api/<path>` and returns the HTTP status with the parsed envelope. */
export async function callApi<T = unknown>(
  path: string,
  body: object | FormData = {},
  options: CallOptions = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetchApi(path, body, options)
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}

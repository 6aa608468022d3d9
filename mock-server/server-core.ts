import { runSimulation } from './simulations'
import { createServer, Response, type Server } from 'miragejs'
import { catalogue } from '../src/api/catalogue'
import type { Endpoint } from '../src/api/catalogue/define'
import { decryptBody } from '../src/api/cipher'
import { ReplyError, type HandlerContext, type Lang, type Reply } from './context'
import { DB_STORAGE_KEY, loadDb, saveDb, forgetSavedDb, type MockDb } from './db'
import { mockNow, setMockNow } from './mock-clock'
import { forgetFileBytes, loadFileBytes, saveFileBytes, withoutFileBytes } from './file-bytes'
import type { BoundHandler } from './define-handlers'
import { pending } from './pending'
import { translateIssues } from './messages'
import { businessToday } from '../src/domain/clock'
import { fullPinyinLoaded, loadFullPinyin, needsFullPinyin, PinyinPending } from './register/pinyin'

export interface MockServerOptions {
  environment?: 'development' | 'test'
  /** Response delay in ms; about 150 for people, 0 for tests. */
  timing?: number
  /** Start from the seed even if a saved DB exists. */
  fresh?: boolean
  /** Keep the data in memory only (tests). */
  persist?: boolean
}

export interface FailureSpec {
  /** HTTP status; 200 means a normal answer whose body carries `code`. */
  status?: number
  code?: number
  msg?: string
  times?: number
}

/** The controls a test or a demo presenter gets on `window.server`. */
export interface MockControls {
  mirage: Server
  db: MockDb
  /** Starts over from the seed (the demo loads the seed's code first, hence the promise). */
  resetDemoData(): void | Promise<void>
  setNow(iso: string | null): void
  /** Makes the next call(s) of a path (e.g. 'login/auth') answer as given. */
  injectFailure(path: string, spec: FailureSpec): void
  setTiming(ms: number): void
  /** Runs a named simulation of mock-server/simulations.ts (a wallet scan, an invoice moving on) and saves. */
  simulate(name: string, ...args: string[]): unknown
  /** Writes the records at once (a test or a presenter changed `db` directly). */
  persistNow(): void
  /** Answers the schemas rejected (in tests they also fail the call). */
  schemaViolations: string[]
  shutdown(): void
}

const apiRoot = (import.meta.env.VITE_API_ROOT ?? '/api').replace(/^\/+|\/+$/g, '')

function header(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())
  return key ? headers[key] : undefined
}

function readBody(endpoint: Endpoint, raw: unknown, query: Record<string, string>): unknown {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return { ...query }
  if (typeof FormData !== 'undefined' && raw instanceof FormData) {
    // A list is sent as the same key repeated (src/api/client.ts appendFormValue): it is read back as a list.
    const out: Record<string, unknown> = {}
    raw.forEach((value, key) => {
      const before = out[key]
      out[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value]
    })
    return out
  }
  if (typeof raw !== 'string' || raw === '') return {}
  const parsed: unknown = JSON.parse(raw)
  if (parsed && typeof parsed === 'object' && 'cipherTextData' in parsed) {
    return decryptBody((parsed as { cipherTextData: string }).cipherTextData)
  }
  return parsed
}

function toResponse(reply: Reply<unknown>): Response {
  switch (reply.kind) {
    case 'ok':
      return new Response(
        200,
        { 'Content-Type': 'application/json' },
        { code: 200, msg: 'success', data: reply.data },
      )
    case 'fail':
      return new Response(
        200,
        { 'Content-Type': 'application/json' },
        { code: reply.code, msg: reply.msg, data: reply.data ?? null },
      )
    case 'http':
      return new Response(reply.status, { 'Content-Type': 'application/json' }, reply.body as object)
    case 'blob':
      return new Response(
        200,
        {
          'Content-Type': reply.contentType,
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(reply.fileName)}`,
          'X-Mock-Base64': '1',
        },
        reply.base64,
      )
  }
}

/**
 * What a server is made of. The tests' server (server.ts) has everything at hand; the demo's (index.ts) starts
 * with the handlers of the light areas and loads the rest, with the seed's and the register's generators and
 * their data (faker's locales, pinyin, the goods tables: most of the mock's weight), when a request first
 * needs them, so the first requests of a page (user/info, home) answer without waiting for that download.
 */
export interface ServerParts {
  /** The database to start from (the saved one, else a fresh seed). */
  db: MockDb
  /** A fresh seed, for resetDemoData. */
  seed: () => MockDb | Promise<MockDb>
  /** The handlers at hand from the start. */
  handlers: readonly BoundHandler[]
  /** Every handler; when given, `handlers` are the first ones and this loads the rest on first need. */
  loadAllHandlers?: () => Promise<readonly BoundHandler[]>
  /**
   * Areas that load on their own, before the rest: the entries each answers and how to load its handlers
   * (the search area, so a search page does not download the registration and service areas).
   */
  groups?: readonly { ids: readonly string[]; load: () => Promise<readonly BoundHandler[]> }[]
}

/**
 * Starts Mirage with one handler per catalogue entry that has been built; every other entry must be listed
 * in pending.ts (a test checks that each entry is in exactly one place).
 */
export function makeServerWith(options: MockServerOptions, parts: ServerParts): MockControls {
  const environment = options.environment ?? 'development'
  const persist = options.persist ?? environment === 'development'
  let db: MockDb = parts.db
  // A new server starts on the real time (tests make one server after another).
  setMockNow(null)
  const failures = new Map<string, FailureSpec[]>()
  const schemaViolations: string[] = []
  // The records are saved at once (a content not yet in IndexedDB stays inline meanwhile), then new contents
  // go to IndexedDB and the records are saved again without them.
  const save = async () => {
    if (!persist) return
    saveDb(withoutFileBytes(db))
    try {
      if (await saveFileBytes(db)) saveDb(withoutFileBytes(db))
    } catch (error) {
      console.warn('[mock] IndexedDB unavailable: file contents stay in the saved database', error)
    }
  }
  const loadBytes = () => (persist ? loadFileBytes(db).catch(() => undefined) : Promise.resolve())
  let filesReady = loadBytes()

  const byId = (list: readonly BoundHandler[]) => new Map(list.map((h) => [h.endpoint.id, h]))
  const checkCoverage = (handlers: Map<string, BoundHandler>) => {
    for (const entry of catalogue) {
      if (!handlers.has(entry.id) && !pending.has(entry.id)) {
        throw new Error(`[mock] ${entry.id} has neither a handler nor a place in pending.ts`)
      }
    }
  }
  const first = byId(parts.handlers)
  const { loadAllHandlers } = parts
  let all: Map<string, BoundHandler> | undefined
  let loadingAll: Promise<Map<string, BoundHandler>> | undefined
  if (!loadAllHandlers) {
    checkCoverage(first)
    all = first
  }
  // A group's handlers load once, on the first request for one of its entries.
  const groups = (parts.groups ?? []).map((group) => ({
    ids: new Set(group.ids),
    loaded: undefined as Promise<Map<string, BoundHandler>> | undefined,
    load: group.load,
  }))
  // The other handlers load once, on the first request that needs one of them.
  const handlerOf = async (id: string) => {
    const known = all?.get(id) ?? first.get(id)
    if (known || !loadAllHandlers) return known
    const group = groups.find((g) => g.ids.has(id))
    if (group) {
      group.loaded ??= group.load().then(byId)
      const found = (await group.loaded).get(id)
      if (found) return found
    }
    loadingAll ??= loadAllHandlers().then((list) => {
      const handlers = byId(list)
      checkCoverage(handlers)
      all = handlers
      return handlers
    })
    return (await loadingAll).get(id)
  }
  // Every entry with a handler gets its route (when the rest load later: every entry not pending).
  const routed = catalogue.filter((entry) => (loadAllHandlers ? !pending.has(entry.id) : first.has(entry.id)))

  async function run(
    bound: BoundHandler,
    request: {
      requestBody: unknown
      requestHeaders: Record<string, string>
      queryParams: Record<string, string | string[] | null | undefined>
      params: Record<string, string>
    },
  ) {
    const { endpoint } = bound
    await filesReady
    const queued = failures.get(endpoint.path)
    if (queued?.length) {
      const spec = queued[0]!
      spec.times = (spec.times ?? 1) - 1
      if (spec.times <= 0) queued.shift()
      return toResponse({
        kind: 'http',
        status: spec.status ?? 200,
        body: { code: spec.code ?? 500, msg: spec.msg ?? 'Injected failure', data: null },
      })
    }
    const lang: Lang = header(request.requestHeaders, 'Accept-Language')?.startsWith('en') ? 'en' : 'zh-CN'
    const t = (zh: string, en: string) => (lang === 'en' ? en : zh)
    const query: Record<string, string> = {}
    for (const [k, v] of Object.entries(request.queryParams ?? {})) if (typeof v === 'string') query[k] = v
    const token = header(request.requestHeaders, 'Authorization')?.replace(/^Bearer\s*/i, '') || null
    const session = token ? db.sessions.find((s) => s.token === token) : undefined
    const user = session ? (db.users.find((u) => u.id === session.userId) ?? null) : null
    let changed = endpoint.method !== 'GET'
    const now = mockNow

    let body: unknown
    try {
      body = { ...(readBody(endpoint, request.requestBody, query) as object), ...request.params }
    } catch {
      return toResponse({
        kind: 'http',
        status: 500,
        body: { code: 800, msg: t('请求数据格式错误', 'Data format error'), data: null },
      })
    }
    const parsed = bound.schema.req.safeParse(body)
    if (!parsed.success) {
      return toResponse({
        kind: 'http',
        status: 500,
        body: { code: 800, msg: translateIssues(parsed.error.issues, lang), data: null },
      })
    }
    const ctx: HandlerContext<unknown> = {
      body: parsed.data,
      params: request.params,
      query,
      lang,
      db,
      now,
      today: () => businessToday(now()),
      t,
      user,
      token,
      requireUser() {
        if (!user)
          throw new ReplyError({
            kind: 'fail',
            code: 401,
            msg: t('登录已过期，请重新登录。', 'Login expired, please log in again.'),
          })
        return user
      },
      ok: (data) => ({ kind: 'ok', data }),
      fail: (zh, en, code = 1001, data) => ({ kind: 'fail', code, msg: t(zh, en), data }),
      blob: (base64, fileName, contentType) => ({ kind: 'blob', base64, fileName, contentType }),
      changed() {
        changed = true
      },
    }
    let reply: Reply<unknown>
    try {
      // Chinese text the register's pinyin table does not read (a query, a typed name) waits for pinyin-pro;
      // a handler that meets such text in stored data asks for it by PinyinPending, and runs again.
      if (!fullPinyinLoaded() && needsFullPinyin(textOf(parsed.data))) await loadFullPinyin()
      try {
        reply = await bound.handle(ctx)
      } catch (error) {
        if (!(error instanceof PinyinPending)) throw error
        await loadFullPinyin()
        reply = await bound.handle(ctx)
      }
    } catch (error) {
      if (error instanceof ReplyError) reply = error.reply
      else {
        console.error(`[mock] ${endpoint.id} failed`, error)
        reply = { kind: 'fail', code: 500, msg: t('系统内部错误', 'Internal system error') }
      }
    }
    if (reply.kind === 'ok') {
      const checked = bound.schema.res.safeParse(reply.data)
      if (!checked.success) {
        const detail = `${endpoint.id}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`
        schemaViolations.push(detail)
        console.error('[mock] answer rejected by its schema', detail)
        if (environment === 'test') reply = { kind: 'fail', code: 500, msg: detail }
      }
    }
    if (changed) await save()
    return toResponse(reply)
  }

  const mirage = createServer({
    environment,
    timing: options.timing ?? (environment === 'test' ? 0 : 150),
    logging: false,
    routes() {
      this.namespace = apiRoot
      for (const endpoint of routed) {
        const path = endpoint.path.replace(/\{([^}]+)\}/g, ':$1')
        const verb = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
        this[verb](path, async (_schema, request) => {
          const bound = await handlerOf(endpoint.id)
          if (!bound) throw new Error(`[mock] no handler for ${endpoint.id}`)
          return run(bound, request as never)
        })
      }
      // Anything else under the API root is not ours to answer; other requests (assets) go through.
      this.passthrough((request) => !new URL(request.url, 'http://x').pathname.includes(`/${apiRoot}/`))
    },
  })
  // Mirage reads `logging` from its config only to keep the value it already has (undefined), then logs every
  // request outside tests: the setting is made here. The logs cost each request a console group of its
  // request and answer (sent on to the devtools or a test runner listening).
  mirage.logging = false
  installBinaryBodies(mirage)

  // Leaving the page leaves no time for IndexedDB: the records are written at once (contents already saved).
  const onHide = () => {
    if (persist) saveDb(withoutFileBytes(db))
  }
  globalThis.addEventListener?.('pagehide', onHide)
  // Every tab runs its own mock over the one saved database: when another tab saves, this tab reads the
  // newer data before its next request, as a real server shared by both tabs would answer.
  const onStorage = (event: StorageEvent) => {
    if (!persist || event.key !== DB_STORAGE_KEY || !event.newValue) return
    db = loadDb() ?? db
    filesReady = loadBytes()
  }
  globalThis.addEventListener?.('storage', onStorage)

  const controls: MockControls = {
    mirage,
    get db() {
      return db
    },
    resetDemoData() {
      const start = (fresh: MockDb) => {
        forgetSavedDb()
        db = fresh
        filesReady = persist ? forgetFileBytes().catch(() => undefined) : Promise.resolve()
        void filesReady.then(save)
      }
      const fresh = parts.seed()
      return fresh instanceof Promise ? fresh.then(start) : start(fresh)
    },
    setNow(iso) {
      setMockNow(iso)
    },
    injectFailure(path, spec) {
      const list = failures.get(path) ?? []
      list.push({ ...spec })
      failures.set(path, list)
    },
    setTiming(ms) {
      mirage.timing = ms
    },
    simulate(name, ...args) {
      const result = runSimulation(name, { db, now: mockNow() }, args)
      void save()
      return result
    },
    persistNow: onHide,
    schemaViolations,
    shutdown() {
      globalThis.removeEventListener?.('pagehide', onHide)
      globalThis.removeEventListener?.('storage', onStorage)
      mirage.shutdown()
    },
  }
  return controls
}

/**
 * Mirage stringifies bodies, so binary answers travel as Base64 with a marker header; this wrapper, installed
 * after the server starts, turns them back into bytes with the native Response (STACK.md).
 */
function installBinaryBodies(mirage: Server): void {
  const pretender = (mirage as unknown as { pretender: { _nativeResponse?: typeof globalThis.Response } })
    .pretender
  const NativeResponse = pretender._nativeResponse ?? globalThis.Response
  const fakeFetch = globalThis.fetch
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await fakeFetch(...args)
    if (response.headers.get('X-Mock-Base64') !== '1') return response
    const base64 = await response.text()
    const binary = atob(base64)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    const headers: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      if (key.toLowerCase() !== 'x-mock-base64') headers[key] = value
    })
    // Bytes, not a Blob: in jsdom the Blob class is not the one the native Response reads.
    return new NativeResponse(bytes, { status: response.status, headers }) as globalThis.Response
  }
}

/** The text of a request body, for the pinyin check (a large upload is not read). */
function textOf(body: unknown): string {
  const text = JSON.stringify(body) ?? ''
  return text.length > 200_000 ? '' : text
}

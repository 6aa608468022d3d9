// The client (and with it ofetch) is imported here, BEFORE any Mirage server exists: the header
// tests below prove the fetcher looks fetch and Headers up at call time (the STACK.md trap).
import { createServer, Response, type Request, type Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onApiEvent, type ApiEvent } from './api-events'
import { waitForBackend } from './backend-ready'
import { defineEndpoint, type PendingRequest } from './catalogue/define'
import { decryptBody } from './cipher'
import {
  API_ROOT,
  ApiError,
  BusinessError,
  callData,
  parseContentDisposition,
  request,
  requestBlob,
} from './client'

interface Item {
  id: number
  name: string
}

const getInfo = defineEndpoint<PendingRequest, Item>('test', 'GET user/info', {
  body: 'json',
  loading: false,
})
const getWithLoading = defineEndpoint<PendingRequest, Item>('test', 'GET user/slow', { body: 'json' })
const postJson = defineEndpoint<PendingRequest, Item>('test', 'POST items/save', {
  body: 'json',
  loading: false,
})
const putItem = defineEndpoint<{ itemId: string; name: string }, Item>('test', 'PUT items/{itemId}', {
  body: 'json',
})
const getFiles = defineEndpoint<{ caseId: string; kind: string; page?: number; q?: string }, Item[]>(
  'test',
  'GET cases/{caseId}/files/{kind}',
  { body: 'json', loading: false },
)
const deleteItem = defineEndpoint<{ itemId: number; force: boolean }, null>('test', 'DELETE items/{itemId}', {
  body: 'json',
  loading: false,
})
const upload = defineEndpoint<PendingRequest, { url: string }>('test', 'POST files/upload', { body: 'form' })
const report = defineEndpoint<{ reportId: string }, Blob>('test', 'GET reports/{reportId}', { body: 'blob' })

let server: Server | undefined
let events: ApiEvent[] = []
let unsubscribe: () => void = () => {}

function serve(routes: (server: Server) => void): Server {
  server = createServer({
    environment: 'test',
    logging: false,
    routes() {
      this.namespace = 'api'
      routes(this)
    },
  })
  return server
}

/** The events except `response`, whose time varies. */
const seen = () => events.filter((event) => event.type !== 'response')

function header(req: Request, name: string): string | undefined {
  const key = Object.keys(req.requestHeaders).find((k) => k.toLowerCase() === name.toLowerCase())
  return key === undefined ? undefined : req.requestHeaders[key]
}

const ok = <T>(data: T) => ({ code: 200, msg: 'success', data })

beforeEach(() => {
  events = []
  unsubscribe = onApiEvent((event) => events.push(event))
})

afterEach(() => {
  unsubscribe()
  server?.shutdown()
  server = undefined
  localStorage.clear()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('headers and bookkeeping', () => {
  it('uses /api as the API root', () => {
    expect(API_ROOT).toBe('/api')
  })

  it('sends Authorization and Accept-Language although ofetch was imported before Mirage started', async () => {
    localStorage.setItem('token', 'tok-123')
    localStorage.setItem('lang', 'en')
    let seenReq: Request | undefined
    serve((s) => {
      s.get('user/info', (_schema, req) => {
        seenReq = req
        return ok({ id: 1, name: 'a' })
      })
    })
    await expect(request(getInfo, {})).resolves.toEqual(ok({ id: 1, name: 'a' }))
    expect(seenReq).toBeDefined()
    expect(header(seenReq!, 'Authorization')).toBe('Bearer tok-123')
    expect(header(seenReq!, 'Accept-Language')).toBe('en')
  })

  it('holds a request made before the mock started until it has, and sends its headers then', async () => {
    localStorage.setItem('token', 'tok-early')
    let start: () => void = () => {}
    waitForBackend(
      new Promise<void>((resolve) => {
        start = resolve
      }),
    )
    // Asked while no server owns fetch (as while the demo's mock still downloads).
    const pending = request(getInfo, {})
    let seenReq: Request | undefined
    serve((s) => {
      s.get('user/info', (_schema, req) => {
        seenReq = req
        return ok({ id: 2, name: 'b' })
      })
    })
    start()
    await expect(pending).resolves.toEqual(ok({ id: 2, name: 'b' }))
    expect(header(seenReq!, 'Authorization')).toBe('Bearer tok-early')
    waitForBackend(Promise.resolve())
  })

  it('defaults the language to zh-CN and sends no Authorization without a token', async () => {
    let seenReq: Request | undefined
    serve((s) => {
      s.get('user/info', (_schema, req) => {
        seenReq = req
        return ok(null)
      })
    })
    await request(getInfo, {})
    expect(header(seenReq!, 'Authorization')).toBeUndefined()
    expect(header(seenReq!, 'Accept-Language')).toBe('zh-CN')
  })

  it('stores ajaxTime and emits response after a success and after an error', async () => {
    serve((s) => {
      s.get('user/info', () => ok(null))
      s.post('items/save', () => new Response(503, {}, { code: 503, msg: 'down', data: null }))
    })
    const before = Date.now()
    await request(getInfo, {})
    const first = Number(localStorage.getItem('ajaxTime'))
    expect(first).toBeGreaterThanOrEqual(before)
    expect(first).toBeLessThanOrEqual(Date.now())
    expect(events).toContainEqual({ type: 'response', at: first })

    localStorage.removeItem('ajaxTime')
    events = []
    await expect(request(postJson, {})).rejects.toBeInstanceOf(ApiError)
    expect(localStorage.getItem('ajaxTime')).not.toBeNull()
    expect(events.filter((e) => e.type === 'response')).toHaveLength(1)
  })
})

describe('error catalogue: body codes of an HTTP 200 answer', () => {
  const rows: { code: number; resolves: boolean; events: ApiEvent[] }[] = [
    { code: 200, resolves: true, events: [] },
    {
      code: 500,
      resolves: false,
      events: [{ type: 'loading.reset' }, { type: 'toast', key: 'errors:internal' }],
    },
    {
      code: 400,
      resolves: false,
      events: [{ type: 'loading.reset' }, { type: 'toast', key: 'errors:internal' }],
    },
    { code: 404, resolves: false, events: [{ type: 'loading.reset' }] },
    {
      code: 401,
      resolves: false,
      events: [
        { type: 'loading.reset' },
        { type: 'toast', key: 'errors:loginExpired' },
        { type: 'session.bodyUnauthorized' },
      ],
    },
    { code: 1001, resolves: true, events: [] },
  ]

  it.each(rows)('body code $code', async (row) => {
    const envelope = { code: row.code, msg: `message ${row.code}`, data: { n: 1 } }
    serve((s) => {
      s.get('user/info', () => envelope)
    })
    const call = request(getInfo, {})
    if (row.resolves) {
      await expect(call).resolves.toEqual(envelope)
    } else {
      const error = await call.then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ kind: 'body', status: 200, code: row.code, msg: `message ${row.code}` })
    }
    expect(seen()).toEqual(row.events)
  })
})

describe('error catalogue: HTTP failures', () => {
  it('HTTP 401 asks the session to end', async () => {
    serve((s) => {
      s.get('user/info', () => new Response(401, {}, { code: 401, msg: 'no', data: null }))
    })
    await expect(request(getInfo, {})).rejects.toMatchObject({ kind: 'http', status: 401 })
    expect(seen()).toEqual([{ type: 'loading.reset' }, { type: 'session.httpUnauthorized' }])
  })

  it('a quiet session check only rejects on HTTP 401 or body code 401: no toast, no redirect', async () => {
    serve((s) => {
      s.get('user/info', () => new Response(401, {}, { code: 401, msg: 'no', data: null }))
      s.get('user/slow', () => ({ code: 401, msg: 'expired', data: null }))
    })
    await expect(request(getInfo, {}, { quietSession: true })).rejects.toMatchObject({ status: 401 })
    await expect(request(getWithLoading, {}, { quietSession: true })).rejects.toMatchObject({ code: 401 })
    expect(seen().filter((e) => e.type !== 'loading.start' && e.type !== 'loading.end')).toEqual([
      { type: 'loading.reset' },
      { type: 'loading.reset' },
    ])
  })

  it('a background call fails silently and is no activity: no toast, no overlay reset, no response event', async () => {
    serve((s) => {
      s.post('items/save', () => new Response(502, {}, 'Bad gateway'))
      s.get('user/info', () => ({ code: 500, msg: 'boom', data: null }))
    })
    await expect(request(postJson, { a: 1 }, { background: true })).rejects.toMatchObject({ status: 502 })
    await expect(request(getInfo, {}, { background: true })).rejects.toMatchObject({ code: 500 })
    expect(events).toEqual([])
    // The same failure of a call the user made is told.
    await expect(request(postJson, { a: 1 })).rejects.toMatchObject({ status: 502 })
    expect(seen()).toEqual([{ type: 'loading.reset' }, { type: 'toast', key: 'errors:communication' }])
  })

  it('HTTP 500 with body code 800 opens the attention dialog with the server message', async () => {
    serve((s) => {
      s.post('items/save', () => new Response(500, {}, { code: 800, msg: '该商标已提交续展', data: null }))
    })
    await expect(request(postJson, { a: 1 })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      code: 800,
      msg: '该商标已提交续展',
    })
    expect(seen()).toEqual([{ type: 'loading.reset' }, { type: 'dialog', message: '该商标已提交续展' }])
  })

  it.each([
    [500, { code: 500, msg: 'boom', data: null }],
    [502, 'Bad gateway'],
    [403, { code: 403, msg: 'forbidden', data: null }],
  ])('HTTP %i shows the communication toast', async (status, body) => {
    serve((s) => {
      s.get('user/info', () => new Response(status, {}, body))
    })
    await expect(request(getInfo, {})).rejects.toMatchObject({ kind: 'http', status })
    expect(seen()).toEqual([{ type: 'loading.reset' }, { type: 'toast', key: 'errors:communication' }])
  })

  it('a GET answered with HTTP 500 is not retried', async () => {
    let calls = 0
    serve((s) => {
      s.get('user/info', () => {
        calls++
        return new Response(500, {}, { code: 500, msg: 'boom', data: null })
      })
    })
    await expect(request(getInfo, {})).rejects.toBeInstanceOf(ApiError)
    expect(calls).toBe(1)
  })

  it('a network error shows the communication toast and stores no ajaxTime', async () => {
    serve(() => {})
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(request(getWithLoading, {})).rejects.toMatchObject({
      kind: 'network',
      msg: expect.stringContaining('Failed to fetch') as string,
    })
    expect(events).toEqual([
      { type: 'loading.start' },
      { type: 'loading.end' },
      { type: 'loading.reset' },
      { type: 'toast', key: 'errors:communication' },
    ])
    expect(localStorage.getItem('ajaxTime')).toBeNull()
  })

  it('a call aborted by the caller rejects without toasts', async () => {
    serve((s) => {
      s.get('user/info', () => ok(null), { timing: 50 })
    })
    const controller = new AbortController()
    const call = request(getInfo, {}, { signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toMatchObject({ kind: 'network' })
    expect(seen()).toEqual([])
  })
})

describe('callData', () => {
  it('resolves data on code 200 and throws a BusinessError on a business code', async () => {
    serve((s) => {
      s.get('user/info', () => ok({ id: 7, name: 'x' }))
      s.post('items/save', () => ({ code: 1001, msg: '密码错误', data: { left: 2 } }))
    })
    await expect(callData(getInfo, {})).resolves.toEqual({ id: 7, name: 'x' })
    const error = await callData(postJson, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BusinessError)
    expect(error).toMatchObject({ code: 1001, msg: '密码错误', data: { left: 2 } })
    expect(seen()).toEqual([])
  })
})

describe('request bodies', () => {
  it('sends plain JSON when encryption is off', async () => {
    vi.stubEnv('VITE_ENCRYPT', 'never')
    let body: unknown
    let contentType: string | undefined
    serve((s) => {
      s.post('items/save', (_schema, req) => {
        body = JSON.parse(req.requestBody)
        contentType = header(req, 'Content-Type')
        return ok(null)
      })
    })
    await request(postJson, { name: '商标', n: 2 })
    expect(body).toEqual({ name: '商标', n: 2 })
    expect(contentType).toMatch(/application\/json/)
  })

  it('sends plain JSON on an http page in auto mode', async () => {
    vi.stubEnv('VITE_ENCRYPT', 'auto')
    let body: unknown
    serve((s) => {
      s.post('items/save', (_schema, req) => {
        body = JSON.parse(req.requestBody)
        return ok(null)
      })
    })
    await request(postJson, { name: 'x' })
    expect(body).toEqual({ name: 'x' })
  })

  it('encrypts the JSON body as {cipherTextData} when VITE_ENCRYPT is always', async () => {
    vi.stubEnv('VITE_ENCRYPT', 'always')
    let body: Record<string, unknown> = {}
    serve((s) => {
      s.post('items/save', (_schema, req) => {
        body = JSON.parse(req.requestBody) as Record<string, unknown>
        return ok(null)
      })
    })
    const input = { name: '商标名称', classes: [9, 35] }
    await request(postJson, input)
    expect(Object.keys(body)).toEqual(['cipherTextData'])
    expect(decryptBody(body.cipherTextData as string)).toEqual(input)
  })

  it('fills path params and encrypts only the rest', async () => {
    vi.stubEnv('VITE_ENCRYPT', 'always')
    let url = ''
    let body: Record<string, unknown> = {}
    serve((s) => {
      s.put('items/:itemId', (_schema, req) => {
        url = req.url
        body = JSON.parse(req.requestBody) as Record<string, unknown>
        return ok({ id: 1, name: 'n' })
      })
    })
    await request(putItem, { itemId: 'A-1', name: '新名称' })
    expect(url).toBe('/api/items/A-1')
    expect(decryptBody(body.cipherTextData as string)).toEqual({ name: '新名称' })
  })

  it('never encrypts form bodies: a FormData arrives intact', async () => {
    vi.stubEnv('VITE_ENCRYPT', 'always')
    let body: unknown
    serve((s) => {
      s.post('files/upload', (_schema, req) => {
        body = req.requestBody
        return ok({ url: '/f/1' })
      })
    })
    const form = new FormData()
    form.append('file', new File(['hello'], '证书.png', { type: 'image/png' }))
    form.append('kind', 'licence')
    await expect(callData(upload, form)).resolves.toEqual({ url: '/f/1' })
    expect(body).toBeInstanceOf(FormData)
    const sent = body as FormData
    expect(sent.get('kind')).toBe('licence')
    expect((sent.get('file') as File).name).toBe('证书.png')
    expect(events.map((e) => e.type)).toEqual(['loading.start', 'response', 'loading.end'])
  })

  it('turns a plain object into FormData, appending files as files', async () => {
    vi.stubEnv('VITE_ENCRYPT', 'always')
    let body: unknown
    serve((s) => {
      s.post('files/upload', (_schema, req) => {
        body = req.requestBody
        return ok({ url: '/f/2' })
      })
    })
    const file = new File(['abc'], 'a.pdf', { type: 'application/pdf' })
    await request(upload, { file, tags: ['x', 'y'], meta: { a: 1 }, count: 3, skipped: undefined })
    const sent = body as FormData
    expect(sent).toBeInstanceOf(FormData)
    expect((sent.get('file') as File).name).toBe('a.pdf')
    expect(sent.getAll('tags')).toEqual(['x', 'y'])
    expect(sent.get('meta')).toBe('{"a":1}')
    expect(sent.get('count')).toBe('3')
    expect(sent.has('skipped')).toBe(false)
  })

  it('GET fills URI-encoded path params and sends the rest as query params', async () => {
    let url = ''
    let query: Record<string, unknown> = {}
    serve((s) => {
      s.get('cases/:caseId/files/:kind', (_schema, req) => {
        url = req.url
        query = req.queryParams as Record<string, unknown>
        return ok([])
      })
    })
    await request(getFiles, { caseId: 'a b/c', kind: 'pdf', page: 2, q: '' })
    // An unset (empty) filter is left out rather than sent as a bare '?q'.
    expect(url).toBe('/api/cases/a%20b%2Fc/files/pdf?page=2')
    expect(query).toEqual({ page: '2' })
  })

  it('DELETE sends the rest as query params', async () => {
    let url = ''
    serve((s) => {
      s.delete('items/:itemId', (_schema, req) => {
        url = req.url
        return ok(null)
      })
    })
    await request(deleteItem, { itemId: 5, force: true })
    expect(url).toBe('/api/items/5?force=true')
  })

  it('rejects a call whose path param is missing', async () => {
    await expect(
      request(putItem, { name: 'x' } as unknown as { itemId: string; name: string }),
    ).rejects.toThrow(/itemId/)
  })
})

describe('loading overlay', () => {
  it('balances start and end, and resets on error', async () => {
    serve((s) => {
      s.get('user/slow', () => ok(null))
      s.put('items/:itemId', () => ({ code: 500, msg: 'x', data: null }))
    })
    await request(getWithLoading, {})
    expect(seen()).toEqual([{ type: 'loading.start' }, { type: 'loading.end' }])
    events = []
    await expect(request(putItem, { itemId: '1', name: 'n' })).rejects.toBeInstanceOf(ApiError)
    expect(seen()).toEqual([
      { type: 'loading.start' },
      { type: 'loading.end' },
      { type: 'loading.reset' },
      { type: 'toast', key: 'errors:internal' },
    ])
  })

  it('counts concurrent calls', async () => {
    serve((s) => {
      s.get('user/slow', () => ok(null))
    })
    let count = 0
    let peak = 0
    const stop = onApiEvent((event) => {
      if (event.type === 'loading.start') peak = Math.max(peak, ++count)
      if (event.type === 'loading.end') count--
    })
    await Promise.all([request(getWithLoading, {}), request(getWithLoading, {}), request(getWithLoading, {})])
    stop()
    expect(peak).toBe(3)
    expect(count).toBe(0)
  })

  it('does not show the overlay for calls without loading', async () => {
    serve((s) => {
      s.get('user/info', () => ok(null))
    })
    await request(getInfo, {})
    expect(seen()).toEqual([])
  })
})

describe('blob calls', () => {
  it('returns the blob, its type and the file name from Content-Disposition', async () => {
    serve((s) => {
      s.get(
        'reports/:reportId',
        () =>
          new Response(
            200,
            {
              'Content-Type': 'application/pdf',
              'Content-Disposition':
                'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%E6%8A%A5%E5%91%8A.pdf',
            },
            'PDF-BYTES',
          ),
      )
    })
    const result = await requestBlob(report, { reportId: 'r1' })
    expect(result.fileName).toBe('报告.pdf')
    expect(result.contentType).toBe('application/pdf')
    expect(result.blob).toBeInstanceOf(Blob)
    expect(result.blob.type).toBe('application/pdf')
    expect(await result.blob.text()).toBe('PDF-BYTES')
    expect(seen()).toEqual([{ type: 'loading.start' }, { type: 'loading.end' }])
  })

  it('puts a JSON answer of a blob call through the error catalogue', async () => {
    serve((s) => {
      s.get('reports/:reportId', () => ({ code: 401, msg: 'expired', data: null }))
    })
    await expect(requestBlob(report, { reportId: 'r1' })).rejects.toMatchObject({ kind: 'body', code: 401 })
    expect(seen()).toEqual([
      { type: 'loading.start' },
      { type: 'loading.end' },
      { type: 'loading.reset' },
      { type: 'toast', key: 'errors:loginExpired' },
      { type: 'session.bodyUnauthorized' },
    ])
  })

  it('rejects with a BusinessError when a blob call answers a JSON envelope the catalogue lets through', async () => {
    serve((s) => {
      s.get('reports/:reportId', () => ({ code: 3001, msg: '报告尚未生成', data: null }))
    })
    const error = await requestBlob(report, { reportId: 'r1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BusinessError)
    expect(error).toMatchObject({ code: 3001, msg: '报告尚未生成' })
  })
})

describe('parseContentDisposition', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E5%95%86%E6%A0%87%20%E6%8A%A5%E5%91%8A.pdf", '商标 报告.pdf'],
    ['attachment; filename="quoted name.xlsx"', 'quoted name.xlsx'],
    ['attachment; filename=plain.docx', 'plain.docx'],
    ['attachment; filename=%E6%8A%A5%E5%91%8A.pdf', '报告.pdf'],
    ['attachment; filename="a \\"b\\".txt"', 'a "b".txt'],
    ["inline; filename*=utf-8''x.pdf; filename=y.pdf", 'x.pdf'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(parseContentDisposition(header)).toBe(expected)
  })
})

import { backendReady } from './backend-ready'
import { createFetch, type FetchOptions, type FetchResponse } from 'ofetch'
import { REQUEST_TIMEOUT_MS, TRANSFER_TIMEOUT_MS } from '../domain/constants'
import { emitApiEvent, type ApiEvent } from './api-events'
import type { Endpoint, Envelope, RequestOf, ResponseOf } from './catalogue/define'
import { encryptBody, shouldEncrypt } from './cipher'

/** The API root without a trailing slash (VITE_API_ROOT, default `/api`). */
export const API_ROOT: string = String(import.meta.env.VITE_API_ROOT ?? '/api').replace(/\/+$/, '')

/** Where the bearer token and the chosen language are kept. */
export const TOKEN_KEY = 'token'
export const LANG_KEY = 'lang'
export const AJAX_TIME_KEY = 'ajaxTime'
export const DEFAULT_LANG = 'zh-CN'

export type ApiErrorKind = 'body' | 'http' | 'network'

export interface ApiErrorInit {
  kind: ApiErrorKind
  status?: number
  code?: number
  msg: string
  data?: unknown
}

/**
 * Every rejection of the client. `body`: an HTTP 2xx answer whose envelope code is an error of the
 * catalogue (500, 400, 404, 401); `http`: an HTTP failure status; `network`: no answer at all
 * (offline, timeout, or aborted by the caller).
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status?: number
  readonly code?: number
  readonly msg: string
  readonly data?: unknown

  constructor(init: ApiErrorInit) {
    super(init.msg)
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.msg = init.msg
    this.data = init.data
  }
}

/** An envelope whose code is not 200 and that the catalogue leaves to the caller (e.g. a wrong password). */
export class BusinessError<T = unknown> extends Error {
  readonly code: number
  readonly msg: string
  readonly data: T

  constructor(envelope: Envelope<T>) {
    super(envelope.msg)
    this.name = 'BusinessError'
    this.code = envelope.code
    this.msg = envelope.msg
    this.data = envelope.data
  }
}

export interface CallOptions {
  signal?: AbortSignal
  /**
   * An expired or unknown session only rejects: no "login expired" toast, no redirect to sign in. For
   * public pages that merely ask whether someone is signed in.
   */
  quietSession?: boolean
  /**
   * A call the user did not ask for and never waits on (usage logs): it fails silently (no toast, dialog,
   * session event or overlay reset) and does not count as activity for the session's idle timer.
   */
  background?: boolean
}

/** What a call accepts: its request type, or a ready FormData for form calls. */
export type InputOf<E> = RequestOf<E> | FormData

export interface BlobResult {
  blob: Blob
  fileName: string | null
  contentType: string | null
}

// Everything is looked up at call time: Mirage replaces fetch and Headers after this module loads,
// and a Headers captured at import would silently drop every request header (see STACK.md).
const $fetch = createFetch({
  fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
  Headers: function (init?: HeadersInit) {
    return new globalThis.Headers(init)
  } as unknown as typeof Headers,
  AbortController: function () {
    return new globalThis.AbortController()
  } as unknown as typeof AbortController,
})

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function commonHeaders(): Record<string, string> {
  const store = storage()
  const headers: Record<string, string> = { 'Accept-Language': store?.getItem(LANG_KEY) || DEFAULT_LANG }
  const token = store?.getItem(TOKEN_KEY)
  if (token) headers.Authorization = `Bearer ${token}`
  return headers
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

const PATH_PARAM = /\{(\w+)\}/g

/** Fills `{name}` from the input (URI-encoded) and returns the input without those fields. */
function fillPath(ep: Endpoint, input: unknown): { path: string; rest: unknown } {
  const names = [...ep.path.matchAll(PATH_PARAM)].map((match) => match[1] ?? '')
  if (names.length === 0) return { path: ep.path, rest: input }
  const take = (name: string): unknown => {
    if (input instanceof FormData) return input.get(name)
    if (isPlainObject(input)) return input[name]
    return undefined
  }
  const path = ep.path.replace(PATH_PARAM, (_, name: string) => {
    const value = take(name)
    if (value === undefined || value === null || value === '' || typeof value === 'object') {
      throw new Error(`${ep.id}: path parameter "${name}" is missing from the request`)
    }
    return encodeURIComponent(String(value))
  })
  if (input instanceof FormData) {
    const rest = new FormData()
    for (const [key, value] of input.entries()) if (!names.includes(key)) rest.append(key, value)
    return { path, rest }
  }
  const rest = { ...(input as Record<string, unknown>) }
  for (const name of names) delete rest[name]
  return { path, rest }
}

function appendFormValue(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    for (const item of value) appendFormValue(form, key, item)
  } else if (value instanceof Blob) {
    form.append(key, value)
  } else if (typeof value === 'object') {
    form.append(key, JSON.stringify(value))
  } else {
    form.append(key, String(value))
  }
}

/** A FormData as is, or a plain object turned into one (File and Blob values become file parts). */
export function toFormData(value: unknown): FormData {
  if (value instanceof FormData) return value
  const form = new FormData()
  if (value === undefined || value === null) return form
  if (!isPlainObject(value)) throw new Error('A form call needs a FormData or a plain object')
  for (const [key, item] of Object.entries(value)) appendFormValue(form, key, item)
  return form
}

type QueryValue = string | number | boolean | (string | number | boolean)[]

function toQuery(value: unknown): Record<string, QueryValue> | undefined {
  const entries: [string, unknown][] =
    value instanceof FormData ? [...value.entries()] : isPlainObject(value) ? Object.entries(value) : []
  const query: Record<string, QueryValue> = {}
  for (const [key, item] of entries) {
    // An empty text means "no value" (an unset filter): 'roleId=' would reach the server as a bare '?roleId'.
    if (item === undefined || item === null || item === '') continue
    if (Array.isArray(item)) {
      query[key] = item.map((part) => (typeof part === 'object' ? JSON.stringify(part) : (part as string)))
    } else if (typeof item === 'object') {
      query[key] = JSON.stringify(item)
    } else {
      query[key] = item as string | number | boolean
    }
  }
  return Object.keys(query).length > 0 ? query : undefined
}

function timing(timeout: number, signal: AbortSignal | undefined): Pick<FetchOptions, 'timeout' | 'signal'> {
  if (!signal) return { timeout }
  // ofetch ignores its timeout when a signal is given: combine both when the platform can.
  if (typeof AbortSignal.any === 'function' && typeof AbortSignal.timeout === 'function') {
    return { signal: AbortSignal.any([signal, AbortSignal.timeout(timeout)]) }
  }
  return { signal }
}

function buildRequest(
  ep: Endpoint,
  input: unknown,
  options: CallOptions | undefined,
): { url: string; init: FetchOptions<'json' | 'blob'> } {
  const { path, rest } = fillPath(ep, input)
  const transfer = ep.body === 'form' || ep.body === 'blob'
  const init: FetchOptions<'json' | 'blob'> = {
    method: ep.method,
    baseURL: API_ROOT,
    headers: commonHeaders(),
    credentials: 'include',
    retry: false,
    ignoreResponseError: true,
    ...timing(transfer ? TRANSFER_TIMEOUT_MS : REQUEST_TIMEOUT_MS, options?.signal),
  }
  if (ep.body === 'blob') init.responseType = 'blob'
  if (ep.method === 'GET' || ep.method === 'DELETE') {
    const query = toQuery(rest)
    if (query) init.query = query
  } else if (ep.body === 'form') {
    init.body = toFormData(rest)
  } else if (rest instanceof FormData) {
    throw new Error(`${ep.id}: a FormData can only be sent to a form call`)
  } else if (rest !== undefined) {
    init.body = shouldEncrypt() ? encryptBody(rest) : (rest as Record<string, unknown>)
  }
  return { url: path, init }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
}

function isJsonType(contentType: string | null): boolean {
  return /^application\/(?:[\w!#$%&*.^`~-]*\+)?json\b/i.test(contentType ?? '')
}

function messageOf(value: unknown, fallback: string): string {
  if (isEnvelope(value) && typeof value.msg === 'string' && value.msg) return value.msg
  if (value instanceof Error && value.message) return value.message
  return fallback
}

/** Closes the overlay, reports the happenings and rejects. */
function fail(error: ApiError, ...events: ApiEvent[]): never {
  emitApiEvent({ type: 'loading.reset' })
  for (const event of events) emitApiEvent(event)
  throw error
}

/** How a call's failures are told: a background call only rejects. */
const failFor = (options?: CallOptions): typeof fail =>
  options?.background
    ? (error) => {
        throw error
      }
    : fail

const toast = (key: 'errors:internal' | 'errors:loginExpired' | 'errors:communication'): ApiEvent => ({
  type: 'toast',
  key,
})

/** One exchange with the server: HTTP-level failures are reported and rejected here. */
async function exchange(
  ep: Endpoint,
  input: unknown,
  options?: CallOptions,
): Promise<FetchResponse<unknown>> {
  // Before the request is built: ofetch must see the mock's fetch and Headers, not the browser's.
  await backendReady()
  const fail = failFor(options)
  const { url, init } = buildRequest(ep, input, options)
  if (ep.loading) emitApiEvent({ type: 'loading.start' })
  let response: FetchResponse<unknown> | undefined
  let failure: unknown
  try {
    response = (await $fetch.raw(url, init)) as FetchResponse<unknown>
    if (ep.body === 'blob' && isJsonType(response.headers.get('content-type'))) {
      // A blob call that answers JSON carries an envelope (usually an error).
      const data: unknown = response._data
      if (data instanceof Blob) response._data = JSON.parse(await data.text()) as unknown
    }
  } catch (error) {
    failure = error
  } finally {
    if (response && !options?.background) {
      const at = Date.now()
      storage()?.setItem(AJAX_TIME_KEY, String(at))
      emitApiEvent({ type: 'response', at })
    }
    if (ep.loading) emitApiEvent({ type: 'loading.end' })
  }

  if (!response) {
    if (options?.signal?.aborted) {
      // Cancelled by the caller (e.g. React Query): nothing to show.
      throw new ApiError({ kind: 'network', msg: messageOf(failure, 'Request aborted') })
    }
    return fail(
      new ApiError({ kind: 'network', msg: messageOf(failure, 'Network error') }),
      toast('errors:communication'),
    )
  }
  const { status } = response
  if (failure !== undefined) {
    // An answer came but its body could not be read.
    return fail(
      new ApiError({ kind: 'http', status, msg: messageOf(failure, 'Unreadable response') }),
      toast('errors:communication'),
    )
  }
  const data: unknown = response._data
  const code = isEnvelope(data) ? data.code : undefined
  if (status === 401) {
    const error = new ApiError({ kind: 'http', status, code, msg: messageOf(data, 'Unauthorized'), data })
    return options?.quietSession ? fail(error) : fail(error, { type: 'session.httpUnauthorized' })
  }
  if (status === 500 && code === 800) {
    const msg = messageOf(data, '')
    return fail(new ApiError({ kind: 'http', status, code, msg, data }), { type: 'dialog', message: msg })
  }
  if (status < 200 || status >= 300) {
    return fail(
      new ApiError({ kind: 'http', status, code, msg: messageOf(data, `HTTP ${status}`), data }),
      toast('errors:communication'),
    )
  }
  return response
}

/** The body-code rows of the error catalogue (overview §8), for an HTTP 2xx answer. */
function settleEnvelope<T>(data: unknown, status: number, options?: CallOptions): Envelope<T> {
  const fail = failFor(options)
  if (!isEnvelope(data)) {
    return fail(
      new ApiError({ kind: 'http', status, msg: 'Malformed response', data }),
      toast('errors:communication'),
    )
  }
  const { code, msg } = data
  const error = () => new ApiError({ kind: 'body', status, code, msg: String(msg ?? ''), data: data.data })
  switch (code) {
    case 200:
      return data as Envelope<T>
    case 500:
    case 400:
      return fail(error(), toast('errors:internal'))
    case 404:
      return fail(error())
    case 401:
      return options?.quietSession
        ? fail(error())
        : fail(error(), toast('errors:loginExpired'), { type: 'session.bodyUnauthorized' })
    default:
      return data as Envelope<T>
  }
}

/**
 * Calls a json or form endpoint and resolves the envelope (code 200 or a business code the
 * caller handles); rejects with an ApiError after reporting it through the API events.
 */
export async function request<E extends Endpoint>(
  ep: E,
  input: InputOf<E>,
  options?: CallOptions,
): Promise<Envelope<ResponseOf<E>>> {
  const response = await exchange(ep, input, options)
  return settleEnvelope<ResponseOf<E>>(response._data, response.status, options)
}

/** Calls an endpoint and resolves its `data`; a business code (not 200) throws a BusinessError. */
export async function callData<E extends Endpoint>(
  ep: E,
  input: InputOf<E>,
  options?: CallOptions,
): Promise<ResponseOf<E>> {
  const envelope = await request(ep, input, options)
  if (envelope.code !== 200) throw new BusinessError(envelope)
  return envelope.data
}

/** The file name of a Content-Disposition header: `filename*=UTF-8''…` first, then `filename=`. */
export function parseContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*"?([\w!#$%&+^`{}~.-]*)'[^']*'([^";]+)"?/i.exec(header)
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim())
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header)
  const raw = plain?.[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain?.[2]?.trim()
  if (!raw) return null
  if (/%[0-9a-f]{2}/i.test(raw)) {
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return raw
}

/**
 * Calls a blob endpoint and resolves the file. A JSON answer is an envelope and goes through the
 * same catalogue; if the catalogue lets it through, no file came and a BusinessError is thrown.
 */
export async function requestBlob<E extends Endpoint>(
  ep: E,
  input: InputOf<E>,
  options?: CallOptions,
): Promise<BlobResult> {
  const response = await exchange(ep, input, options)
  const contentType = response.headers.get('content-type')
  const data: unknown = response._data
  if (!(data instanceof Blob)) {
    if (isEnvelope(data) || isJsonType(contentType)) {
      throw new BusinessError(settleEnvelope(data, response.status))
    }
    const text = typeof data === 'string' ? data : data === undefined || data === null ? '' : String(data)
    return {
      blob: new Blob([text], { type: contentType ?? '' }),
      fileName: parseContentDisposition(response.headers.get('content-disposition')),
      contentType,
    }
  }
  // Through the fetch polyfill `blob.type` can be empty: take it from the header.
  const blob = !data.type && contentType ? new Blob([data], { type: contentType }) : data
  return { blob, fileName: parseContentDisposition(response.headers.get('content-disposition')), contentType }
}

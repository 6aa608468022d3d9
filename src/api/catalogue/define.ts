import type { ZodType, input, output } from 'zod'

/** HTTP methods the portal's server accepts. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** json: a JSON body (encrypted on secure pages); form: multipart form data; blob: binary response. */
export type BodyKind = 'json' | 'form' | 'blob'

/**
 * One call of the server. `Req` is what the caller sends (path params included, by name),
 * `Res` the `data` of a successful envelope (or a Blob for blob calls).
 */
export interface Endpoint<Req = unknown, Res = unknown> {
  /** `METHOD path`, unique across the catalogue. */
  readonly id: string
  readonly method: Method
  /** Relative to the API root; `{name}` marks a path parameter taken from the request. */
  readonly path: string
  readonly body: BodyKind
  /** Whether the full-screen loading overlay shows while the call is in flight. */
  readonly loading: boolean
  readonly area: string
  /** Phantom field carrying the request and response types; never set at run time. */
  readonly types?: { readonly req: Req; readonly res: Res }
}

/** Every server answer wraps its payload in this envelope. `code` 200 means success. */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

/** A call whose payload shapes are settled by the issue that builds its area. */
export type PendingRequest = Record<string, unknown>
export type PendingResponse = unknown

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never

/** `METHOD path` of one call, e.g. `'POST trademark/createTrademark'`; it is also the entry's id. */
export type CallId = `${Method} ${string}`

/** How one call travels, besides its method and path. */
export interface EntryOptions {
  readonly body: BodyKind
  /** Whether the loading overlay shows while the call is in flight. Default true: most calls show it. */
  readonly loading?: boolean
}

/**
 * Declares one endpoint with explicit request and response types. Catalogue files use `catalogueArea`;
 * this is the building block under it, for tests that need a call outside the catalogue.
 */
export function defineEndpoint<Req, Res>(
  area: string,
  call: CallId,
  options: EntryOptions,
): Endpoint<Req, Res> {
  const space = call.indexOf(' ')
  const method = call.slice(0, space) as Method
  const path = call.slice(space + 1)
  return { id: call, method, path, body: options.body, loading: options.loading ?? true, area }
}

/** The request type of a catalogue entry: its schema's input, or PendingRequest while it has none. */
export type EntryRequest<S extends CallSchema | undefined> = S extends CallSchema ? Req<S> : PendingRequest
/** The response type of a catalogue entry: its schema's output, or PendingResponse while it has none. */
export type EntryResponse<S extends CallSchema | undefined> = S extends CallSchema ? Res<S> : PendingResponse

/**
 * The entry factory of one catalogue area: `const endpoint = catalogueArea('filing')`, then one line per
 * call, `endpoint<typeof S.trademarkGetPrice>('POST trademark/getPrice', { body: 'json' })`. The generic is
 * the call's schema type (imported with `import type`, so zod stays out of the bundle); without one the
 * entry is pending (PendingRequest, PendingResponse).
 */
export function catalogueArea(area: string) {
  return function endpoint<S extends CallSchema | undefined = undefined>(
    call: CallId,
    options: EntryOptions,
  ): Endpoint<EntryRequest<S>, EntryResponse<S>> {
    return defineEndpoint(area, call, options)
  }
}

/** The runtime schemas of one call: what the server accepts and what it answers. */
export interface CallSchema {
  readonly req: ZodType
  readonly res: ZodType
}
/** The request type a call's schema accepts (before defaults and transforms). */
export type Req<S extends CallSchema> = input<S['req']>
/** The response `data` type a call's schema describes. */
export type Res<S extends CallSchema> = output<S['res']>

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

/** Declares one catalogue entry. */
export function endpoint<Req, Res>(
  method: Method,
  path: string,
  body: BodyKind,
  area: string,
  loading: boolean,
): Endpoint<Req, Res> {
  return { id: `${method} ${path}`, method, path, body, loading, area }
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

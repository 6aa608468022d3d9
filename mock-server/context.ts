import type { MockDb, UserRecord } from './db'

export type Lang = 'zh-CN' | 'en'

/** What a handler answers. The server turns it into the HTTP response the real backend would send. */
export type Reply<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'fail'; code: number; msg: string; data?: unknown }
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'blob'; base64: string; fileName: string; contentType: string }

/** Thrown inside a handler to stop with a given reply (e.g. no session). */
export class ReplyError extends Error {
  constructor(readonly reply: Reply<never>) {
    super('reply')
  }
}

/** Business codes the mock uses beside the §8 catalogue; the client passes them to the caller. */
export const BIZ = {
  /** A rule of the business was broken: wrong password, taken email, expired code. `msg` says which. */
  rejected: 1001,
  /** The record asked for does not exist (or is not the caller's). */
  notFound: 1004,
} as const

export interface HandlerContext<Body> {
  body: Body
  params: Record<string, string>
  query: Record<string, string>
  lang: Lang
  db: MockDb
  /** The mock's clock; tests can move it through window.server.setNow. */
  now(): Date
  /** Today as YYYY-MM-DD on the mock's clock. */
  today(): string
  /** Picks the message in the caller's language. */
  t(zh: string, en: string): string
  /** The signed-in user, or null when the request has no valid token. */
  user: UserRecord | null
  /** The signed-in user; without one the call ends with body code 401 (login expired). */
  requireUser(): UserRecord
  /** The bearer token of the request, if any. */
  token: string | null
  ok<T>(data: T): Reply<T>
  /** A business failure with a message in the caller's language (body code 1001 unless given). */
  fail(zh: string, en: string, code?: number, data?: unknown): Reply<never>
  blob(base64: string, fileName: string, contentType: string): Reply<never>
  /** Marks the data changed, so it is saved for the next reload. */
  changed(): void
}

/**
 * A value computed once per request (per handler context): what a handler reads for every row of a list
 * (the caller's orders, a mark's record) is read once. Only for reads: a request that writes reads first.
 */
export function perRequest<K, V>(compute: (ctx: HandlerContext<unknown>, key: K) => V) {
  const cache = new WeakMap<HandlerContext<unknown>, Map<K, V>>()
  return (ctx: HandlerContext<unknown>, key: K): V => {
    let values = cache.get(ctx)
    if (!values) cache.set(ctx, (values = new Map()))
    if (!values.has(key)) values.set(key, compute(ctx, key))
    return values.get(key) as V
  }
}

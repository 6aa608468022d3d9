import type { z } from 'zod'
import type { CallSchema, Endpoint } from '../src/api/catalogue/define'
import type { HandlerContext, Reply } from './context'

export type Handler<S extends CallSchema> = (
  ctx: HandlerContext<z.output<S['req']>>,
) => Reply<z.input<S['res']>> | Promise<Reply<z.input<S['res']>>>

/** A handler bound to its catalogue entry and schemas; the server registers these. */
export interface BoundHandler {
  endpoint: Endpoint
  schema: CallSchema
  handle: (ctx: HandlerContext<unknown>) => Reply<unknown> | Promise<Reply<unknown>>
}

/**
 * Binds an area's handlers to its catalogue entries and schemas, by entry name, so a handler's body and
 * answer are typed by the same schemas the client's types come from.
 */
export function defineHandlers<
  C extends Record<string, Endpoint>,
  S extends { [K in keyof C]?: CallSchema },
  H extends { [K in keyof S & keyof C]?: S[K] extends CallSchema ? Handler<S[K]> : never },
>(calls: C, schemas: S, handlers: H): BoundHandler[] {
  return Object.entries(handlers).map(([name, handle]) => {
    const endpoint = calls[name]
    const schema = schemas[name as keyof S] as CallSchema | undefined
    if (!endpoint || !schema) throw new Error(`[mock] handler ${name} has no catalogue entry or schema`)
    return { endpoint, schema, handle: handle as BoundHandler['handle'] }
  })
}

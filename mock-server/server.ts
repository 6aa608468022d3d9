import { loadDb } from './db'
import { allHandlers } from './handlers'
import { createSeededDb } from './seeds'
import { makeServerWith, type MockControls, type MockServerOptions } from './server-core'

export type { FailureSpec, MockControls, MockServerOptions } from './server-core'

/**
 * The whole mock at once, every handler and the seed at hand: what the tests start. The demo starts the same
 * server in two steps (index.ts).
 */
export function makeServer(options: MockServerOptions = {}): MockControls {
  const persist = options.persist ?? (options.environment ?? 'development') === 'development'
  return makeServerWith(options, {
    db: (!options.fresh && persist && loadDb()) || createSeededDb(),
    seed: createSeededDb,
    handlers: allHandlers,
  })
}

import {
  MutationCache,
  QueryClient,
  queryOptions,
  type QueryClientConfig,
  type QueryKey,
} from '@tanstack/react-query'
import type { Endpoint, RequestOf, ResponseOf } from './catalogue/define'
import { callData, type InputOf } from './client'

/**
 * The key of one call of a feature. `key()` names every query of the call (`[area, call id]`), `key(input)`
 * exactly one (`[area, call id, input]`); the first is a prefix of the second, so invalidating it reaches all.
 */
export interface CallKey<E extends Endpoint> {
  (): readonly [area: string, call: string]
  (input: RequestOf<E>): readonly [area: string, call: string, input: RequestOf<E>]
  /** The catalogue entry the key names: query options fetch through it. */
  readonly endpoint: E
}

/** A feature's key factory: one CallKey per call, and `all`, the root of each of them. */
export type QueryKeys<C extends Record<string, Endpoint>> = { readonly [K in keyof C]: CallKey<C[K]> } & {
  /** Every query of the feature, as one key per call: what "this feature changed" invalidates. */
  readonly all: readonly QueryKey[]
}

/** One query-key factory per feature, all built alike: `ordersKeys.detail({ orderId })`, `ordersKeys.all`. */
export function queryKeys<const C extends Record<string, Endpoint>>(calls: C): QueryKeys<C> {
  const keys: Record<string, unknown> = {}
  for (const [name, ep] of Object.entries(calls)) {
    const key = (...input: [] | [unknown]) =>
      input.length === 0 ? [ep.area, ep.id] : [ep.area, ep.id, input[0]]
    keys[name] = Object.assign(key, { endpoint: ep })
  }
  keys.all = Object.values(calls).map((ep) => [ep.area, ep.id])
  return keys as QueryKeys<C>
}

/** Query options for a call, keyed by its feature's factory; cancelled through React Query's signal. */
export function callQueryOptions<E extends Endpoint>(key: CallKey<E>, input: RequestOf<E>) {
  // The key already holds the input; the endpoint it carries only says which call answers.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: key(input),
    queryFn: ({ signal }): Promise<ResponseOf<E>> => callData(key.endpoint, input, { signal }),
  })
}

/**
 * What a mutation declares beside its call, as its `meta` (read by the mutation cache of createQueryClient).
 * A type, not an interface: React Query's mutation meta must be assignable to Record<string, unknown>.
 */
export type MutationEffects = {
  /** Keys from the features' factories whose queries the mutation changes: refetched once it succeeds. */
  invalidates?: readonly QueryKey[]
  /** Refresh them after a refusal too: a refusal ("already claimed") says the cached view is out of date. */
  invalidatesOnError?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationEffects
  }
}

/**
 * Mutation options for a call: `mutate(input)` resolves the envelope's data; `effects.invalidates` (keys from
 * the features' factories) are refreshed before it resolves, by the mutation cache, never by the caller.
 */
export function callMutationOptions<E extends Endpoint>(ep: E, effects: MutationEffects = {}) {
  return {
    mutationKey: [ep.area, ep.id] as const,
    mutationFn: (input: InputOf<E>): Promise<ResponseOf<E>> => callData(ep, input),
    meta: effects,
  }
}

/**
 * Marks the queries under `keys` stale and refetches the ones on screen. For what effect code learns outside a
 * mutation (a flow's server answer); a mutation declares `invalidates` instead.
 */
export function invalidate(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined)
}

/** Runs mutation options outside a component (a flow's effect code), with the same declared invalidation. */
export function runMutation<TData, TVariables>(
  client: QueryClient,
  options: {
    mutationKey?: QueryKey
    mutationFn: (variables: TVariables) => Promise<TData>
    meta?: MutationEffects
  },
  variables: TVariables,
): Promise<TData> {
  return client.getMutationCache().build(client, options).execute(variables)
}

/**
 * A query client whose mutation cache applies every mutation's declared `invalidates` once it settles (and is
 * awaited by it): the one place where a mutation refreshes what it changed.
 */
export function createQueryClient(config: Omit<QueryClientConfig, 'mutationCache'> = {}): QueryClient {
  return new QueryClient({
    ...config,
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _result, mutation, { client }) => {
        const { invalidates = [], invalidatesOnError = false } = mutation.meta ?? {}
        if (error && !invalidatesOnError) return
        return invalidate(client, invalidates)
      },
    }),
  })
}

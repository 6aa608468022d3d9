import { MutationObserver, QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query'
import { createServer, type Server } from 'miragejs'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import { defineEndpoint } from './catalogue/define'
import {
  callMutationOptions,
  callQueryOptions,
  createQueryClient,
  queryKeys,
  runMutation,
  type MutationEffects,
} from './query'

interface Profile {
  name: string
}
const profile = defineEndpoint<{ userId: string }, Profile>('user', 'GET users/{userId}', {
  body: 'json',
  loading: false,
})
const rename = defineEndpoint<{ name: string }, Profile>('user', 'POST users/rename', { body: 'json' })
const settings = defineEndpoint<Record<string, never>, { theme: string }>('user', 'GET settings', {
  body: 'json',
  loading: false,
})
const userKeys = queryKeys({ profile, settings })

let server: Server | undefined
afterEach(() => {
  server?.shutdown()
})

describe('query glue', () => {
  it('builds keys by area, call id and input; a call without input names all its queries', () => {
    expect(userKeys.profile({ userId: 'u1' })).toEqual(['user', 'GET users/{userId}', { userId: 'u1' }])
    expect(userKeys.profile()).toEqual(['user', 'GET users/{userId}'])
    expect(userKeys.profile.endpoint).toBe(profile)
    expect(userKeys.all).toEqual([
      ['user', 'GET users/{userId}'],
      ['user', 'GET settings'],
    ])
  })

  it('builds typed query options keyed by the feature factory', async () => {
    server = createServer({
      environment: 'test',
      logging: false,
      routes() {
        this.namespace = 'api'
        this.get('users/:userId', (_schema, req) => ({
          code: 200,
          msg: 'ok',
          data: { name: req.params.userId },
        }))
      },
    })
    const options = callQueryOptions(userKeys.profile, { userId: 'u1' })
    expect(options.queryKey).toEqual(userKeys.profile({ userId: 'u1' }))
    const client = new QueryClient()
    const data = await client.fetchQuery(options)
    expectTypeOf(data).toEqualTypeOf<Profile>()
    expect(data).toEqual({ name: 'u1' })
  })

  it('builds mutation options keyed by area and id, carrying what they invalidate', async () => {
    server = createServer({
      environment: 'test',
      logging: false,
      routes() {
        this.namespace = 'api'
        this.post('users/rename', (_schema, req) => ({
          code: 200,
          msg: 'ok',
          data: JSON.parse(req.requestBody) as Profile,
        }))
      },
    })
    const options = callMutationOptions(rename, { invalidates: [userKeys.profile()] })
    expect(options.mutationKey).toEqual(['user', 'POST users/rename'])
    expect(options.meta).toEqual({ invalidates: [['user', 'GET users/{userId}']] })
    await expect(options.mutationFn({ name: 'n' })).resolves.toEqual({ name: 'n' })
    // The same options run outside a component, typed by the call.
    const renamed = await runMutation(createQueryClient(), options, { name: 'm' })
    expectTypeOf(renamed).toEqualTypeOf<Profile>()
    expect(renamed).toEqual({ name: 'm' })
  })
})

describe('declared invalidation', () => {
  // Two queries on screen (an observer each), each counting its fetches once a slow answer arrives.
  function watch(client: QueryClient) {
    const fetches = { profile: 0, settings: 0 }
    const slowly = (name: keyof typeof fetches) => () =>
      new Promise<number>((resolve) => setTimeout(() => resolve(++fetches[name]), 20))
    const observe = (queryKey: QueryKey, name: keyof typeof fetches) =>
      new QueryObserver(client, {
        queryKey,
        queryFn: slowly(name),
        staleTime: Infinity,
      }).subscribe(() => undefined)
    const stop = [
      observe(userKeys.profile({ userId: 'u1' }), 'profile'),
      observe(userKeys.settings({}), 'settings'),
    ]
    return { fetches, stop: () => stop.forEach((unsubscribe) => unsubscribe()) }
  }
  const settled = (client: QueryClient) => expect.poll(() => client.isFetching(), { timeout: 1000 }).toBe(0)

  it('refetches the queries a mutation names, and only those, before the mutation resolves', async () => {
    const client = createQueryClient()
    const { fetches, stop } = watch(client)
    await settled(client)
    expect(fetches).toEqual({ profile: 1, settings: 1 })

    const observer = new MutationObserver(client, {
      mutationFn: (name: string) => Promise.resolve({ name }),
      meta: { invalidates: [userKeys.profile()] } satisfies MutationEffects,
    })
    await observer.mutate('n')
    expect(fetches).toEqual({ profile: 2, settings: 1 })
    expect(client.getQueryState(userKeys.settings({}))?.isInvalidated).toBe(false)
    stop()
  })

  it('runs the same invalidation for mutations started outside a component', async () => {
    const client = createQueryClient()
    const { fetches, stop } = watch(client)
    await settled(client)
    await runMutation(
      client,
      { mutationFn: () => Promise.resolve('ok'), meta: { invalidates: userKeys.all } },
      undefined,
    )
    expect(fetches).toEqual({ profile: 2, settings: 2 })
    stop()
  })

  it('leaves the cache alone after a failure, unless the mutation asks to refresh on refusal too', async () => {
    const client = createQueryClient()
    const { fetches, stop } = watch(client)
    await settled(client)
    const fail = () => Promise.reject(new Error('refused'))
    await expect(
      runMutation(client, { mutationFn: fail, meta: { invalidates: [userKeys.profile()] } }, undefined),
    ).rejects.toThrow('refused')
    expect(fetches.profile).toBe(1)
    await expect(
      runMutation(
        client,
        { mutationFn: fail, meta: { invalidates: [userKeys.profile()], invalidatesOnError: true } },
        undefined,
      ),
    ).rejects.toThrow('refused')
    expect(fetches.profile).toBe(2)
    stop()
  })
})

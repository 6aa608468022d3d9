import { QueryClient } from '@tanstack/react-query'
import { createServer, type Server } from 'miragejs'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import { defineEndpoint } from './catalogue/define'
import { callMutationOptions, callQueryOptions } from './query'

interface Profile {
  name: string
}
const profile = defineEndpoint<{ userId: string }, Profile>('user', 'GET users/{userId}', {
  body: 'json',
  loading: false,
})
const rename = defineEndpoint<{ name: string }, Profile>('user', 'POST users/rename', { body: 'json' })

let server: Server | undefined
afterEach(() => {
  server?.shutdown()
})

describe('query glue', () => {
  it('builds typed query options keyed by area, id and input', async () => {
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
    const options = callQueryOptions(profile, { userId: 'u1' })
    expect(options.queryKey).toEqual(['user', 'GET users/{userId}', { userId: 'u1' }])
    const client = new QueryClient()
    const data = await client.fetchQuery(options)
    expectTypeOf(data).toEqualTypeOf<Profile>()
    expect(data).toEqual({ name: 'u1' })
  })

  it('builds mutation options keyed by area and id', async () => {
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
    const options = callMutationOptions(rename)
    expect(options.mutationKey).toEqual(['user', 'POST users/rename'])
    await expect(options.mutationFn({ name: 'n' })).resolves.toEqual({ name: 'n' })
  })
})

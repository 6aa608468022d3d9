import { afterEach, describe, expect, it, vi } from 'vitest'
import { allHandlers } from './handlers'
import { firstHandlers } from './handlers/first'
import { createSeededDb } from './seeds'
import { makeServerWith, type MockControls } from './server-core'
import { callApi, signInAs } from './test-support'

// The demo's mock starts with the light handlers and loads the others on the first request that needs one
// (issue 11 §9: the first requests of a page do not wait for faker, pinyin and the register's generator).
describe('a mock that starts with its first handlers', () => {
  let server: MockControls | undefined
  afterEach(() => server?.shutdown())

  const start = () => {
    const loadAll = vi.fn(async () => allHandlers)
    const seed = vi.fn(async () => createSeededDb())
    server = makeServerWith(
      { environment: 'test', persist: false },
      { db: createSeededDb(), seed, handlers: firstHandlers, loadAllHandlers: loadAll },
    )
    return { server, loadAll, seed }
  }

  it('answers user/info at once, without loading the rest', async () => {
    const { server, loadAll } = start()
    const token = signInAs(server, 'u-demo')
    const { body } = await callApi('user/info', {}, { method: 'GET', token })
    expect(body.code).toBe(200)
    expect(loadAll).not.toHaveBeenCalled()
  })

  it('loads the rest once, on the first request that needs it, and answers with its handler', async () => {
    const { server, loadAll } = start()
    const token = signInAs(server, 'u-demo')
    expect(firstHandlers.some((h) => h.endpoint.id === 'POST tmInfo/queryTmInfoByIds')).toBe(false)
    // The handler's own schema answers (code 800): the call reached the search handler loaded meanwhile.
    const first = await callApi('tmInfo/queryTmInfoByIds', { ids: 'not a list' }, { token })
    const second = await callApi('tmInfo/queryTmInfoByIds', { ids: 'not a list' }, { token })
    expect([first.body.code, second.body.code]).toEqual([800, 800])
    expect(loadAll).toHaveBeenCalledTimes(1)
  })

  it('starts over from a seed it loads when the demo data is reset', async () => {
    const { server, seed } = start()
    server.db.users.length = 0
    await server.resetDemoData()
    expect(seed).toHaveBeenCalledTimes(1)
    expect(server.db.users.length).toBeGreaterThan(0)
  })
})

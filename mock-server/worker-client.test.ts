import { describe, expect, it } from 'vitest'
import { localBridge } from './bridge'
import { makeServer } from './server'
import { toWire } from './worker-client'

describe('the page side of the mock worker', () => {
  it('sends a JSON body, the method and every header as plain data', async () => {
    const wire = await toWire('/api/login/auth', {
      method: 'post',
      headers: new Headers({ Authorization: 'Bearer t', 'Content-Type': 'application/json' }),
      body: '{"a":1}',
    })
    expect(wire).toEqual({
      url: `${location.origin}/api/login/auth`,
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"a":1}',
    })
    expect(() => structuredClone(wire)).not.toThrow()
  })

  it('sends a form as its entries, files included, so it can cross to the worker', async () => {
    const form = new FormData()
    form.append('kind', 'licence')
    form.append('file', new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }))
    form.append('kind', 'second')
    const wire = await toWire('/api/file/upload', { method: 'POST', body: form })
    const entries = wire.body as [string, FormDataEntryValue][]
    expect(entries.map(([key]) => key)).toEqual(['kind', 'file', 'kind'])
    expect(entries[1]![1]).toBeInstanceOf(File)
    expect((entries[1]![1] as File).name).toBe('licence.pdf')
  })

  it('sends bytes as an ArrayBuffer of exactly the view given', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]).subarray(1, 4)
    const wire = await toWire('/api/x', { method: 'PUT', body: bytes })
    expect([...new Uint8Array(wire.body as ArrayBuffer)]).toEqual([2, 3, 4])
  })

  it('sends no body with a GET', async () => {
    expect((await toWire('/api/x?a=1')).body).toBeNull()
  })
})

describe('the bridge over a mock in this thread', () => {
  it('runs a function against the live data and saves what it changed before answering', async () => {
    localStorage.clear()
    const server = makeServer({ environment: 'test', persist: true, fresh: true })
    try {
      const bridge = localBridge(server)
      const count = await bridge.evaluate(
        (s, token: string) =>
          s.db.sessions.push({ token, userId: 'u-demo', createdAt: '2026-11-28T00:00:00Z' }),
        'bridge-token',
      )
      expect(count).toBe(server.db.sessions.length)
      // Saved at once: a page opened next (a test's page.goto) starts from this data.
      expect(localStorage.getItem('tm-portal.mock-db')).toContain('bridge-token')
      await expect(bridge.simulate('no.such.simulation')).rejects.toThrow()
    } finally {
      server.shutdown()
    }
  })
})

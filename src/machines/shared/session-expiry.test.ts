import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { sessionExpiryMachine, type SessionExpiryEmitted } from './session-expiry'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(sessionExpiryMachine, { clock })
  const emitted: SessionExpiryEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { clock, actor, emitted }
}

describe('sessionExpiryMachine', () => {
  it('clears storage at once on an HTTP 401 and redirects to /auth only after 3 s', () => {
    const { clock, actor, emitted } = start()
    actor.send({ type: 'session.httpUnauthorized' })
    expect(emitted).toEqual([{ type: 'clearStorage' }])
    expect(actor.getSnapshot().value).toBe('expiring')

    clock.increment(2999)
    expect(emitted).toEqual([{ type: 'clearStorage' }])

    clock.increment(1)
    expect(emitted).toEqual([{ type: 'clearStorage' }, { type: 'redirect', to: '/auth' }])
    expect(actor.getSnapshot().value).toBe('redirected')
  })

  it('shows the expiry message on a body 401 and redirects right after it, without waiting', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'session.bodyUnauthorized' })
    expect(emitted).toEqual([{ type: 'notifyExpired' }, { type: 'redirect', to: '/auth' }])
    expect(actor.getSnapshot().value).toBe('redirected')
  })

  it('redirects once when five 401s arrive together', () => {
    const { clock, actor, emitted } = start()
    for (let i = 0; i < 5; i++) actor.send({ type: 'session.httpUnauthorized' })
    actor.send({ type: 'session.bodyUnauthorized' })
    clock.increment(10_000)
    for (let i = 0; i < 5; i++) actor.send({ type: 'session.httpUnauthorized' })
    clock.increment(10_000)

    expect(emitted.filter((e) => e.type === 'redirect')).toHaveLength(1)
    expect(emitted.filter((e) => e.type === 'clearStorage')).toHaveLength(1)
    expect(emitted.filter((e) => e.type === 'notifyExpired')).toHaveLength(0)
  })

  it('does not redirect when no 401 arrived', () => {
    const { clock, actor, emitted } = start()
    actor.send({ type: 'session.started' })
    clock.increment(10_000)
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().value).toBe('active')
  })

  it('watches again after the user signs in', () => {
    const { clock, actor, emitted } = start()
    actor.send({ type: 'session.bodyUnauthorized' })
    actor.send({ type: 'session.started' })
    expect(actor.getSnapshot().value).toBe('active')

    actor.send({ type: 'session.httpUnauthorized' })
    clock.increment(3000)
    expect(emitted.filter((e) => e.type === 'redirect')).toHaveLength(2)
  })
})

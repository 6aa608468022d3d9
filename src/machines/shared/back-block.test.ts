import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { backBlockMachine, type BackBlockEmitted } from './back-block'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(backBlockMachine, { clock })
  const emitted: BackBlockEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { clock, actor, emitted }
}

describe('backBlockMachine', () => {
  it('lets the back action through on routes that allow it', () => {
    const { clock, actor, emitted } = start()
    actor.send({ type: 'route.entered', allowBack: true })
    actor.send({ type: 'history.back' })
    clock.increment(1000)
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().value).toBe('allowed')
  })

  it('re-pushes the page 500 ms after a back action on a blocking route', () => {
    const { clock, actor, emitted } = start()
    actor.send({ type: 'route.entered', allowBack: false })
    expect(actor.getSnapshot().matches({ blocking: 'idle' })).toBe(true)

    actor.send({ type: 'history.back' })
    expect(actor.getSnapshot().matches({ blocking: 'repushing' })).toBe(true)
    clock.increment(499)
    expect(emitted).toEqual([])

    clock.increment(1)
    expect(emitted).toEqual([{ type: 'repush' }])
    expect(actor.getSnapshot().matches({ blocking: 'idle' })).toBe(true)
  })

  it('answers a burst of back actions with one re-push, and blocks the next one again', () => {
    const { clock, actor, emitted } = start()
    actor.send({ type: 'route.entered', allowBack: false })
    actor.send({ type: 'history.back' })
    actor.send({ type: 'history.back' })
    actor.send({ type: 'history.back' })
    clock.increment(500)
    expect(emitted).toHaveLength(1)

    actor.send({ type: 'history.back' })
    clock.increment(500)
    expect(emitted).toHaveLength(2)
  })

  it('drops a pending re-push when the user reaches a route that allows back', () => {
    const { clock, actor, emitted } = start()
    actor.send({ type: 'route.entered', allowBack: false })
    actor.send({ type: 'history.back' })
    actor.send({ type: 'route.entered', allowBack: true })
    clock.increment(1000)
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().value).toBe('allowed')
  })
})

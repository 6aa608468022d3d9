import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { STATUS_TICK_MS } from '../../domain/upload-progress'
import { uploadProgressMachine } from './upload-progress'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(uploadProgressMachine, { clock }).start()
  const percent = () => actor.getSnapshot().context.percent
  // SimulatedClock fires a timer scheduled during a jump only on the next increment, so advance tick by tick.
  const ticks = (count: number) => {
    for (let i = 0; i < count; i++) clock.increment(STATUS_TICK_MS)
  }
  return { clock, actor, percent, ticks }
}

describe('uploadProgressMachine in ratio mode', () => {
  it('shows the stepped percentage for the share already uploaded', () => {
    const { actor, percent } = start()
    actor.send({ type: 'upload.progress', total: 100, uploaded: 10 })
    expect(percent()).toBe(30)
    actor.send({ type: 'upload.progress', total: 100, uploaded: 25 })
    expect(percent()).toBe(40)
    actor.send({ type: 'upload.progress', total: 100, uploaded: 60 })
    expect(percent()).toBe(80)
    expect(actor.getSnapshot().value).toBe('ratio')
  })

  it('finishes at 100 when everything is uploaded, and then ignores late events', () => {
    const { actor, percent } = start()
    actor.send({ type: 'upload.progress', total: 100, uploaded: 100 })
    expect(percent()).toBe(100)
    expect(actor.getSnapshot().value).toBe('done')

    actor.send({ type: 'upload.progress', total: 100, uploaded: 10 })
    expect(percent()).toBe(100)
  })
})

describe('uploadProgressMachine in status mode', () => {
  it('starts at 0 and adds 3 every tick', () => {
    const { clock, actor, percent, ticks } = start()
    actor.send({ type: 'upload.status', status: 0 })
    expect(percent()).toBe(0)

    clock.increment(STATUS_TICK_MS - 1)
    expect(percent()).toBe(0)
    clock.increment(1)
    expect(percent()).toBe(3)
    ticks(2)
    expect(percent()).toBe(9)
  })

  it('never reaches 100 by ticking alone', () => {
    const { actor, percent, ticks } = start()
    actor.send({ type: 'upload.status', status: 0 })
    ticks(60)
    expect(percent()).toBe(99)
    expect(actor.getSnapshot().value).toBe('ticking')
  })

  it('jumps to 100 on a non-zero status and stops ticking', () => {
    const { actor, percent, ticks } = start()
    actor.send({ type: 'upload.status', status: 0 })
    ticks(3)
    actor.send({ type: 'upload.status', status: 1 })
    expect(percent()).toBe(100)
    ticks(10)
    expect(percent()).toBe(100)
    expect(actor.getSnapshot().value).toBe('done')
  })

  it('starts over from 0 on a new status 0 while ticking', () => {
    const { actor, percent, ticks } = start()
    actor.send({ type: 'upload.status', status: 0 })
    ticks(4)
    expect(percent()).toBe(12)
    actor.send({ type: 'upload.status', status: 0 })
    expect(percent()).toBe(0)
    ticks(1)
    expect(percent()).toBe(3)
  })
})

describe('uploadProgressMachine reset', () => {
  it('returns to 0 and stops the ticking from any state', () => {
    const { actor, percent, ticks } = start()
    actor.send({ type: 'upload.status', status: 0 })
    ticks(2)
    actor.send({ type: 'upload.reset' })
    ticks(5)
    expect(percent()).toBe(0)
    expect(actor.getSnapshot().value).toBe('idle')

    actor.send({ type: 'upload.progress', total: 4, uploaded: 4 })
    actor.send({ type: 'upload.reset' })
    expect(percent()).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph'
import { backBlockMachine } from '../../machines/shared/back-block'
import { sessionExpiryMachine } from '../../machines/shared/session-expiry'
import { acceptedEvents, entryActionNames, sendableEvents, transitionRows } from './graph-model'

function child(graph: DirectedGraphNode, key: string): DirectedGraphNode {
  const found = graph.children.find((node) => node.stateNode.key === key)
  if (!found) throw new Error(`no state ${key}`)
  return found
}

describe('graph model', () => {
  const session = toDirectedGraph(sessionExpiryMachine)

  it('names delayed transitions by their delay and its length', () => {
    const [row] = transitionRows(child(session, 'expiring'), sessionExpiryMachine)
    expect(row).toMatchObject({
      kind: 'after',
      delay: 'redirectDelay',
      delayMs: 3000,
      targets: ['redirected'],
    })
  })

  it('includes eventless transitions, which toDirectedGraph leaves out', () => {
    const rows = transitionRows(child(session, 'notifying'), sessionExpiryMachine)
    expect(rows).toMatchObject([{ kind: 'always', targets: ['redirected'] }])
  })

  it('shows the guard and one row per transition', () => {
    const rows = transitionRows(toDirectedGraph(backBlockMachine), backBlockMachine)
    expect(rows.map((row) => [row.eventType, row.guard, row.targets])).toEqual([
      ['route.entered', 'backNotAllowed', ['blocking']],
      ['route.entered', undefined, ['allowed']],
    ])
  })

  it('lists entry actions without the timers xstate adds for delays', () => {
    expect(entryActionNames(child(session, 'expiring').stateNode)).toEqual(['clearStorage'])
  })

  it('offers the events a person can send and those the current state accepts', () => {
    expect(sendableEvents(backBlockMachine).sort()).toEqual(['history.back', 'route.entered'])
    const actor = createActor(backBlockMachine).start()
    expect([...acceptedEvents(actor.getSnapshot())]).toEqual(['route.entered'])
    actor.send({ type: 'route.entered', allowBack: false })
    expect([...acceptedEvents(actor.getSnapshot())].sort()).toEqual(['history.back', 'route.entered'])
    actor.stop()
  })
})

import { useMemo } from 'react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { MachineCaptions } from '../../machines/captions'
import { toDirectedGraph } from 'xstate/graph'
import { acceptedEvents } from './graph-model'
import { StateBox } from './state-box'

interface FlowGraphProps {
  machine: AnyStateMachine
  snapshot: AnyMachineSnapshot
  /** Called when a person clicks a transition the current state accepts. */
  onSend: (eventType: string) => void
  /** Plain-language lines under the states. */
  captions?: MachineCaptions
}

/** Draws a machine as nested state boxes with their transitions, highlighting the current state(s). */
export function FlowGraph({ machine, snapshot, onSend, captions }: FlowGraphProps) {
  const graph = useMemo(() => toDirectedGraph(machine), [machine])
  const accepted = useMemo(() => acceptedEvents(snapshot), [snapshot])
  return (
    <StateBox
      graph={graph}
      machine={machine}
      snapshot={snapshot}
      accepted={accepted}
      onSend={onSend}
      captions={captions}
    />
  )
}

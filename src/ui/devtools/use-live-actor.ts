import { useActorRef } from '@xstate/react'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'

export interface EmittedEntry {
  id: number
  event: AnyEventObject
}

/**
 * Runs a live actor of `machine` for the visualiser: its snapshot (kept even when the actor fails, so the
 * page can show the error instead of crashing) and every event it emits.
 */
export function useLiveActor(machine: AnyStateMachine, input?: unknown) {
  const actorRef = useActorRef(machine, input === undefined ? undefined : { input })
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actorRef.subscribe({ next: onChange, error: onChange })
      return () => subscription.unsubscribe()
    },
    [actorRef],
  )
  const getSnapshot = useCallback((): AnyMachineSnapshot => actorRef.getSnapshot(), [actorRef])
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)

  const [emitted, setEmitted] = useState<EmittedEntry[]>([])
  const nextId = useRef(0)
  useEffect(() => {
    const subscription = actorRef.on('*', (event: AnyEventObject) => {
      const id = nextId.current++
      setEmitted((list) => [...list, { id, event }])
    })
    return () => subscription.unsubscribe()
  }, [actorRef])

  const send = useCallback((event: AnyEventObject) => actorRef.send(event), [actorRef])
  return { snapshot, emitted, send }
}

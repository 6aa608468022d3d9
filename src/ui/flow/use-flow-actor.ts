import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EmittedFrom,
  EventFromLogic,
  InputFrom,
  Snapshot,
  SnapshotFrom,
} from 'xstate'
import { refusalOf, type Refusal } from './refusal'

type Emitted<M extends AnyStateMachine> = EmittedFrom<M>
type Event<M extends AnyStateMachine> = EventFromLogic<M>

/**
 * How the edge answers one request a machine emits: `run` makes the call and returns the answer event (or
 * several, or nothing); `refused` turns a failed call into the flow's failure event. Without `refused` a
 * failure is dropped (a status check that failed is not a failed payment).
 */
export interface RequestHandler<E, Ev> {
  run: (request: E) => Promise<Ev | readonly Ev[] | void>
  refused?: (refusal: Refusal, request: E, error: unknown) => Ev | void
  /** Only the answer to the newest request of this type counts (a newer search replaces an older one). */
  latestOnly?: boolean
}

export type RequestMap<M extends AnyStateMachine> = {
  [T in Emitted<M>['type']]?: RequestHandler<Extract<Emitted<M>, { type: T }>, Event<M>>
}

export interface FlowActorOptions<M extends AnyStateMachine> {
  input?: InputFrom<M>
  /** A persisted snapshot to resume from (this tab's saved flow). */
  snapshot?: Snapshot<unknown>
  /** The calls that answer the machine's requests. */
  requests: RequestMap<M>
  /** Keeps each snapshot (sessionStorage, IndexedDB …); called after every change. */
  persist?: (snapshot: SnapshotFrom<M>, persisted: Snapshot<unknown>) => void
  /** The step tags the URL follows, and how to go there (a move pushes a page, a correction replaces). */
  follow?: {
    steps: readonly string[]
    /** The step the URL shows now. */
    current: string
    go: (step: string, options: { replace: boolean }) => void
  }
}

/**
 * The one place a flow actor meets the world. It starts the actor, answers each request the machine emits
 * through `requests` (a failed call becomes the flow's failure event once, with the issues on their paths),
 * persists every snapshot, and makes the URL follow the state's step tag: a step the flow moved to is a new
 * page in the history, a URL for a step the flow is not at is put back.
 */
export function useFlowActor<M extends AnyStateMachine>(machine: M, options: FlowActorOptions<M>) {
  // useActorRef's options are a conditional type of the machine (input required or forbidden), which the
  // compiler cannot resolve for a generic M; for any machine the object is one of the accepted shapes.
  const actor = useActorRef(machine, {
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  } as never)
  const snapshot = useSelector(actor, (s) => s as SnapshotFrom<M>)

  // The newest options without restarting the subscriptions on every render.
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  useEffect(() => {
    const sequence = new Map<string, number>()
    const sub = actor.on('*', (request: Emitted<M>) => {
      const handler = latest.current.requests[request.type as Emitted<M>['type']] as
        RequestHandler<Emitted<M>, Event<M>> | undefined
      if (!handler) return
      const id = (sequence.get(request.type) ?? 0) + 1
      sequence.set(request.type, id)
      const current = () => !handler.latestOnly || sequence.get(request.type) === id
      const deliver = (answer: Event<M> | readonly Event<M>[] | void) => {
        if (!answer || !current()) return
        const events: readonly Event<M>[] = Array.isArray(answer) ? answer : [answer as Event<M>]
        for (const event of events) actor.send(event)
      }
      handler.run(request).then(deliver, (error: unknown) => {
        if (handler.refused && current()) deliver(handler.refused(refusalOf(error), request, error))
      })
    })
    return () => sub.unsubscribe()
  }, [actor])

  useEffect(() => {
    const sub = actor.subscribe((s) => {
      latest.current.persist?.(s as SnapshotFrom<M>, actor.getPersistedSnapshot())
    })
    return () => sub.unsubscribe()
  }, [actor])

  // The URL follows the step tag.
  const urlStep = options.follow?.current
  const step = options.follow?.steps.find((tag) => (snapshot as AnyMachineSnapshot).hasTag(tag)) ?? null
  const shown = useRef<string | null>(null)
  useEffect(() => {
    const f = latest.current.follow
    if (!f || !step) return
    const moved = shown.current !== null && shown.current !== step
    shown.current = step
    if (f.current !== step) f.go(step, { replace: !moved })
  }, [step, urlStep])

  return { actor, snapshot, send: actor.send as (event: Event<M>) => void, step }
}

import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { AnyStateNode, DirectedGraphNode } from 'xstate/graph'

/** One transition of a state, as the visualiser shows it. */
export interface TransitionRow {
  key: string
  kind: 'event' | 'after' | 'always'
  /** The event type to send (only for kind 'event'). */
  eventType: string
  /** The delay's name (only for kind 'after'). */
  delay?: string
  delayMs?: number
  /** Dotted paths of the targets; empty when the transition stays in the same state. */
  targets: string[]
  guard?: string
  actions: string[]
}

const AFTER_PREFIX = 'xstate.after.'

/** Dotted path of a state node inside its machine; '' for the root. */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.')
}

/** A readable name for a guard or action reference: named ones by name, built-in ones by kind. */
export function referenceName(ref: unknown): string {
  if (typeof ref === 'string') return ref
  if (typeof ref === 'function') {
    const builtIn =
      'type' in ref && typeof ref.type === 'string' ? ref.type.replace(/^xstate\./, '') : undefined
    return builtIn ?? (ref.name || 'inline')
  }
  if (ref && typeof ref === 'object' && 'type' in ref && typeof ref.type === 'string') return ref.type
  return 'inline'
}

// xstate implements `after` by adding a delayed raise to the state's entry; the chips already show it.
function isDelayTimer(action: unknown): boolean {
  return (
    typeof action === 'function' &&
    'type' in action &&
    action.type === 'xstate.raise' &&
    'id' in action &&
    typeof action.id === 'string' &&
    action.id.startsWith(AFTER_PREFIX)
  )
}

/** Names of the entry actions written in the machine. */
export function entryActionNames(node: AnyStateNode): string[] {
  return node.entry.filter((action) => !isDelayTimer(action)).map(referenceName)
}

type TransitionLike = {
  target?: ReadonlyArray<AnyStateNode>
  guard?: unknown
  actions: ReadonlyArray<unknown>
}

function describe(transition: TransitionLike) {
  return {
    targets: (transition.target ?? []).map(statePath),
    guard: transition.guard === undefined ? undefined : referenceName(transition.guard),
    actions: transition.actions.map(referenceName),
  }
}

function delayOf(machine: AnyStateMachine, eventType: string, sourceId: string) {
  const name = eventType.slice(AFTER_PREFIX.length, eventType.length - sourceId.length - 1)
  const configured: unknown = machine.implementations.delays[name]
  const ms = typeof configured === 'number' ? configured : /^\d+$/.test(name) ? Number(name) : undefined
  return { name, ms }
}

/** Rows for every transition leaving `node`: events, delayed (`after`) and eventless (`always`) ones. */
export function transitionRows(graph: DirectedGraphNode, machine: AnyStateMachine): TransitionRow[] {
  const seen = new Set<unknown>()
  const rows: TransitionRow[] = []
  graph.edges.forEach((edge) => {
    // toDirectedGraph makes one edge per target; the visualiser shows one row per transition.
    if (seen.has(edge.transition)) return
    seen.add(edge.transition)
    const eventType = edge.transition.eventType
    const isDelayed = eventType.startsWith(AFTER_PREFIX)
    const delay = isDelayed ? delayOf(machine, eventType, graph.stateNode.id) : undefined
    rows.push({
      key: edge.id,
      kind: isDelayed ? 'after' : 'event',
      eventType,
      delay: delay?.name,
      delayMs: delay?.ms,
      ...describe(edge.transition),
    })
  })
  // toDirectedGraph leaves out eventless transitions, which matter for reading the flow.
  ;(graph.stateNode.always ?? []).forEach((transition, index) => {
    rows.push({ key: `${graph.id}:always:${index}`, kind: 'always', eventType: '', ...describe(transition) })
  })
  return rows
}

/** The event types a person can send to the machine, in the order the machine declares them. */
export function sendableEvents(machine: AnyStateMachine): string[] {
  return machine.events.filter((type) => !type.startsWith('xstate.') && type !== '*')
}

/** Event types accepted by the current state configuration. */
export function acceptedEvents(snapshot: AnyMachineSnapshot): Set<string> {
  if (snapshot.status !== 'active') return new Set()
  return new Set(snapshot._nodes.flatMap((node) => node.ownEvents))
}

/** Whether the state at `path` is part of the current state configuration. */
export function isActiveState(snapshot: AnyMachineSnapshot, path: string): boolean {
  return path === '' ? snapshot.status === 'active' : snapshot.matches(path)
}

/** Whether `node` is its parent's initial state. */
export function isInitialState(node: AnyStateNode): boolean {
  const parent = node.parent
  if (!parent || parent.type !== 'compound') return false
  return parent.initial.target.includes(node)
}

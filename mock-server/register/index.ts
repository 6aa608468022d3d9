import type { BoundHandler } from '../define-handlers'
import { buildRegister, type GeneratedRegister } from './generate'
import type { RegisterMark, RegisterParty } from './types'

export type { RegisterMark, RegisterParty } from './types'
export { specimenDataUrl, specimenSvg } from './specimen'

let register: GeneratedRegister | undefined
let parties: Map<string, RegisterParty> | undefined
let building: Generator<number, GeneratedRegister, void> | undefined
let ready: Promise<GeneratedRegister> | undefined

/** How long one slice of the build may hold the page before it gives the page its turn. */
const SLICE_MS = 12

/** Runs the next piece of the build; true when the register is complete. */
function advance(deadline: number): boolean {
  building ??= buildRegister()
  while (!register) {
    const step = building.next()
    if (step.done) register = step.value
    else if (performance.now() >= deadline) return false
  }
  return true
}

// A macrotask that is not clamped like nested timeouts are (MessageChannel), where the platform has one.
function yieldToPage(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0))
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * The register once it is built, built in slices of about 12 ms so the page keeps painting and answering
 * the user meanwhile (the whole build takes 1.5 s on a fast machine and far longer on a slow or busy one:
 * built in one go right after a reload, it froze the page before the wizard was drawn). Handlers that read
 * the register await this first.
 */
export function registerReady(): Promise<GeneratedRegister> {
  ready ??= (async () => {
    while (!advance(performance.now() + SLICE_MS)) await yieldToPage()
    return register!
  })()
  return ready
}

/**
 * Handlers that read the register, made to wait until it is built (in slices, while the page stays live)
 * instead of building it in one go inside the request.
 */
export const afterRegister = (handlers: BoundHandler[]): BoundHandler[] =>
  handlers.map((bound) => ({
    ...bound,
    handle: async (ctx) => {
      await registerReady()
      return bound.handle(ctx)
    },
  }))

/**
 * The register, kept in memory. Nothing builds it at mock start-up, so /home paints before any search pays
 * for it. A caller that did not await registerReady() finishes the build at once (correct, but it holds the
 * page until done).
 */
export function getRegister(): GeneratedRegister {
  advance(Number.POSITIVE_INFINITY)
  return register!
}

/** Finds a mark, or a party, the register built at start does not hold; undefined when it is not its own. */
interface LaterFinder {
  mark?: (id: string) => RegisterMark | undefined
  party?: (id: string) => RegisterParty | undefined
}
const laterFinders: LaterFinder[] = []

/**
 * Where markById and partyById find what was added after the register was built: the gazette's marks
 * (mock-server/monitoring/gazette.ts; their ids lie past the register's) and the search's living register
 * (search/engine.ts: the demo accounts' own marks, 'PF' ids, and their holders). Each sets it when loaded.
 */
export function findLaterEntriesWith(finder: LaterFinder): void {
  laterFinders.push(finder)
}

function laterEntry<T>(pick: (finder: LaterFinder) => T | undefined): T | undefined {
  for (const finder of laterFinders) {
    const found = pick(finder)
    if (found) return found
  }
  return undefined
}

/** Mark ids are 'TM' + the 1-based position, so a lookup needs no index. */
export function markById(id: string): RegisterMark | undefined {
  if (/^TM\d{7}$/.test(id)) {
    const mark = getRegister().marks[Number(id.slice(2)) - 1]
    if (mark?.id === id) return mark
  }
  return laterEntry((finder) => finder.mark?.(id))
}

export function partyById(id: string): RegisterParty | undefined {
  parties ??= new Map(getRegister().parties.map((p) => [p.id, p]))
  return parties.get(id) ?? laterEntry((finder) => finder.party?.(id))
}

let partiesByName: Map<string, RegisterParty> | undefined

/** A party by its exact name as registered, Chinese or English (English without regard to case). */
export function partyByName(name: string): RegisterParty | undefined {
  if (!partiesByName) {
    partiesByName = new Map()
    for (const p of getRegister().parties)
      for (const n of [p.nameZh, p.nameEn.toLowerCase()])
        if (n && !partiesByName.has(n)) partiesByName.set(n, p)
  }
  const n = name.trim()
  return partiesByName.get(n) ?? partiesByName.get(n.toLowerCase())
}

import type { MockDb } from './db'

/**
 * Things the real world does to the server that a demo or a test must be able to make happen now: a wallet
 * scan, an invoice moving on, a report being delivered. Each area defines its own by name (at import of its
 * handler module); window.server.simulate(name, ...args) runs one against the live data and saves it.
 */
export type Simulation = (ctx: { db: MockDb; now: Date }, ...args: string[]) => unknown

const simulations = new Map<string, Simulation>()

export function defineSimulation(name: string, run: Simulation): void {
  simulations.set(name, run)
}

export function runSimulation(name: string, ctx: { db: MockDb; now: Date }, args: string[]): unknown {
  const run = simulations.get(name)
  if (!run)
    throw new Error(`[mock] no simulation named ${name} (known: ${[...simulations.keys()].join(', ')})`)
  return run(ctx, ...args)
}

import { describe, expect, it } from 'vitest'
import { StateMachine, type AnyStateMachine } from 'xstate'
import { machineRegistry } from './registry'

const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.ts', '!./**/*.test.ts', '!./registry.ts'],
  {
    eager: true,
  },
)

function isMachine(value: unknown): value is AnyStateMachine {
  return value instanceof StateMachine
}

const exportedMachines = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    isMachine(value) ? [{ name: `${file}#${name}`, machine: value }] : [],
  ),
)

describe('machineRegistry', () => {
  it('finds the machine files', () => {
    expect(exportedMachines.length).toBeGreaterThanOrEqual(3)
  })

  it('lists every exported machine of src/machines', () => {
    const registered = new Set(machineRegistry.map((entry) => entry.machine))
    const missing = exportedMachines.filter(({ machine }) => !registered.has(machine)).map(({ name }) => name)
    expect(missing).toEqual([])
  })

  it('gives every entry a unique id and both languages', () => {
    const ids = machineRegistry.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const entry of machineRegistry) {
      expect(entry.title.zh && entry.title.en && entry.description.zh && entry.description.en).toBeTruthy()
    }
  })

  it('only gives examples for events the machine accepts', () => {
    for (const entry of machineRegistry) {
      for (const type of Object.keys(entry.examples ?? {})) {
        expect(entry.machine.events, `${entry.id}: ${type}`).toContain(type)
      }
    }
  })
})

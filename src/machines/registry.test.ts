import { describe, expect, it } from 'vitest'
import { StateMachine, type AnyStateMachine } from 'xstate'
import { eventCaption } from './captions'
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

  it('captions every state and every event in one line of each language', () => {
    const missing: string[] = []
    for (const entry of machineRegistry) {
      const paths: string[] = []
      const walk = (node: AnyStateMachine['root']) => {
        for (const child of Object.values(node.states)) {
          paths.push(child.path.join('.'))
          walk(child)
        }
      }
      walk(entry.machine.root)
      const lines = [
        ...paths.map((path) => [`state ${path}`, entry.captions.states[path]] as const),
        ...[...entry.machine.events].map(
          (type) => [`event ${type}`, eventCaption(entry.captions, type)] as const,
        ),
      ]
      for (const [what, caption] of lines) {
        const ok =
          caption && [caption.zh, caption.en].every((text) => text.trim() !== '' && !text.includes('\n'))
        if (!ok) missing.push(`${entry.id}: ${what}`)
      }
    }
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

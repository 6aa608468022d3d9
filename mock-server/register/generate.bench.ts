import { bench, describe } from 'vitest'
import { generateRegister } from './generate'

// Run with `npx vitest bench mock-server/register --run`. Prints the heap the register holds once, since a
// benchmark's timings alone do not show memory.
describe('generateRegister', () => {
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  const register = generateRegister()
  const elapsed = performance.now() - started
  globalThis.gc?.()
  const after = process.memoryUsage().heapUsed
  console.log(
    `register: ${register.marks.length} marks, ${register.parties.length} parties, ` +
      `${Math.round(elapsed)} ms, heap +${((after - before) / 1024 / 1024).toFixed(1)} MB`,
  )

  bench(
    '50,000 marks',
    () => {
      generateRegister()
    },
    { iterations: 3, warmupIterations: 0, time: 0 },
  )
})

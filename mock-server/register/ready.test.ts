import { describe, expect, it } from 'vitest'
import { generateRegister } from './generate'
import { getRegister, registerReady } from './index'

describe('registerReady', () => {
  it('builds the register in slices, giving the page its turn between them, and builds the same marks', async () => {
    const turns: number[] = []
    let built = false
    // A page timer set when the build starts must run while the build goes on, and again later.
    const tick = () => {
      if (built) return
      turns.push(Date.now())
      setTimeout(tick, 0)
    }
    setTimeout(tick, 0)
    const register = await registerReady()
    built = true
    expect(turns.length).toBeGreaterThan(3)
    expect(register.marks).toHaveLength(generateRegister().marks.length)
    // Pausing changes nothing: the sliced build makes the marks a one-go build of the same seed makes.
    const inOneGo = generateRegister()
    const sample = (marks: typeof register.marks) =>
      [0, 499, 500, 12_345, 49_999].map(
        (i) => `${marks[i]!.id} ${marks[i]!.applicationNo} ${marks[i]!.imageHash}`,
      )
    expect(sample(register.marks)).toEqual(sample(inOneGo.marks))
    // getRegister() now answers at once with the same register.
    expect(getRegister()).toBe(register)
    expect(await registerReady()).toBe(register)
  }, 60_000)
})

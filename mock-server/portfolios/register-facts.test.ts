import { beforeAll, describe, expect, it } from 'vitest'
import { diffFacts } from '../../src/domain/cases/register-watch'
import { getRegister, markById } from '../register'
import { markFactsOn, registerEventsOn } from './register-facts'

beforeAll(() => {
  getRegister()
}, 60_000)

// The register is generated from a fixed seed and frozen at 2026-11-22: these marks' stories are fixed.
describe('markFactsOn', () => {
  it('reads only the events dated on or before the day', () => {
    const mark = markById('TM0004638')!
    expect(markFactsOn(mark, '2026-11-15').procedure).toBe('2026-11-02|filed')
    expect(markFactsOn(mark, '2026-11-27').procedure).toBe('2026-11-22|examination')
    expect(registerEventsOn(mark, '2026-11-15').map((e) => e.code)).not.toContain('examination')
  })

  it('derives a China mark’s status through the rule set, so a term ending changes it', () => {
    const mark = markById('TM0001869')!
    const now = markFactsOn(mark, '2026-11-27')
    expect(now.status).toBe(1)
    expect(now.expiryDate).not.toBe('')
    expect(diffFacts(now, markFactsOn(mark, '2028-06-01'))).toEqual([{ field: 'status', from: '1', to: '2' }])
  })

  it('counts the events the demo recorded on the register, in date order', () => {
    const mark = markById('TM0001869')!
    const extra = [
      { markId: mark.id, code: 'cancellationFiled', date: '2026-11-27', at: '2026-11-27T04:00:00Z' },
    ]
    const facts = markFactsOn(mark, '2026-11-27', extra)
    expect(facts.procedure).toBe('2026-11-27|cancellationFiled')
    expect(facts.status).toBe(7)
    // Another mark's recorded events are not this one's.
    expect(markFactsOn(markById('TM0004638')!, '2026-11-27', extra).procedure).toBe('2026-11-22|examination')
  })
})

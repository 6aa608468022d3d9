import { describe, expect, it } from 'vitest'
import { countCases } from './case-status-page'

describe('countCases', () => {
  it('counts cases by status group and office kind, with totals', () => {
    const { counts, totals } = countCases([
      { status: 1, officeKind: 'china' },
      { status: 10, officeKind: 'madrid' },
      { status: 10, officeKind: 'madrid' },
      { status: 6, officeKind: 'china' },
      { status: 9, officeKind: 'global' },
    ])
    expect(counts.registered).toEqual({ china: 1, hongKong: 0, madrid: 2, global: 0, all: 3 })
    expect(counts.pending.all).toBe(1)
    expect(counts.invalid.global).toBe(1)
    expect(totals).toEqual({ china: 2, hongKong: 0, madrid: 2, global: 1, all: 5 })
  })
})

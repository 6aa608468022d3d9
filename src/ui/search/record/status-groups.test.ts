import { describe, expect, it } from 'vitest'
import { statusGroups } from './status-groups'

describe('statusGroups', () => {
  it('merges China and other-country statuses that read the same, and drops empty ones', () => {
    const groups = statusGroups([
      { value: '1', count: 30 },
      { value: '10', count: 1 },
      { value: '2', count: 10 },
      { value: '9', count: 2 },
      { value: '12', count: 1 },
    ])
    expect(groups.map((g) => [g.value, g.count])).toEqual([
      ['1,10', 31],
      ['2,9', 12],
      ['12', 1],
    ])
    expect(groups[0]!.label.en).toBe('Registered')
  })
})

import { describe, expect, it } from 'vitest'
import { estimateClass, tierOf, type PriorMark } from './success-rate'

const mark = (
  id: string,
  tier: PriorMark['tier'],
  sharedGroups: string[] = ['0306'],
  live = true,
  score = 80,
) => ({
  id,
  tier,
  score,
  live,
  sharedGroups,
})

describe('tierOf', () => {
  it('reads an exact name as identical, else the engine level; a weak likeness does not count', () => {
    expect(tierOf({ level: 'high', reasons: ['exact'] })).toBe('identical')
    expect(tierOf({ level: 'high', reasons: ['same-pinyin'] })).toBe('high')
    expect(tierOf({ level: 'middle', reasons: ['edit-distance-letter:2'] })).toBe('medium')
    expect(tierOf({ level: 'low', reasons: ['query-in-name'] })).toBeNull()
  })
})

describe('estimateClass', () => {
  it('gives a high chance with no conflicting prior mark, and says so', () => {
    const e = estimateClass([], true)
    expect(e.band).toBe('high')
    expect(e.reasons).toEqual([{ kind: 'noConflict' }])
  })

  it('gives a low chance for an identical live mark in a shared similar group', () => {
    const e = estimateClass([mark('a', 'identical'), mark('b', 'medium')], true)
    expect(e.band).toBe('low')
    expect(e.conflicting).toEqual({ identical: 1, high: 0, medium: 1 })
    expect(e.reasons[0]).toEqual({ kind: 'conflicting', tier: 'identical', count: 1 })
  })

  it('ignores dead marks, and lowers to low only from two high conflicting marks', () => {
    expect(estimateClass([mark('a', 'identical', ['0306'], false)], true).band).toBe('high')
    expect(estimateClass([mark('a', 'high')], true).band).toBe('medium')
    expect(estimateClass([mark('a', 'high'), mark('b', 'high')], true).band).toBe('low')
  })

  it('counts a crowd of medium marks, and an identical mark outside the groups, as medium', () => {
    const crowd = ['a', 'b', 'c'].map((id) => mark(id, 'medium'))
    expect(estimateClass(crowd.slice(0, 2), true).band).toBe('high')
    expect(estimateClass(crowd, true).band).toBe('medium')
    const elsewhere = estimateClass([mark('x', 'identical', [])], true)
    expect(elsewhere.band).toBe('medium')
    expect(elsewhere.reasons).toEqual([{ kind: 'elsewhereInClass', tier: 'identical', count: 1 }])
  })

  it('without chosen groups treats every mark of the class as conflicting, and says so', () => {
    const e = estimateClass([mark('x', 'identical', [])], false)
    expect(e.band).toBe('low')
    expect(e.reasons.at(-1)).toEqual({ kind: 'noGroups' })
  })

  it('lists the weightiest marks: conflicting first, then by tier and score, at most five', () => {
    const priors = [
      mark('far', 'identical', []),
      mark('m1', 'medium', ['0306'], true, 70),
      mark('h1', 'high', ['0306'], true, 90),
      mark('m2', 'medium', ['0306'], true, 75),
      mark('h2', 'high', ['0306'], true, 95),
      mark('m3', 'medium', ['0306'], true, 60),
    ]
    expect(estimateClass(priors, true).weighty).toEqual(['h2', 'h1', 'm2', 'm1', 'm3'])
  })
})

import { describe, expect, it } from 'vitest'
import { mergeDrafts, sameEdits } from './merge'
import type { WizardDraftBase } from './types'

interface Draft {
  revision: number
  marks: { key: string; name: string; description: string }[]
  countries: string[]
  note: string
}

const base: Draft = {
  revision: 3,
  marks: [{ key: 'm1', name: 'YUNFAN', description: 'blue sail' }],
  countries: ['US'],
  note: '',
}
const fields = ['marks', 'countries', 'note'] as const

describe('mergeDrafts', () => {
  it('takes each side’s own change when they touch different fields of the same mark', () => {
    const mine = { ...base, marks: [{ ...base.marks[0]!, name: 'YUNFAN PRO' }] }
    const theirs = { ...base, revision: 4, marks: [{ ...base.marks[0]!, description: 'a white sail' }] }
    const { merged, clashes } = mergeDrafts(base, mine, theirs, fields)
    expect(clashes).toEqual([])
    expect(merged.marks[0]).toEqual({ key: 'm1', name: 'YUNFAN PRO', description: 'a white sail' })
    // Fields outside the merge come from the newer copy.
    expect(merged.revision).toBe(4)
  })

  it('names a field both sides changed differently and keeps this side’s value there', () => {
    const mine = { ...base, note: 'mine', countries: ['US', 'JP'] }
    const theirs = { ...base, note: 'theirs' }
    const { merged, clashes } = mergeDrafts(base, mine, theirs, fields)
    expect(clashes).toEqual(['note'])
    expect(merged.note).toBe('mine')
    expect(merged.countries).toEqual(['US', 'JP'])
  })

  it('treats a list whose items changed on one side as a whole', () => {
    const mine = { ...base, marks: [...base.marks, { key: 'm2', name: 'B', description: '' }] }
    const theirs = { ...base, marks: [{ ...base.marks[0]!, name: 'C' }] }
    const { clashes, merged } = mergeDrafts(base, mine, theirs, fields)
    expect(clashes).toEqual(['marks'])
    expect(merged.marks).toHaveLength(2)
  })

  it('agrees silently when both made the same change', () => {
    const mine = { ...base, note: 'same' }
    expect(mergeDrafts(base, mine, { ...mine }, fields).clashes).toEqual([])
  })
})

describe('sameEdits', () => {
  const draft: WizardDraftBase & { note: string } = {
    draftId: 'd-1',
    step: 'payment',
    orderId: null,
    orderNo: null,
    paid: false,
    completedAt: null,
    createdAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:00:00.000Z',
    revision: 2,
    note: 'a',
  }
  it('sees no edit in what only the server decides or stamps', () => {
    expect(
      sameEdits(draft, { ...draft, orderId: 'o-1', orderNo: 'T1', paid: true, revision: 5, updatedAt: 'x' }),
    ).toBe(true)
  })
  it('sees an edit in the user’s fields and in the step', () => {
    expect(sameEdits(draft, { ...draft, note: 'b' })).toBe(false)
    expect(sameEdits(draft, { ...draft, step: 'confirm' })).toBe(false)
  })
})

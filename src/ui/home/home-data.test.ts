import { describe, expect, it } from 'vitest'
import { debitNote as note } from '../../../tests/fixtures/debit-notes'
import { businessToday } from '../../domain/clock'
import { isPastDue, sortByDueDate } from './home-data'

describe('due dates', () => {
  it('sorts by due date, earliest first, without touching the input', () => {
    const input = [note({ id: 'late', dueDate: '2027-01-05' }), note({ id: 'early', dueDate: '2026-11-20' })]
    expect(sortByDueDate(input).map((n) => n.id)).toEqual(['early', 'late'])
    expect(input[0]?.id).toBe('late')
  })

  it('marks an unpaid note past due only after its due date, in China time', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Beijing.
    const today = businessToday(new Date('2026-11-30T20:00:00Z'))
    expect(today).toBe('2026-12-01')
    expect(isPastDue(note({ dueDate: '2026-12-01' }), today)).toBe(false)
    expect(isPastDue(note({ dueDate: '2026-11-30' }), today)).toBe(true)
    expect(isPastDue(note({ dueDate: '2026-11-30', paymentStatus: 'paid' }), today)).toBe(false)
  })
})

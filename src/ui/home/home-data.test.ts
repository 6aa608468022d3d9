import { describe, expect, it } from 'vitest'
import type { DebitNote } from '../../api/schemas/orders'
import { isPastDue, readBillPage, readTaskPage, readUnreadCount, sortByDueDate, todayIso } from './home-data'

const note = (over: Partial<DebitNote> = {}): DebitNote => ({
  id: 'n1',
  debitNoteNo: 'DN-001',
  date: '2026-11-01',
  orderId: 'o1',
  orderNo: 'ORD-001',
  serviceName: { zh: '商标续展', en: 'Trademark renewal' },
  productType: 5,
  trademarkName: 'ACME',
  amount: 1200,
  currency: 'CNY',
  paymentStatus: 'unpaid',
  dueDate: '2026-12-01',
  ...over,
})

describe('readBillPage', () => {
  it('keeps valid rows, drops malformed ones and lists unpaid totals per known currency', () => {
    const page = readBillPage({
      list: [note(), { id: 'broken' }, null, note({ id: 'n2', currency: 'USD' })],
      total: 12,
      unpaidAmount: { USD: 300, CNY: 1200.5, EUR: 0, JPY: 99, GBP: 'x' },
    })
    expect(page.list.map((n) => n.id)).toEqual(['n1', 'n2'])
    expect(page.total).toBe(12)
    expect(page.unpaidTotals).toEqual([
      { currency: 'CNY', amount: 1200.5 },
      { currency: 'USD', amount: 300 },
    ])
  })

  it('reads nonsense as an empty page instead of throwing', () => {
    for (const bad of [undefined, null, 'oops', 42, { list: 'no' }, { list: [], total: -3 }]) {
      expect(readBillPage(bad)).toEqual({ list: [], total: 0, unpaidTotals: [] })
    }
  })
})

describe('readTaskPage and readUnreadCount', () => {
  it('never reports fewer items than it holds', () => {
    const task = {
      id: 't1',
      caseNo: 'C1',
      trademarkName: 'ACME',
      trademarkRegNo: '123',
      niceClasses: ['09'],
      taskType: 'renewalDue',
      taskName: { zh: '续展', en: 'Renewal' },
      deadline: '2026-12-01',
      daysLeft: 9,
      urgency: 'soon',
      orderId: null,
    }
    expect(readTaskPage({ list: [task] }).total).toBe(1)
    expect(readTaskPage({ list: [{ ...task, urgency: 'panic' }], total: 1 }).list).toEqual([])
  })

  it('gives the unread count only when there is one', () => {
    expect(readUnreadCount({ unread: 4, total: 9 })).toBe(4)
    expect(readUnreadCount({ total: 9 })).toBeUndefined()
    expect(readUnreadCount(null)).toBeUndefined()
  })
})

describe('due dates', () => {
  it('sorts by due date, earliest first, without touching the input', () => {
    const input = [note({ id: 'late', dueDate: '2027-01-05' }), note({ id: 'early', dueDate: '2026-11-20' })]
    expect(sortByDueDate(input).map((n) => n.id)).toEqual(['early', 'late'])
    expect(input[0]?.id).toBe('late')
  })

  it('marks an unpaid note past due only after its due date, in China time', () => {
    // 2026-11-30 20:00 UTC is already 1 December in Beijing.
    const today = todayIso(new Date('2026-11-30T20:00:00Z'))
    expect(today).toBe('2026-12-01')
    expect(isPastDue(note({ dueDate: '2026-12-01' }), today)).toBe(false)
    expect(isPastDue(note({ dueDate: '2026-11-30' }), today)).toBe(true)
    expect(isPastDue(note({ dueDate: '2026-11-30', paymentStatus: 'paid' }), today)).toBe(false)
  })
})

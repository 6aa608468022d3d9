import { describe, expect, it } from 'vitest'
import { debitNote as note } from '../../tests/fixtures/debit-notes'
import { readBillPage, readTaskPage, readUnreadCount } from './home'

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

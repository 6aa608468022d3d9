import { describe, expect, it } from 'vitest'
import { noticeDocumentLink, noticeLink, parseNoticeSearch, tabCounts, typesOfTab } from './notices'

describe('notice tabs', () => {
  it('splits the types into official and other, all being every type', () => {
    expect(typesOfTab('all')).toEqual([])
    expect(typesOfTab('official')).toEqual(['gazette', 'caseStatus', 'renewal'])
    expect(typesOfTab('other')).toEqual(['payment', 'system'])
  })

  it('adds up a tab’s counts from the per-type counts, missing types counting nothing', () => {
    const byType = {
      gazette: { total: 3, unread: 1 },
      caseStatus: { total: 2, unread: 2 },
      payment: { total: 5, unread: 4 },
      system: { total: 1, unread: 0 },
    }
    expect(tabCounts('official', byType)).toEqual({ total: 5, unread: 3 })
    expect(tabCounts('other', byType)).toEqual({ total: 6, unread: 4 })
    expect(tabCounts('all', byType)).toEqual({ total: 11, unread: 7 })
  })
})

describe('noticeLink', () => {
  it('opens the mark’s record or the order; nothing without a target', () => {
    expect(noticeLink({ kind: 'mark', applicationNo: '52307716' })).toEqual({
      to: '/trademarkArchives',
      search: { applicationNo: '52307716' },
    })
    expect(noticeLink({ kind: 'order', orderId: 'ord-1' })).toEqual({
      to: '/orderDetail',
      search: { orderId: 'ord-1' },
    })
    expect(noticeLink(null)).toBeNull()
  })

  it('finds a notice’s document on the documents page by number and kind', () => {
    expect(noticeDocumentLink({ applicationNo: '52307716', kind: 'refusal' })).toEqual({
      to: '/personal/OfficialManagement',
      search: { q: '52307716', kind: 'refusal' },
    })
  })
})

describe('parseNoticeSearch', () => {
  it('keeps the read filter and the page, drops anything else', () => {
    expect(parseNoticeSearch({ read: 'unread', page: '3' })).toEqual({ read: 'unread', page: 3 })
    expect(parseNoticeSearch({ read: 'maybe', page: '0', x: 1 })).toEqual({})
  })
})

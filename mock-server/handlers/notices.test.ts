import { describe, expect, it } from 'vitest'
import type { Notice } from '../../src/api/schemas/notices'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

interface Page {
  list: Notice[]
  total: number
}

const list = async (body: object = {}) =>
  (await callApi<Page>('memberMessage/getNoticeList', { pageSize: 100, ...body }, { token })).body
const unread = async () =>
  (await callApi<{ unread: number }>('memberMessage/getNoticeCount', {}, { token })).body.data.unread
const mine = () => server.db.notices.filter((n) => n.userId === 'u-demo')

describe('memberMessage/getNoticeList: tabs, mark all read', () => {
  it('filters by several types at once (a tab)', async () => {
    const official = await list({ types: ['gazette', 'caseStatus', 'renewal'] })
    expect(official.data.total).toBe(
      mine().filter((n) => ['gazette', 'caseStatus', 'renewal'].includes(n.type)).length,
    )
    expect(official.data.list.every((n) => n.type !== 'payment' && n.type !== 'system')).toBe(true)
    expect(official.data.total).toBeGreaterThan(0)
    expect((await list({ types: ['nonsense'] })).code).toBe(800)
  })

  it('marks every notice of the chosen types read, leaving the others and other members alone', async () => {
    const before = await unread()
    const otherUnread = mine().filter((n) => !n.read && (n.type === 'payment' || n.type === 'system')).length
    expect(otherUnread).toBeGreaterThan(0)
    const page = await list({ types: ['payment', 'system'], readAll: true, read: false })
    // The page is built after marking: nothing of these types is left unread.
    expect(page.data.total).toBe(0)
    expect(await unread()).toBe(before - otherUnread)
    expect(
      mine()
        .filter((n) => n.type === 'payment' || n.type === 'system')
        .every((n) => n.read),
    ).toBe(true)
    expect(mine().find((n) => n.type === 'payment')?.readAt).not.toBeNull()

    await list({ readAll: true })
    expect(await unread()).toBe(0)
    expect(server.db.notices.some((n) => n.userId === 'u-agency' && !n.read)).toBe(true)
  })
})

describe('what a notice opens', () => {
  it('a bill’s notice opens its order; a mark’s notice the mark and the document it came with', async () => {
    const notices = (await list()).data.list
    const bill = notices.find((n) => n.type === 'payment')!
    expect(bill.target?.kind).toBe('order')
    const note = server.db.debitNotes.find((d) => d.debitNoteNo === bill.refNo)!
    expect(bill.target).toEqual({ kind: 'order', orderId: note.orderId })

    const refusal = notices.find((n) => n.titleEn.startsWith('Refusal issued'))!
    expect(refusal.target).toEqual({ kind: 'mark', applicationNo: '52307716' })
    expect(refusal.document).toEqual({ applicationNo: '52307716', kind: 'refusal' })

    const maintenance = notices.find((n) => n.type === 'system')!
    expect(maintenance.target).toBeNull()
    expect(maintenance.document).toBeNull()
  })

  it('a bill notice whose order was deleted opens nothing', async () => {
    const bill = (await list()).data.list.find((n) => n.type === 'payment' && n.target)!
    const orderId = bill.target!.kind === 'order' ? bill.target!.orderId : ''
    server.db.orders = server.db.orders.filter((o) => o.id !== orderId)
    const again = (await list()).data.list.find((n) => n.id === bill.id)!
    expect(again.target).toBeNull()
  })
})

describe('memberMessage/getNoticeType', () => {
  it('says which tab each type belongs to', async () => {
    const types = (
      await callApi<{ type: string; group: string }[]>('memberMessage/getNoticeType', {}, { token })
    ).body.data
    expect(Object.fromEntries(types.map((t) => [t.type, t.group]))).toEqual({
      gazette: 'official',
      caseStatus: 'official',
      payment: 'other',
      renewal: 'official',
      system: 'other',
    })
  })
})

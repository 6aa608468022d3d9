import { businessDate, businessDayStamp } from '../../src/domain/clock'
import { describe, expect, it } from 'vitest'
import type { DebitNote } from '../../src/api/schemas/orders'
import type { PayableOrder } from '../../src/api/schemas/orders-pay'
import type { OrderDetail, OrderSummary } from '../../src/api/schemas/orders-manage'
import type { Notice } from '../../src/api/schemas/notices'
import { DEMO_USER_IDS } from '../reference-data/brands'
import { callApi, setupTestServer } from '../test-support'

// One bill record: a debit note exists once, in the debit-note table, and every view of it reads that record.

const server = setupTestServer({ signedInAs: 'u-demo' })

async function call<T>(path: string, body: object = {}) {
  const { body: envelope } = await callApi<T>(path, body, { token: 't-u-demo' })
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200)
  return envelope.data
}

interface Page<T> {
  list: T[]
  total: number
}

const notes = (status?: 'unpaid' | 'paid') =>
  call<Page<DebitNote> & { unpaidAmount: Record<string, number> }>('tbOrder/queryBill', {
    pageNum: 1,
    pageSize: 100,
    ...(status ? { status } : {}),
  })

describe('one debit note per order', () => {
  it('paying a new order by a wallet scan issues its note where the list, detail, statement and bell read it', async () => {
    // Now, so the payment notice is the newest in the bell (the seeded ones are dated from today).
    const now = new Date()
    server.setNow(now.toISOString())
    const order = await call<PayableOrder>('tbOrder/createOrderDemo', { kind: 'standard' })
    expect(order.debitNoteNo).toBeNull()
    const before = await notes()
    expect(before.list.some((n) => n.orderId === order.id)).toBe(false)

    await call('wxpay/scanCode', { orderId: order.id })
    expect(server.simulate('payment.walletScan', order.id)).toEqual({ received: true, orderPaid: true })

    // The debit-note list (and the statement and fee bill, which page the same call) has it, paid.
    const after = await notes()
    expect(after.total).toBe(before.total + 1)
    const note = after.list.find((n) => n.orderId === order.id)!
    expect(note).toMatchObject({
      orderNo: order.orderNo,
      amount: order.total,
      paymentStatus: 'paid',
      date: businessDate(now),
    })
    expect(note.debitNoteNo).toMatch(new RegExp(`^DN${businessDayStamp(now)}\\d{4}$`))
    expect((await notes('paid')).list.map((n) => n.id)).toContain(note.id)

    // The order, its detail page, its list row, the payment result and the invoice list name the same note.
    const detail = await call<OrderDetail>('tbOrder/getOrderDetail', { orderId: order.id })
    expect([detail.debitNoteNo, detail.debitNoteDate]).toEqual([note.debitNoteNo, note.date])
    const rows = await call<Page<OrderSummary>>('tbOrder/getMemberOrderList', { pageNum: 1, pageSize: 100 })
    expect(rows.list.find((o) => o.id === order.id)?.debitNoteNo).toBe(note.debitNoteNo)
    expect((await call<PayableOrder>('tbOrder/getOrder', { orderId: order.id })).debitNoteNo).toBe(
      note.debitNoteNo,
    )
    const invoiceable = await call<Page<{ debitNoteNo: string | null }>>('memberInvoice/getMemberOrderList', {
      orderIds: [order.id],
      pageNum: 1,
      pageSize: 1,
    })
    expect(invoiceable.list[0]?.debitNoteNo).toBe(note.debitNoteNo)

    // The bell tells of the payment, naming that note.
    const bell = await call<Page<Notice>>('memberMessage/getNoticeList', { pageNum: 1, pageSize: 1 })
    expect(bell.list[0]).toMatchObject({ type: 'payment', refNo: note.debitNoteNo, read: false })
    expect(bell.list[0]!.content).toContain(note.debitNoteNo)

    // One record: the table holds it once.
    expect(server.db.debitNotes.filter((n) => n.orderId === order.id)).toHaveLength(1)
  })

  it('paying an order that already has a note settles that note in its place', async () => {
    const open = await notes('unpaid')
    const note = open.list[0]!
    await call('payment/dummyPay', { orderId: note.orderId })

    const paid = (await notes()).list.filter((n) => n.orderId === note.orderId)
    expect(paid).toHaveLength(1)
    expect(paid[0]).toMatchObject({ id: note.id, debitNoteNo: note.debitNoteNo, paymentStatus: 'paid' })
    const stillOpen = await notes('unpaid')
    expect(stillOpen.total).toBe(open.total - 1)
    expect(stillOpen.unpaidAmount.CNY ?? 0).toBeCloseTo((open.unpaidAmount.CNY ?? 0) - note.amount, 2)
    const detail = await call<OrderDetail>('tbOrder/getOrderDetail', { orderId: note.orderId })
    expect(detail.debitNoteNo).toBe(note.debitNoteNo)
  })

  it('a coupon spent on an order changes the amount its note asks for', async () => {
    const open = await notes('unpaid')
    const note = open.list[0]!
    const order = server.db.orders.find((o) => o.id === note.orderId)!
    order.couponDiscount = 100
    order.total = note.amount - 100
    expect((await notes('unpaid')).list.find((n) => n.id === note.id)?.amount).toBe(note.amount - 100)
  })
})

describe('notices about bills', () => {
  it('name only debit notes that exist, with their amount, for every demo account', () => {
    for (const userId of DEMO_USER_IDS) {
      const billNotices = server.db.notices.filter((n) => n.userId === userId && n.type === 'payment')
      expect(billNotices.length).toBeGreaterThan(0)
      for (const notice of billNotices) {
        const note = server.db.debitNotes.find((d) => d.debitNoteNo === notice.refNo && d.userId === userId)
        expect(note, `${notice.titleEn} names ${notice.refNo}`).toBeDefined()
        const order = server.db.orders.find((o) => o.id === note!.orderId)!
        expect(notice.titleZh + notice.contentZh).toContain(note!.debitNoteNo)
        expect(notice.contentEn).toContain(
          `RMB¥${order.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        )
        // "Awaiting payment" only for a note still unpaid, "received" only for a paid one.
        expect(notice.titleEn === 'Payment received').toBe(order.paymentStatus === 'paid')
      }
    }
  })
})

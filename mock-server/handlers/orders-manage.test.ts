import { describe, expect, it } from 'vitest'
import { callApi, fetchApi, setupTestServer } from '../test-support'
import type { OrderDetail, OrderDocument, OrderSummary } from '../../src/api/schemas/orders-manage'
import { PRODUCT_TYPES, SEAT_PRODUCT_TYPE } from '../../src/domain/product-types'
import { CASE_STEPS } from '../../src/domain/case-steps'
import { quote } from '../../src/domain/pricing'
import { DEMO_USER_IDS } from '../reference-data/brands'

const server = setupTestServer({ signedInAs: 'u-demo' })

interface Page<T> {
  list: T[]
  total: number
}

async function call<T>(path: string, body: object, token: string | null = 't-u-demo') {
  return (await callApi<T>(path, body, { token })).body
}
const list = (filters: object = {}) =>
  call<Page<OrderSummary>>('tbOrder/getMemberOrderList', { pageNum: 1, pageSize: 100, ...filters })

describe('seeded orders', () => {
  it('gives every demo account paid and unpaid orders of every trademark service, with real debit notes', () => {
    // Seat orders are bought by the team (team-admin.test), never seeded.
    const types = Object.keys(PRODUCT_TYPES)
      .map(Number)
      .filter((t) => t !== SEAT_PRODUCT_TYPE)
    for (const userId of DEMO_USER_IDS) {
      const orders = server.db.orders.filter((o) => o.userId === userId)
      for (const type of types) {
        const mine = orders.filter((o) => o.productType === type && o.parentId === null)
        expect(mine.some((o) => o.paymentStatus === 'paid')).toBe(true)
        expect(mine.some((o) => o.paymentStatus === 'unpaid')).toBe(true)
      }
      const statuses = new Set(orders.map((o) => o.status))
      for (const s of ['unpaid', 'processing', 'completed', 'cancelled', 'refunding'])
        expect(statuses).toContain(s)
      const invoices = new Set(orders.map((o) => o.invoiceStatus))
      expect(invoices.size).toBe(6)
      expect(orders.some((o) => o.parentId !== null)).toBe(true)
      const notes = server.db.debitNotes.filter((n) => n.userId === userId)
      expect(notes).toHaveLength(8)
      // A note is a row of the debit-note table for one of the account's own orders, once per order.
      for (const note of notes) expect(orders.some((o) => o.id === note.orderId)).toBe(true)
      expect(new Set(notes.map((n) => n.orderId)).size).toBe(notes.length)
    }
    // Fee lines come from the pricing module: a one-class renewal costs what quote() says.
    const renewal = server.db.orders.find((o) => o.productType === 5 && o.niceClasses.length === 1)!
    expect(renewal.lines).toEqual(quote({ productType: 5, classes: [{ no: '01', items: 8 }] }).lines)
  })
})

describe('order list', () => {
  it('filters by service, payment status, keyword and date, newest first', async () => {
    const all = await list()
    expect(all.code).toBe(200)
    const dates = all.data.list.map((o) => o.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(all.data.list.every((o) => o.parentId === null)).toBe(true)

    const mainland = await list({ productTypes: [0, 1], paymentStatus: 'paid' })
    expect(mainland.data.total).toBeGreaterThan(0)
    expect(
      mainland.data.list.every((o) => [0, 1].includes(o.productType) && o.paymentStatus === 'paid'),
    ).toBe(true)

    const target = all.data.list[3]!
    const byNo = await list({ keyword: target.orderNo })
    expect(byNo.data.list.map((o) => o.id)).toEqual([target.id])
    const byMark = await list({ keyword: 'yunshan' })
    expect(byMark.data.list.every((o) => o.trademarkName.toLowerCase().includes('yunshan'))).toBe(true)

    const day = target.createdAt.slice(0, 10)
    const onDay = await list({ dateFrom: day, dateTo: day })
    expect(onDay.data.list.every((o) => o.createdAt.startsWith(day))).toBe(true)
    expect((await list({ dateFrom: '2026-05-02', dateTo: '2026-05-01' })).code).toBe(800)
    expect((await list({ keyword: 'a<script>' })).code).toBe(800)
  })

  it('finds a parent by its child order number and lists its children', async () => {
    const child = server.db.orders.find((o) => o.userId === 'u-demo' && o.parentId)!
    const found = await list({ keyword: child.orderNo })
    expect(found.data.list[0]?.id).toBe(child.parentId)
    expect(found.data.list[0]?.childCount).toBeGreaterThan(1)
    const children = await call<Page<OrderSummary>>('tbOrder/getChildrenOrder', { orderId: child.parentId })
    expect(children.data.list.map((c) => c.id)).toContain(child.id)
  })
})

describe('delete and refund', () => {
  it('deletes an unpaid order only', async () => {
    const open = (await list({ status: 'unpaid' })).data.list[0]!
    expect((await call('tbOrder/delMemberOrder', { orderId: open.id })).code).toBe(200)
    expect(server.db.orders.some((o) => o.id === open.id)).toBe(false)
    const paid = (await list({ paymentStatus: 'paid' })).data.list[0]!
    const refused = await call('tbOrder/delMemberOrder', { orderId: paid.id })
    expect(refused.code).toBe(1001)
    expect(refused.msg).toMatch(/cannot be deleted/)
  })

  it('takes one refund request that cannot be withdrawn', async () => {
    const order = (await list({ status: 'processing' })).data.list[0]!
    const first = await call<{ status: string }>('tbOrder/createRefundOrder', {
      orderId: order.id,
      reason: 'No longer needed',
    })
    expect(first.data.status).toBe('refunding')
    const again = await call('tbOrder/createRefundOrder', { orderId: order.id, reason: 'Again' })
    expect(again.code).toBe(1001)
    expect(again.msg).toMatch(/cannot be withdrawn/)
    const detail = await call<OrderDetail>('tbOrder/getOrderDetail', { orderId: order.id })
    expect(detail.data).toMatchObject({ status: 'refunding', refundReason: 'No longer needed' })
    const unpaid = (await list({ status: 'unpaid' })).data.list[0]!
    expect((await call('tbOrder/createRefundOrder', { orderId: unpaid.id, reason: 'x' })).code).toBe(1001)
    expect((await call('tbOrder/createRefundOrder', { orderId: unpaid.id, reason: ' ' })).code).toBe(800)
  })
})

describe('order detail', () => {
  it('shows case steps, documents and the office; another member’s order is not found', async () => {
    const order = server.db.orders.find((o) => o.userId === 'u-demo' && o.status === 'completed')!
    const status = await call<{ steps: { state: string; date: string | null }[] }>('tbOrder/getCaseStatus', {
      orderId: order.id,
    })
    expect(status.data.steps).toHaveLength(CASE_STEPS[order.productType].length)
    expect(status.data.steps.every((s) => s.state === 'done' && s.date)).toBe(true)
    const docs = await call<{ list: OrderDocument[] }>('tbOrder/descFile', { orderId: order.id })
    expect(docs.data.list[0]?.kind).toBe('paymentReceipt')
    const file = await fetchApi('file/download', { fileId: docs.data.list[0]!.fileId }, { token: 't-u-demo' })
    expect(file.status).toBe(200)
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    const viaGet = await callApi<{ list: OrderDocument[] }>(
      `tbOrder/descFile/${order.id}`,
      {},
      {
        token: 't-u-demo',
        method: 'GET',
      },
    )
    expect(viaGet.body.data.list).toHaveLength(docs.data.list.length)
    const office = await call<{ offices: { country: string }[] }>('tbOrder/getOrderOffice', {
      orderId: order.id,
    })
    expect(office.data.offices.length).toBeGreaterThan(0)
    const other = server.db.orders.find((o) => o.userId === 'u-agency')!
    expect((await call('tbOrder/getOrderDetail', { orderId: other.id })).code).toBe(1004)
  })

  it('validates the own reference and the mailing details', async () => {
    const order = server.db.orders.find(
      (o) => o.userId === 'u-demo' && !o.yourRef && o.mailing && !o.mailing.trackingNo,
    )!
    expect((await call('tbOrder/createCaseyouref', { orderId: order.id, yourRef: 'YS 2026 001' })).code).toBe(
      200,
    )
    expect((await call('tbOrder/createCaseyouref', { orderId: order.id, yourRef: 'YS 2' })).code).toBe(1001)
    expect(
      (await call('tbOrder/updateCaseyouref', { orderId: order.id, yourRef: 'x'.repeat(51) })).code,
    ).toBe(800)
    expect((await call('tbOrder/updateCaseyouref', { orderId: order.id, yourRef: 'A/B' })).code).toBe(800)
    expect((await call('tbOrder/updateCaseyouref', { orderId: order.id, yourRef: '云杉 二期' })).code).toBe(
      200,
    )

    const bad = { orderId: order.id, recipient: '王磊', phone: '12345', postalCode: '2000', address: '' }
    expect((await call('tbOrder/updateMailing', bad)).code).toBe(800)
    const good = { ...bad, phone: '13912345678', postalCode: '200030', address: '上海市徐汇区漕溪北路 88 号' }
    expect((await call('tbOrder/updateMailing', good)).code).toBe(200)
    const read = await call<{ mailing: { address: string }; editable: boolean }>('tbOrder/getMailing', {
      orderId: order.id,
    })
    expect(read.data).toMatchObject({ editable: true, mailing: { address: good.address } })

    const posted = server.db.orders.find((o) => o.userId === 'u-demo' && o.mailing?.trackingNo)!
    expect((await call('tbOrder/updateMailing', { ...good, orderId: posted.id })).code).toBe(1001)
  })

  it('marks an order paid through the simulation, once', async () => {
    const open = (await list({ status: 'unpaid' })).data.list[0]!
    expect(server.simulate('orders.markPaid', open.id)).toBe(true)
    expect(server.simulate('orders.markPaid', open.id)).toBe(false)
    const detail = await call<OrderDetail>('tbOrder/getOrderDetail', { orderId: open.id })
    expect(detail.data).toMatchObject({ paymentStatus: 'paid', status: 'processing' })
    expect(detail.data.latestStep?.key).toBe('ordered')
  })
})

import { describe, expect, it } from 'vitest'
import type { PatentBill } from '../../src/api/schemas/orders-bills'
import { createOrder, markOrderPaid } from '../commerce/orders-store'
import { quote } from '../../src/domain/pricing'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

async function bytesOf(path: string, body: object) {
  const res = await fetchApi(path, body, { token })
  const bytes = new Uint8Array(await (await res.blob()).arrayBuffer())
  return { res, bytes, name: decodeURIComponent(res.headers.get('content-disposition') ?? '') }
}

describe('patent bills', () => {
  it('lists the member’s bills earliest due first, filters them and sums what is unpaid', async () => {
    const all = await callApi<{ list: PatentBill[]; total: number; unpaidAmount: number }>(
      'tbOrder/queryPatentBill',
      { pageSize: 50 },
      { token },
    )
    expect(all.body.data.total).toBe(4)
    const dues = all.body.data.list.map((b) => b.dueDate)
    expect(dues).toEqual([...dues].sort())
    const unpaid = all.body.data.list
      .filter((b) => b.paymentStatus !== 'paid')
      .reduce((s, b) => s + b.amount, 0)
    expect(all.body.data.unpaidAmount).toBe(unpaid)
    const overdue = all.body.data.list.find((b) => b.items.some((i) => i.kind === 'lateFee'))
    expect(overdue?.amount).toBe(overdue!.items.reduce((s, i) => s + i.amount, 0))
    const found = await callApi<{ list: PatentBill[] }>(
      'tbOrder/queryPatentBill',
      { keyword: 'AGV' },
      { token },
    )
    expect(found.body.data.list).toHaveLength(1)
  })

  it('entrusts and withdraws payment of an unpaid bill, never of a paid one', async () => {
    const entrusted = await callApi<PatentBill>(
      'tbOrder/updatePatentBill',
      { id: 'pb-u-demo-1', action: 'entrust' },
      { token },
    )
    expect(entrusted.body.data.paymentStatus).toBe('entrusted')
    const back = await callApi<PatentBill>(
      'tbOrder/updatePatentBill',
      { id: 'pb-u-demo-1', action: 'withdraw' },
      { token },
    )
    expect(back.body.data.paymentStatus).toBe('unpaid')
    const paid = await callApi(
      'tbOrder/updatePatentBill',
      { id: 'pb-u-demo-4', action: 'withdraw' },
      { token },
    )
    expect(paid.body.code).toBe(1001)
    const theirs = await callApi(
      'tbOrder/updatePatentBill',
      { id: 'pb-u-agency-1', action: 'entrust' },
      { token },
    )
    expect(theirs.body.code).toBe(1004)
  })
})

describe('server-made bills', () => {
  it('makes the fee management bill of a period as a real spreadsheet of the period’s orders', async () => {
    const order = createOrder(server.db, {
      userId: 'u-demo',
      productType: 1,
      trademarkName: '云杉账单',
      lines: quote({ productType: 1, classes: [{ no: '09', items: 10 }] }).lines,
      now: '2026-02-10T02:00:00.000Z',
    })
    markOrderPaid(server.db, order, 'card', '2026-02-10T03:00:00.000Z')
    const { res, bytes, name } = await bytesOf('tbOrder/createTrademarkBill', {
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    expect(name).toContain('fee-management-bill-2026-02-01-to-2026-02-28.xlsx')
    const { default: ExcelJS } = await import('exceljs')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes.buffer as ArrayBuffer)
    const sheet = book.worksheets[0]!
    const values = sheet.getColumn(1).values.map(String)
    expect(values).toContain(order.orderNo)
    const bad = await callApi(
      'tbOrder/createTrademarkBill',
      { from: '2026-03-01', to: '2026-02-01' },
      { token },
    )
    expect(bad.body.code).toBe(800)
  })

  it('makes the patent bills spreadsheet and the entrustment letter', async () => {
    const sheet = await bytesOf('tbOrder/createPatentBill', {})
    expect(String.fromCharCode(sheet.bytes[0]!, sheet.bytes[1]!)).toBe('PK')
    expect(sheet.name).toMatch(/patent-annual-fee-bills-\d{4}-\d{2}-\d{2}\.xlsx/)
    const letter = await bytesOf('tbOrder/createPatentBillEntrust', { ids: ['pb-u-demo-1', 'pb-u-demo-2'] })
    expect(letter.res.headers.get('content-type')).toContain('wordprocessingml')
    expect(letter.name).toMatch(/patent-payment-entrustment/)
    const paid = await callApi('tbOrder/createPatentBillEntrust', { ids: ['pb-u-demo-4'] }, { token })
    expect(paid.body.code).toBe(1001)
  })
})

import { describe, expect, it } from 'vitest'
import type {
  Invoice,
  InvoiceHeader,
  InvoiceSettings,
  InvoiceableOrder,
} from '../../src/api/schemas/invoices'
import { INVOICE_TAX_RATE, quote } from '../../src/domain/pricing'
import { createOrder, markOrderPaid, type OrderRecord } from '../commerce/orders-store'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })

async function call<T>(path: string, body: object, lang = 'en') {
  return (await callApi<T>(path, body, { token: 't-u-demo', lang })).body
}

const NOW = '2026-03-02T02:00:00.000Z'

function newOrder(paid: boolean, productType: 1 | 5 = 1): OrderRecord {
  const order = createOrder(server.db, {
    userId: 'u-demo',
    productType,
    trademarkName: '云杉',
    niceClasses: ['09', '42'],
    lines: quote({
      productType,
      classes: [
        { no: '09', items: 10 },
        { no: '42', items: 12 },
      ],
    }).lines,
    now: '2026-03-01T02:00:00.000Z',
  })
  if (paid) markOrderPaid(server.db, order, 'card', '2026-03-01T03:00:00.000Z')
  return order
}

const VALID_HEADER = {
  kind: 'enterprise',
  title: '杭州测试科技有限公司',
  taxpayerId: '91330106MA2GL1234X',
  registeredAddress: '杭州市西湖区文三路398号',
  bank: '中国建设银行杭州高新支行',
  bankAccount: '3305 0161 6270 0000 1234',
  registeredPhone: '0571-88881234',
  qualificationFileId: 'f-licence-u-demo',
}

const request = (orderIds: string[], invoiceType = 'vatSpecial') =>
  call<Invoice>('memberInvoice/insertInvoice', {
    orderIds,
    headerId: 'ih-u-demo-1',
    invoiceType,
    addressId: 'addr-u-demo-1',
  })

describe('invoice headers', () => {
  it('lists the seeded headers with the default first and its qualification file', async () => {
    const res = await call<{ list: InvoiceHeader[] }>('memberInvoice/getInvoiceInfo', {})
    expect(res.code).toBe(200)
    expect(res.data.list[0]).toMatchObject({
      id: 'ih-u-demo-1',
      isDefault: true,
      taxpayerId: '91310115MA1K3B7G2X',
    })
    expect(res.data.list[0]!.qualificationFile?.fileId).toBe('f-licence-u-demo')
    expect(res.data.list.some((h) => h.kind === 'personal')).toBe(true)
  })

  it('refuses an enterprise header with bad particulars, naming each field', async () => {
    const res = await callApi(
      'memberInvoice/addInvoiceInfo',
      {
        ...VALID_HEADER,
        taxpayerId: '1234',
        bankAccount: '62-AB',
        registeredPhone: '12',
        registeredAddress: ' ',
        qualificationFileId: '',
      },
      { token: 't-u-demo' },
    )
    expect(res.status).toBe(500)
    expect(res.body.code).toBe(800)
    for (const field of [
      'taxpayerId',
      'bankAccount',
      'registeredPhone',
      'registeredAddress',
      'qualificationFileId',
    ])
      expect(res.body.msg).toContain(field)
  })

  it('creates, edits and deletes a header; a personal header needs only its title', async () => {
    const created = await call<InvoiceHeader>('memberInvoice/addInvoiceInfo', VALID_HEADER)
    expect(created.code).toBe(200)
    expect(created.data.bankAccount).toBe('33050161627000001234')
    const edited = await call<InvoiceHeader>('memberInvoice/addInvoiceInfo', {
      ...VALID_HEADER,
      id: created.data.id,
      bank: '招商银行杭州分行',
    })
    expect(edited.data).toMatchObject({ id: created.data.id, bank: '招商银行杭州分行' })
    const personal = await call<InvoiceHeader>('memberInvoice/addInvoiceInfo', {
      kind: 'personal',
      title: '张三',
    })
    expect(personal.data).toMatchObject({ kind: 'personal', taxpayerId: '', qualificationFile: null })
    const dup = await call('memberInvoice/addInvoiceInfo', { kind: 'personal', title: '张三' })
    expect(dup.code).toBe(1001)
    expect(dup.data).toEqual({ field: 'title' })
    expect((await call('memberInvoice/deleteInvoiceInfo', { id: created.data.id })).code).toBe(200)
    const list = await call<{ list: InvoiceHeader[] }>('memberInvoice/getInvoiceInfo', {})
    expect(list.data.list.some((h) => h.id === created.data.id)).toBe(false)
  })

  it('saves the settings and refuses a VAT special invoice for a personal header', async () => {
    const bad = await call('memberInvoice/firstInvoice', {
      defaultHeaderId: 'ih-u-demo-3',
      addressId: 'addr-u-demo-2',
      invoiceType: 'vatSpecial',
    })
    expect(bad.code).toBe(1001)
    const ok = await call<InvoiceSettings>('memberInvoice/firstInvoice', {
      defaultHeaderId: 'ih-u-demo-2',
      addressId: 'addr-u-demo-2',
      invoiceType: 'vatGeneral',
    })
    expect(ok.data).toMatchObject({ defaultHeaderId: 'ih-u-demo-2', addressId: 'addr-u-demo-2' })
    expect(ok.data.address?.recipient).toBe('刘婷')
    const echo = await call<InvoiceSettings>('memberInvoice/echoInvoice', {})
    expect(echo.data.header?.id).toBe('ih-u-demo-2')
  })
})

describe('invoice requests', () => {
  it('requests one invoice for two paid orders, with the tax line of a VAT special invoice', async () => {
    server.setNow(NOW)
    const a = newOrder(true)
    const b = newOrder(true, 5)
    const res = await request([a.id, b.id])
    expect(res.code).toBe(200)
    const amount = Math.round((a.total + b.total) * 100) / 100
    expect(res.data).toMatchObject({ status: 'auditing', amount, taxRate: INVOICE_TAX_RATE })
    expect(res.data.tax).toBe(Math.round(amount * INVOICE_TAX_RATE * 100) / 100)
    expect(res.data.totalWithTax).toBeCloseTo(amount + res.data.tax, 2)
    expect(server.db.orders.find((o) => o.id === a.id)!.invoiceStatus).toBe('auditing')

    const general = await request([newOrder(true).id], 'vatGeneral')
    expect(general.data).toMatchObject({ tax: 0, taxRate: 0 })
  })

  it('refuses a VAT special invoice while the company is not verified, and accepts a general one', async () => {
    server.setNow(NOW)
    const cert = server.db.certifications.find((c) => c.userId === 'u-demo')!
    cert.status = 'reviewing'
    const order = newOrder(true)
    const refused = await request([order.id])
    expect(refused.code).not.toBe(200)
    expect(refused.msg).toMatch(/verified company/)
    expect(server.db.orders.find((o) => o.id === order.id)!.invoiceStatus).not.toBe('auditing')
    expect((await request([order.id], 'vatGeneral')).code).toBe(200)
    cert.status = 'approved'
    expect((await request([newOrder(true).id])).code).toBe(200)
  })

  it('refuses unpaid orders, orders already requested and other members’ orders', async () => {
    server.setNow(NOW)
    const unpaid = newOrder(false)
    expect((await request([unpaid.id])).msg).toMatch(/not paid/)
    const paid = newOrder(true)
    expect((await request([paid.id])).code).toBe(200)
    expect((await request([paid.id])).msg).toMatch(/already been requested/)
    const theirs = createOrder(server.db, {
      userId: 'u-agency',
      productType: 4,
      trademarkName: 'X',
      lines: [],
      now: NOW,
    })
    expect((await request([theirs.id])).code).toBe(1004)
    const empty = await callApi(
      'memberInvoice/insertInvoice',
      { orderIds: [], headerId: 'ih-u-demo-1', invoiceType: 'vatGeneral', addressId: 'addr-u-demo-1' },
      { token: 't-u-demo' },
    )
    expect(empty.body.code).toBe(800)
  })

  it('lists the invoiceable orders only, and explains the others when asked by id', async () => {
    server.setNow(NOW)
    const paid = newOrder(true)
    const unpaid = newOrder(false)
    const open = await call<{ list: InvoiceableOrder[] }>('memberInvoice/getMemberOrderList', {
      pageSize: 100,
    })
    expect(open.data.list.map((o) => o.id)).toContain(paid.id)
    expect(open.data.list.map((o) => o.id)).not.toContain(unpaid.id)
    const asked = await call<{ list: InvoiceableOrder[] }>('memberInvoice/getMemberOrderList', {
      orderIds: [paid.id, unpaid.id],
    })
    expect(asked.data.list.find((o) => o.id === unpaid.id)?.blockedReason).toBe('notPaid')
    expect(asked.data.list.find((o) => o.id === paid.id)?.blockedReason).toBeNull()
  })

  it('moves on with the clock: audited after a day, invoiced two days later, mailed the day after', async () => {
    server.setNow(NOW)
    const order = newOrder(true)
    const { data } = await request([order.id])
    const statusAt = async (iso: string) => {
      server.setNow(iso)
      const list = await call<{ list: Invoice[] }>('memberInvoice/getInvoice', { pageSize: 50 })
      return list.data.list.find((i) => i.id === data.id)!
    }
    expect((await statusAt('2026-03-03T01:59:00.000Z')).status).toBe('auditing')
    expect((await statusAt('2026-03-03T02:00:00.000Z')).status).toBe('audited')
    const invoiced = await statusAt('2026-03-05T02:00:00.000Z')
    expect(invoiced.status).toBe('invoiced')
    expect(invoiced.fapiaoNo).toMatch(/^\d{8}$/)
    expect(invoiced.trackingNo).toBeNull()
    const mailed = await statusAt('2026-03-06T02:00:00.000Z')
    expect(mailed.status).toBe('mailed')
    expect(mailed.trackingNo).toMatch(/^SF\d{12}$/)
    expect(mailed.timeline.every((s) => s.done)).toBe(true)
    expect(server.db.orders.find((o) => o.id === order.id)!.invoiceStatus).toBe('mailed')
  })

  it('moves on by simulation, and a refused request can be resubmitted', async () => {
    server.setNow(NOW)
    const order = newOrder(true)
    const { data } = await request([order.id])
    expect(server.simulate('invoices.advance', data.id, 'reject')).toBe('notAudited')
    const zh = await call<{ list: Invoice[] }>('memberInvoice/getInvoice', { status: 'notAudited' }, 'zh-CN')
    expect(zh.data.list[0]!.rejectReason).toMatch(/请核对/)
    expect(server.db.orders.find((o) => o.id === order.id)!.invoiceStatus).toBe('notAudited')
    const again = await call<Invoice>('memberInvoice/triggerInvoiceSynergy', { invoiceId: data.id })
    expect(again.data.status).toBe('auditing')
    expect(server.simulate('invoices.advance', data.id)).toBe('audited')
    expect(server.simulate('invoices.advance', data.id)).toBe('invoiced')
    expect(server.simulate('invoices.advance', data.id)).toBe('mailed')
    expect(server.simulate('invoices.advance', data.id)).toBeNull()
  })

  it('lets the invoicing desk move a request one step at a time', async () => {
    server.setNow(NOW)
    const { data } = await request([newOrder(true).id])
    const wrong = await call('memberInvoice/updateInvoiceStatus', { invoiceId: data.id, status: 'mailed' })
    expect(wrong.code).toBe(1001)
    const noReason = await call('memberInvoice/updateInvoiceStatus', {
      invoiceId: data.id,
      status: 'notAudited',
    })
    expect(noReason.msg).toMatch(/reason/)
    const ok = await call<Invoice>('memberInvoice/updateInvoiceStatus', {
      invoiceId: data.id,
      status: 'audited',
    })
    expect(ok.data.status).toBe('audited')
    const batch = await call<{ updated: string[]; refused: unknown[] }>(
      'memberInvoice/batchUpdateInvoiceStatus',
      {
        invoiceIds: [data.id, 'inv-nope'],
        status: 'invoiced',
      },
    )
    expect(batch.data.updated).toEqual([data.id])
    expect(batch.data.refused).toHaveLength(1)
  })

  it('downloads the contract template as a Word file with party A filled in', async () => {
    const res = await fetchApi(
      'memberInvoice/downloadContractTemplate',
      { headerId: 'ih-u-demo-1' },
      { token: 't-u-demo' },
    )
    expect(res.headers.get('content-type')).toContain('wordprocessingml')
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain(
      'contract-template.docx',
    )
    const bytes = new Uint8Array(await (await res.blob()).arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
  })
})

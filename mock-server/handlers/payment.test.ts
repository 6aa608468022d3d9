import { describe, expect, it } from 'vitest'
import type { PayableOrder } from '../../src/api/schemas/orders-pay'
import { PAYMENT_CODES } from '../../src/api/schemas/payment'
import type { ReportOrder } from '../../src/api/schemas/search-orders'
import type { StoredFile } from '../../src/api/schemas/files'
import { callApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

async function call<T>(path: string, body: object = {}, method = 'POST') {
  return (await callApi<T>(path, body, { token, method })).body
}

const reportQuery = { tradeMarkText: 'apple', niceChoosedStr: '09', countries: 'CN' }

async function reportOrder(): Promise<PayableOrder> {
  const created = await call<ReportOrder>('tmInfo/createOrder', { subject: 'apple', query: reportQuery })
  expect(created.code).toBe(200)
  return created.data.order
}

async function sampleOrder(kind: 'standard' | 'temporary' | 'balance' = 'standard') {
  const created = await call<PayableOrder>('tbOrder/createOrderDemo', { kind })
  expect(created.code).toBe(200)
  return created.data
}

const getOrder = async (orderId: string) => (await call<PayableOrder>('tbOrder/getOrder', { orderId })).data

describe('search report orders', () => {
  it('prices, creates once per search and lists the report orders', async () => {
    const price = await call<{ total: number; serviceFee: number; deliveryDays: number }>(
      'trademark/getTrademarkQueryPrice',
      {},
    )
    expect(price.data).toMatchObject({ total: 300, serviceFee: 300, deliveryDays: 1 })
    const order = await reportOrder()
    expect(order).toMatchObject({ productType: 4, total: 300, amountDue: 300, paymentStatus: 'unpaid' })
    expect(order.serviceName.en).toBe('Search report')
    // The same search unpaid again: the same order, no duplicate.
    expect((await reportOrder()).id).toBe(order.id)
    const list = await call<{ list: ReportOrder[] }>('tmInfo/getTrademarkQueryOrder', { orderId: order.id })
    expect(list.data.list).toHaveLength(1)
    expect(list.data.list[0]!.query).toEqual(reportQuery)
    expect(list.data.list[0]!.order.report).toBeNull()
  })

  it('refuses a search that is not complete', async () => {
    const r = await call('tmInfo/createOrder', {
      subject: 'x',
      query: { tradeMarkText: '', countries: 'CN' },
    })
    expect(r.code).toBe(1001)
  })
})

describe('card payment', () => {
  it('needs quick pay opened, pays once and delivers the report', async () => {
    const order = await reportOrder()
    const cardId = 'card-u-demo-1'
    const closed = await call('payOrder/unifiedOrder', { orderId: order.id, cardId })
    expect(closed.code).toBe(PAYMENT_CODES.cardNotOpened)
    expect((await getOrder(order.id)).paymentStatus).toBe('unpaid')

    expect((await call('payOrder/openBankCard', { cardId })).code).toBe(200)
    const paid = await call<{ amount: number }>('payOrder/unifiedOrder', { orderId: order.id, cardId })
    expect(paid.code).toBe(200)
    expect(paid.data.amount).toBe(300)
    const after = await getOrder(order.id)
    expect(after).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'card',
      status: 'processing',
      amountDue: 0,
    })
    expect(after.report?.status).toBe('delivered')

    // Never twice, whatever the method.
    for (const [path, body] of [
      ['payOrder/unifiedOrder', { orderId: order.id, cardId }],
      ['wxpay/scanCode', { orderId: order.id }],
      ['alipay/pcPay', { orderId: order.id }],
      ['payment/dummyPay', { orderId: order.id }],
    ] as const) {
      const again = await call(path, body)
      expect(again.code).toBe(PAYMENT_CODES.alreadyPaid)
      expect(again.msg).toMatch(/already been paid/)
    }
  })

  it('refuses an unknown or expired card and keeps the order unpaid', async () => {
    const order = await sampleOrder()
    expect((await call('payOrder/unifiedOrder', { orderId: order.id, cardId: 'card-x' })).code).toBe(1004)
    server.db.bankCards.find((c) => c.id === 'card-u-demo-2')!.expiry = '01/20'
    const expired = await call('payOrder/openBankCard', { cardId: 'card-u-demo-2' })
    expect(expired.code).toBe(PAYMENT_CODES.cardExpired)
    expect((await getOrder(order.id)).paymentStatus).toBe('unpaid')
  })
})

describe('wallet payment', () => {
  it('issues a code that stays unpaid while nobody scans it, however long the order is read', async () => {
    server.setNow('2026-11-22T08:00:00.000Z')
    const order = await sampleOrder()
    const code = await call<{ codeUrl: string; expiresAt: string }>('wxpay/scanCode', { orderId: order.id })
    expect(code.data.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=P/)
    expect(code.data.expiresAt).toBe('2026-11-22T08:10:00.000Z')
    const status = async () =>
      (await call<{ paymentStatus: string }>('tbOrder/getOrderStatus', { orderId: order.id })).data
    for (const at of ['08:00:31', '08:01:00', '08:05:00', '08:09:59']) {
      server.setNow(`2026-11-22T${at}.000Z`)
      expect((await status()).paymentStatus, at).toBe('unpaid')
      expect((await getOrder(order.id)).paymentStatus, at).toBe('unpaid')
    }
    // Only a scan (the gateway's notification) pays it.
    const tradeNo = code.data.codeUrl.split('pr=')[1]!
    const notified = await call<{ orderPaid: boolean }>('notify/wxpay', {
      out_trade_no: tradeNo,
      result_code: 'SUCCESS',
    })
    expect(notified.data.orderPaid).toBe(true)
    expect(await status()).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'wallet', amountDue: 0 })
  })

  it('pays at once from the simulation, and an expired code pays nothing', async () => {
    const order = await sampleOrder()
    await call('wxpay/scanCode', { orderId: order.id })
    expect(server.simulate('payment.walletScan', order.id)).toEqual({ received: true, orderPaid: true })
    expect((await getOrder(order.id)).paymentStatus).toBe('paid')

    server.setNow('2026-11-22T08:00:00.000Z')
    const late = await sampleOrder()
    await call('wxpay/scanCode', { orderId: late.id })
    server.setNow('2026-11-22T09:00:00.000Z')
    expect(server.simulate('payment.walletScan', late.id)).toEqual({ received: true, orderPaid: false })
    expect((await getOrder(late.id)).paymentStatus).toBe('unpaid')
  })
})

describe('Alipay, dummy pay and notifications', () => {
  it('pays through the cashier’s notification once only', async () => {
    const order = await sampleOrder()
    const pc = await call<{ payUrl: string; tradeNo: string }>('alipay/pcPay', { orderId: order.id })
    expect(pc.data.payUrl).toBe(`/platform/alipayCashier?orderId=${order.id}&tradeNo=${pc.data.tradeNo}`)
    const first = await call(
      `notify/alipay?out_trade_no=${pc.data.tradeNo}&trade_status=TRADE_SUCCESS`,
      {},
      'GET',
    )
    expect(first.data).toEqual({ received: true, orderPaid: true })
    const second = await call(
      `notify/alipay?out_trade_no=${pc.data.tradeNo}&trade_status=TRADE_SUCCESS`,
      {},
      'GET',
    )
    expect(second.data).toEqual({ received: true, orderPaid: false })
    expect((await getOrder(order.id)).paymentMethod).toBe('alipay')
  })

  it('a closed trade pays nothing; dummy pay pays', async () => {
    const order = await sampleOrder()
    const pc = await call<{ tradeNo: string }>('alipay/pcPay', { orderId: order.id })
    await call('notify/wxpay', { out_trade_no: pc.data.tradeNo, result_code: 'FAIL' })
    const late = await call(
      `notify/alipay?out_trade_no=${pc.data.tradeNo}&trade_status=TRADE_SUCCESS`,
      {},
      'GET',
    )
    expect(late.data).toEqual({ received: true, orderPaid: false })
    expect((await getOrder(order.id)).paymentStatus).toBe('unpaid')
    expect((await call('payment/dummyPay', { orderId: order.id })).code).toBe(200)
    expect((await getOrder(order.id)).paymentMethod).toBe('dummy')
  })

  it('a failed call keeps the order unpaid', async () => {
    const order = await sampleOrder()
    server.injectFailure('payment/dummyPay', { code: 500, msg: 'gateway down', times: 1 })
    expect((await call('payment/dummyPay', { orderId: order.id })).code).not.toBe(200)
    expect((await getOrder(order.id)).paymentStatus).toBe('unpaid')
  })
})

describe('offline transfer', () => {
  it('waits for confirmation, refuses other payments meanwhile, and is confirmed by the simulation', async () => {
    const order = await sampleOrder()
    const form = new FormData()
    form.append(
      'file',
      new File([new Uint8Array([37, 80, 68, 70])], 'transfer.pdf', { type: 'application/pdf' }),
    )
    form.append('bizType', 'transferProof')
    const file = (await callApi<StoredFile>('file/upload', form, { token })).body.data
    const submitted = await call<PayableOrder>('tbOrder/offLinePay', {
      orderId: order.id,
      fileId: file.fileId,
      payerName: 'Acme Ltd',
    })
    expect(submitted.data).toMatchObject({ paymentStatus: 'paying', status: 'unpaid' })
    expect(submitted.data.transfer?.fileName).toBe('transfer.pdf')
    const status = await call<{ awaitingConfirmation: boolean }>('tbOrder/getOrderStatus', {
      orderId: order.id,
    })
    expect(status.data.awaitingConfirmation).toBe(true)
    expect((await call('payment/dummyPay', { orderId: order.id })).code).toBe(PAYMENT_CODES.awaitingTransfer)

    expect(server.simulate('payment.confirmTransfer', order.id)).toBe(true)
    expect(await getOrder(order.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'offline' })
  })

  it('needs an uploaded proof', async () => {
    const order = await sampleOrder()
    const r = await call('tbOrder/offLinePay', { orderId: order.id, fileId: 'f-none', payerName: 'A' })
    expect(r.code).toBe(1004)
  })
})

describe('coupons', () => {
  it('takes a partial discount off, and pays by coupon when the coupons cover the amount', async () => {
    const order = await reportOrder()
    const partial = await call<{ order: PayableOrder; discount: number; paid: boolean }>(
      'tbOrder/useCouponsPay',
      {
        orderId: order.id,
        couponIds: ['cpn-u-demo-1'],
      },
    )
    expect(partial.data).toMatchObject({ discount: 50, paid: false })
    expect(partial.data.order).toMatchObject({ couponDiscount: 50, total: 250, amountDue: 250 })

    const other = await sampleOrder('standard')
    server.db.coupons.push({
      ...server.db.coupons.find((c) => c.id === 'cpn-u-demo-1')!,
      id: 'cpn-big',
      amount: 5000,
      usedAt: null,
      usedOrderId: null,
      usedOrderNo: null,
    })
    const full = await call<{ order: PayableOrder; paid: boolean }>('tbOrder/useCouponsPay', {
      orderId: other.id,
      couponIds: ['cpn-big'],
    })
    expect(full.data.paid).toBe(true)
    expect(full.data.order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'coupon', amountDue: 0 })
  })

  it('refuses a used coupon with the reason', async () => {
    const order = await sampleOrder()
    await call('tbOrder/useCouponsPay', { orderId: order.id, couponIds: ['cpn-u-demo-1'] })
    const second = await sampleOrder()
    const r = await call('tbOrder/useCouponsPay', { orderId: second.id, couponIds: ['cpn-u-demo-1'] })
    expect(r.code).toBe(PAYMENT_CODES.couponRefused)
    expect(r.msg).toMatch(/already been used/)
  })
})

describe('temporary and balance orders', () => {
  it('shows the quoted items and the balance left', async () => {
    const temp = await sampleOrder('temporary')
    expect(temp.kind).toBe('temporary')
    expect(temp.items.reduce((s, i) => s + i.amount, 0)).toBe(temp.total)
    const balance = await sampleOrder('balance')
    expect(balance.paidAmount).toBeGreaterThan(0)
    expect(balance.amountDue).toBe(balance.total - balance.paidAmount)
    const paid = await call<{ amount: number }>('payment/dummyPay', { orderId: balance.id })
    expect(paid.data.amount).toBe(balance.amountDue)
    expect((await getOrder(balance.id)).paidAmount).toBe(balance.total)
    const unpaid = await call<{ list: PayableOrder[] }>('tbOrder/noPayOrder', { pageNum: 1, pageSize: 100 })
    expect(unpaid.data.list.map((o) => o.id)).toContain(temp.id)
    expect(unpaid.data.list.map((o) => o.id)).not.toContain(balance.id)
  })

  it('keeps another member’s order out of reach', async () => {
    const id = server.simulate('payment.issueTemporaryOrder', 'u-person') as string
    expect((await call('tbOrder/getOrder', { orderId: id })).code).toBe(1004)
    expect((await call('payment/dummyPay', { orderId: id })).code).toBe(1004)
  })
})

describe('manual service request', () => {
  it('stores a valid request and rejects a bad phone', async () => {
    const ok = await call<{ ticketNo: string }>('leaveMessage/createLeaveMessage', {
      contact: 'Li Min',
      phone: '13800138000',
      content: 'Please call me about a Madrid filing in five countries.',
    })
    expect(ok.data.ticketNo).toMatch(/^MS\d{12}$/)
    expect(server.db.manualRequests).toHaveLength(1)
    const bad = await call('leaveMessage/createLeaveMessage', {
      contact: 'A',
      phone: '12',
      content: 'x'.repeat(20),
    })
    expect(bad.code).toBe(800)
  })
})

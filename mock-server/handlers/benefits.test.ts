import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer, signInAs } from '../test-support'
import { createOrder } from '../commerce/orders-store'
import { addBusinessDays, businessToday } from '../../src/domain/clock'
import type { BankCard, Campaign, Coupon, OrderCoupon } from '../../src/api/schemas/benefits'

const server = setupTestServer({ signedInAs: 'u-demo' })

function call<T = unknown>(path: string, body: object = {}, token = 't-u-demo', lang = 'en') {
  return callApi<T>(path, body, { token, lang })
}

const day = (offset: number) => addBusinessDays(businessToday(), offset)

type TicketPage = { list: Coupon[]; total: number; counts: Record<'valid' | 'used' | 'expired', number> }

describe('coupon lists', () => {
  it('pages the member’s coupons by status with the count of each', async () => {
    const valid = await call<TicketPage>('member/getMemberThanksgivingTicketList', { status: 'valid' })
    expect(valid.body.code).toBe(200)
    const { counts } = valid.body.data
    const discounted = server.db.orders.filter((o) => o.userId === 'u-demo' && o.couponDiscount > 0)
    expect(discounted.length).toBeGreaterThan(0)
    // Every paid order with a coupon discount shows the coupon it used.
    expect(counts).toEqual({ valid: 5, used: discounted.length, expired: 2 })
    expect(valid.body.data.list.every((c) => c.status === 'valid' && c.daysLeft! >= 0)).toBe(true)
    // Soonest-ending first, so the ticket expiring within days leads the list.
    expect(valid.body.data.list[0]!.daysLeft).toBeLessThanOrEqual(7)
    const page2 = await call<TicketPage>('member/getMemberThanksgivingTicketList', {
      status: 'valid',
      pageNum: 2,
      pageSize: 3,
    })
    expect(page2.body.data.list).toHaveLength(2)
    expect(page2.body.data.total).toBe(5)
    const used = await call<TicketPage>('member/getMemberThanksgivingTicketList', { status: 'used' })
    for (const coupon of used.body.data.list) {
      const order = server.db.orders.find((o) => o.id === coupon.usedOrderId)!
      expect(order.couponIds).toEqual([coupon.id])
      expect(coupon).toMatchObject({
        usedOrderNo: order.orderNo,
        amount: order.couponDiscount,
        usedAt: order.paidAt,
      })
    }
    const expired = await call<TicketPage>('member/getMemberThanksgivingTicketList', { status: 'expired' })
    expect(expired.body.data.list.every((c) => c.status === 'expired' && c.usedAt === null)).toBe(true)
  })

  it('hides expired coupons for an order unless asked, and says why a coupon does not fit', async () => {
    const order = createOrder(server.db, {
      userId: 'u-demo',
      productType: 4,
      trademarkName: '云杉智能',
      lines: [{ kind: 'case', quantity: 1, official: 0, service: 400 }],
      now: new Date().toISOString(),
    })
    const plain = await call<{ list: OrderCoupon[]; amount: number }>('member/isIncludeExpiredCoupons', {
      orderId: order.id,
    })
    expect(plain.body.data.amount).toBe(400)
    const list = plain.body.data.list
    expect(list.some((c) => c.status === 'expired')).toBe(false)
    expect(list.filter((c) => c.problem === null).map((c) => c.amount)).toEqual([80, 50])
    expect(list.find((c) => c.minSpend === 500)?.problem).toBe('minSpend')
    expect(list.find((c) => c.productTypes.includes(5))?.problem).toBe('notApplicable')

    const all = await call<{ list: OrderCoupon[] }>('member/isIncludeExpiredCoupons', {
      orderId: order.id,
      includeExpired: true,
    })
    const expired = all.body.data.list.filter((c) => c.status === 'expired')
    expect(expired).toHaveLength(2)
    expect(expired.every((c) => c.problem === 'expired')).toBe(true)
    expect(all.body.data.list.some((c) => c.status === 'used')).toBe(false)

    const other = await call(
      'member/isIncludeExpiredCoupons',
      { orderId: order.id },
      signInAs(server, 'u-agency'),
    )
    expect(other.body.code).toBe(1004)
  })
})

describe('season campaign', () => {
  it('grants the ticket pack once per member and refuses a second time', async () => {
    const before = await call<Campaign>('christmas/queryTicketInfo')
    expect(before.body.data).toMatchObject({ phase: 'open', received: false, totalAmount: 900 })
    expect((await call<{ flag: boolean }>('member/getMemberThanksgivingTicketFlag')).body.data.flag).toBe(
      true,
    )

    const granted = await call<{ campaign: Campaign; coupons: Coupon[] }>('christmas/grant')
    expect(granted.body.code).toBe(200)
    expect(granted.body.data.campaign.received).toBe(true)
    expect(granted.body.data.coupons.map((c) => c.amount)).toEqual([100, 300, 500])
    expect(granted.body.data.coupons.every((c) => c.status === 'valid' && c.kind === 'christmas')).toBe(true)

    const again = await call('christmas/grant', {}, 't-u-demo', 'zh-CN')
    expect(again.body.code).toBe(1001)
    expect(again.body.msg).toContain('限领一次')
    expect((await call<{ flag: boolean }>('member/getMemberThanksgivingTicketFlag')).body.data.flag).toBe(
      false,
    )
    const counts = (await call<TicketPage>('member/getMemberThanksgivingTicketList')).body.data.counts
    expect(counts.valid).toBe(8)
  })

  it('shows the agency account as having claimed, and refuses everyone after the window', async () => {
    const agency = signInAs(server, 'u-agency')
    expect((await call<Campaign>('christmas/queryTicketInfo', {}, agency)).body.data.received).toBe(true)
    expect((await call('christmas/grant', {}, agency)).body.msg).toMatch(/already claimed/)

    server.setNow(`${day(60)}T10:00:00.000Z`)
    const info = await call<Campaign>('christmas/queryTicketInfo')
    expect(info.body.data.phase).toBe('ended')
    const late = await call('christmas/grant')
    expect(late.body.code).toBe(1001)
    expect(late.body.msg).toMatch(/The campaign ended on/)
    expect((await call<{ flag: boolean }>('member/getMemberThanksgivingTicketFlag')).body.data.flag).toBe(
      false,
    )
  })
})

const goodCard = {
  bankCode: 'ICBC',
  cardType: 'debit',
  cardNumber: '6222 0212 3456 7890 128',
  holderName: '王建国',
  mobile: '13800138000',
}

describe('bank cards', () => {
  it('lists masked cards with one default', async () => {
    const { body } = await call<{ list: BankCard[] }>('member/getMemberBankCardList')
    expect(body.data.list.map((c) => c.bankCode)).toEqual(['ICBC', 'CMB'])
    expect(body.data.list[0]).toMatchObject({ isDefault: true, mobile: '138****8000' })
    expect(body.data.list[1]!.maskedNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/)
  })

  it('rejects a bad card number, mobile, expiry or CVV', async () => {
    const bad = [
      { ...goodCard, cardNumber: '6222 0212 3456 7890 127' }, // Luhn fails
      { ...goodCard, cardNumber: '622202123456789' }, // 15 digits
      { ...goodCard, mobile: '14712345678' }, // 14x is not accepted
      { ...goodCard, holderName: 'W' },
      { ...goodCard, bankCode: 'XYZ' },
      { ...goodCard, cardType: 'credit', expiry: '13/30', cvv: '123' },
      { ...goodCard, cardType: 'credit', expiry: '08/30', cvv: '12' },
    ]
    for (const body of bad) {
      const result = await call('member/createOrUpdateBankCard', body)
      expect(result.status, JSON.stringify(body)).toBe(500)
      expect(result.body.code).toBe(800)
    }
    const past = await call('member/createOrUpdateBankCard', {
      ...goodCard,
      cardType: 'credit',
      cardNumber: '4392250012345673',
      expiry: '01/24',
      cvv: '123',
    })
    expect(past.body).toMatchObject({
      code: 1001,
      msg: 'This credit card has expired',
      data: { field: 'expiry' },
    })
  })

  it('adds a card without keeping the full number or CVV, makes it default and deletes it', async () => {
    const added = await call<BankCard>('member/createOrUpdateBankCard', {
      ...goodCard,
      cardType: 'credit',
      expiry: '12/30',
      cvv: '987',
    })
    expect(added.body.code).toBe(200)
    expect(added.body.data).toMatchObject({ last4: '0128', isDefault: false, expiry: '12/30' })
    const stored = JSON.stringify(server.db.bankCards)
    expect(stored).not.toContain('62220212345678')
    expect(stored).not.toContain('987')

    const dup = await call('member/createOrUpdateBankCard', goodCard)
    expect(dup.body).toMatchObject({ code: 1001, data: { field: 'cardNumber' } })

    const made = await call<BankCard>('member/setDefaultBankCard', { id: added.body.data.id })
    expect(made.body.data.isDefault).toBe(true)
    let list = (await call<{ list: BankCard[] }>('member/getMemberBankCardList')).body.data.list
    expect(list.filter((c) => c.isDefault).map((c) => c.id)).toEqual([added.body.data.id])

    const removed = await call<{ defaultId: string | null }>('member/delMemberBankCard', {
      id: added.body.data.id,
    })
    expect(removed.body.data.defaultId).toBeTruthy()
    list = (await call<{ list: BankCard[] }>('member/getMemberBankCardList')).body.data.list
    expect(list).toHaveLength(2)
    expect(list.filter((c) => c.isDefault)).toHaveLength(1)
    expect((await call('member/delMemberBankCard', { id: 'card-u-agency-1' })).body.code).toBe(1004)
  })
})

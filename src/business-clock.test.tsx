/**
 * Issue 11 §1: every screen-facing date helper, in the client and the mock, with the machine clock set just
 * before and just after midnight in Beijing (16:00 UTC). Between 16:00 and 24:00 UTC the UTC day is still
 * yesterday in Beijing, so any helper that takes the UTC (or the machine's) day disagrees with the others.
 * The instants straddle the end of a month, so the default bill month turns too.
 */
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextRequestNo } from '../mock-server/commerce/invoices-store'
import { createOrder, markOrderPaid } from '../mock-server/commerce/orders-store'
import { documentsFor } from '../mock-server/seeds/order-samples'
import { callApi } from '../mock-server/test-support'
import { renderWithApp, testServer } from '../tests/render-with-app'
import type { Coupon } from './api/schemas/benefits'
import type { CustomerTask } from './api/schemas/orders'
import { lastNinetyDays, readPeriod } from './domain/bill-period'
import { businessToday } from './domain/clock'
import { formatDate, formatDateTime } from './domain/format'
import { DeadlineItem } from './ui/home/deadline-item'
import { HomeGreeting } from './ui/home/home-greeting'
import { nextCountReset } from './ui/search/trial/trial-dates'

const cases = [
  {
    label: 'just before midnight in Beijing (15:59:59 UTC)',
    at: '2026-11-30T15:59:59Z',
    day: '2026-11-30',
    dayBefore: '2026-11-29',
    stamp: '20261130',
    en: '30 Nov 2026',
    month: '2026-11',
    reset: '2026-11-30T16:00:00.000Z',
  },
  {
    label: 'just after midnight in Beijing (16:00:01 UTC)',
    at: '2026-11-30T16:00:01Z',
    day: '2026-12-01',
    dayBefore: '2026-11-30',
    stamp: '20261201',
    en: '1 Dec 2026',
    month: '2026-12',
    reset: '2026-12-01T16:00:00.000Z',
  },
] as const

describe.each(cases)('the business day $label', (c) => {
  beforeEach(() => {
    // Only Date: the mock answers through timers, which keep running.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(c.at))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is the same day in every client helper: today, the default bill periods, the search-count reset', () => {
    expect(businessToday()).toBe(c.day)
    expect(readPeriod({}, businessToday())).toEqual({ kind: 'month', month: c.month })
    expect(lastNinetyDays(businessToday()).to).toBe(c.day)
    expect(nextCountReset().toISOString()).toBe(c.reset)
  })

  it('home: the date in the greeting and the days left to a deadline on that date agree', async () => {
    const server = testServer()
    server.db.customerTasks.push({
      id: 't-midnight',
      userId: 'u-demo',
      caseNo: 'C-MIDNIGHT',
      trademarkName: 'MIDNIGHT',
      trademarkRegNo: '12345678',
      niceClasses: ['25'],
      taskType: 'officeAction',
      deadline: c.day,
      orderId: null,
    })
    renderWithApp(<HomeGreeting />, { signedInAs: 'u-demo' })
    expect(await screen.findByText(`Today is ${c.en}`)).toBeInTheDocument()

    const tasks = await callApi<{ list: CustomerTask[] }>(
      'tbOrder/getCustomerAllTask',
      { pageNum: 1, pageSize: 100 },
      { token: 't-u-demo' },
    )
    const task = tasks.body.data.list.find((t) => t.id === 't-midnight')!
    expect(task.daysLeft).toBe(0)
    const other = tasks.body.data.list.find((t) => t.id !== 't-midnight')!
    renderWithApp(
      <ul>
        <DeadlineItem task={task} />
        <DeadlineItem task={{ ...other, deadline: c.dayBefore }} />
      </ul>,
      { server: false, route: '/' },
    )
    // The deadline links to its mark: it renders once the router has loaded.
    expect(await screen.findByText('due today')).toBeInTheDocument()
    expect(screen.getByText(c.en)).toBeInTheDocument()
  })

  it('mock: a coupon is valid through its last day and expired the next, by the Beijing day', async () => {
    const server = testServer()
    renderWithApp(<></>, { signedInAs: 'u-demo' })
    const base = server.db.coupons.find((x) => x.userId === 'u-demo' && !x.usedAt)!
    server.db.coupons.push(
      { ...base, id: 'cpn-last-day', code: 'LASTDAY', validFrom: '2026-01-01', validUntil: c.day },
      { ...base, id: 'cpn-ended', code: 'ENDED', validFrom: '2026-01-01', validUntil: c.dayBefore },
    )
    const list = async (status: 'valid' | 'expired') =>
      (
        await callApi<{ list: Coupon[] }>(
          'member/getMemberThanksgivingTicketList',
          { status, pageNum: 1, pageSize: 100 },
          { token: 't-u-demo' },
        )
      ).body.data.list
    const valid = await list('valid')
    expect(valid.find((x) => x.id === 'cpn-last-day')).toMatchObject({ status: 'valid', daysLeft: 0 })
    expect(valid.find((x) => x.id === 'cpn-ended')).toBeUndefined()
    expect((await list('expired')).find((x) => x.id === 'cpn-ended')).toMatchObject({ status: 'expired' })
  })

  it('mock: order and invoice numbers carry the Beijing day; a paid order shows one payment day', () => {
    const server = testServer()
    const now = new Date().toISOString()
    const order = createOrder(server.db, {
      userId: 'u-demo',
      productType: 1,
      trademarkName: 'MIDNIGHT',
      niceClasses: ['25'],
      lines: [{ kind: 'firstClass', quantity: 1, official: 270, service: 500, classNo: '25' }],
      now,
    })
    expect(order.orderNo.slice(2, 10)).toBe(c.stamp)
    expect(nextRequestNo(server.db, new Date())).toMatch(new RegExp(`^INV${c.stamp}`))

    markOrderPaid(server.db, order, 'card', now)
    const receipt = documentsFor(order).find((d) => d.kind === 'paymentReceipt')!
    // The detail page shows paidAt with its time and the documents card the receipt's day: the same day.
    expect(formatDate(receipt.date, 'en')).toBe(c.en)
    expect(formatDateTime(order.paidAt!, 'en').startsWith(c.en)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { callApi, setupTestServer } from '../test-support'
import type { CustomerTask, DebitNote } from '../../src/api/schemas/orders'
import { addBusinessDays, businessToday } from '../../src/domain/clock'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'

const server = setupTestServer({ signedInAs: 'u-demo' })

interface Page<T> {
  list: T[]
  total: number
  pageNum: number
  pageSize: number
}

async function call<T>(path: string, body: object, token: string | null = 't-u-demo') {
  return (await callApi<T>(path, body, { token })).body
}

describe('debit notes', () => {
  it('lists the member’s notes newest first and filters by payment status', async () => {
    const all = await call<Page<DebitNote>>('tbOrder/queryBill', { pageNum: 1, pageSize: 50 })
    expect(all.code).toBe(200)
    expect(all.data.total).toBe(8)
    const dates = all.data.list.map((n) => n.date)
    expect(dates).toEqual([...dates].sort().reverse())

    const unpaid = await call<Page<DebitNote> & { unpaidAmount: Record<string, number> }>(
      'tbOrder/queryBill',
      {
        status: 'unpaid',
        pageNum: 1,
        pageSize: 50,
      },
    )
    const paid = await call<Page<DebitNote>>('tbOrder/queryBill', {
      status: 'paid',
      pageNum: 1,
      pageSize: 50,
    })
    expect(unpaid.data.list.length).toBeGreaterThan(0)
    expect(paid.data.list.length).toBeGreaterThan(0)
    expect(unpaid.data.list.every((n) => n.paymentStatus === 'unpaid')).toBe(true)
    expect(paid.data.list.every((n) => n.paymentStatus === 'paid')).toBe(true)
    expect(unpaid.data.total + paid.data.total).toBe(8)
    expect(unpaid.data.unpaidAmount.CNY).toBe(unpaid.data.list.reduce((sum, n) => sum + n.amount, 0))

    const note = all.data.list[0]!
    expect(note.debitNoteNo).toMatch(/^DN\d{12}$/)
    expect(note.serviceName.en.length).toBeGreaterThan(0)
    expect(note.serviceName.zh).not.toBe(note.serviceName.en)
  })

  it('pages', async () => {
    const second = await call<Page<DebitNote>>('tbOrder/queryBill', { pageNum: 2, pageSize: 3 })
    expect(second.data).toMatchObject({ total: 8, pageNum: 2, pageSize: 3 })
    expect(second.data.list).toHaveLength(3)
  })

  it('needs a session and a known status', async () => {
    expect((await call('tbOrder/queryBill', { pageNum: 1, pageSize: 10 }, null)).code).toBe(401)
    expect((await call('tbOrder/queryBill', { status: 'late', pageNum: 1, pageSize: 10 })).code).toBe(800)
  })
})

describe('upcoming deadlines', () => {
  const seededToday = () => server.db.customerTasks.find((t) => t.userId === 'u-demo')!
  // The seeds hold the open deadlines of the account's marks; one that has passed is added to see it overdue.
  const addPassed = () => {
    const today = new Date().toISOString().slice(0, 10)
    server.db.customerTasks.push({
      ...seededToday(),
      id: 'task-passed',
      deadline: addBusinessDays(today, -3),
    })
  }
  const openDeadlines = () => {
    const today = new Date().toISOString().slice(0, 10)
    return portfolioOf('u-demo', today).flatMap((m) => {
      const life = lifecycleOf(m, today)
      return [...life.deadlines, ...life.overdue]
    }).length
  }

  it('shows in the home’s overdue view (due by today, days left below zero) the steps the rule set says were missed', async () => {
    const today = businessToday()
    const missed = portfolioOf('u-demo', today).flatMap((m) =>
      lifecycleOf(m, today).overdue.map((d) => ({
        applicationNo: m.applicationNo,
        kind: d.kind,
        due: d.due,
        daysLeft: d.daysLeft,
      })),
    )
    expect(missed.length).toBeGreaterThan(0)
    // What the home asks for its overdue view (src/api/home.ts overdueTasksOptions) and keeps (deadlines-panel).
    const { data } = await call<Page<CustomerTask>>('tbOrder/getCustomerAllTask', {
      withinDays: 0,
      pageNum: 1,
      pageSize: 100,
    })
    const overdue = data.list.filter((t) => t.daysLeft < 0)
    expect(
      overdue.map((t) => ({
        applicationNo: t.applicationNo,
        kind: t.taskType,
        due: t.deadline,
        daysLeft: t.daysLeft,
      })),
    ).toEqual(missed)
    expect(overdue.every((t) => t.urgency === 'overdue')).toBe(true)
    expect(overdue[0]!.taskName.en).toBe('Priority document due')
  })

  it('sorts by deadline and derives daysLeft and urgency from today', async () => {
    addPassed()
    const { data } = await call<Page<CustomerTask>>('tbOrder/getCustomerAllTask', {
      pageNum: 1,
      pageSize: 50,
    })
    expect(data.total).toBe(openDeadlines() + 1)
    const deadlines = data.list.map((t) => t.deadline)
    expect(deadlines).toEqual([...deadlines].sort())
    expect(data.list[0]?.urgency).toBe('overdue')
    expect(data.list[0]!.daysLeft).toBeLessThan(0)
    expect(data.list.at(-1)?.urgency).toBe('normal')
    for (const t of data.list) {
      const expected =
        t.daysLeft < 0 ? 'overdue' : t.daysLeft <= 7 ? 'urgent' : t.daysLeft <= 30 ? 'soon' : 'normal'
      expect(t.urgency).toBe(expected)
      expect(t.taskName.en.length).toBeGreaterThan(0)
    }
  })

  it('keeps the tasks due within the given days, overdue included', async () => {
    addPassed()
    const { data } = await call<Page<CustomerTask>>('tbOrder/getCustomerAllTask', {
      withinDays: 30,
      pageNum: 1,
      pageSize: 50,
    })
    expect(data.total).toBeGreaterThan(0)
    expect(data.total).toBeLessThan(openDeadlines() + 1)
    expect(data.list.every((t) => t.daysLeft <= 30)).toBe(true)
    expect(data.list.some((t) => t.daysLeft < 0)).toBe(true)
  })

  it('moves with the mock clock', async () => {
    const before = (await call<Page<CustomerTask>>('tbOrder/getCustomerAllTask', { pageNum: 1, pageSize: 1 }))
      .data.list[0]!
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString()
    server.setNow(later)
    const after = (await call<Page<CustomerTask>>('tbOrder/getCustomerAllTask', { pageNum: 1, pageSize: 1 }))
      .data.list[0]!
    expect(after.id).toBe(before.id)
    expect(after.daysLeft).toBe(before.daysLeft - 10)
  })
})

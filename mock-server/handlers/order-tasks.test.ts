import { describe, expect, it } from 'vitest'
import type { PayableOrder } from '../../src/api/schemas/orders-pay'
import type { OrderMailing } from '../../src/api/schemas/orders-manage'
import type { CaseTask, ReportOrderState } from '../../src/api/schemas/orders-tasks'
import { rollToWorkingDay } from '../../src/domain/deadline-calendar'
import { termEnd } from '../../src/domain/mark-lifecycle'
import type { ReportOrder } from '../../src/api/schemas/search-orders'
import { addBusinessDays, businessToday } from '../../src/domain/clock'
import { quote } from '../../src/domain/pricing'
import { createOrder, markOrderPaid, type OrderRecord } from '../commerce/orders-store'
import { callApi, fetchApi, setupTestServer } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'
const DAY_MS = 86_400_000

const call = async <T>(path: string, body: object, lang = 'en') =>
  (await callApi<T>(path, body, { token, lang })).body
const today = () => businessToday()
const dayFrom = (offset: number) => addBusinessDays(businessToday(), offset)
const MAILING = {
  recipient: '王芳',
  phone: '13812345678',
  postalCode: '100080',
  address: '北京市海淀区中关村大街1号',
}

async function workbook(path: string, body: object, lang: string) {
  const res = await fetchApi(path, body, { token, lang })
  const bytes = new Uint8Array(await (await res.blob()).arrayBuffer())
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes.buffer as ArrayBuffer)
  const sheet = book.worksheets[0]!
  const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
  return { res, name: decodeURIComponent(res.headers.get('content-disposition') ?? ''), sheet, rows }
}

function newOrder(extra: Partial<OrderRecord> = {}): OrderRecord {
  const order = createOrder(server.db, {
    userId: 'u-demo',
    productType: 2,
    trademarkName: 'TESTMARK',
    niceClasses: ['09'],
    lines: quote({ productType: 2, classes: [{ no: '09', items: 10 }] }).lines,
    now: new Date().toISOString(),
  })
  return Object.assign(order, extra)
}

describe('orders with shipping details', () => {
  it('creates a priced order with its mailing address in one call, and refuses a bad address', async () => {
    const before = server.db.orders.length
    const body = {
      productType: 2,
      trademarkName: '星河',
      classes: [{ no: '09', items: 12 }],
      mailing: MAILING,
    }
    const { code, data } = await call<PayableOrder & { mailing: OrderMailing }>(
      'tbOrder/createOrdership',
      body,
    )
    expect(code).toBe(200)
    const q = quote({ productType: 2, classes: [{ no: '09', items: 12 }] })
    expect(data.total).toBe(q.total)
    expect(data.status).toBe('unpaid')
    expect(data.mailing).toEqual({ ...MAILING, courier: null, trackingNo: null })
    const shown = await call<{ mailing: OrderMailing }>('tbOrder/getMailing', { orderId: data.id })
    expect(shown.data.mailing?.recipient).toBe('王芳')

    const bad = await call('tbOrder/createOrdership', { ...body, mailing: { ...MAILING, postalCode: '12' } })
    expect(bad.code).toBe(800)
    expect(server.db.orders.length).toBe(before + 1)
  })

  it('sets the address of an open order, never once posted, of a closed order or of another member', async () => {
    const order = newOrder()
    const set = await call<{ orderId: string; mailing: OrderMailing }>('order/createOrderAddress', {
      orderId: order.id,
      ...MAILING,
    })
    expect(set.code).toBe(200)
    expect(order.mailing?.address).toBe(MAILING.address)
    const replaced = await call('order/createOrderAddress', {
      orderId: order.id,
      ...MAILING,
      address: '上海市1号',
    })
    expect(replaced.code).toBe(200)
    expect(order.mailing?.address).toBe('上海市1号')

    order.mailing = { ...order.mailing!, courier: 'SF', trackingNo: 'SF100200300' }
    const posted = await call('order/createOrderAddress', { orderId: order.id, ...MAILING })
    expect(posted.code).toBe(1001)
    expect(order.mailing.address).toBe('上海市1号')

    const closed = newOrder({ status: 'cancelled' })
    expect((await call('order/createOrderAddress', { orderId: closed.id, ...MAILING })).code).toBe(1001)
    const other = server.db.orders.find((o) => o.userId === 'u-agency')!
    expect((await call('order/createOrderAddress', { orderId: other.id, ...MAILING })).code).toBe(1004)
    expect(
      (await call('order/createOrderAddress', { orderId: order.id, ...MAILING, phone: '12' })).code,
    ).toBe(800)
  })
})

describe('search-report orders', () => {
  type Row = ReportOrder & { state: ReportOrderState }
  const list = (body: object = {}) =>
    call<{ list: Row[]; total: number }>('tbOrder/getQueryOrderList', { pageSize: 100, ...body })

  it('lists only the member’s report orders, newest first, with a delivery that follows the clock', async () => {
    const all = await list()
    const mine = server.db.orders.filter((o) => o.userId === 'u-demo' && o.productType === 4 && !o.parentId)
    expect(all.data.total).toBe(mine.length)
    expect(all.data.list.every((r) => r.order.productType === 4)).toBe(true)
    const dates = all.data.list.map((r) => r.order.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(all.data.list.some((r) => r.state === 'unpaid')).toBe(true)
    expect(all.data.list.some((r) => r.state === 'closed' && r.order.status === 'refunded')).toBe(true)

    const order = createOrder(server.db, {
      userId: 'u-demo',
      productType: 4,
      trademarkName: 'NEWQUERY',
      lines: quote({ productType: 4, classes: [] }).lines,
      payload: { query: { keyword: 'NEWQUERY' } },
      now: new Date().toISOString(),
    })
    markOrderPaid(server.db, order, 'card', new Date().toISOString())
    // Paid before deliveries were tracked: delivered when it was paid.
    expect(
      (await list({ state: 'delivered' })).data.list.find((r) => r.order.id === order.id)?.order.report,
    ).toMatchObject({ status: 'delivered', deliveredAt: order.paidAt })
    const due = new Date(Date.now() + DAY_MS).toISOString()
    order.report = { status: 'pending', dueAt: due, deliveredAt: null }
    const pending = await list({ state: 'pending' })
    const row = pending.data.list.find((r) => r.order.id === order.id)!
    expect(row.query).toEqual({ keyword: 'NEWQUERY' })
    expect(row.order.report?.status).toBe('pending')

    server.setNow(new Date(Date.now() + 2 * DAY_MS).toISOString())
    const delivered = await list({ state: 'delivered' })
    const later = delivered.data.list.find((r) => r.order.id === order.id)!
    expect(later.order.report).toEqual({ status: 'delivered', dueAt: due, deliveredAt: due })
    expect((await list({ pageNum: 1, pageSize: 2 })).data.list).toHaveLength(2)
  })
})

describe('a case’s deadlines and instructions', () => {
  const tasksOf = (userId: string) => server.db.customerTasks.filter((t) => t.userId === userId)

  it('lists one case’s deadlines by case number or by order, earliest first', async () => {
    const seeded = tasksOf('u-demo')[3]!
    const byCase = await call<{ caseNo: string; list: CaseTask[] }>('tbOrder/getCustomerCaseAllTask', {
      caseNo: seeded.caseNo,
    })
    expect(byCase.data.caseNo).toBe(seeded.caseNo)
    expect(byCase.data.list.map((t) => t.id)).toContain(seeded.id)
    expect(byCase.data.list.every((t) => t.caseNo === seeded.caseNo)).toBe(true)

    const order = newOrder({ caseNo: 'TMC-ORDER-1' })
    server.db.customerTasks.push(
      { ...seeded, id: 'task-b', caseNo: 'TMC-ORDER-1', orderId: order.id, deadline: dayFrom(40) },
      { ...seeded, id: 'task-a', caseNo: 'TMC-ORDER-1', orderId: null, deadline: dayFrom(10) },
    )
    const byOrder = await call<{ caseNo: string; list: CaseTask[] }>('tbOrder/getCustomerCaseAllTask', {
      orderId: order.id,
    })
    expect(byOrder.data.list.map((t) => t.id)).toEqual(['task-a', 'task-b'])
    expect(byOrder.data.list[0]!.daysLeft).toBe(10)

    const other = tasksOf('u-agency')[0]!
    expect((await call('tbOrder/getCustomerCaseAllTask', { caseNo: other.caseNo })).code).toBe(1004)
    expect((await call('tbOrder/getCustomerCaseAllTask', {})).code).toBe(800)
  })

  it('records one instruction per deadline and refuses a second one or one on a passed deadline', async () => {
    const open = tasksOf('u-demo').find((t) => t.deadline > dayFrom(7))!
    const give = (taskId: string, body: object) =>
      call<CaseTask>('tbOrder/PerformCustomerInstruction', { taskId, ...body })
    expect((await give(open.id, { action: 'extend', note: 'x'.repeat(201) })).code).toBe(800)
    expect((await give(open.id, { action: 'later' })).code).toBe(800)
    const done = await give(open.id, { action: 'proceed', note: '  please file the renewal  ' })
    expect(done.code).toBe(200)
    expect(done.data.instruction).toMatchObject({ action: 'proceed', note: 'please file the renewal' })
    const again = await give(open.id, { action: 'abandon' })
    expect(again.code).toBe(1001)
    expect(open.instruction?.action).toBe('proceed')

    // The seeds hold only open deadlines (the rule set drops a period once it is over): add a passed one.
    const overdue = { ...open, id: 'task-passed', deadline: dayFrom(-2), instruction: undefined }
    server.db.customerTasks.push(overdue)
    expect((await give(overdue.id, { action: 'proceed' })).code).toBe(1001)
    expect(overdue.instruction).toBeUndefined()
    expect((await give(tasksOf('u-agency')[0]!.id, { action: 'proceed' })).code).toBe(1004)

    const shown = await call<{ list: CaseTask[] }>('tbOrder/getCustomerCaseAllTask', { caseNo: open.caseNo })
    expect(shown.data.list.find((t) => t.id === open.id)?.instruction?.action).toBe('proceed')
  })
})

describe('deadline management sync', () => {
  const yearsAgo = (years: number, months = 0) => {
    const d = new Date()
    d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth() - months)
    return d.toISOString().slice(0, 10)
  }
  const registered = (caseNo: string, date: string, extra: Partial<OrderRecord> = {}) => {
    const order = newOrder({ caseNo, caseSteps: [{ key: 'registered', date }], ...extra })
    if (order.paymentStatus === 'unpaid') markOrderPaid(server.db, order, 'card', new Date().toISOString())
    return order
  }
  const sync = () =>
    call<{ added: number; tasks: CaseTask[]; total: number }>('tbOrder/trademarkLimitManagementSynergy', {})

  it('adds a renewal deadline for each mark in its renewal window, once', async () => {
    const due = registered('66000001', yearsAgo(9, 6))
    const grace = registered('66000002', yearsAgo(10, 2))
    registered('66000003', yearsAgo(5))
    registered('66000004', yearsAgo(12))
    // Not paid (an order in progress): no deadline is managed for it.
    registered('66000005', yearsAgo(9, 3), { paymentStatus: 'paying' })
    const before = server.db.customerTasks.filter((t) => t.userId === 'u-demo').length

    const first = await sync()
    expect(first.code).toBe(200)
    expect(first.data.added).toBe(2)
    expect(first.data.total).toBe(before + 2)
    const dueTask = first.data.tasks.find((t) => t.trademarkRegNo === '66000001')!
    expect(dueTask.taskType).toBe('renewalDue')
    expect(dueTask.orderId).toBe(due.id)
    // The term's last day (ten years less a day, 商标法 Art 39), rolled over a holiday or weekend.
    expect(dueTask.deadline).toBe(rollToWorkingDay(termEnd(yearsAgo(9, 6), 0)).due)
    const graceTask = first.data.tasks.find((t) => t.trademarkRegNo === '66000002')!
    expect(graceTask.taskType).toBe('renewalGrace')
    expect(graceTask.orderId).toBe(grace.id)
    expect(graceTask.daysLeft).toBeGreaterThan(0)
    expect(
      first.data.tasks.some((t) => ['66000003', '66000004', '66000005'].includes(t.trademarkRegNo)),
    ).toBe(false)

    const second = await sync()
    expect(second.data.added).toBe(0)
    expect(second.data.total).toBe(before + 2)
  })
})

describe('deadline spreadsheets', () => {
  it('exports one case’s deadlines with headers in the caller’s language and a dated name', async () => {
    const seeded = server.db.customerTasks.find((t) => t.userId === 'u-demo')!
    const count = server.db.customerTasks.filter(
      (t) => t.userId === 'u-demo' && t.caseNo === seeded.caseNo,
    ).length
    const en = await workbook('tbOrder/exportCustomerCaseAllTask', { caseNo: seeded.caseNo }, 'en')
    expect(en.res.headers.get('content-type')).toContain('spreadsheetml')
    expect(en.name).toContain(`case-deadlines-${seeded.caseNo}-${today()}.xlsx`)
    expect(en.rows[2]).toContain('Due date')
    expect(en.rows.length).toBe(3 + count)
    expect(en.rows.slice(3).every((r) => r.includes(seeded.caseNo))).toBe(true)

    const zh = await workbook('tbOrder/exportCustomerCaseAllTask', { caseNo: seeded.caseNo }, 'zh-CN')
    expect(zh.name).toContain(`案件期限-${seeded.caseNo}-${today()}.xlsx`)
    expect(zh.rows[2]).toContain('截止日期')
    const missing = await callApi('tbOrder/exportCustomerCaseAllTask', { caseNo: 'NOPE' }, { token })
    expect(missing.body.code).toBe(1004)
  })

  it('exports all the member’s deadlines, earliest first, or those due soon', async () => {
    // The seeds hold only open deadlines: one that has passed is added to see it marked overdue.
    const seeded = server.db.customerTasks.find((t) => t.userId === 'u-demo')!
    server.db.customerTasks.push({ ...seeded, id: 'task-passed', deadline: dayFrom(-3) })
    const count = server.db.customerTasks.filter((t) => t.userId === 'u-demo').length
    const all = await workbook('tbOrder/customerAllTaskExport', {}, 'en')
    expect(all.name).toContain(`all-deadlines-${today()}.xlsx`)
    const rows = all.rows.slice(3)
    expect(rows).toHaveLength(count)
    const deadlines = rows.map((r) => (r[6] as Date).toISOString().slice(0, 10))
    expect(deadlines).toEqual([...deadlines].sort())
    expect(rows[0]).toContain('Overdue')
    const soon = await workbook('tbOrder/customerAllTaskExport', { withinDays: 30 }, 'zh-CN')
    expect(soon.name).toContain(`全部期限-${today()}.xlsx`)
    expect(soon.rows.length - 3).toBeLessThan(count)
    expect(soon.rows.slice(3).every((r) => (r[7] as number) <= 30)).toBe(true)
  })
})

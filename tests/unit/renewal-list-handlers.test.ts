// The renewal list's handlers, read through the client's renewal-status machine (mock-server may not import it).
import { afterEach, describe, expect, it } from 'vitest'
import type { RenewalDateInfo, RenewalMark } from '../../src/api/schemas/renewal-list'
import { renewalStatusOf } from '../../src/machines/shared/renewal-status'
import { createOrder } from '../../mock-server/commerce/orders-store'
import { callApi, setupTestServer } from '../../mock-server/test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'

afterEach(() => {
  expect(server.schemaViolations).toEqual([])
})

interface ListAnswer {
  today: string
  total: number
  list: RenewalMark[]
}

const list = (keyword?: string, lang = 'en') =>
  callApi<ListAnswer>('trademark/queryExtension', keyword === undefined ? {} : { keyword }, { token, lang })

const statusOf = (row: RenewalMark, today: string) => renewalStatusOf(row, today).status

describe('trademark/queryExtension', () => {
  it("lists the account's marks with the facts the renewal status is read from", async () => {
    const { body } = await list()
    expect(body.code).toBe(200)
    const { today, list: rows } = body.data
    expect(rows.map((r) => r.regNo)).toEqual([
      '35126478',
      '35126502',
      '41870233',
      '52307716',
      '60411829',
      '66873120',
    ])
    const byNo = Object.fromEntries(rows.map((r) => [r.regNo, statusOf(r, today)]))
    expect(byNo).toEqual({
      '35126478': 'normal',
      '35126502': 'grace',
      '41870233': 'unable',
      '52307716': 'unable',
      '60411829': 'unable',
      '66873120': 'unable',
    })
    // No event after today travels: the register has not written it yet.
    expect(rows.every((r) => r.events.every((e) => e.date <= today))).toBe(true)
    expect(rows[0]).toMatchObject({ name: '云杉智能', classes: ['09', '42'], recordId: 'PF35126478' })
    expect(rows[0]!.holderEn).not.toBe('')
  })

  it('agrees with the renewal deadlines home shows', async () => {
    const { body } = await list()
    const renewable = body.data.list
      .filter((r) => renewalStatusOf(r, body.data.today).canSubmit)
      .map((r) => r.regNo)
    const homeRenewals = server.db.customerTasks
      .filter((t) => t.userId === 'u-demo' && t.taskType.startsWith('renewal'))
      .map((t) => t.trademarkRegNo)
      .sort()
    expect(renewable).toEqual(homeRenewals)
  })

  it('finds marks by registration number, name (any case) or holder', async () => {
    expect((await list('35126502')).body.data.list.map((r) => r.name)).toEqual(['YUNSHAN'])
    expect((await list('firLINK')).body.data.list.map((r) => r.regNo)).toEqual(['60411829'])
    expect((await list('小智')).body.data.list.map((r) => r.regNo)).toEqual(['66873120'])
    const holder = (await list()).body.data.list[0]!.holderZh
    expect((await list(holder)).body.data.total).toBe(6)
    expect((await list('nothing like it')).body.data).toMatchObject({ total: 0, list: [] })
  })

  it('refuses a search with special characters or over 50 characters, in the caller’s language', async () => {
    const bad = await list('<b>35126478</b>')
    expect(bad.body.code).toBe(800)
    expect(bad.body.msg).toContain('Special characters are not allowed')
    const zh = await list('a'.repeat(51), 'zh-CN')
    expect(zh.body.code).toBe(800)
    expect(zh.body.msg).toContain('搜索内容不能超过 50 个字符')
  })

  it('needs a signed-in user', async () => {
    const { body } = await callApi('trademark/queryExtension', {})
    expect(body.code).toBe(401)
  })

  it('reports a live renewal order of the mark as submitted, once, and forgets a cancelled one', async () => {
    const order = createOrder(server.db, {
      userId: 'u-demo',
      productType: 5,
      trademarkName: 'YUNSHAN',
      lines: [],
      payload: { marks: [{ regNo: '35126502' }] },
      now: new Date().toISOString(),
    })
    const { body } = await list('35126502')
    const row = body.data.list[0]!
    expect(row.submittedOrderNo).toBe(order.orderNo)
    expect(renewalStatusOf(row, body.data.today)).toMatchObject({ status: 'submitted', surcharge: true })

    order.status = 'cancelled'
    const after = (await list('35126502')).body.data.list[0]!
    expect(after.submittedOn).toBeNull()
    expect(statusOf(after, body.data.today)).toBe('grace')
  })

  it('does not take a renewal order of another product type or another mark as a filing', async () => {
    createOrder(server.db, {
      userId: 'u-demo',
      productType: 18,
      trademarkName: 'YUNSHAN',
      lines: [],
      payload: { regNos: ['35126502'] },
      now: new Date().toISOString(),
    })
    createOrder(server.db, {
      userId: 'u-demo',
      productType: 5,
      trademarkName: '云杉智能',
      lines: [],
      payload: { regNos: ['35126478'] },
      now: new Date().toISOString(),
    })
    const rows = (await list()).body.data.list
    expect(rows.find((r) => r.regNo === '35126502')!.submittedOn).toBeNull()
    expect(rows.find((r) => r.regNo === '35126478')!.submittedOn).not.toBeNull()
  })
})

describe('trademark/getExtend', () => {
  it("answers one mark's renewal date info with today's date on the server clock", async () => {
    const { body } = await callApi<RenewalDateInfo>('trademark/getExtend', { regNo: '35126478' }, { token })
    expect(body.code).toBe(200)
    const info = body.data
    const view = renewalStatusOf(info, info.today)
    expect(view.status).toBe('normal')
    expect(info.validdate).toBe(view.expiryDate)
    expect(info.oneYearBefore).toBe(view.opens)
    expect(info.sixMonthAfter).toBe(view.graceEnds?.nominal)
    expect(info.validdate! > info.today).toBe(true)
  })

  it('gives empty dates for a mark that is not registered', async () => {
    const { body } = await callApi<RenewalDateInfo>('trademark/getExtend', { regNo: '41870233' }, { token })
    expect(body.data).toMatchObject({ validdate: null, oneYearBefore: null, sixMonthAfter: null })
    expect(renewalStatusOf(body.data, body.data.today).unableReason).toBe('notRegistered')
  })

  it("refuses another account's mark and an empty number", async () => {
    const other = await callApi('trademark/getExtend', { regNo: '29874561' }, { token, lang: 'zh-CN' })
    expect(other.body).toMatchObject({ code: 1004, msg: '没有找到该商标' })
    const empty = await callApi('trademark/getExtend', { regNo: ' ' }, { token })
    expect(empty.body.code).toBe(800)
  })
})

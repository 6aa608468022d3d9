import { describe, expect, it } from 'vitest'
import type { TimestampBill } from '../../src/api/schemas/timestamp'
import { callApi, setupTestServer, signInAs } from '../test-support'

const server = setupTestServer({ signedInAs: 'u-demo' })
const token = 't-u-demo'
const PATH = 'timestamp/getTimeStampOrder'
const ALL = { from: '2000-01-01', to: '2099-12-31' }

const bill = async (body: object, as = token) =>
  (await callApi<TimestampBill>(PATH, body, { token: as })).body

describe('timestamp/getTimeStampOrder', () => {
  it('gives each demo account its own realistic history: packages bought, then timestamps drawn from them', async () => {
    const counts: Record<string, number> = {}
    for (const userId of ['u-demo', 'u-agency', 'u-person']) {
      const res = await bill({ ...ALL, pageSize: 500 }, signInAs(server, userId))
      counts[userId] = res.data.total
      const list = res.data.list
      expect(list[0]?.kind).toBe('purchase')
      // The balance never goes negative, and each entry moves it by its quantity.
      list.forEach((e, i) => {
        expect(e.balance).toBe((list[i - 1]?.balance ?? 0) + e.quantity)
        expect(e.balance).toBeGreaterThanOrEqual(0)
        if (e.kind === 'usage') {
          expect(e.hash).toMatch(/^[0-9a-f]{64}$/)
          expect(e.amount).toBe(0)
        } else {
          expect(e.amount).toBe(e.unitPrice * e.packageSize)
        }
      })
      expect(res.data.balance).toBe(list.at(-1)?.balance)
      const times = list.map((e) => e.time)
      expect(times).toEqual([...times].sort())
    }
    expect(counts['u-demo']).toBeGreaterThanOrEqual(22)
    expect(counts['u-demo']).toBeLessThanOrEqual(28)
    expect(counts['u-agency']).toBeGreaterThanOrEqual(36)
    expect(counts['u-agency']).toBeLessThanOrEqual(45)
    expect(counts['u-person']).toBe(3)
  })

  it('answers a month with its entries and totals, opening and closing balances included', async () => {
    const all = (await bill({ ...ALL, pageSize: 500 })).data.list
    // A month with both a purchase and earlier history, so the opening balance is not zero.
    const month = all
      .filter((e) => e.kind === 'purchase')
      .at(-1)!
      .time.slice(0, 7)
    const res = await bill({ month, pageSize: 100 })
    const expected = all.filter((e) => e.time.startsWith(month))
    expect(res.code).toBe(200)
    expect(res.data.from).toBe(`${month}-01`)
    expect(res.data.to.slice(0, 7)).toBe(month)
    expect(res.data.list.map((e) => e.id)).toEqual(expected.map((e) => e.id))
    const bought = expected.filter((e) => e.kind === 'purchase')
    const { summary } = res.data
    expect(summary.packages).toBe(bought.length)
    expect(summary.bought).toBe(bought.reduce((s, e) => s + e.quantity, 0))
    expect(summary.amount).toBe(bought.reduce((s, e) => s + e.amount, 0))
    expect(summary.used).toBe(expected.length - bought.length)
    expect(summary.openingBalance).toBe(all.filter((e) => e.time < `${month}-01`).at(-1)!.balance)
    expect(summary.openingBalance).toBeGreaterThan(0)
    expect(summary.closingBalance).toBe(summary.openingBalance + summary.bought - summary.used)
  })

  it('pages through a custom range without losing or repeating an entry', async () => {
    const all = (await bill({ ...ALL, pageSize: 500 })).data
    const from = all.list[3]!.time.slice(0, 10)
    const to = all.list.at(-3)!.time.slice(0, 10)
    const inRange = all.list.filter((e) => e.time.slice(0, 10) >= from && e.time.slice(0, 10) <= to)
    const seen: string[] = []
    for (let pageNum = 1; pageNum <= Math.ceil(inRange.length / 7); pageNum++) {
      const page = await bill({ from, to, pageNum, pageSize: 7 })
      expect(page.data.total).toBe(inRange.length)
      expect(page.data.list.length).toBeLessThanOrEqual(7)
      seen.push(...page.data.list.map((e) => e.id))
    }
    expect(seen).toEqual(inRange.map((e) => e.id))
    const past = await bill({ from, to, pageNum: 99, pageSize: 7 })
    expect(past.data.list).toEqual([])
    expect(past.data.summary.used).toBe(inRange.filter((e) => e.kind === 'usage').length)
  })

  it('answers an empty period with the balance carried through it', async () => {
    const res = await bill({ from: '2001-01-01', to: '2001-12-31' })
    expect(res.data.list).toEqual([])
    expect(res.data.total).toBe(0)
    expect(res.data.summary).toEqual({
      openingBalance: 0,
      packages: 0,
      bought: 0,
      amount: 0,
      used: 0,
      closingBalance: 0,
    })
    const later = await bill({ month: '2099-01' })
    expect(later.data.total).toBe(0)
    expect(later.data.summary.openingBalance).toBe(later.data.balance)
    expect(later.data.summary.closingBalance).toBe(later.data.balance)
  })

  it('refuses a period that is missing, doubled or backwards, and a caller without a session', async () => {
    expect((await bill({})).code).toBe(800)
    expect((await bill({ month: '2026-01', from: '2026-01-01', to: '2026-01-31' })).code).toBe(800)
    expect((await bill({ from: '2026-03-01', to: '2026-02-01' })).code).toBe(800)
    expect((await bill({ month: '2026-13' })).code).toBe(800)
    expect((await callApi(PATH, { month: '2026-01' }, { token: null })).body.code).toBe(401)
  })

  it('seeds the table on first use for demo data saved before it existed', async () => {
    const db = server.db as unknown as Record<string, unknown>
    delete db.timestampOrders
    const res = await bill({ ...ALL })
    expect(res.code).toBe(200)
    expect(res.data.total).toBeGreaterThan(20)
    expect(server.schemaViolations).toEqual([])
  })
})

import { timestampCalls } from '../../src/api/catalogue/timestamp'
import { timestampSchemas, type TimestampEntry } from '../../src/api/schemas/timestamp'
import { monthRange } from '../../src/domain/bill-period'
import { defineHandlers } from '../define-handlers'
import type { TimestampOrderRecord } from '../seeds/timestamps'

const quantityOf = (r: TimestampOrderRecord) => (r.kind === 'purchase' ? r.packageSize : -1)

function toEntry(record: TimestampOrderRecord, balance: number): TimestampEntry {
  if (record.kind === 'purchase') {
    const { userId: _owner, ...purchase } = record
    return {
      ...purchase,
      quantity: record.packageSize,
      unitPrice: Math.round((record.amount / record.packageSize) * 100) / 100,
      balance,
    }
  }
  const { userId: _owner, ...usage } = record
  return { ...usage, quantity: -1, amount: 0, balance }
}

/** The timestamp area's calls the bills need: the account's statement of packages bought and used. */
export const timestampsHandlers = defineHandlers(timestampCalls, timestampSchemas, {
  async timestampGetTimeStampOrder(ctx) {
    const user = ctx.requireUser()
    // Demo data saved before the timestamp table existed gets it on first use instead of a reset. The seeder
    // (and faker with it) loads only then, so no other handler's chunk carries faker.
    if (!ctx.db.timestampOrders) {
      const { seedTimestamps } = await import('../seeds/timestamps')
      seedTimestamps(ctx.db, { today: ctx.today() })
      ctx.changed()
    }
    const { month, pageNum, pageSize } = ctx.body
    const { from, to } = month ? monthRange(month) : { from: ctx.body.from!, to: ctx.body.to! }
    let running = 0
    const entries = ctx.db.timestampOrders
      .filter((r) => r.userId === user.id)
      // A package bought at the same second as a usage came first: it paid for it.
      .sort(
        (a, b) => a.time.localeCompare(b.time) || (a.kind === b.kind ? 0 : a.kind === 'purchase' ? -1 : 1),
      )
      .map((r) => toEntry(r, (running += quantityOf(r))))
    const day = (e: TimestampEntry) => e.time.slice(0, 10)
    const inPeriod = entries.filter((e) => day(e) >= from && day(e) <= to)
    const purchases = inPeriod.filter((e) => e.kind === 'purchase')
    return ctx.ok({
      from,
      to,
      list: inPeriod.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: inPeriod.length,
      pageNum,
      pageSize,
      summary: {
        openingBalance: entries.filter((e) => day(e) < from).at(-1)?.balance ?? 0,
        packages: purchases.length,
        bought: purchases.reduce((s, e) => s + e.quantity, 0),
        amount: purchases.reduce((s, e) => s + e.amount, 0),
        used: inPeriod.length - purchases.length,
        closingBalance: entries.filter((e) => day(e) <= to).at(-1)?.balance ?? 0,
      },
      balance: running,
    })
  },
})

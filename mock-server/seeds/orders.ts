import type { Seeder } from './seed-kit'
import { DEMO_USER_IDS } from '../reference-data/brands'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'
import { PRODUCT_TYPES, type ProductTypeId } from '../../src/domain/product-types'
import type { TaskType } from '../../src/api/schemas/orders'
import type { OrderRecord } from '../commerce/orders-store'
import { seedAccountOrders } from './order-cases'
import { issueDebitNote } from '../commerce/debit-notes-store'
import { businessDate } from '../../src/domain/clock'

export interface CustomerTaskRecord {
  id: string
  userId: string
  caseNo: string
  trademarkName: string
  trademarkRegNo: string
  niceClasses: string[]
  taskType: TaskType
  deadline: string
  orderId: string | null
  /** Application number of the mark; the record page's link. */
  applicationNo?: string
  /** When the deadline's year has no published holiday schedule: only weekends were rolled over. */
  weekendsOnly?: boolean
  /** The customer's instruction on the deadline (tbOrder/PerformCustomerInstruction); given once. */
  instruction?: { action: 'proceed' | 'abandon' | 'extend'; note: string; givenAt: string } | null
}

declare module '../db' {
  interface MockTables {
    customerTasks: CustomerTaskRecord[]
  }
}

/** Debit notes per demo account: three waiting for payment, five settled. */
const OPEN_NOTES = 3
const SETTLED_NOTES = 5

/**
 * The debit notes are issued for orders billed by note: the account's three newest open orders and five
 * paid ones (paid by bank transfer against the note), so every note is a real order with its amount. They go
 * into the one debit-note table (commerce/debit-notes-store), which every view of a note reads.
 */
function issueDebitNotes(db: Parameters<Seeder>[0], userId: string, orders: OrderRecord[]) {
  const top = orders.filter((o) => o.parentId === null)
  const open = top.filter((o) => o.status === 'unpaid').slice(0, OPEN_NOTES)
  const settled = top
    .filter((o) => o.paymentStatus === 'paid' && (o.status === 'processing' || o.status === 'completed'))
    .slice(0, SETTLED_NOTES)
  ;[...open, ...settled].forEach((order, i) => {
    const date = businessDate(order.paidAt ?? order.createdAt)
    if (order.paymentStatus === 'paid') order.paymentMethod = 'offline'
    const no = `DN${date.replaceAll('-', '')}${String(1000 + i * 37 + userId.length * 101).slice(-4)}`
    const note = issueDebitNote(db, order.id, date, no)
    if (note) note.id = `dn-${userId}-${i + 1}`
  })
}

/**
 * Orders of every product type for every demo account (paid and unpaid, in every status, with child orders,
 * case steps, documents and mailing details), the debit notes issued for some of them, and the open deadlines
 * and the recently missed (overdue) deadlines of each account's marks: those src/domain/mark-lifecycle.ts
 * derives from the marks' events, nothing else.
 */
export const seedOrders: Seeder = (db, { zh, today }) => {
  db.orders = []
  db.debitNotes = []
  db.customerTasks = []
  for (const userId of DEMO_USER_IDS) {
    const user = db.users.find((u) => u.id === userId)
    const orders = seedAccountOrders(userId, user, today)
    db.orders.push(...orders)
    issueDebitNotes(db, userId, orders)
    // The deadlines were drawn at random before; the 15 draws are kept so the seeders after this one (invoices,
    // files, search ...) still get the values their data and tests were laid out with.
    for (let i = 0; i < 15; i++) zh.number.int({ min: 0, max: 1 })
    // Deadlines point at the paid order of their mark where there is one.
    const caseOrders = orders.filter((o) => o.parentId === null && o.paymentStatus === 'paid')
    portfolioOf(userId, today).forEach((mark, m) => {
      const life = lifecycleOf(mark, today)
      // Open deadlines, then the steps let pass in the last days (the home's "overdue" view).
      const deadlines = [...life.deadlines, ...life.overdue]
      deadlines.forEach((deadline, d) => {
        const order = caseOrders.find((o) => o.trademarkName === mark.name)
        db.customerTasks.push({
          id: `task-${userId}-${mark.applicationNo}-${deadline.kind}`,
          userId,
          caseNo: `TMC${today.slice(0, 4)}${String(10000 + (m * 4 + d) * 173 + userId.length * 7).slice(-5)}`,
          trademarkName: mark.name,
          // A mark not yet registered has only its application number: the deadline is not "by registration".
          trademarkRegNo: deadline.numberKind === 'registration' ? mark.regNo : '',
          applicationNo: mark.applicationNo,
          niceClasses: [...mark.niceClasses],
          taskType: deadline.kind,
          deadline: deadline.due,
          weekendsOnly: deadline.calendar === 'weekendsOnly',
          orderId: order ? order.id : null,
        })
      })
    })
  }
}

/** Bilingual service name of a debit note's product type. */
export const serviceNameOf = (type: ProductTypeId) => PRODUCT_TYPES[type]

import type { Seeder } from './index'
import { DEMO_USER_IDS, marksOf } from '../reference-data/brands'
import { PRODUCT_TYPES, type ProductTypeId } from '../../src/domain/product-types'
import type { TaskType } from '../../src/api/schemas/orders'

export interface DebitNoteRecord {
  id: string
  userId: string
  debitNoteNo: string
  date: string
  orderId: string
  orderNo: string
  productType: ProductTypeId
  trademarkName: string
  amount: number
  currency: 'CNY' | 'USD' | 'EUR'
  paymentStatus: 'unpaid' | 'paid'
  dueDate: string
  paidAt: string | null
}

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
}

declare module '../db' {
  interface MockTables {
    debitNotes: DebitNoteRecord[]
    customerTasks: CustomerTaskRecord[]
  }
}

/** Official fee plus service fee in CNY per class (typical agency prices), by product type. */
const PRICE_PER_CLASS: Partial<Record<ProductTypeId, number>> = {
  1: 270 + 500,
  5: 500 + 800,
  7: 500 + 2500,
  12: 500 + 800,
  13: 150 + 500,
  14: 750 + 2000,
  16: 500 + 1500,
  26: 8200 + 2000,
  3: 4500 + 1800,
  10: 1200,
  4: 300,
}
const BILLED_TYPES: ProductTypeId[] = [1, 5, 7, 12, 13, 14, 16, 26, 3, 10, 4]

// Deadline spread from 5 days overdue to 120 days ahead, so every urgency shows.
const TASK_OFFSETS = [-5, -2, 1, 3, 6, 9, 14, 21, 28, 35, 47, 60, 75, 96, 120]
const TASK_TYPES: TaskType[] = [
  'officeAction',
  'renewalGrace',
  'oppositionDeadline',
  'priorityDocument',
  'renewalDue',
  'refusalReview',
  'nonUseEvidence',
  'registrationFee',
]

const compact = (date: string) => date.replaceAll('-', '')

/** Debit notes (about 8 per demo account, mixed paid and unpaid) and 15 open deadlines per demo account. */
export const seedOrders: Seeder = (db, { zh, today }) => {
  const base = new Date(`${today}T00:00:00Z`).getTime()
  const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10)
  db.debitNotes = []
  db.customerTasks = []
  for (const userId of DEMO_USER_IDS) {
    const marks = marksOf(userId)
    for (let i = 0; i < 8; i++) {
      const mark = marks[i % marks.length]!
      const productType = BILLED_TYPES[(i + userId.length) % BILLED_TYPES.length]!
      const classes = productType === 10 || productType === 4 ? 1 : mark.niceClasses.length
      const date = day(-(i * 11 + zh.number.int({ min: 0, max: 4 })))
      const paid = i >= 3 && i !== 5
      const orderNo = `TM${compact(date)}${String(zh.number.int({ min: 100000, max: 999999 }))}`
      db.debitNotes.push({
        id: `dn-${userId}-${i + 1}`,
        userId,
        debitNoteNo: `DN${compact(date)}${String(1000 + i * 37).slice(-4)}`,
        date,
        orderId: `ord-${userId}-${i + 1}`,
        orderNo,
        productType,
        trademarkName: mark.name,
        amount: (PRICE_PER_CLASS[productType] ?? 1000) * classes,
        currency: 'CNY',
        paymentStatus: paid ? 'paid' : 'unpaid',
        dueDate: day(-(i * 11) + 15),
        paidAt: paid ? new Date(base - (i * 11 - 2) * 86_400_000).toISOString() : null,
      })
    }
    TASK_OFFSETS.forEach((offset, i) => {
      const mark = marks[(i * 5) % marks.length]!
      const taskType = TASK_TYPES[i % TASK_TYPES.length]!
      db.customerTasks.push({
        id: `task-${userId}-${i + 1}`,
        userId,
        caseNo: `TMC${today.slice(0, 4)}${String(10000 + i * 173 + userId.length * 7).slice(-5)}`,
        trademarkName: mark.name,
        trademarkRegNo: mark.regNo,
        niceClasses: [...mark.niceClasses],
        taskType,
        deadline: day(offset + zh.number.int({ min: 0, max: 1 })),
        orderId: i % 3 === 0 ? `ord-${userId}-${(i % 8) + 1}` : null,
      })
    })
  }
}

/** Bilingual service name of a debit note's product type. */
export const serviceNameOf = (type: ProductTypeId) => PRODUCT_TYPES[type]

import { ordersCalls } from '../../src/api/catalogue/orders'
import { ordersSchemas } from '../../src/api/schemas/orders'
import type { PatentBill } from '../../src/api/schemas/orders-bills'
import { businessDate } from '../../src/domain/clock'
import { PRODUCT_TYPES } from '../../src/domain/product-types'
import { BIZ, ReplyError } from '../context'
import { defineHandlers } from '../define-handlers'
import {
  BILL_FILE_NAMES,
  buildEntrustLetter,
  buildPatentBills,
  buildTrademarkBill,
} from '../exports/bill-files'
import { DOCX_TYPE, XLSX_TYPE } from '../exports/labels'
import { bytesToBase64 } from '../reference-data/bytes'
import { debitNoteOfOrder } from '../commerce/debit-notes-store'
import type { PatentBillRecord } from '../seeds/bills'

const toBill = ({ userId: _owner, ...bill }: PatentBillRecord): PatentBill => ({
  ...bill,
  items: bill.items.map((i) => ({ ...i })),
})

/** Debit notes and bills: patent bills and the server-made bill files. */
export const billsHandlers = defineHandlers(ordersCalls, ordersSchemas, {
  tbOrderQueryPatentBill(ctx) {
    const user = ctx.requireUser()
    const { status, keyword, pageNum, pageSize } = ctx.body
    const needle = keyword.toLowerCase()
    const own = ctx.db.patentBills.filter((b) => b.userId === user.id)
    const matching = own
      .filter((b) => !status || b.paymentStatus === status)
      .filter(
        (b) =>
          !needle ||
          b.patentNo.toLowerCase().includes(needle) ||
          b.patentName.toLowerCase().includes(needle) ||
          b.billNo.toLowerCase().includes(needle),
      )
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.billNo.localeCompare(b.billNo))
    const unpaidAmount = own.filter((b) => b.paymentStatus !== 'paid').reduce((s, b) => s + b.amount, 0)
    return ctx.ok({
      list: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toBill),
      total: matching.length,
      pageNum,
      pageSize,
      unpaidAmount,
    })
  },
  tbOrderUpdatePatentBill(ctx) {
    const user = ctx.requireUser()
    const bill = ctx.db.patentBills.find((b) => b.id === ctx.body.id && b.userId === user.id)
    if (!bill) throw new ReplyError(ctx.fail('账单不存在', 'Bill not found', BIZ.notFound))
    if (bill.paymentStatus === 'paid') {
      throw new ReplyError(ctx.fail('该账单已缴费，不能修改', 'This bill is already paid and cannot change'))
    }
    if (ctx.body.action === 'entrust') {
      bill.paymentStatus = 'entrusted'
      bill.entrustedAt = ctx.now().toISOString()
    } else {
      bill.paymentStatus = 'unpaid'
      bill.entrustedAt = null
    }
    return ctx.ok(toBill(bill))
  },
  async tbOrderCreateTrademarkBill(ctx) {
    const user = ctx.requireUser()
    const { from, to } = ctx.body
    const rows = (ctx.db.orders ?? [])
      .filter((o) => o.userId === user.id && o.parentId === null && o.status !== 'cancelled')
      .filter((o) => businessDate(o.createdAt) >= from && businessDate(o.createdAt) <= to)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((order) => ({
        order,
        service: ctx.t(PRODUCT_TYPES[order.productType].zh, PRODUCT_TYPES[order.productType].en),
        debitNoteNo: debitNoteOfOrder(ctx.db, order.id)?.debitNoteNo ?? null,
      }))
    const bytes = await buildTrademarkBill({ rows, from, to, lang: ctx.lang, generatedAt: ctx.now() })
    return ctx.blob(bytesToBase64(bytes), BILL_FILE_NAMES.trademark(ctx.lang, from, to), XLSX_TYPE)
  },
  async tbOrderCreatePatentBill(ctx) {
    const user = ctx.requireUser()
    const { ids, status } = ctx.body
    const bills = ctx.db.patentBills
      .filter(
        (b) =>
          b.userId === user.id && (!ids || ids.includes(b.id)) && (!status || b.paymentStatus === status),
      )
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
      .map(toBill)
    const bytes = await buildPatentBills({ bills, lang: ctx.lang, generatedAt: ctx.now() })
    return ctx.blob(bytesToBase64(bytes), BILL_FILE_NAMES.patent(ctx.lang, ctx.today()), XLSX_TYPE)
  },
  async tbOrderCreatePatentBillEntrust(ctx) {
    const user = ctx.requireUser()
    const bills = ctx.db.patentBills
      .filter((b) => b.userId === user.id && ctx.body.ids.includes(b.id))
      .map(toBill)
    if (bills.length !== new Set(ctx.body.ids).size) {
      throw new ReplyError(ctx.fail('账单不存在', 'Bill not found', BIZ.notFound))
    }
    if (bills.some((b) => b.paymentStatus === 'paid')) {
      throw new ReplyError(ctx.fail('已缴费的账单无需委托', 'Paid bills need no entrustment'))
    }
    const principal = ctx.lang === 'en' ? user.companyNameEn || user.nameEn : user.companyName || user.name
    const bytes = await buildEntrustLetter({ bills, principal, lang: ctx.lang, date: ctx.today() })
    return ctx.blob(bytesToBase64(bytes), BILL_FILE_NAMES.entrust(ctx.lang, ctx.today()), DOCX_TYPE)
  },
})

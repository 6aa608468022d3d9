/**
 * Server-made bills: the fee management bill of a period (.xlsx), the patent bills (.xlsx) and the patent
 * payment entrustment letter (.docx). exceljs and docx load on first use only.
 */
import { businessDate, businessDateTime } from '../../src/domain/clock'
import type { PatentBill } from '../../src/api/schemas/orders-bills'
import type { OrderRecord } from '../commerce/orders-store'
import type { Lang } from '../context'
import { heading, keyValueTable, gridTable, pack, spacer, text } from './docx-parts'
import { bookBytes, shadeHeader } from './sheet-parts'

const MONEY = '#,##0.00'

const L = {
  zh: {
    bill: '费用管理账单',
    period: '账单期间',
    made: '生成时间',
    orderNo: '订单号',
    date: '下单日期',
    service: '服务',
    trademark: '商标',
    official: '官费',
    serviceFee: '服务费',
    discount: '优惠',
    total: '合计',
    payment: '支付状态',
    paidAt: '支付时间',
    debitNote: '账单号',
    sum: '合计',
    paid: '已支付',
    unpaid: '未支付',
    paying: '支付中',
    patentBills: '专利年费账单',
    billNo: '账单号',
    patentNo: '专利号',
    patentName: '专利名称',
    year: '年度',
    due: '缴费期限',
    annualFee: '年费',
    lateFee: '滞纳金',
    entrusted: '已委托',
    entrust: '专利年费缴费委托书',
    entrustIntro:
      '委托人现委托受托人代为缴纳下列专利的年费及相关费用，并承诺在缴费期限前将费用汇至受托人账户。',
    principal: '委托人',
    agent: '受托人',
    agentName: '大为知识产权服务有限公司',
    sign: '委托人（签字或盖章）：                    日期：',
  },
  en: {
    bill: 'Fee management bill',
    period: 'Period',
    made: 'Generated',
    orderNo: 'Order no.',
    date: 'Order date',
    service: 'Service',
    trademark: 'Trademark',
    official: 'Official fee',
    serviceFee: 'Service fee',
    discount: 'Discount',
    total: 'Total',
    payment: 'Payment',
    paidAt: 'Paid on',
    debitNote: 'Debit note',
    sum: 'Total',
    paid: 'Paid',
    unpaid: 'Unpaid',
    paying: 'Paying',
    patentBills: 'Patent annual fee bills',
    billNo: 'Bill no.',
    patentNo: 'Patent no.',
    patentName: 'Title',
    year: 'Year',
    due: 'Due date',
    annualFee: 'Annual fee',
    lateFee: 'Late fee',
    entrusted: 'Entrusted',
    entrust: 'Patent annual fee payment entrustment',
    entrustIntro:
      'The principal entrusts the agent with paying the annual fees and related charges of the patents below and undertakes to transfer the amounts to the agent before the due dates.',
    principal: 'Principal',
    agent: 'Agent',
    agentName: 'Dawei Intellectual Property Services Co., Ltd.',
    sign: 'Principal (signature or seal):                    Date:',
  },
}

export const BILL_FILE_NAMES = {
  trademark: (lang: Lang, from: string, to: string) =>
    lang === 'en' ? `fee-management-bill-${from}-to-${to}.xlsx` : `费用管理账单-${from}至${to}.xlsx`,
  patent: (lang: Lang, date: string) =>
    lang === 'en' ? `patent-annual-fee-bills-${date}.xlsx` : `专利年费账单-${date}.xlsx`,
  entrust: (lang: Lang, date: string) =>
    lang === 'en' ? `patent-payment-entrustment-${date}.docx` : `专利年费缴费委托书-${date}.docx`,
}

export interface BillOrderRow {
  order: OrderRecord
  /** The order's debit note number (the debit-note table), or null when none was issued. */
  debitNoteNo: string | null
  service: string
}

/** Column widths in order; the columns `money` spans (first and last, from 0) show money. */
function widenColumns(
  sheet: import('exceljs').Worksheet,
  widths: readonly number[],
  money: readonly [number, number],
) {
  widths.forEach((width, i) => {
    const column = sheet.getColumn(i + 1)
    column.width = width
    if (i >= money[0] && i <= money[1]) column.numFmt = MONEY
  })
}

/** Orders of a period with their fee parts and a totals row; money cells are real numbers. */
export async function buildTrademarkBill(input: {
  rows: readonly BillOrderRow[]
  from: string
  to: string
  lang: Lang
  generatedAt: Date
}): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const w = input.lang === 'en' ? L.en : L.zh
  const book = new ExcelJS.Workbook()
  book.creator = w.bill
  book.created = input.generatedAt
  const sheet = book.addWorksheet(w.bill, { views: [{ state: 'frozen', ySplit: 4 }] })
  sheet.addRow([w.bill]).font = { bold: true, size: 14 }
  sheet.addRow([
    w.period,
    `${input.from} – ${input.to}`,
    w.made,
    businessDateTime(input.generatedAt).slice(0, 16),
  ])
  sheet.addRow([])
  sheet.addRow([
    w.orderNo,
    w.date,
    w.service,
    w.trademark,
    w.official,
    w.serviceFee,
    w.discount,
    w.total,
    w.payment,
    w.paidAt,
    w.debitNote,
  ])
  shadeHeader(sheet.getRow(4))
  for (const { order: o, service, debitNoteNo } of input.rows) {
    sheet.addRow([
      o.orderNo,
      businessDate(o.createdAt),
      service,
      o.trademarkName,
      o.officialFee,
      o.serviceFee,
      o.couponDiscount,
      o.total,
      w[o.paymentStatus],
      o.paidAt ? businessDate(o.paidAt) : '',
      debitNoteNo ?? '',
    ])
  }
  const first = 5
  const last = 4 + input.rows.length
  const sumRow = sheet.addRow([w.sum, '', '', '', 0, 0, 0, 0])
  sumRow.font = { bold: true }
  if (input.rows.length) {
    for (const col of ['E', 'F', 'G', 'H']) {
      const total = input.rows.reduce((s, { order }) => {
        const key = { E: 'officialFee', F: 'serviceFee', G: 'couponDiscount', H: 'total' } as const
        return s + order[key[col as 'E']]
      }, 0)
      sheet.getCell(`${col}${sumRow.number}`).value = {
        formula: `SUM(${col}${first}:${col}${last})`,
        result: Math.round(total * 100) / 100,
      }
    }
  }
  widenColumns(sheet, [22, 12, 30, 20, 12, 12, 10, 12, 10, 12, 18], [4, 7])
  return bookBytes(book)
}

/** Patent bills, one row each, with their fee parts. */
export async function buildPatentBills(input: {
  bills: readonly PatentBill[]
  lang: Lang
  generatedAt: Date
}): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const w = input.lang === 'en' ? L.en : L.zh
  const book = new ExcelJS.Workbook()
  book.creator = w.patentBills
  book.created = input.generatedAt
  const sheet = book.addWorksheet(w.patentBills, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow([
    w.billNo,
    w.date,
    w.due,
    w.patentNo,
    w.patentName,
    w.year,
    w.annualFee,
    w.lateFee,
    w.serviceFee,
    w.total,
    w.payment,
  ])
  shadeHeader(sheet.getRow(1))
  const part = (b: PatentBill, kind: string) => b.items.find((i) => i.kind === kind)?.amount ?? 0
  for (const b of input.bills) {
    sheet.addRow([
      b.billNo,
      b.date,
      b.dueDate,
      b.patentNo,
      b.patentName,
      b.feeYear,
      part(b, 'annualFee'),
      part(b, 'lateFee'),
      part(b, 'serviceFee'),
      b.amount,
      w[b.paymentStatus],
    ])
  }
  widenColumns(sheet, [20, 12, 12, 20, 34, 8, 12, 12, 12, 12, 10], [6, 9])
  return bookBytes(book)
}

/** The entrustment letter: principal, agent, the bills to pay and their total, and the signature lines. */
export async function buildEntrustLetter(input: {
  bills: readonly PatentBill[]
  principal: string
  lang: Lang
  date: string
}): Promise<Uint8Array> {
  const d = await import('docx')
  const w = input.lang === 'en' ? L.en : L.zh
  const total = input.bills.reduce((s, b) => s + b.amount, 0)
  const money = (n: number) =>
    n.toLocaleString(input.lang === 'en' ? 'en-US' : 'zh-CN', { minimumFractionDigits: 2 })
  const children = [
    heading(d, w.entrust, 1),
    keyValueTable(d, [
      [w.principal, input.principal],
      [w.agent, w.agentName],
      [w.made, input.date],
    ]),
    spacer(d),
    text(d, w.entrustIntro),
    spacer(d),
    gridTable(
      d,
      [w.billNo, w.patentNo, w.patentName, w.year, w.due, `${w.total} (CNY)`],
      [
        ...input.bills.map((b) => [
          b.billNo,
          b.patentNo,
          b.patentName,
          String(b.feeYear),
          b.dueDate,
          money(b.amount),
        ]),
        [w.sum, '', '', '', '', money(total)],
      ],
    ),
    spacer(d),
    spacer(d),
    text(d, w.sign, { bold: true }),
  ]
  return pack(d, [{ children }], w.entrust)
}

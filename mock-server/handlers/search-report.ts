/**
 * The availability-analysis report a member buys after a search: their notes and attachments for the analyst
 * while the report is not delivered (tmQueryReport/addRemarksField, uploadRemarksFile), and the delivered
 * report as Word (tmInfo/queryResultDownload). The notes' files are records of `files` (bytes in IndexedDB,
 * file-bytes.ts), checked by content with src/domain/report-notes.ts as the page checks them.
 */
import { searchCalls } from '../../src/api/catalogue/search'
import { searchOrdersSchemas } from '../../src/api/schemas/search-orders'
import { businessDate, businessDateTime } from '../../src/domain/clock'
import { CONTENT_HEAD_BYTES } from '../../src/domain/files'
import {
  checkReportAttachment,
  checkReportNotes,
  REPORT_ATTACHMENTS_MAX,
} from '../../src/domain/report-notes'
import { fromSearchParams } from '../../src/domain/search-params'
import { findOrder, type OrderRecord } from '../commerce/orders-store'
import { notesOf, reportQueryOf, reportState, toReportOrder } from '../commerce/report-orders'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId } from '../db'
import { defineHandlers } from '../define-handlers'
import { analysisReportFileName, buildAnalysisReportDocx } from '../exports/analysis-report-docx'
import { DOCX_TYPE } from '../exports/labels'
import { bytesToBase64 } from '../reference-data/bytes'
import { buildAnalysisReport } from '../search/analysis-report'

type Ctx = HandlerContext<unknown>

/** The caller's report order; another member's order, or an order of another service, is not found. */
function ownReport(ctx: Ctx, orderId: string): OrderRecord {
  const user = ctx.requireUser()
  const order = findOrder(ctx.db, user.id, orderId)
  if (!order || order.productType !== 4)
    throw new ReplyError(ctx.fail('检索报告订单不存在', 'No such search-report order', BIZ.notFound))
  return order
}

/** The caller's report order whose notes may still change: not delivered, not cancelled or refunded. */
function editableReport(ctx: Ctx, orderId: string): OrderRecord {
  const order = ownReport(ctx, orderId)
  const state = reportState(ctx, order)
  if (state === 'delivered')
    throw new ReplyError(
      ctx.fail(
        '报告已交付，不能再修改给分析师的说明和附件',
        'The report has been delivered; the notes and attachments for the analyst can no longer change.',
        BIZ.rejected,
      ),
    )
  if (state === 'closed')
    throw new ReplyError(
      ctx.fail(
        '该订单已取消或退款，不能再添加说明',
        'This order is cancelled or refunded; no notes can be added.',
        BIZ.rejected,
      ),
    )
  return order
}

/** The order's search; an order seeded without one stands for a word search of its subject in its classes. */
function searchOf(order: OrderRecord): Record<string, string> {
  const params = reportQueryOf(order)
  if (Object.keys(params).length) return params
  return { tradeMarkText: order.trademarkName, niceChoosedStr: order.niceClasses.join(';') }
}

const dueText = (iso: string) => `${businessDateTime(iso).slice(0, 16)}`

/** Notes and attachments: they only change the order, so they answer without waiting for the register. */
export const searchReportNotesHandlers = defineHandlers(searchCalls, searchOrdersSchemas, {
  tmQueryReportAddRemarksField(ctx) {
    const user = ctx.requireUser()
    const order = editableReport(ctx, ctx.body.orderId)
    const check = checkReportNotes(ctx.body.remarks)
    if (!check.ok)
      return ctx.fail('说明最多 1000 个字', 'The notes can be at most 1000 characters.', BIZ.rejected)
    const notes = notesOf(order)
    const keep = new Set(ctx.body.fileIds)
    const unknown = [...keep].filter((id) => !notes.attachments.some((a) => a.fileId === id))
    if (unknown.length)
      return ctx.fail('附件不存在或不属于该订单', 'An attachment is not one of this order’s.', BIZ.notFound)
    const dropped = new Set(notes.attachments.filter((a) => !keep.has(a.fileId)).map((a) => a.fileId))
    ctx.db.files = ctx.db.files.filter((f) => !dropped.has(f.id))
    order.reportNotes = {
      remarks: check.remarks,
      updatedAt: ctx.now().toISOString(),
      updatedBy: { id: user.id, name: user.name },
      attachments: notes.attachments.filter((a) => keep.has(a.fileId)),
    }
    ctx.changed()
    return ctx.ok(toReportOrder(ctx.db, order))
  },

  async tmQueryReportUploadRemarksFile(ctx) {
    const user = ctx.requireUser()
    const order = editableReport(ctx, ctx.body.orderId)
    const notes = notesOf(order)
    if (notes.attachments.length >= REPORT_ATTACHMENTS_MAX)
      return ctx.fail(
        `每个订单最多 ${REPORT_ATTACHMENTS_MAX} 个附件，请先删除一个`,
        `An order takes at most ${REPORT_ATTACHMENTS_MAX} attachments; remove one first.`,
        BIZ.rejected,
      )
    const { file } = ctx.body
    const name = file instanceof File && file.name ? file.name : 'attachment'
    const bytes = new Uint8Array(await file.arrayBuffer())
    const check = checkReportAttachment(bytes.subarray(0, CONTENT_HEAD_BYTES), bytes.length, name)
    if (!check.ok) {
      if (check.error === 'validation:fileTooLarge')
        return ctx.fail('文件过大：附件不能超过 10MB', 'File too large: an attachment may be at most 10 MB.')
      if (check.error === 'payment:notes.emptyFile') return ctx.fail('文件是空的', 'The file is empty.')
      return ctx.fail(
        '文件格式错误：请上传图片、PDF、Word 或 Excel 文件',
        'Wrong file format: attach an image, a PDF, or a Word or Excel file.',
      )
    }
    const uploadedAt = ctx.now().toISOString()
    const id = newId('f-')
    ctx.db.files.push({
      id,
      userId: user.id,
      fileName: name,
      size: bytes.length,
      contentType: check.contentType,
      bizType: 'reportRemarks',
      base64: bytesToBase64(bytes),
      createdAt: uploadedAt,
    })
    order.reportNotes = {
      ...notes,
      attachments: [...notes.attachments, { fileId: id, name, size: bytes.length, uploadedAt }],
    }
    ctx.changed()
    return ctx.ok({ id, name, size: bytes.length, uploadedAt })
  },
})

/** The report itself reads the register (search-group.ts runs it once the register is built). */
export const searchReportDownloadHandlers = defineHandlers(searchCalls, searchOrdersSchemas, {
  async tmInfoQueryResultDownload(ctx) {
    const order = ownReport(ctx, ctx.body.orderId)
    const state = reportState(ctx, order)
    if (state === 'unpaid')
      return ctx.fail(
        '报告尚未付款，付款后一个工作日内交付',
        'The report is not paid yet; it is delivered within 1 working day after payment.',
        BIZ.rejected,
      )
    // A report delivered before its order was refunded stays readable; one never delivered has nothing to read.
    if (state === 'closed' && order.report?.status !== 'delivered')
      return ctx.fail(
        '该订单已取消或退款，没有报告',
        'This order is cancelled or refunded; it has no report.',
        BIZ.rejected,
      )
    if (state === 'pending' || !order.report?.deliveredAt) {
      const due = dueText(order.report?.dueAt ?? ctx.now().toISOString())
      return ctx.fail(
        `报告正在分析中，预计 ${due}（北京时间）前交付`,
        `The report is being prepared; it is due by ${due} (Beijing time).`,
        BIZ.rejected,
        { dueAt: order.report?.dueAt ?? null },
      )
    }
    const notes = notesOf(order)
    const deliveredAt = order.report.deliveredAt
    const report = buildAnalysisReport({
      orderNo: order.orderNo,
      subject: order.trademarkName,
      query: fromSearchParams(searchOf(order)),
      remarks: notes.remarks,
      remarksUpdatedAt: notes.updatedAt,
      attachmentNames: notes.attachments.map((a) => a.name),
      paidAt: order.paidAt,
      deliveredAt,
      dataDate: businessDate(deliveredAt),
    })
    // As text: the client reads an application/json answer to a file call as a refusal envelope.
    if (ctx.body.format === 'json')
      return ctx.blob(
        bytesToBase64(new TextEncoder().encode(JSON.stringify(report))),
        analysisReportFileName(ctx.lang, order.orderNo, deliveredAt).replace(/\.docx$/, '.json'),
        'text/plain; charset=utf-8',
      )
    const bytes = await buildAnalysisReportDocx(report, ctx.lang)
    return ctx.blob(
      bytesToBase64(bytes),
      analysisReportFileName(ctx.lang, order.orderNo, deliveredAt),
      DOCX_TYPE,
    )
  },
})

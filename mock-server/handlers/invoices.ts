import type { z } from 'zod'
import { invoicesCalls } from '../../src/api/catalogue/invoices'
import {
  invoicesSchemas,
  REQUEST_STATUSES,
  type Invoice,
  type InvoiceHeader,
  type InvoiceSettings,
} from '../../src/api/schemas/invoices'
import type { Address } from '../../src/api/schemas/member'
import { needsVerification } from '../../src/domain/certification'
import { INVOICE_TAX_RATE } from '../../src/domain/pricing'
import { PRODUCT_TYPES } from '../../src/domain/product-types'
import {
  advanceInvoice,
  digitsFrom,
  invoiceAmounts,
  invoiceBlock,
  invoiceStatusAt,
  nextRequestNo,
  planFrom,
  restartInvoice,
  syncOrderInvoiceStatuses,
  type InvoiceHeaderRecord,
  type InvoiceRecord,
  type InvoiceSettingsRecord,
} from '../commerce/invoices-store'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { newId, type MockDb } from '../db'
import { defineHandlers, type Handler } from '../define-handlers'
import { certificationStatusOf } from './certification'
import { buildContractTemplate, CONTRACT_FILE_NAME } from '../exports/invoice-contract-docx'
import { DOCX_TYPE } from '../exports/labels'
import { bytesToBase64 } from '../reference-data/bytes'
import { defineSimulation } from '../simulations'
import type { AddressRecord } from '../seeds/member'
import { moveInvoice } from '../commerce/invoice-moves'
import { debitNoteOfOrder } from '../commerce/debit-notes-store'

type Ctx = HandlerContext<unknown>
type ApplicantOption = z.input<typeof invoicesSchemas.memberInvoiceGetApplicantList.res>['list'][number]

const reject = (ctx: Ctx, zh: string, en: string, code: number = BIZ.rejected, data?: unknown) =>
  new ReplyError(ctx.fail(zh, en, code, data))

const headersOf = (db: MockDb, userId: string) => db.invoiceHeaders.filter((h) => h.userId === userId)

function settingsOf(db: MockDb, userId: string): InvoiceSettingsRecord {
  let found = db.invoiceSettings.find((s) => s.userId === userId)
  if (!found) {
    found = { userId, defaultHeaderId: null, addressId: null, invoiceType: 'vatGeneral' }
    db.invoiceSettings.push(found)
  }
  return found
}

function toHeader(h: InvoiceHeaderRecord, defaultId: string | null): InvoiceHeader {
  const { userId: _owner, qualificationFileId, qualificationFileName, ...rest } = h
  return {
    ...rest,
    qualificationFile: qualificationFileId
      ? { fileId: qualificationFileId, fileName: qualificationFileName }
      : null,
    isDefault: h.id === defaultId,
  }
}

const toAddress = ({ userId: _owner, ...a }: AddressRecord): Address => a
const fullAddress = (a: AddressRecord) =>
  `${a.province}${a.city === a.province ? '' : a.city}${a.district}${a.address}`

function ownHeader(ctx: Ctx, userId: string, id: string): InvoiceHeaderRecord {
  const found = ctx.db.invoiceHeaders.find((h) => h.id === id && h.userId === userId)
  if (!found) throw reject(ctx, '发票抬头不存在', 'Invoice header not found', BIZ.notFound)
  return found
}

function ownAddress(ctx: Ctx, userId: string, id: string): AddressRecord {
  const found = (ctx.db.addresses ?? []).find((a) => a.id === id && a.userId === userId)
  if (!found) throw reject(ctx, '邮寄地址不存在', 'Mailing address not found', BIZ.notFound)
  return found
}

function ownInvoice(ctx: Ctx, userId: string, id: string): InvoiceRecord {
  const found = ctx.db.invoices.find((i) => i.id === id && i.userId === userId)
  if (!found) throw reject(ctx, '发票申请不存在', 'Invoice request not found', BIZ.notFound)
  return found
}

function settingsView(ctx: Ctx, userId: string): InvoiceSettings {
  const s = settingsOf(ctx.db, userId)
  const header = s.defaultHeaderId
    ? headersOf(ctx.db, userId).find((h) => h.id === s.defaultHeaderId)
    : undefined
  const address = s.addressId
    ? (ctx.db.addresses ?? []).find((a) => a.id === s.addressId && a.userId === userId)
    : undefined
  return {
    defaultHeaderId: header?.id ?? null,
    addressId: address?.id ?? null,
    invoiceType: s.invoiceType,
    header: header ? toHeader(header, header.id) : null,
    address: address ? toAddress(address) : null,
  }
}

/** An invoice request as the member sees it at `now`. */
export function toInvoice(db: MockDb, inv: InvoiceRecord, now: Date, lang: 'zh-CN' | 'en'): Invoice {
  const status = invoiceStatusAt(inv, now)
  const reached = (s: string) => inv.plan.some((p) => p.status === s && new Date(p.at) <= now)
  return {
    id: inv.id,
    requestNo: inv.requestNo,
    status,
    rejectReason: status === 'notAudited' ? (lang === 'en' ? inv.rejectReasonEn : inv.rejectReasonZh) : '',
    invoiceType: inv.invoiceType,
    headerId: inv.headerId,
    header: { ...inv.header },
    orders: inv.orderIds.map((id) => {
      const o = (db.orders ?? []).find((x) => x.id === id)
      return {
        id,
        orderNo: o?.orderNo ?? id,
        serviceName: o ? { ...PRODUCT_TYPES[o.productType] } : { zh: '', en: '' },
        trademarkName: o?.trademarkName ?? '',
        total: o?.total ?? 0,
      }
    }),
    amount: inv.amount,
    taxRate: inv.invoiceType === 'vatSpecial' ? INVOICE_TAX_RATE : 0,
    tax: inv.tax,
    totalWithTax: Math.round((inv.amount + inv.tax) * 100) / 100,
    address: { ...inv.address },
    remark: inv.remark,
    requestedAt: inv.requestedAt,
    timeline: inv.plan.map((p) => ({ status: p.status, at: p.at, done: new Date(p.at) <= now })),
    fapiaoNo: reached('invoiced') ? inv.fapiaoNo : null,
    trackingNo: reached('mailed') ? inv.trackingNo : null,
  }
}

function validateHeaderUse(ctx: Ctx, header: InvoiceHeaderRecord, type: 'vatSpecial' | 'vatGeneral') {
  if (type === 'vatSpecial' && header.kind !== 'enterprise') {
    throw reject(
      ctx,
      '增值税专用发票只能开具给企业抬头',
      'A VAT special invoice can only be made out to an enterprise header',
      BIZ.rejected,
      { field: 'invoiceType' },
    )
  }
}

const saveHeader: Handler<typeof invoicesSchemas.memberInvoiceAddInvoiceInfo> = (ctx) => {
  const user = ctx.requireUser()
  const { id, qualificationFileId, ...fields } = ctx.body
  const personal = fields.kind === 'personal'
  const values = personal
    ? { ...fields, taxpayerId: '', registeredAddress: '', bank: '', bankAccount: '', registeredPhone: '' }
    : fields
  let fileName = ''
  if (!personal) {
    const file = (ctx.db.files ?? []).find(
      (f) => f.id === qualificationFileId && (f.userId ?? user.id) === user.id,
    )
    if (!file) {
      throw reject(ctx, '请上传资质文件', 'Please upload the qualification file', BIZ.rejected, {
        field: 'qualificationFileId',
      })
    }
    fileName = file.fileName
  }
  const duplicate = headersOf(ctx.db, user.id).find((h) => h.title === values.title && h.id !== id)
  if (duplicate) {
    throw reject(ctx, '已存在相同名称的发票抬头', 'A header with this title already exists', BIZ.rejected, {
      field: 'title',
    })
  }
  const now = ctx.now().toISOString()
  let record: InvoiceHeaderRecord
  if (id) {
    record = ownHeader(ctx, user.id, id)
    Object.assign(record, values, {
      qualificationFileId: personal ? null : qualificationFileId,
      qualificationFileName: fileName,
      updatedAt: now,
    })
  } else {
    record = {
      id: newId('ih-'),
      userId: user.id,
      ...values,
      qualificationFileId: personal ? null : qualificationFileId,
      qualificationFileName: fileName,
      createdAt: now,
      updatedAt: now,
    }
    ctx.db.invoiceHeaders.push(record)
  }
  const settings = settingsOf(ctx.db, user.id)
  settings.defaultHeaderId ??= record.id
  return ctx.ok(toHeader(record, settings.defaultHeaderId))
}

defineSimulation('invoices.advance', ({ db, now }, invoiceId, outcome) => {
  const inv = (db.invoices ?? []).find((i) => i.id === invoiceId || i.requestNo === invoiceId)
  if (!inv) throw new Error(`[mock] no invoice ${invoiceId}`)
  const status = advanceInvoice(inv, now, {
    reject: outcome === 'reject' ? true : outcome === 'pass' ? false : undefined,
  })
  syncOrderInvoiceStatuses(db, now)
  return status
})

export const invoicesHandlers = defineHandlers(invoicesCalls, invoicesSchemas, {
  memberInvoiceGetInvoiceInfo(ctx) {
    const user = ctx.requireUser()
    const { defaultHeaderId } = settingsOf(ctx.db, user.id)
    const list = headersOf(ctx.db, user.id)
      .sort(
        (a, b) =>
          Number(b.id === defaultHeaderId) - Number(a.id === defaultHeaderId) ||
          b.updatedAt.localeCompare(a.updatedAt),
      )
      .map((h) => toHeader(h, defaultHeaderId))
    return ctx.ok({ list, total: list.length })
  },
  memberInvoiceAddInvoiceInfo: saveHeader,
  memberInvoicePerfectApplicant(ctx) {
    const user = ctx.requireUser()
    const existing = headersOf(ctx.db, user.id).find((h) => h.title === ctx.body.title)
    return saveHeader({ ...ctx, body: { ...ctx.body, id: ctx.body.id ?? existing?.id } })
  },
  memberInvoiceDeleteInvoiceInfo(ctx) {
    const user = ctx.requireUser()
    const header = ownHeader(ctx, user.id, ctx.body.id)
    const now = ctx.now()
    const inUse = ctx.db.invoices.some(
      (i) => i.headerId === header.id && !['mailed', 'notAudited'].includes(invoiceStatusAt(i, now)),
    )
    if (inUse) {
      throw reject(
        ctx,
        '该抬头有正在办理的发票申请，暂不能删除',
        'This header is used by an invoice request in progress and cannot be deleted yet',
      )
    }
    ctx.db.invoiceHeaders = ctx.db.invoiceHeaders.filter((h) => h.id !== header.id)
    const settings = settingsOf(ctx.db, user.id)
    if (settings.defaultHeaderId === header.id)
      settings.defaultHeaderId = headersOf(ctx.db, user.id)[0]?.id ?? null
    return ctx.ok({ id: header.id })
  },
  memberInvoiceEchoInvoice(ctx) {
    return ctx.ok(settingsView(ctx, ctx.requireUser().id))
  },
  memberInvoiceFirstInvoice(ctx) {
    const user = ctx.requireUser()
    const header = ownHeader(ctx, user.id, ctx.body.defaultHeaderId)
    ownAddress(ctx, user.id, ctx.body.addressId)
    validateHeaderUse(ctx, header, ctx.body.invoiceType)
    Object.assign(settingsOf(ctx.db, user.id), {
      defaultHeaderId: header.id,
      addressId: ctx.body.addressId,
      invoiceType: ctx.body.invoiceType,
    })
    return ctx.ok(settingsView(ctx, user.id))
  },
  memberInvoiceGetMemberOrderList(ctx) {
    const user = ctx.requireUser()
    const now = ctx.now()
    syncOrderInvoiceStatuses(ctx.db, now)
    const { orderIds, pageNum, pageSize } = ctx.body
    const own = (ctx.db.orders ?? []).filter((o) => o.userId === user.id)
    const rows = (orderIds ? own.filter((o) => orderIds.includes(o.id)) : own)
      .map((o) => ({ o, blocked: invoiceBlock(ctx.db, o, now) }))
      .filter(({ blocked }) => orderIds || blocked === null)
      .sort((a, b) => (b.o.paidAt ?? b.o.createdAt).localeCompare(a.o.paidAt ?? a.o.createdAt))
    const noteOf = (id: string) => debitNoteOfOrder(ctx.db, id)
    const list = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(({ o, blocked }) => ({
      id: o.id,
      orderNo: o.orderNo,
      productType: o.productType,
      serviceName: { ...PRODUCT_TYPES[o.productType] },
      trademarkName: o.trademarkName,
      officialFee: o.officialFee,
      serviceFee: o.serviceFee,
      couponDiscount: o.couponDiscount,
      total: o.total,
      paymentStatus: o.paymentStatus,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      debitNoteNo: noteOf(o.id)?.debitNoteNo ?? null,
      debitNoteDate: noteOf(o.id)?.date ?? null,
      invoiceStatus: o.invoiceStatus,
      blockedReason: blocked,
    }))
    return ctx.ok({ list, total: rows.length, pageNum, pageSize })
  },
  memberInvoiceInsertInvoice(ctx) {
    const user = ctx.requireUser()
    const now = ctx.now()
    const { orderIds, headerId, invoiceType, addressId, remark } = ctx.body
    const header = ownHeader(ctx, user.id, headerId)
    validateHeaderUse(ctx, header, invoiceType)
    // A special VAT invoice names the verified company (the certification page lists it as waiting for
    // verification): an unverified corporate account is refused, as the request form warns.
    if (
      invoiceType === 'vatSpecial' &&
      needsVerification(user.accountType) &&
      certificationStatusOf(ctx.db, user.id) !== 'approved'
    ) {
      throw reject(
        ctx,
        '增值税专用发票需先完成企业认证',
        'A VAT special invoice needs a verified company: complete the company verification first',
        BIZ.rejected,
        { field: 'invoiceType' },
      )
    }
    const address = ownAddress(ctx, user.id, addressId)
    const ids = [...new Set(orderIds)]
    const orders = ids.map((id) => (ctx.db.orders ?? []).find((o) => o.id === id && o.userId === user.id))
    const missing = ids.filter((_, i) => !orders[i])
    if (missing.length) {
      throw reject(ctx, '订单不存在', 'Order not found', BIZ.notFound, { orderIds: missing })
    }
    for (const order of orders) {
      const blocked = invoiceBlock(ctx.db, order!, now)
      if (blocked === 'notPaid')
        throw reject(
          ctx,
          `订单 ${order!.orderNo} 尚未支付，不能开票`,
          `Order ${order!.orderNo} is not paid yet and cannot be invoiced`,
        )
      if (blocked === 'refunded')
        throw reject(
          ctx,
          `订单 ${order!.orderNo} 已取消或退款，不能开票`,
          `Order ${order!.orderNo} was cancelled or refunded and cannot be invoiced`,
        )
      if (blocked === 'requested')
        throw reject(
          ctx,
          `订单 ${order!.orderNo} 已申请开票`,
          `An invoice has already been requested for order ${order!.orderNo}`,
        )
    }
    const paid = orders.map((o) => o!)
    // The audit refuses a header naming the verified company with another taxpayer ID (a real check the
    // invoicing desk makes against the tax registration).
    const cert = (ctx.db.certifications ?? []).find((c) => c.userId === user.id && c.status === 'approved')
    const mismatch = Boolean(
      cert &&
      header.kind === 'enterprise' &&
      header.title === cert.companyName &&
      header.taxpayerId !== cert.uscc,
    )
    const requestedAt = now.toISOString()
    const requestNo = nextRequestNo(ctx.db, now)
    const record: InvoiceRecord = {
      id: newId('inv-'),
      userId: user.id,
      requestNo,
      orderIds: ids,
      invoiceType,
      headerId: header.id,
      header: {
        kind: header.kind,
        title: header.title,
        taxpayerId: header.taxpayerId,
        registeredAddress: header.registeredAddress,
        bank: header.bank,
        bankAccount: header.bankAccount,
        registeredPhone: header.registeredPhone,
      },
      addressId: address.id,
      address: {
        recipient: address.recipient,
        phone: address.phone,
        address: fullAddress(address),
        zipCode: address.zipCode,
      },
      remark,
      ...invoiceAmounts(paid, invoiceType),
      requestedAt,
      plan: planFrom(requestedAt, mismatch ? 'reject' : 'pass'),
      rejectReasonZh: mismatch
        ? '发票抬头与企业认证信息的统一社会信用代码不一致，请修改抬头后重新提交。'
        : '',
      rejectReasonEn: mismatch
        ? 'The taxpayer ID of the header does not match the verified company’s credit code; correct the header and resubmit.'
        : '',
      fapiaoNo: digitsFrom(requestNo, 8),
      trackingNo: `SF${digitsFrom(`${requestNo}-mail`, 12)}`,
    }
    ctx.db.invoices.push(record)
    syncOrderInvoiceStatuses(ctx.db, now)
    return ctx.ok(toInvoice(ctx.db, record, now, ctx.lang))
  },
  memberInvoiceGetInvoice(ctx) {
    const user = ctx.requireUser()
    const now = ctx.now()
    syncOrderInvoiceStatuses(ctx.db, now)
    const { status, pageNum, pageSize } = ctx.body
    const own = ctx.db.invoices
      .filter((i) => i.userId === user.id)
      .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
    const counts: Record<string, number> = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0]))
    for (const inv of own) counts[invoiceStatusAt(inv, now)]! += 1
    const matching = status ? own.filter((i) => invoiceStatusAt(i, now) === status) : own
    return ctx.ok({
      list: matching
        .slice((pageNum - 1) * pageSize, pageNum * pageSize)
        .map((i) => toInvoice(ctx.db, i, now, ctx.lang)),
      total: matching.length,
      pageNum,
      pageSize,
      counts,
    })
  },
  memberInvoiceUpdateInvoiceStatus(ctx) {
    const user = ctx.requireUser()
    const now = ctx.now()
    const inv = ownInvoice(ctx, user.id, ctx.body.invoiceId)
    const refusal = moveInvoice(inv, ctx.body.status, ctx.body.reason, now)
    if (refusal) throw reject(ctx, refusal.zh, refusal.en)
    syncOrderInvoiceStatuses(ctx.db, now)
    return ctx.ok(toInvoice(ctx.db, inv, now, ctx.lang))
  },
  memberInvoiceBatchUpdateInvoiceStatus(ctx) {
    const user = ctx.requireUser()
    const now = ctx.now()
    const updated: string[] = []
    const refused: { invoiceId: string; reason: string }[] = []
    for (const id of ctx.body.invoiceIds) {
      const inv = ctx.db.invoices.find((i) => i.id === id && i.userId === user.id)
      const refusal = inv
        ? moveInvoice(inv, ctx.body.status, ctx.body.reason, now)
        : { zh: '发票申请不存在', en: 'Invoice request not found' }
      if (refusal) refused.push({ invoiceId: id, reason: ctx.t(refusal.zh, refusal.en) })
      else updated.push(id)
    }
    syncOrderInvoiceStatuses(ctx.db, now)
    return ctx.ok({ updated, refused })
  },
  memberInvoiceTriggerInvoiceSynergy(ctx) {
    const user = ctx.requireUser()
    const now = ctx.now()
    const inv = ownInvoice(ctx, user.id, ctx.body.invoiceId)
    if (invoiceStatusAt(inv, now) !== 'notAudited') {
      throw reject(
        ctx,
        '只有审核未通过的申请可以重新提交',
        'Only a request that was not approved can be resubmitted',
      )
    }
    for (const id of inv.orderIds) {
      const order = (ctx.db.orders ?? []).find((o) => o.id === id)
      if (!order || invoiceBlock(ctx.db, order, now, inv.id)) {
        throw reject(
          ctx,
          `订单 ${order?.orderNo ?? id} 已不能开票`,
          `Order ${order?.orderNo ?? id} can no longer be invoiced`,
        )
      }
    }
    const header = ownHeader(ctx, user.id, ctx.body.headerId || inv.headerId)
    validateHeaderUse(ctx, header, inv.invoiceType)
    const {
      id: _id,
      userId: _u,
      qualificationFileId: _f,
      qualificationFileName: _n,
      createdAt: _c,
      updatedAt: _up,
      ...fields
    } = header
    inv.headerId = header.id
    inv.header = fields
    restartInvoice(inv, now)
    syncOrderInvoiceStatuses(ctx.db, now)
    return ctx.ok(toInvoice(ctx.db, inv, now, ctx.lang))
  },
  memberInvoiceGetApplicantList(ctx) {
    const user = ctx.requireUser()
    const headers = headersOf(ctx.db, user.id)
    const headerFor = (name: string) => headers.find((h) => h.title === name)?.id ?? null
    const list: ApplicantOption[] = []
    const cert = (ctx.db.certifications ?? []).find((c) => c.userId === user.id)
    if (cert) {
      list.push({
        name: cert.companyName,
        taxpayerId: cert.uscc,
        address: cert.companyAddress,
        source: 'certification',
        headerId: headerFor(cert.companyName),
      })
    }
    const seen = new Set(list.map((a) => a.name))
    for (const o of ctx.db.orders ?? []) {
      if (o.userId !== user.id || !o.applicantName || seen.has(o.applicantName)) continue
      seen.add(o.applicantName)
      list.push({
        name: o.applicantName,
        taxpayerId: '',
        address: '',
        source: 'order',
        headerId: headerFor(o.applicantName),
      })
    }
    return ctx.ok({ list })
  },
  async memberInvoiceDownloadContractTemplate(ctx) {
    const user = ctx.requireUser()
    const header = ctx.body.headerId ? ownHeader(ctx, user.id, ctx.body.headerId) : null
    const bytes = await buildContractTemplate({ header, lang: ctx.lang, date: ctx.today() })
    return ctx.blob(bytesToBase64(bytes), CONTRACT_FILE_NAME(ctx.lang), DOCX_TYPE)
  },
})

import { filingCalls } from '../../src/api/catalogue/filing'
import { madridCalls } from '../../src/api/catalogue/madrid'
import {
  registrationDraftsSchemas,
  type RegistrationCaseRow,
} from '../../src/api/schemas/registration-drafts'
import { REGISTRATION_FLOWS } from '../../src/domain/registration/flows'
import { registrationQuote, registrationQuoteInput } from '../../src/domain/registration/price'
import {
  DOCUMENT_MAX_BYTES,
  GOODS_PER_CLASS_INCLUDED,
  MARK_IMAGE_MAX_BYTES,
  MARK_IMAGE_MIN_SIDE,
  MAX_APPLICANTS,
  PRIORITY_PROOF_MONTHS,
  type RegistrationDraft,
  type RegistrationRegion,
} from '../../src/domain/registration/types'
import {
  confirmIssues,
  documentIssues,
  informationIssues,
  type DraftIssue,
} from '../../src/domain/registration/validate'
import { createOrder, findOrder } from '../commerce/orders-store'
import { BIZ, ReplyError, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { marksOf } from '../reference-data/brands'
import { getRegister, partyById } from '../register'
import type { RegistrationDraftRecord } from '../seeds/registration-drafts'

type Ctx = HandlerContext<unknown>

const REGIONS_OF_CALL = {
  trademarkCreateTrademark: ['mainland', 'hk'],
  trademarkCreateGlobalTrademark: ['global'],
  madridCreateTrademark: ['madrid'],
} as const satisfies Record<string, readonly RegistrationRegion[]>

function records(ctx: Ctx): RegistrationDraftRecord[] {
  ctx.db.registrationDrafts ??= []
  const user = ctx.requireUser()
  return ctx.db.registrationDrafts.filter((r) => r.userId === user.id && r.discardedAt === null)
}

function mine(ctx: Ctx, draftId: string): RegistrationDraftRecord {
  const record = records(ctx).find((r) => r.draft.draftId === draftId)
  if (!record)
    throw new ReplyError(ctx.fail('申请草稿不存在', 'The draft application was not found', BIZ.notFound))
  return record
}

/** The draft with what the order says merged in: an order paid elsewhere is paid here too. */
function current(ctx: Ctx, record: RegistrationDraftRecord): RegistrationDraft {
  const { draft } = record
  if (!draft.orderId) return draft
  const order = findOrder(ctx.db, record.userId, draft.orderId)
  if (!order) return { ...draft, orderId: null, orderNo: null, paid: false, step: 'fillInInformation' }
  return { ...draft, orderNo: order.orderNo, paid: order.paymentStatus === 'paid' }
}

function refuse(ctx: Ctx, issues: DraftIssue[]): never {
  throw new ReplyError(
    ctx.fail(
      '申请信息不完整或有误，请按提示修改',
      'Some of the application is missing or wrong; see the fields marked',
      BIZ.rejected,
      {
        issues,
      },
    ),
  )
}

/** The basic mark of a Madrid application: one of the account's own marks, or a mark of the register at CNIPA. */
function findBasis(ctx: Ctx, number: string): { holderZh: string; holderEn: string } | null {
  const user = ctx.requireUser()
  const n = number.trim().toUpperCase()
  if (marksOf(user.id).some((m) => m.regNo === n))
    return { holderZh: user.companyName || user.name, holderEn: user.companyNameEn || user.nameEn }
  const mark = getRegister().marks.find(
    (m) => m.country === 'CN' && (m.applicationNo === n || m.registrationNo === n),
  )
  if (!mark) return null
  const party = partyById(mark.applicantId)
  return { holderZh: party?.nameZh ?? '', holderEn: party?.nameEn ?? '' }
}

const same = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase()

/** What only the server can check: a Madrid basis must exist, be the applicant's and not be used twice. */
function serverIssues(ctx: Ctx, draft: RegistrationDraft): DraftIssue[] {
  if (draft.region !== 'madrid') return []
  const out: DraftIssue[] = []
  const main = draft.applicants.main
  const usedElsewhere = new Set(
    records(ctx)
      .filter((r) => r.draft.region === 'madrid' && r.draft.draftId !== draft.draftId && r.draft.orderId)
      .flatMap((r) => r.draft.trademarks.map((m) => m.basis?.number.trim().toUpperCase() ?? '')),
  )
  draft.trademarks.forEach((m, i) => {
    if (!m.basis?.number.trim()) return
    const path = `trademarks.${i}.basis.number`
    const basis = findBasis(ctx, m.basis.number)
    if (!basis) out.push({ path, message: 'registration:issues.basisNotFound' })
    else if (main && !same(basis.holderZh, main.nameZh) && !same(basis.holderEn, main.nameEn))
      out.push({ path, message: 'registration:issues.basisApplicantMismatch' })
    else if (usedElsewhere.has(m.basis.number.trim().toUpperCase()))
      out.push({ path, message: 'registration:issues.basisUsed' })
  })
  return out
}

function save(ctx: HandlerContext<{ draft: RegistrationDraft }>, call: keyof typeof REGIONS_OF_CALL) {
  const user = ctx.requireUser()
  const incoming = ctx.body.draft
  if (!(REGIONS_OF_CALL[call] as readonly string[]).includes(incoming.region))
    return ctx.fail('申请类型与接口不符', 'This call does not save applications of that region')
  ctx.db.registrationDrafts ??= []
  const record = ctx.db.registrationDrafts.find(
    (r) => r.userId === user.id && r.draft.draftId === incoming.draftId,
  )
  const now = ctx.now().toISOString()
  if (record?.discardedAt) return ctx.fail('该草稿已删除', 'This draft was deleted', BIZ.notFound)
  if (record?.draft.completedAt)
    return ctx.fail('申请已提交，不能再修改', 'The application was submitted and can no longer be changed')
  if (!record) {
    ctx.db.registrationDrafts.push({
      userId: user.id,
      draft: { ...incoming, orderId: null, orderNo: null, paid: false, completedAt: null, updatedAt: now },
      discardedAt: null,
    })
  } else {
    const known = current(ctx, record)
    // The order, payment and completion are the server's; once paid, the filed information is fixed.
    const filed = known.paid
      ? { trademarks: known.trademarks, applicants: known.applicants, countries: known.countries }
      : {}
    record.draft = {
      ...incoming,
      ...filed,
      orderId: known.orderId,
      orderNo: known.orderNo,
      paid: known.paid,
      completedAt: null,
      createdAt: known.createdAt,
      updatedAt: now,
    }
  }
  ctx.changed()
  return ctx.ok({ draftId: incoming.draftId, updatedAt: now })
}

function caseRow(ctx: Ctx, record: RegistrationDraftRecord): RegistrationCaseRow {
  const d = current(ctx, record)
  const main = d.applicants.main
  const pending = d.completedAt
    ? 'none'
    : !d.orderId
      ? 'information'
      : !d.paid
        ? 'payment'
        : d.step === 'confirm' || !REGISTRATION_FLOWS[d.region].steps.includes('provideDocument')
          ? 'confirm'
          : 'documents'
  return {
    draftId: d.draftId,
    region: d.region,
    orderId: d.orderId,
    orderNo: d.orderNo,
    markNames: d.trademarks.map((m) => m.name),
    classes: [...new Set(d.trademarks.flatMap((m) => m.classes.map((c) => c.classNo)))].sort(),
    countries: d.countries,
    applicantName: main ? (ctx.lang === 'en' ? main.nameEn || main.nameZh : main.nameZh || main.nameEn) : '',
    step: d.step,
    paid: d.paid,
    completedAt: d.completedAt,
    updatedAt: d.updatedAt,
    pending,
  }
}

const newestFirst = (a: RegistrationDraftRecord, b: RegistrationDraftRecord) =>
  b.draft.updatedAt.localeCompare(a.draft.updatedAt)

function paged<T>(list: T[], pageNum: number, pageSize: number) {
  return { list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: list.length }
}

export const registrationDraftsHandlers = [
  ...defineHandlers(filingCalls, registrationDraftsSchemas, {
    trademarkCreateTrademark: (ctx) => save(ctx, 'trademarkCreateTrademark'),
    trademarkCreateGlobalTrademark: (ctx) => save(ctx, 'trademarkCreateGlobalTrademark'),
    trademarkGetTrademarkHalf(ctx) {
      const list = records(ctx)
        .filter((r) => !r.draft.completedAt && (!ctx.body.region || r.draft.region === ctx.body.region))
        .sort(newestFirst)
        .map((r) => {
          const d = current(ctx, r)
          const main = d.applicants.main
          return {
            draftId: d.draftId,
            region: d.region,
            step: d.step,
            markNames: d.trademarks.map((m) => m.name).filter(Boolean),
            classCount: new Set(d.trademarks.flatMap((m) => m.classes.map((c) => c.classNo))).size,
            countryCount: d.countries.length,
            applicantName: main ? main.nameZh || main.nameEn : '',
            orderId: d.orderId,
            orderNo: d.orderNo,
            paid: d.paid,
            createdAt: d.createdAt,
            updatedAt: d.updatedAt,
          }
        })
      return ctx.ok(list)
    },
    trademarkGetByPreview(ctx) {
      return ctx.ok(current(ctx, mine(ctx, ctx.body.draftId)))
    },
    trademarkGetRegistrationPreview(ctx) {
      const draft = current(ctx, mine(ctx, ctx.body.draftId))
      const issues = [
        ...informationIssues(draft),
        ...(draft.paid ? [...documentIssues(draft), ...confirmIssues(draft)] : []),
      ]
      return ctx.ok({ draft, quote: registrationQuote(registrationQuoteInput(draft)), issues })
    },
    trademarkInsertRegistration(ctx) {
      const record = mine(ctx, ctx.body.draftId)
      const draft = current(ctx, record)
      const user = ctx.requireUser()
      const unpaidOrder = draft.orderId && !draft.paid ? findOrder(ctx.db, user.id, draft.orderId) : undefined
      const dropUnpaidOrder = () => {
        if (unpaidOrder) ctx.db.orders = ctx.db.orders.filter((o) => o.id !== unpaidOrder.id)
      }
      if (ctx.body.action === 'discard') {
        if (draft.paid) return ctx.fail('已支付的申请不能删除', 'A paid application cannot be deleted')
        dropUnpaidOrder()
        record.discardedAt = ctx.now().toISOString()
        ctx.changed()
        return ctx.ok({ orderId: null, orderNo: null, total: 0, completedAt: null })
      }
      if (ctx.body.action === 'complete') {
        if (!draft.paid) return ctx.fail('请先完成支付', 'Please pay for the application first')
        const issues = [...documentIssues(draft), ...confirmIssues(draft)]
        if (issues.length) refuse(ctx, issues)
        const completedAt = ctx.now().toISOString()
        record.draft = { ...draft, step: 'confirm', completedAt, updatedAt: completedAt }
        const order = findOrder(ctx.db, user.id, draft.orderId!)
        if (order) {
          order.status = 'processing'
          const steps = order.caseSteps ?? []
          if (!steps.some((s) => s.key === 'documentsReady'))
            order.caseSteps = [...steps, { key: 'documentsReady', date: completedAt.slice(0, 10) }]
        }
        ctx.changed()
        return ctx.ok({
          orderId: draft.orderId,
          orderNo: draft.orderNo,
          total: order?.total ?? 0,
          completedAt,
        })
      }
      if (draft.paid)
        return ctx.fail('该申请已支付，信息不能再修改', 'This application is paid; its information is fixed')
      const issues = [...informationIssues(draft), ...serverIssues(ctx, draft)]
      if (issues.length) refuse(ctx, issues)
      dropUnpaidOrder()
      const config = REGISTRATION_FLOWS[draft.region]
      const quote = registrationQuote(registrationQuoteInput(draft))
      const main = draft.applicants.main!
      const order = createOrder(ctx.db, {
        userId: user.id,
        productType: config.productType,
        trademarkName: draft.trademarks.map((m) => m.name || m.image?.fileName || '').join(' / '),
        applicantName: main.nameZh || main.nameEn,
        applicantNameEn: main.nameEn || main.nameZh,
        niceClasses: [...new Set(draft.trademarks.flatMap((m) => m.classes.map((c) => c.classNo)))].sort(),
        countries: config.countries === 'none' ? [draft.region === 'hk' ? 'HK' : 'CN'] : draft.countries,
        lines: quote.lines,
        payload: { draftId: draft.draftId, region: draft.region },
        now: ctx.now().toISOString(),
      })
      order.caseSteps = [{ key: 'ordered', date: ctx.today() }]
      record.draft = {
        ...draft,
        orderId: order.id,
        orderNo: order.orderNo,
        step: 'payment',
        updatedAt: ctx.now().toISOString(),
      }
      ctx.changed()
      return ctx.ok({ orderId: order.id, orderNo: order.orderNo, total: order.total, completedAt: null })
    },
    trademarkGetByComplete(ctx) {
      const record = records(ctx).find((r) => r.draft.orderId === ctx.body.orderId)
      if (!record) return ctx.ok(null)
      const draft = current(ctx, record)
      return ctx.ok(draft.paid || draft.completedAt ? draft : null)
    },
    trademarkGetTrademarkCases(ctx) {
      const { pageNum, pageSize, region } = ctx.body
      const rows = records(ctx)
        .filter((r) => !region || r.draft.region === region)
        .sort(newestFirst)
        .map((r) => caseRow(ctx, r))
      return ctx.ok(paged(rows, pageNum, pageSize))
    },
    trademarkTrademarkCasesHaveNotFinished(ctx) {
      const rows = records(ctx)
        .sort(newestFirst)
        .map((r) => caseRow(ctx, r))
        .filter((r) => r.paid && r.pending !== 'none')
      return ctx.ok({ count: rows.length, list: rows })
    },
    trademarkQueryCasesList(ctx) {
      const { pageNum, pageSize, region } = ctx.body
      const keyword = ctx.body.keyword?.trim().toLowerCase() ?? ''
      const rows = records(ctx)
        .filter((r) => r.draft.completedAt && (!region || r.draft.region === region))
        .sort(newestFirst)
        .map((r) => caseRow(ctx, r))
        .filter(
          (row) =>
            !keyword ||
            [...row.markNames, row.orderNo ?? '', row.applicantName].some((v) =>
              v.toLowerCase().includes(keyword),
            ),
        )
      return ctx.ok(paged(rows, pageNum, pageSize))
    },
    trademarkCustomServiceVerify(ctx) {
      const user = ctx.requireUser()
      if (user.accountType === 'individual') return ctx.ok({ available: false, adviser: null })
      return ctx.ok({
        available: true,
        adviser: {
          name:
            user.accountType === 'agency'
              ? { zh: '陈静', en: 'Chen Jing' }
              : { zh: '李明远', en: 'Li Mingyuan' },
          phone: user.accountType === 'agency' ? '010-6528 7730' : '021-6288 1502',
          email:
            user.accountType === 'agency'
              ? 'chen.jing@tm-portal.example.com'
              : 'li.mingyuan@tm-portal.example.com',
          hours: { zh: '工作日 9:00–18:00', en: 'Weekdays 9:00–18:00 (UTC+8)' },
        },
      })
    },
    trademarkQueryZongWeiConfig(ctx) {
      return ctx.ok({
        maxApplicants: MAX_APPLICANTS,
        goodsPerClassIncluded: GOODS_PER_CLASS_INCLUDED,
        imageMaxBytes: MARK_IMAGE_MAX_BYTES,
        imageMinSide: MARK_IMAGE_MIN_SIDE,
        documentMaxBytes: DOCUMENT_MAX_BYTES,
        priorityProofMonths: PRIORITY_PROOF_MONTHS,
        documentSuffixes: ['JPG', 'PNG', 'GIF', 'TIFF', 'JPEG', 'BMP', 'PDF'],
      })
    },
  }),
  ...defineHandlers(madridCalls, registrationDraftsSchemas, {
    madridCreateTrademark: (ctx) => save(ctx, 'madridCreateTrademark'),
    madridGetOrder(ctx) {
      const orderId = ctx.params.orderId ?? ctx.body.orderId
      const trademarkId = ctx.params.trademarkId ?? ctx.body.trademarkId
      const record = records(ctx).find((r) => r.draft.orderId === orderId && r.draft.region === 'madrid')
      const draft = record && current(ctx, record)
      const mark = draft?.trademarks.find((m) => m.key === trademarkId)
      if (!draft || !mark) return ctx.fail('订单或商标不存在', 'No such order or mark', BIZ.notFound)
      return ctx.ok({
        orderId: draft.orderId!,
        orderNo: draft.orderNo,
        mark,
        countries: draft.countries,
        applicant: draft.applicants.main,
        completedAt: draft.completedAt,
      })
    },
  }),
]

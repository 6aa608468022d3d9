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
import { issuesThrough } from '../../src/domain/wizard/define'
import { BIZ, type HandlerContext } from '../context'
import { defineHandlers } from '../define-handlers'
import { registerReady } from '../register'
import {
  completeDraft,
  currentDraft,
  discardDraft,
  draftRecords,
  findDraft,
  orderDraft,
  saveDraft,
} from '../wizards/handlers'
import { isRegistrationFlow, REGISTRATION_MOCKS } from '../wizards/registration'
import type { WizardDraftRecord } from '../wizards/store'

/**
 * The registration wizards' calls. Saving, ordering, completing and discarding are the generic wizard
 * handlers (mock-server/wizards); what stays here is registration's own: which call saves which region, the
 * draft list, the previews, the filed application and the case lists.
 */
type Ctx = HandlerContext<unknown>
type RegistrationRecord = WizardDraftRecord<RegistrationDraft>

const REGIONS_OF_CALL = {
  trademarkCreateTrademark: ['mainland', 'hk'],
  trademarkCreateGlobalTrademark: ['global'],
  madridCreateTrademark: ['madrid'],
} as const satisfies Record<string, readonly RegistrationRegion[]>

const records = (ctx: Ctx) => draftRecords<RegistrationDraft>(ctx, isRegistrationFlow)
const mine = (ctx: Ctx, draftId: string) => findDraft<RegistrationDraft>(ctx, isRegistrationFlow, draftId)
const current = (ctx: Ctx, record: RegistrationRecord) => currentDraft(ctx, record)

function save(
  ctx: HandlerContext<{ draft: RegistrationDraft; baseRevision: number }>,
  call: keyof typeof REGIONS_OF_CALL,
) {
  const { draft, baseRevision } = ctx.body
  if (!(REGIONS_OF_CALL[call] as readonly string[]).includes(draft.region))
    return ctx.fail('申请类型与接口不符', 'This call does not save applications of that region')
  return saveDraft(ctx, REGISTRATION_MOCKS[draft.region], draft, baseRevision)
}

function caseRow(ctx: Ctx, record: RegistrationRecord): RegistrationCaseRow {
  const d = current(ctx, record)
  const main = d.applicants.main
  const pending = d.completedAt
    ? 'none'
    : !d.orderId
      ? 'information'
      : !d.paid
        ? 'payment'
        : d.step === 'confirm' || !REGISTRATION_FLOWS[d.region].hasDocuments
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

const newestFirst = (a: RegistrationRecord, b: RegistrationRecord) =>
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
      const config = REGISTRATION_MOCKS[draft.region].config
      const issues = issuesThrough(config, draft, draft.paid ? 'confirm' : 'fillInInformation')
      return ctx.ok({ draft, quote: registrationQuote(registrationQuoteInput(draft)), issues })
    },
    async trademarkInsertRegistration(ctx) {
      const record = mine(ctx, ctx.body.draftId)
      const wizard = REGISTRATION_MOCKS[record.draft.region]
      if (ctx.body.action === 'discard') return discardDraft(ctx, record)
      if (ctx.body.action === 'complete') return completeDraft(ctx, wizard, record)
      // A Madrid basis is looked up in the register, which is built in slices so the page stays responsive.
      if (record.draft.region === 'madrid') await registerReady()
      return orderDraft(ctx, wizard, record)
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

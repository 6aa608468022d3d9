/**
 * The trademark services as the mock serves them: ONE MockWizard factory for every service flow, and the
 * handlers of the six kinds of call a flow binds its catalogue entries to (save, act, read, marks,
 * eligibility, holder; src/api/schemas/services.ts). A flow's handler file gives only its price lines and its
 * own calls, and binds its entries with `serviceHandlers`.
 *
 * What only the server decides: which marks are the account's (the chosen marks' facts are the server's, not
 * the draft's copy), and whether each may take the service now (the flow's eligibility, run again at the
 * order), so a mark that is not eligible cannot be forced through by URL or by calling the API.
 */
import { businessDate } from '../../src/domain/clock'
import type { FeeLine } from '../../src/domain/pricing'
import { pickApplicant } from '../../src/domain/registration/applicant-rules'
import type {
  Eligibility,
  EligibilityContext,
  ServiceDraftBase,
  ServiceMark,
  ServiceRegion,
} from '../../src/domain/services/types'
import {
  eligibilityIssues,
  serviceMarkRow,
  serviceProductType,
  type ServiceWizard,
} from '../../src/domain/services/wizard'
import type { Issue } from '../../src/domain/wizard/types'
import type { OrderRecord } from '../commerce/orders-store'
import { BIZ, type HandlerContext } from '../context'
import { applicantsOf, findApplicant } from '../registration-applicants/store'
import { findServiceMark, serviceMarksOf } from '../services/marks'
import {
  completeDraft,
  currentDraft,
  discardDraft,
  draftRecords,
  findDraft,
  orderDraft,
  saveDraft,
} from './handlers'
import type { Ctx, MockWizard } from './mock-wizard'
import type { WizardDraftRecord } from './store'

/**
 * Where a flow's marks come from on the server, and what only the server adds to the flow's eligibility rule.
 * By default: the account's marks (mock-server/services/marks.ts) and the rule alone.
 */
export interface ServiceMarkSource {
  /** The caller's marks of a region the flow may be filed for, filtered by `keyword` (number, name, holder). */
  of: (ctx: Ctx, region: ServiceRegion, keyword: string) => ServiceMark[]
  /**
   * A search of a list too long to send whole (the register): the first marks matching `keyword` and how
   * many match. The mark list answers with it, and its `total`, when given.
   */
  search?: (ctx: Ctx, region: ServiceRegion, keyword: string) => { marks: ServiceMark[]; total: number }
  /** One of them by registration number. */
  find: (ctx: Ctx, regNo: string, region: ServiceRegion) => ServiceMark | undefined
  /** The flow's eligibility with the server's facts (the holder being one of the caller's applicants …). */
  eligibility?: (ctx: Ctx, mark: ServiceMark, context: EligibilityContext) => Eligibility
}

const ACCOUNT_MARKS: ServiceMarkSource = {
  of: (ctx, region, keyword) => serviceMarksOf(ctx, region, keyword),
  find: (ctx, regNo) => findServiceMark(ctx, regNo),
}

export interface ServiceMockSpec<D extends ServiceDraftBase> {
  wizard: ServiceWizard<D>
  /** Where the flow's marks come from (the account's marks by default). */
  marks?: ServiceMarkSource
  /** The marks a draft files, when more than the chosen ones (an assignment's related marks assigned too). */
  filedMarks?: FiledMarks<D>
  /** The fee lines of this draft's order, from the price module the page shows. */
  lines: (ctx: Ctx, draft: D) => FeeLine[]
  /** The flow's own fields kept as filed once paid (the base fields are always kept). */
  fixedOncePaid: readonly (keyof D & string)[]
  /** The flow's own refusals only the server can make, besides the marks' eligibility. */
  serverIssues?: (ctx: Ctx, draft: D) => Issue[]
  /** What else completing the flow does (besides the case moving on). */
  completed?: (ctx: Ctx, draft: D, order: OrderRecord | undefined) => void
}

const isFlow = (wizard: ServiceWizard<ServiceDraftBase>) => (flow: string) => flow === wizard.id

/** The registration numbers a draft files: its chosen marks unless the flow files more (related marks). */
type FiledMarks<D> = (draft: D) => readonly string[]
const chosenMarks = <D extends ServiceDraftBase>(draft: D) => draft.marks.map((m) => m.regNo)

/**
 * The marks of the caller's other drafts of this flow that made an order (unpaid, paid or filed): a mark is
 * never filed twice for the same service.
 */
export function openCases<D extends ServiceDraftBase>(
  ctx: Ctx,
  wizard: ServiceWizard<D>,
  except?: string,
  filed: FiledMarks<D> = chosenMarks,
): Set<string> {
  const records = draftRecords<D>(ctx, (flow) => flow === wizard.id)
  return new Set(
    records
      .filter((r) => r.draft.draftId !== except)
      .map((r) => currentDraft(ctx, r))
      .filter((d) => d.orderId !== null)
      .flatMap((d) => filed(d)),
  )
}

export const eligibilityContext = <D extends ServiceDraftBase>(
  ctx: Ctx,
  wizard: ServiceWizard<D>,
  except?: string,
  filed?: FiledMarks<D>,
): EligibilityContext => ({ today: ctx.today(), openCases: openCases(ctx, wizard, except, filed) })

/** The flow's eligibility of one mark as the server judges it (its own facts added to the rule). */
const judge =
  <D extends ServiceDraftBase>(wizard: ServiceWizard<D>, source: ServiceMarkSource, ctx: Ctx) =>
  (mark: ServiceMark, context: EligibilityContext): Eligibility =>
    source.eligibility ? source.eligibility(ctx, mark, context) : wizard.eligibility(mark, context)

/**
 * The chosen marks checked again by the server: each must be one of the account's marks of the draft's
 * region, and the flow's eligibility is run on the server's facts of it (never the draft's copy).
 */
export function markServerIssues<D extends ServiceDraftBase>(
  ctx: Ctx,
  wizard: ServiceWizard<D>,
  draft: D,
  source: ServiceMarkSource = ACCOUNT_MARKS,
  filed?: FiledMarks<D>,
): Issue[] {
  const context = eligibilityContext(ctx, wizard, draft.draftId, filed)
  const known: ServiceMark[] = []
  const out: Issue[] = []
  draft.marks.forEach((m, i) => {
    const mark = source.find(ctx, m.regNo, draft.region)
    if (!mark || mark.region !== draft.region)
      out.push({ path: `marks.${i}`, message: 'services:issues.markUnknown' })
    else known[i] = mark
  })
  const checked = eligibilityIssues(judge(wizard, source, ctx), known, context).filter(
    (issue) => known[Number(issue.path.split('.')[1])] !== undefined,
  )
  return [...out, ...checked]
}

/** A service flow's MockWizard, with where its marks come from (for its mark list and eligibility calls). */
export type ServiceMockWizard<D extends ServiceDraftBase> = MockWizard<D> & {
  wizard: ServiceWizard<D>
  source: ServiceMarkSource
  filedMarks: FiledMarks<D>
}

/** The one MockWizard of every service flow. */
export function serviceMock<D extends ServiceDraftBase>(spec: ServiceMockSpec<D>): ServiceMockWizard<D> {
  const { wizard } = spec
  const source = spec.marks ?? ACCOUNT_MARKS
  const filedMarks = spec.filedMarks ?? chosenMarks
  return {
    wizard,
    source,
    filedMarks,
    config: wizard,
    productType: (draft) => serviceProductType(wizard, draft),
    serverIssues: (ctx, draft) => [
      ...markServerIssues(ctx, wizard, draft, source, filedMarks),
      ...(spec.serverIssues?.(ctx, draft) ?? []),
    ],
    order: (ctx, filed) => {
      // The order is made from the server's facts of the chosen marks (their classes, holder, term), never
      // from the draft's copy: a forged copy could not lower the price or name another holder.
      const draft = {
        ...filed,
        marks: filed.marks.map((m) => source.find(ctx, m.regNo, filed.region) ?? m),
      }
      const party = wizard.party(draft)
      return {
        trademarkName: draft.marks.map((m) => m.name).join(' / '),
        trademarkId: draft.marks.length === 1 ? draft.marks[0]!.regNo : null,
        applicantName: party ? party.nameZh || party.nameEn : '',
        applicantNameEn: party ? party.nameEn || party.nameZh : '',
        niceClasses: [...new Set(draft.marks.flatMap((m) => m.classes))].sort(),
        countries:
          draft.region === 'mainland' ? ['CN'] : [...new Set(draft.marks.map((m) => m.country))].sort(),
        lines: spec.lines(ctx, draft),
        payload: {
          draftId: draft.draftId,
          service: draft.service,
          region: draft.region,
          // Every mark the filing covers (a change's or an assignment's related marks too).
          regNos: [...filedMarks(draft)],
        },
      }
    },
    completed: (ctx, draft, order) => {
      if (order && draft.completedAt) {
        order.status = 'processing'
        const steps = order.caseSteps ?? []
        if (!steps.some((s) => s.key === 'documentsReady'))
          order.caseSteps = [...steps, { key: 'documentsReady', date: businessDate(draft.completedAt) }]
      }
      spec.completed?.(ctx, draft, order)
    },
    fixedOncePaid: ['marks', 'region', 'productType', ...spec.fixedOncePaid],
  }
}

type Save<D> = HandlerContext<{ draft: D; baseRevision: number }>
type Act = HandlerContext<{ draftId: string; action: 'order' | 'complete' | 'discard' }>
type Read = HandlerContext<{ draftId?: string; orderId?: string }>
type Marks = HandlerContext<{ region: ServiceRegion; keyword: string; draftId?: string }>
type EligibilityCtx = HandlerContext<{ region: ServiceRegion; regNos: string[]; draftId?: string }>
type Holder = HandlerContext<{ regNo: string }>
type Main<D> = HandlerContext<
  | { action: 'save'; draft: D; baseRevision: number }
  | { action: 'read'; draftId?: string; orderId?: string }
  | { action: 'order' | 'complete' | 'discard'; draftId: string }
>
type Answer = ReturnType<Ctx['ok']>

/**
 * The handlers of a service flow's calls, to bind to its catalogue entries with defineHandlers:
 * `{ trademarkInsertExtend: h.save, trademarkInsertExtendDetail: h.act(['mainland', 'madrid']), … }`, or for a
 * flow whose office API has one main entry, `{ tmAlterationTmAlterationMain: h.main(['mainland']), … }`.
 */
export function serviceHandlers<D extends ServiceDraftBase>(mock: ServiceMockWizard<D>) {
  const { wizard, source, filedMarks } = mock
  const flows = isFlow(wizard as unknown as ServiceWizard<ServiceDraftBase>)
  const records = (ctx: Ctx) => draftRecords<D>(ctx, flows)
  const newestFirst = (a: WizardDraftRecord<D>, b: WizardDraftRecord<D>) =>
    b.draft.updatedAt.localeCompare(a.draft.updatedAt)
  const wrongRegion = (ctx: Ctx) =>
    ctx.fail('申请地区与接口不符', 'This call does not file applications of that region')
  const handlers = {
    save(ctx: Save<D>) {
      const { draft, baseRevision } = ctx.body
      if (draft.service !== wizard.slug)
        return ctx.fail('申请类型与接口不符', 'This call does not save applications of that service')
      return saveDraft(ctx, mock, draft, baseRevision)
    },
    /** Orders, completes or deletes a draft of the regions this call serves. */
    act: (regions: readonly ServiceRegion[]) => (ctx: Act) => {
      const record = findDraft<D>(ctx, flows, ctx.body.draftId)
      if (!regions.includes(record.draft.region)) return wrongRegion(ctx)
      if (ctx.body.action === 'discard') return discardDraft(ctx, record)
      if (ctx.body.action === 'complete') return completeDraft(ctx, mock, record)
      return orderDraft(ctx, mock, record)
    },
    read(ctx: Read) {
      const { draftId, orderId } = ctx.body
      if (draftId) {
        const record = records(ctx).find((r) => r.draft.draftId === draftId)
        return ctx.ok({ draft: record ? currentDraft(ctx, record) : null, drafts: [] })
      }
      if (orderId) {
        const record = records(ctx).find((r) => r.draft.orderId === orderId)
        const draft = record ? currentDraft(ctx, record) : null
        return ctx.ok({ draft: draft && (draft.paid || draft.completedAt) ? draft : null, drafts: [] })
      }
      const drafts = records(ctx)
        .filter((r) => !r.draft.completedAt)
        .sort(newestFirst)
        .map((r) => {
          const d = currentDraft(ctx, r)
          return {
            draftId: d.draftId,
            region: d.region,
            step: d.step,
            markNames: d.marks.map((m) => m.name),
            regNos: d.marks.map((m) => m.regNo),
            orderId: d.orderId,
            orderNo: d.orderNo,
            paid: d.paid,
            updatedAt: d.updatedAt,
          }
        })
      return ctx.ok({ draft: null, drafts })
    },
    marks(ctx: Marks) {
      const context = eligibilityContext(ctx, wizard, ctx.body.draftId, filedMarks)
      const rule = judge(wizard, source, ctx)
      const found = source.search?.(ctx, ctx.body.region, ctx.body.keyword)
      const list = (found?.marks ?? source.of(ctx, ctx.body.region, ctx.body.keyword)).map((mark) =>
        serviceMarkRow({ ...wizard, eligibility: rule }, mark, context),
      )
      return ctx.ok({ list, max: wizard.maxMarks, ...(found ? { total: found.total } : {}) })
    },
    eligibility(ctx: EligibilityCtx) {
      const context = eligibilityContext(ctx, wizard, ctx.body.draftId, filedMarks)
      const rule = judge(wizard, source, ctx)
      const results = ctx.body.regNos.map((regNo) => {
        const mark = source.find(ctx, regNo, ctx.body.region)
        if (!mark || mark.region !== ctx.body.region)
          return {
            regNo,
            eligibility: { ok: false as const, reason: 'services:issues.markUnknown' as const },
          }
        return { regNo, eligibility: rule(mark, context) }
      })
      return ctx.ok({ results })
    },
    /**
     * The one main entry of a flow (serving the draft's `regions`): saves, reads, orders, completes or
     * deletes by `action`, with the same handlers as the separate calls; the answer carries the part done.
     */
    main: (regions: readonly ServiceRegion[]) => (ctx: Main<D>) => {
      const body = ctx.body
      const as = <K extends 'saved' | 'acted' | 'read'>(part: K, reply: Answer) =>
        reply.kind === 'ok' ? ctx.ok({ saved: null, acted: null, read: null, [part]: reply.data }) : reply
      if (body.action === 'save') {
        if (!regions.includes(body.draft.region)) return wrongRegion(ctx)
        return as('saved', handlers.save({ ...ctx, body }))
      }
      if (body.action === 'read') return as('read', handlers.read({ ...ctx, body }))
      return as('acted', handlers.act(regions)({ ...ctx, body }))
    },
    holder(ctx: Holder) {
      const user = ctx.requireUser()
      const mark = findServiceMark(ctx, ctx.body.regNo)
      if (!mark) return ctx.fail('商标不存在', 'No such trademark among yours', BIZ.notFound)
      const holder = mark.applicantId ? pickApplicant(findApplicant(ctx, user.id, mark.applicantId)) : null
      return ctx.ok({ regNo: mark.regNo, holder })
    },
  }
  return handlers
}

const squash = (v: string) => v.replace(/\s+/g, '').toLowerCase()

/** An applicant-book entry names this party: the same Chinese or English name (spaces and case aside). */
export const sameParty = (
  entry: { nameZh: string; nameEn: string },
  party: { nameZh: string; nameEn: string },
) =>
  (party.nameZh !== '' && squash(entry.nameZh) === squash(party.nameZh)) ||
  (party.nameEn !== '' && squash(entry.nameEn) === squash(party.nameEn))

/**
 * The registered holder of a mark of `source` (the flows' getApplicantInformation calls), with the caller's
 * applicant-book entry for it: the entry the mark names, else one of the holder's name (a register mark
 * names none). A number `source` does not hold is refused with `unknown`.
 */
export const markHolder =
  (
    source: Pick<ServiceMarkSource, 'find'>,
    unknown: readonly [zh: string, en: string] = ['商标不存在', 'No such trademark'],
  ) =>
  (ctx: Holder) => {
    const user = ctx.requireUser()
    const mark = source.find(ctx, ctx.body.regNo, 'mainland')
    if (!mark) return ctx.fail(unknown[0], unknown[1], BIZ.notFound)
    const book = applicantsOf(ctx, user.id)
    const record = mark.applicantId
      ? book.find((a) => a.applicantId === mark.applicantId)
      : book.find((a) => sameParty(a, { nameZh: mark.holderZh, nameEn: mark.holderEn }))
    return ctx.ok({
      regNo: mark.regNo,
      nameZh: mark.holderZh,
      nameEn: mark.holderEn,
      addressZh: mark.holderAddressZh,
      addressEn: mark.holderAddressEn,
      country: record?.country ?? mark.country,
      applicant: record ? pickApplicant(record) : null,
    })
  }

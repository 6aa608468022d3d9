/**
 * The one builder every trademark service configures (renewal, change, assignment, licence record, removal,
 * the two reissues). A flow gives its slug, its product type per region, its information step (and a
 * supplement shown only for some drafts), the documents its case needs, the most marks one filing takes and
 * its eligibility rule; the builder makes the steps of routes.tsv from the shared step builders:
 * selectTrademark → perfectInformation → [supplement] → [reminder] → payment → provideDocument → confirm.
 */
import type { MessageKey } from '../message-key'
import type { OrderDetailPage } from '../order-routes'
import type { ProductTypeId } from '../product-types'
import { defineWizard } from '../wizard/define'
import { confirmStep, editStep, paymentStep, provideDocumentStep, selectTrademarkStep } from '../wizard/steps'
import type { DocumentNeed, DraftField, Issue, WizardConfig, WizardStep } from '../wizard/types'
import type {
  Eligibility,
  EligibilityContext,
  MarkRowTone,
  ServiceDocumentKind,
  ServiceDraftBase,
  ServiceMark,
  ServiceMarkRow,
  ServiceRegion,
  ServiceSlug,
} from './types'

/** The step ids of a service flow, as routes.tsv spells them. */
export const SERVICE_STEPS = [
  'selectTrademark',
  'perfectInformation',
  'supplement',
  'reminder',
  'payment',
  'provideDocument',
  'confirm',
] as const
export type ServiceStep = (typeof SERVICE_STEPS)[number]

export const isServiceStep = (value: string): value is ServiceStep =>
  (SERVICE_STEPS as readonly string[]).includes(value)

/** The regions in the order a flow offers them (the first the flow has is where a new draft starts). */
export const SERVICE_REGIONS: readonly ServiceRegion[] = ['mainland', 'madrid', 'global']

interface OwnStep<D extends ServiceDraftBase> {
  /** The flow's own fields this step fills in. */
  edits: readonly DraftField<D>[]
  issues: (draft: D) => Issue[]
}

export interface ServiceWizardSpec<D extends ServiceDraftBase> {
  slug: ServiceSlug
  /** The product type of the order in each region the flow serves (renewal: mainland 5, Madrid 18, global 11). */
  productTypes: Partial<Record<ServiceRegion, ProductTypeId>>
  /** The most marks one filing may take. */
  maxMarks: number
  /** perfectInformation: the service's own form. */
  information: OwnStep<D>
  /** supplement: shown only when `when` holds for the draft (assignment's related marks, for instance). */
  supplement?: OwnStep<D> & { when: (draft: D) => boolean }
  /** reminder: what is still to do and by when, before paying (an opposition's evidence plan). */
  reminder?: OwnStep<D>
  /** The flow's own fields the documents step also fills in (the contested flows' evidence list). */
  documentEdits?: readonly DraftField<D>[]
  /** The documents this draft's case needs (the provideDocument step's slots and its required check). */
  documentsNeeded: (draft: D) => DocumentNeed<ServiceDocumentKind>[]
  /** What else blocks the documents step for this flow (a removal's certificate sent by post). */
  documentIssues?: (draft: D) => Issue[]
  /**
   * Whether the service may be filed for a mark, and why not. The mock's mark list and eligibility call show
   * it per row, and the order re-runs it, so a mark refused here is refused by the API too.
   */
  eligibility: (mark: ServiceMark, context: EligibilityContext) => Eligibility
  /** The flow's own status of a mark on the list (renewal: scheduled, normal, grace, unable); none by default. */
  markStatus?: (mark: ServiceMark, today: string) => { status: MessageKey; tone: MarkRowTone }
  /**
   * The party the filing is made for (the holder of a renewal, the assignor …): the order names it and the
   * power of attorney is made out in its name. Null until the draft names it.
   */
  party: (draft: D) => ServiceParty | null
  /** The flow's own fields of a new draft. */
  ownFields: () => Omit<D, keyof ServiceDraftBase>
  /** The order detail page of the flow's orders (src/domain/order-routes.ts). */
  detailPage: OrderDetailPage
}

/** A service flow's configuration: the wizard shape plus what the shared service screens and mock read. */
export interface ServiceWizard<D extends ServiceDraftBase = ServiceDraftBase> extends WizardConfig<D> {
  slug: ServiceSlug
  regions: readonly ServiceRegion[]
  productTypes: Partial<Record<ServiceRegion, ProductTypeId>>
  maxMarks: number
  documentsNeeded: (draft: D) => DocumentNeed<ServiceDocumentKind>[]
  eligibility: (mark: ServiceMark, context: EligibilityContext) => Eligibility
  markStatus?: (mark: ServiceMark, today: string) => { status: MessageKey; tone: MarkRowTone }
  party: (draft: D) => ServiceParty | null
  detailPage: OrderDetailPage
}

/** Who a filing is made for, as the order and the power of attorney name it. */
export interface ServiceParty {
  nameZh: string
  nameEn: string
  addressZh: string
  addressEn: string
}

const issue = (path: string, message: MessageKey): Issue => ({ path, message })

/** selectTrademark: at least one mark, at most the flow's limit, no mark twice, all of one served region. */
export function markIssues<D extends ServiceDraftBase>(
  spec: Pick<ServiceWizardSpec<D>, 'maxMarks' | 'productTypes'>,
  draft: D,
): Issue[] {
  const out: Issue[] = []
  if (spec.productTypes[draft.region] === undefined || spec.productTypes[draft.region] !== draft.productType)
    out.push(issue('region', 'services:issues.regionUnavailable'))
  if (draft.marks.length === 0) out.push(issue('marks', 'services:issues.markRequired'))
  if (draft.marks.length > spec.maxMarks) out.push(issue('marks', 'services:issues.tooManyMarks'))
  const seen = new Set<string>()
  draft.marks.forEach((m, i) => {
    if (seen.has(m.regNo)) out.push(issue(`marks.${i}`, 'services:issues.markTwice'))
    seen.add(m.regNo)
    if (m.region !== draft.region) out.push(issue(`marks.${i}`, 'services:issues.markOtherRegion'))
  })
  return out
}

const blank = (value: string) => value.trim() === ''

/** provideDocument: every required document, and the courier and tracking number of originals sent by post. */
export function serviceDocumentIssues<D extends ServiceDraftBase>(
  documentsNeeded: (draft: D) => DocumentNeed<ServiceDocumentKind>[],
  draft: D,
): Issue[] {
  const out: Issue[] = []
  for (const { kind, required } of documentsNeeded(draft))
    if (required && !(draft.documents[kind]?.length ?? 0))
      out.push(issue(`documents.${kind}`, 'services:issues.documentRequired'))
  if (draft.originalsByPost) {
    if (blank(draft.mailing.company))
      out.push(issue('mailing.company', 'services:issues.mailingCompanyRequired'))
    if (blank(draft.mailing.trackingNumber))
      out.push(issue('mailing.trackingNumber', 'services:issues.trackingNumberRequired'))
    else if (!/^[A-Za-z0-9-]{6,30}$/.test(draft.mailing.trackingNumber.trim()))
      out.push(issue('mailing.trackingNumber', 'services:issues.trackingNumberFormat'))
  }
  return out
}

/** confirm: at least one way to hear about the case. */
export function notificationIssues(draft: ServiceDraftBase): Issue[] {
  const n = draft.notification
  return n.email || n.sms || n.post ? [] : [issue('notification', 'services:issues.notificationRequired')]
}

/** Builds a service flow's configuration from its spec. */
export function serviceWizard<D extends ServiceDraftBase>(spec: ServiceWizardSpec<D>): ServiceWizard<D> {
  const regions = SERVICE_REGIONS.filter((r) => spec.productTypes[r] !== undefined)
  const home = regions[0]
  if (!home) throw new Error(`[service ${spec.slug}] serves no region`)
  const steps: WizardStep<D>[] = [
    selectTrademarkStep<D>({
      edits: ['marks', 'region', 'productType'] as DraftField<D>[],
      issues: (draft) => markIssues(spec, draft),
    }),
    editStep<D>('perfectInformation', {
      edits: spec.information.edits,
      issues: spec.information.issues,
      makesOrder: true,
    }),
    ...(spec.supplement
      ? [
          editStep<D>('supplement', {
            edits: spec.supplement.edits,
            issues: spec.supplement.issues,
            when: spec.supplement.when,
            makesOrder: true,
          }),
        ]
      : []),
    ...(spec.reminder
      ? [
          editStep<D>('reminder', {
            edits: spec.reminder.edits,
            issues: spec.reminder.issues,
            makesOrder: true,
          }),
        ]
      : []),
    paymentStep<D>(),
    provideDocumentStep<D>({
      edits: ['documents', 'originalsByPost', 'mailing', ...(spec.documentEdits ?? [])] as DraftField<D>[],
      issues: (draft) => [
        ...serviceDocumentIssues(spec.documentsNeeded, draft),
        ...(spec.documentIssues?.(draft) ?? []),
      ],
    }),
    confirmStep<D>({ edits: ['notification'] as DraftField<D>[], issues: notificationIssues }),
  ]
  return defineWizard<D, ServiceWizard<D>>({
    id: `service.${spec.slug}`,
    productType: spec.productTypes[home]!,
    slug: spec.slug,
    regions,
    productTypes: spec.productTypes,
    maxMarks: spec.maxMarks,
    documentsNeeded: spec.documentsNeeded,
    eligibility: spec.eligibility,
    markStatus: spec.markStatus,
    party: spec.party,
    detailPage: spec.detailPage,
    steps,
    // Before paying, the marks and the service's own fields can still be changed; the order is then replaced.
    reopenableBeforePayment: [
      'selectTrademark',
      'perfectInformation',
      ...(spec.supplement ? ['supplement'] : []),
      ...(spec.reminder ? ['reminder'] : []),
    ],
    newDraft: (draftId, now) =>
      ({
        draftId,
        step: 'selectTrademark',
        orderId: null,
        orderNo: null,
        paid: false,
        completedAt: null,
        createdAt: now,
        updatedAt: now,
        revision: 0,
        service: spec.slug,
        region: home,
        productType: spec.productTypes[home]!,
        marks: [],
        documents: {},
        originalsByPost: false,
        mailing: { company: '', trackingNumber: '' },
        notification: { email: true, sms: false, post: false },
        ...spec.ownFields(),
      }) as unknown as D,
  })
}

/** The product type of a draft's order: its region's. */
export const serviceProductType = <D extends ServiceDraftBase>(wizard: ServiceWizard<D>, draft: D) =>
  wizard.productTypes[draft.region] ?? wizard.productType

/** Whether the flow's order step re-check refuses any chosen mark: the issues on `marks.<i>`. */
export function eligibilityIssues(
  eligibility: (mark: ServiceMark, context: EligibilityContext) => Eligibility,
  marks: readonly ServiceMark[],
  context: EligibilityContext,
): Issue[] {
  return marks.flatMap((mark, i) => {
    const answer = eligibility(mark, context)
    return answer.ok ? [] : [issue(`marks.${i}`, answer.reason)]
  })
}

/** A row of the mark list: the flow's eligibility and status of the mark in this context. */
export function serviceMarkRow<D extends ServiceDraftBase>(
  wizard: Pick<ServiceWizard<D>, 'eligibility' | 'markStatus'>,
  mark: ServiceMark,
  context: EligibilityContext,
): ServiceMarkRow {
  const eligibility = wizard.eligibility(mark, context)
  const own = wizard.markStatus?.(mark, context.today)
  return {
    mark,
    eligibility,
    status: own?.status ?? null,
    tone: !eligibility.ok ? 'off' : (own?.tone ?? 'ok'),
  }
}

/**
 * The two certificate reissues (official-rules.md §1.2 rows 10 and 11; 商标法实施条例 Art 63):
 * - reissueProve (product type 29): a new registration certificate for one that was lost or damaged. A loss
 *   is announced in the Trademark Gazette (the official fee includes the notice); a damaged certificate is
 *   returned to the office.
 * - replacementAndRenewal (30): a new certificate of a change, a transfer or a renewal the office approved,
 *   for one that was lost or damaged. The certificate must exist: the mark's record shows the approval.
 * Both are filed for one registered mark in force in mainland China by its registrant. The draft's fields,
 * the issues each step raises (the page, the machine and the mock run the same functions), the eligibility
 * of a mark and the price input live here.
 */
import { businessToday } from '../clock'
import { isIsoDate } from '../dates'
import { rollToWorkingDay } from '../deadline-calendar'
import type { MarkEvent } from '../mark-lifecycle'
import { renewalWindow } from '../renewal'
import type { ServiceQuoteInput } from '../service-quote'
import type { DocumentNeed, Issue } from '../wizard/types'
import type { Eligibility, ServiceDocumentKind, ServiceDraftBase, ServiceMark } from './types'
import { serviceWizard, type ServiceWizard } from './wizard'

export const REISSUE_REASONS = ['lost', 'damaged'] as const
export type ReissueReason = (typeof REISSUE_REASONS)[number]

/** The certificates of product type 30: of a change, a transfer (assignment) or a renewal. */
export const CERTIFICATE_KINDS = ['change', 'transfer', 'renewal'] as const
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number]

export type ReissueProductType = 29 | 30

/** A certificate the office issued for a mark, as its record shows it (the approval's day). */
export interface RecordCertificate {
  kind: CertificateKind
  date: string
}

export interface ReissueDraft extends ServiceDraftBase {
  productType: ReissueProductType
  reason: ReissueReason | ''
  /** How the certificate was lost, or what damage it has (the loss notice or the request's explanation). */
  explanation: string
  /** Type 30: which certificate, its number and the day it was issued. */
  certificateKind: CertificateKind | ''
  certificateNo: string
  certificateDate: string
  /** The chosen mark's certificates on record (the server fills them from its record). */
  onRecord: RecordCertificate[]
}

/** A reissue is for one certificate, so one mark. */
export const REISSUE_MAX_MARKS = 1
export const EXPLANATION_MIN = 10
export const EXPLANATION_MAX = 300
/** Certificate numbers: letters and digits only (overview §5, number fields). */
export const CERTIFICATE_NO_PATTERN = /^[A-Za-z0-9]{1,20}$/

const EVENT_CERTIFICATE: Readonly<Partial<Record<string, CertificateKind>>> = {
  change: 'change',
  assignment: 'transfer',
  renewed: 'renewal',
}

/** The change, transfer and renewal certificates a mark's events show, oldest first. */
export function certificatesOnRecord(events: readonly MarkEvent[]): RecordCertificate[] {
  return events
    .flatMap((e) => {
      const kind = EVENT_CERTIFICATE[e.code]
      return kind ? [{ kind, date: e.date.slice(0, 10) }] : []
    })
    .sort((a, b) => a.date.localeCompare(b.date))
}

/**
 * Whether a certificate of `productType` can be reissued for a mark on `today`: a mainland registration in
 * force (registered, its term or its grace period not over) and, for type 30, a change, transfer or renewal
 * certificate on its record.
 */
export function reissueEligibility(
  productType: ReissueProductType,
  mark: Pick<ServiceMark, 'region' | 'status' | 'expiryDate'>,
  onRecord: readonly RecordCertificate[],
  today = businessToday(),
): Eligibility {
  if (mark.region !== 'mainland') return { ok: false, reason: 'svcReissue:ineligible.notMainland' }
  // Status 2: the registration was invalidated, revoked, removed or not renewed (overview §4).
  if (mark.status === 2) return { ok: false, reason: 'svcReissue:ineligible.notInForce' }
  if (mark.status !== 1) return { ok: false, reason: 'svcReissue:ineligible.notRegistered' }
  if (mark.expiryDate) {
    const graceEnds = rollToWorkingDay(renewalWindow(mark.expiryDate).graceEnds).due
    if (today > graceEnds) return { ok: false, reason: 'svcReissue:ineligible.notInForce' }
  }
  if (productType === 30 && onRecord.length === 0)
    return { ok: false, reason: 'svcReissue:ineligible.noCertificate' }
  return { ok: true }
}

/** selectTrademark: exactly one mark. */
export function reissueMarkIssues(draft: Pick<ReissueDraft, 'marks'>): Issue[] {
  if (draft.marks.length === 0) return [{ path: 'marks', message: 'svcReissue:issues.markRequired' }]
  if (draft.marks.length > REISSUE_MAX_MARKS) return [{ path: 'marks', message: 'svcReissue:issues.oneMark' }]
  return []
}

/** perfectInformation: the reason and its explanation; for type 30, the certificate in question. */
export function reissueInformationIssues(
  draft: Pick<
    ReissueDraft,
    | 'productType'
    | 'reason'
    | 'explanation'
    | 'certificateKind'
    | 'certificateNo'
    | 'certificateDate'
    | 'onRecord'
    | 'marks'
  >,
  today = businessToday(),
): Issue[] {
  const issues: Issue[] = []
  const add = (path: string, message: Issue['message']) => issues.push({ path, message })
  if (!REISSUE_REASONS.includes(draft.reason as ReissueReason))
    add('reason', 'svcReissue:issues.reasonRequired')
  const explanation = draft.explanation.trim()
  if (!explanation) add('explanation', 'svcReissue:issues.explanationRequired')
  else if (explanation.length < EXPLANATION_MIN || explanation.length > EXPLANATION_MAX)
    add('explanation', 'svcReissue:issues.explanationLength')
  if (draft.productType !== 30) return issues

  const kind = draft.certificateKind
  if (!CERTIFICATE_KINDS.includes(kind as CertificateKind))
    add('certificateKind', 'svcReissue:issues.kindRequired')
  else if (!draft.onRecord.some((c) => c.kind === kind))
    add('certificateKind', 'svcReissue:issues.kindNotOnRecord')

  const no = draft.certificateNo.trim()
  if (!no) add('certificateNo', 'svcReissue:issues.numberRequired')
  else if (!CERTIFICATE_NO_PATTERN.test(no)) add('certificateNo', 'svcReissue:issues.numberFormat')

  const date = draft.certificateDate.trim()
  const registered = draft.marks[0]?.registrationDate?.slice(0, 10) ?? null
  if (!date) add('certificateDate', 'svcReissue:issues.dateRequired')
  else if (!isIsoDate(date)) add('certificateDate', 'svcReissue:issues.dateFormat')
  else if (date > today) add('certificateDate', 'svcReissue:issues.dateFuture')
  else if (registered && date < registered) add('certificateDate', 'svcReissue:issues.dateBeforeRegistration')
  else if (
    CERTIFICATE_KINDS.includes(kind as CertificateKind) &&
    draft.onRecord.some((c) => c.kind === kind) &&
    !draft.onRecord.some((c) => c.kind === kind && c.date === date)
  )
    add('certificateDate', 'svcReissue:issues.dateNotOnRecord')
  return issues
}

export type ReissueDocumentKind = Extract<
  ServiceDocumentKind,
  'powerOfAttorney' | 'holderId' | 'originalCertificate'
>

/**
 * The documents of a reissue (official-rules.md §1.3): the power of attorney and the registrant's ID, and for
 * a damaged certificate a scan of it (the original is returned to the office by post).
 */
export function reissueDocuments(draft: Pick<ReissueDraft, 'reason'>): DocumentNeed<ReissueDocumentKind>[] {
  const needs: DocumentNeed<ReissueDocumentKind>[] = [
    { kind: 'powerOfAttorney', required: true },
    { kind: 'holderId', required: true },
  ]
  // A damaged certificate: its scan here, the original returned to the office by post.
  if (draft.reason === 'damaged') needs.push({ kind: 'originalCertificate', required: true })
  return needs
}

/** provideDocument beyond the files: a damaged original is sent by post, with the courier and tracking number. */
export function reissueOriginalIssues(
  draft: Pick<ReissueDraft, 'reason' | 'originalsByPost' | 'mailing'>,
): Issue[] {
  if (draft.reason !== 'damaged') return []
  if (!draft.originalsByPost)
    return [{ path: 'originalsByPost', message: 'svcReissue:issues.returnOriginal' }]
  const issues: Issue[] = []
  if (!draft.mailing.company.trim())
    issues.push({ path: 'mailing.company', message: 'svcReissue:issues.courierRequired' })
  if (!/^[A-Za-z0-9]{6,30}$/.test(draft.mailing.trackingNumber.trim()))
    issues.push({ path: 'mailing.trackingNumber', message: 'svcReissue:issues.trackingNumber' })
  return issues
}

/** provideDocument: every required document has a file, and a damaged original is on its way. */
export function reissueDocumentIssues(
  draft: Pick<ReissueDraft, 'reason' | 'documents' | 'originalsByPost' | 'mailing'>,
): Issue[] {
  const issues: Issue[] = []
  for (const need of reissueDocuments(draft))
    if (need.required && !(draft.documents[need.kind]?.length ?? 0))
      issues.push({ path: `documents.${need.kind}`, message: `svcReissue:issues.document.${need.kind}` })
  return [...issues, ...reissueOriginalIssues(draft)]
}

/** The price input of a reissue: one certificate for the chosen mark. */
export function reissueQuoteInput(draft: Pick<ReissueDraft, 'productType' | 'marks'>): ServiceQuoteInput {
  return {
    productType: draft.productType,
    marks: draft.marks.map((m) => ({ regNo: m.regNo, classes: m.classes })),
  }
}

/** The reissue fields of a new draft (the service base fields come from the shared shape). */
export const emptyReissueFields = (): Pick<
  ReissueDraft,
  'reason' | 'explanation' | 'certificateKind' | 'certificateNo' | 'certificateDate' | 'onRecord'
> => ({
  reason: '',
  explanation: '',
  certificateKind: '',
  certificateNo: '',
  certificateDate: '',
  onRecord: [],
})

/** A reissue's own fields: perfectInformation edits them, and they are fixed once the order is paid. */
export const REISSUE_FIELDS = [
  'reason',
  'explanation',
  'certificateKind',
  'certificateNo',
  'certificateDate',
  'onRecord',
] as const

/**
 * The configuration of a reissue flow. The mark list checks the registration (mainland, registered, in
 * force); whether a type-30 certificate is on the record is checked by the validate call the information
 * step reads and again by the server when the order is made (mock-server/wizards/reissue.ts), since the
 * shared mark carries no record of approvals.
 */
function reissueWizardOf(
  slug: 'reissueProve' | 'replacementAndRenewal',
  productType: ReissueProductType,
): ServiceWizard<ReissueDraft> {
  return serviceWizard<ReissueDraft>({
    slug,
    productTypes: { mainland: productType },
    maxMarks: REISSUE_MAX_MARKS,
    information: { edits: REISSUE_FIELDS, issues: (draft) => reissueInformationIssues(draft) },
    documentsNeeded: reissueDocuments,
    documentIssues: reissueOriginalIssues,
    eligibility: (mark, context) => reissueEligibility(29, mark, [], context.today),
    party: (draft) => {
      const m = draft.marks[0]
      return m
        ? {
            nameZh: m.holderZh,
            nameEn: m.holderEn,
            addressZh: m.holderAddressZh,
            addressEn: m.holderAddressEn,
          }
        : null
    },
    ownFields: () => ({ ...emptyReissueFields() }),
    detailPage: 'annotationDetail',
  })
}

/** reissueProve: a new registration certificate (product type 29). */
export const reissueProveWizard = reissueWizardOf('reissueProve', 29)
/** replacementAndRenewal: a new change, transfer or renewal certificate (product type 30). */
export const replacementAndRenewalWizard = reissueWizardOf('replacementAndRenewal', 30)

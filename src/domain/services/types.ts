/**
 * The trademark services after registration (renewal, change, assignment, licence record, removal and the
 * two certificate reissues) as configurations of the one wizard shape (src/domain/wizard). This file is the
 * contract every service flow builds on: the slugs, the mark a service is filed for, the eligibility answer
 * and the part of the draft every service shares. A flow's own fields live in its own file
 * (src/domain/services/<flow>.ts) and extend ServiceDraftBase.
 */
import type { MessageKey } from '../message-key'
import type { ProductTypeId } from '../product-types'
import type { DocumentsByKind, Mailing, WizardDraftBase } from '../wizard/types'

/** The URL segment of each service flow: /<slug>/extension/<step> (routes.tsv). */
export const SERVICE_SLUGS = [
  'management',
  'variable',
  'assignment',
  'brandPermit',
  'logOff',
  'reissueProve',
  'replacementAndRenewal',
  'opposition',
  'refusal',
  'nonuseCancellation',
  'Invalidation',
] as const
export type ServiceSlug = (typeof SERVICE_SLUGS)[number]

export const isServiceSlug = (value: string): value is ServiceSlug =>
  (SERVICE_SLUGS as readonly string[]).includes(value)

/**
 * Where the service is filed: with CNIPA for a mainland mark, through WIPO for a Madrid designation, or with
 * each office for a global (national) mark. Renewal and change take all three; the others are mainland only.
 */
export type ServiceRegion = 'mainland' | 'madrid' | 'global'

/** A mark as the services see it: the facts a row of the selectTrademark step shows and the price needs. */
export interface ServiceMark {
  /** Registration number (the number the office files the service under). */
  regNo: string
  name: string
  /** Specimen image URL, or null for a word mark without one. */
  image: string | null
  /** Nice classes, two digits ('09'). */
  classes: string[]
  /** The registered holder, as registered (Chinese, and English where known). */
  holderZh: string
  holderEn: string
  holderAddressZh: string
  holderAddressEn: string
  /** The applicant-book entry of the holder, when the account has one. */
  applicantId: string | null
  /** Status id of src/domain/trademark-status.ts. */
  status: number
  registrationDate: string | null
  /** Last day of the current term, 'YYYY-MM-DD'. */
  expiryDate: string | null
  region: ServiceRegion
  /** For a global or Madrid mark: the country (ISO 3166-1 alpha-2, or 'WO' for the international registration). */
  country: string
  /**
   * For a Madrid mark: the contracting parties its international registration designates (the codes of
   * src/domain/registration/madrid-members.ts), as the register has them; absent for other marks.
   */
  designations?: string[]
  /**
   * The contested procedures' facts of a mark (opposition, refusal review, non-use cancellation, invalidation):
   * its registered or applied-for goods, and the procedure events their deadlines run from. Absent for the
   * other services.
   */
  contested?: ContestedFacts
}

/** What the contested procedures read of a target mark besides the common facts. */
export interface ContestedFacts {
  /** Application number (an application in examination is opposed and reviewed under it). */
  applicationNo: string
  /** Filing day ('YYYY-MM-DD'): a prior mark cited against it must be filed earlier. */
  filedOn: string
  /** The goods and services of the mark, class by class, as registered or applied for. */
  goods: { classNo: string; items: { zh: string; en: string }[] }[]
  /** Preliminary-approval publication: the gazette day and issue (opposition runs 3 months from it). */
  publishedOn: string | null
  gazetteIssue: string | null
  /** Day the office sent its refusal (a refusal review runs from its receipt). */
  refusedOn: string | null
  /** The marks the refusal cited (registration numbers), when the mark was refused for conflicting marks. */
  refusalCites: string[]
  /** The mark's holder is one of the caller's applicants (opposing one's own mark makes no sense). */
  ownMark: boolean
}

/** Whether a service may be filed for a mark, and why not (a translation key the row shows). */
export type Eligibility = { ok: true } | { ok: false; reason: MessageKey }

/** How the user wants to hear about the case (the confirm step's choice, as registration). */
export interface ServiceNotification {
  email: boolean
  sms: boolean
  post: boolean
}

/** What every service draft carries besides the wizard's base fields. */
export interface ServiceDraftBase extends WizardDraftBase {
  service: ServiceSlug
  region: ServiceRegion
  productType: ProductTypeId
  /** The marks chosen on selectTrademark (a copy of their facts when chosen). */
  marks: ServiceMark[]
  documents: DocumentsByKind
  originalsByPost: boolean
  mailing: Mailing
  notification: ServiceNotification
}

/**
 * What a service's eligibility rule may look at besides the mark: the business day, and the marks the
 * account already filed this service for (a case not finished: no second filing).
 */
export interface EligibilityContext {
  today: string
  /** Registration numbers with an open case of this service (ordered, not yet completed by the office). */
  openCases: ReadonlySet<string>
}

/** How a row of the selectTrademark step is marked: fine, fine with a note (a surcharge), or not possible. */
export type MarkRowTone = 'ok' | 'warn' | 'off'

/** One row of the selectTrademark step: the mark, whether the service is possible for it, and its status. */
export interface ServiceMarkRow {
  mark: ServiceMark
  eligibility: Eligibility
  /** The service's own status of the mark (renewal: scheduled, normal, grace, unable), or null. */
  status: MessageKey | null
  tone: MarkRowTone
}

/**
 * The documents a service may ask for. A flow lists the ones its case needs (documentsNeeded); the shared
 * documents step shows one slot per kind, with the words of services:documents.kinds.<kind>.
 */
export const SERVICE_DOCUMENT_KINDS = [
  'powerOfAttorney',
  'businessLicence',
  'idDocument',
  'proofOfChange',
  'assignmentApplication',
  'assignorIdentity',
  'assigneeIdentity',
  'notarisedDocuments',
  'licenceRecordForm',
  'lossStatement',
  'holderId',
  'licenseeId',
  'removalApplication',
  'originalCertificate',
  'oppositionApplication',
  'reviewApplication',
  'cancellationApplication',
  'invalidationApplication',
  'requesterId',
  'refusalNotice',
  'gazettePage',
  'priorRightProof',
  'evidence',
] as const
export type ServiceDocumentKind = (typeof SERVICE_DOCUMENT_KINDS)[number]

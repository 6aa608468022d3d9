/**
 * Licence record (商标使用许可备案, product type 31): the licensor (the mark's holder, one of the account's
 * applicants) records a licence of the mark to a licensee. The record states who, for how long, which of the
 * registered goods and what kind of licence (Trademark Law Art 43; Regulations Art 69); an unrecorded licence
 * cannot be set up against a third party in good faith. Fee: 150 paper / 135 online per mark.
 *
 * Everything here is pure: the page, the wizard machine and the mock run the same checks.
 */
import { businessToday } from '../clock'
import { isIsoDate } from '../dates'
import type { KeysUnder, MessageKey } from '../message-key'
import type { Applicant } from '../registration/types'
import type { DocumentNeed, Issue } from '../wizard/types'
import { heldMarkRefusal } from './held-mark'
import { isHolderOf, partyIssues } from './parties'
import type { ServiceQuote } from '../service-quote'
import { serviceDraftQuote } from './quote'
import { serviceWizard } from './wizard'
import { goodsCount, isSubsetOf, type ClassGoods } from './mark-goods'
import type { Eligibility, ServiceDraftBase, ServiceMark } from './types'

/**
 * exclusive (独占): only the licensee uses the mark, not even the licensor; sole (排他): the licensee and the
 * licensor, nobody else; ordinary (普通): the licensor may license others too.
 */
export const LICENCE_TYPES = ['exclusive', 'sole', 'ordinary'] as const
export type LicenceType = (typeof LICENCE_TYPES)[number]

/** The goods licensed under one mark: a copy of its registered goods and the chosen part of them. */
export interface LicensedMark {
  regNo: string
  registered: ClassGoods[]
  licensed: ClassGoods[]
}

export interface LicenceDraft extends ServiceDraftBase {
  service: 'brandPermit'
  /** A copy of the licensee's applicant record (chosen from the book, or added to it for this licence). */
  licensee: Applicant | null
  licenceType: LicenceType | ''
  /** First and last day of the licence, 'YYYY-MM-DD' (business dates). */
  startDate: string
  endDate: string
  /** One entry per chosen mark (by registration number); entries of marks no longer chosen are ignored. */
  goods: LicensedMark[]
}

/** The documents of a licence record. The contract itself is not filed, only its terms (the form). */
export const LICENCE_DOCUMENT_KINDS = [
  'licenceRecordForm',
  'holderId',
  'licenseeId',
  'powerOfAttorney',
] as const
export type LicenceDocumentKind = (typeof LICENCE_DOCUMENT_KINDS)[number]

const issue = (path: string, key: KeysUnder<'svcLicence:issues.'>): Issue => ({
  path,
  message: `svcLicence:issues.${key}`,
})

/** Whether the account may record a licence of this mark on the context's business day, and why not. */
export function licenceEligibility(
  mark: ServiceMark,
  context: { today: string } = { today: businessToday() },
): Eligibility {
  const refusal = heldMarkRefusal(mark, context.today)
  if (!refusal) return { ok: true }
  const reason: MessageKey = `svcLicence:eligibility.${refusal}`
  return { ok: false, reason }
}

/** The licensee's record against the same §5 rules as any applicant, each issue on `licensee.<field>`. */
export function licenseeIssues(draft: Pick<LicenceDraft, 'licensee' | 'marks'>, today: string): Issue[] {
  const licensee = draft.licensee
  if (!licensee) return [issue('licensee', 'licenseeRequired')]
  const isLicensor = draft.marks.some(
    (m) => (m.applicantId !== null && m.applicantId === licensee.applicantId) || isHolderOf(licensee, m),
  )
  return [
    ...(isLicensor ? [issue('licensee', 'licenseeIsLicensor')] : []),
    ...partyIssues('licensee', licensee, today),
  ]
}

/** The licence period: both days, in order, not over yet, and inside every chosen mark's term. */
export function periodIssues(
  draft: Pick<LicenceDraft, 'startDate' | 'endDate' | 'marks'>,
  today: string,
): Issue[] {
  const out: Issue[] = []
  const start = draft.startDate.trim()
  const end = draft.endDate.trim()
  if (start === '') out.push(issue('startDate', 'startRequired'))
  else if (!isIsoDate(start)) out.push(issue('startDate', 'dateFormat'))
  if (end === '') out.push(issue('endDate', 'endRequired'))
  else if (!isIsoDate(end)) out.push(issue('endDate', 'dateFormat'))
  if (out.length > 0) return out
  if (start < (firstDay(draft.marks) ?? start)) out.push(issue('startDate', 'startBeforeRegistration'))
  if (end <= start) out.push(issue('endDate', 'endNotAfterStart'))
  else if (end < today) out.push(issue('endDate', 'endPassed'))
  else if (end > (lastDay(draft.marks) ?? end)) out.push(issue('endDate', 'endAfterTerm'))
  return out
}

/** The latest registration date of the chosen marks: a licence cannot start before a mark is registered. */
export const firstDay = (marks: readonly ServiceMark[]): string | null =>
  marks.reduce<string | null>(
    (at, m) => (m.registrationDate && (!at || m.registrationDate > at) ? m.registrationDate : at),
    null,
  )

/** The earliest last day of term of the chosen marks: a recorded licence cannot outlast a registration. */
export const lastDay = (marks: readonly ServiceMark[]): string | null =>
  marks.reduce<string | null>(
    (at, m) => (m.expiryDate && (!at || m.expiryDate < at) ? m.expiryDate : at),
    null,
  )

/** Each chosen mark licenses a non-empty part of its registered goods. */
export function licensedGoodsIssues(draft: Pick<LicenceDraft, 'goods' | 'marks'>): Issue[] {
  const out: Issue[] = []
  draft.marks.forEach((mark, i) => {
    const entry = draft.goods.find((g) => g.regNo === mark.regNo)
    if (!entry || goodsCount(entry.licensed) === 0) out.push(issue(`goods.${i}`, 'goodsRequired'))
    else if (!isSubsetOf(entry.licensed, entry.registered))
      out.push(issue(`goods.${i}`, 'goodsNotRegistered'))
  })
  return out
}

/** What blocks the perfectInformation step of a licence record. */
export function licenceInformationIssues(draft: LicenceDraft, today: string = businessToday()): Issue[] {
  return [
    ...licenseeIssues(draft, today),
    ...(draft.licenceType === '' ? [issue('licenceType', 'typeRequired')] : []),
    ...periodIssues(draft, today),
    ...licensedGoodsIssues(draft),
  ]
}

/**
 * The files a licence record needs: the record form signed or sealed by both parties (the contract itself is
 * not filed, only its terms), both parties' proof of identity and the power of attorney.
 */
export function licenceDocuments(): DocumentNeed<LicenceDocumentKind>[] {
  return LICENCE_DOCUMENT_KINDS.map((kind) => ({ kind, required: true }))
}

/** The registered holder of a mark as the party a filing names. */
export const holderParty = (mark: ServiceMark | undefined) =>
  mark
    ? {
        nameZh: mark.holderZh,
        nameEn: mark.holderEn,
        addressZh: mark.holderAddressZh,
        addressEn: mark.holderAddressEn,
      }
    : null

/** Marks one licence record may take (one record form per mark, filed together). */
export const LICENCE_MAX_MARKS = 10

/** The licence record (/brandPermit/extension/<step>) as a configuration of the services' shape. */
export const licenceWizard = serviceWizard<LicenceDraft>({
  slug: 'brandPermit',
  productTypes: { mainland: 31 },
  maxMarks: LICENCE_MAX_MARKS,
  information: {
    edits: ['licensee', 'licenceType', 'startDate', 'endDate', 'goods'],
    issues: (draft) => licenceInformationIssues(draft),
  },
  documentsNeeded: licenceDocuments,
  eligibility: licenceEligibility,
  // The licensor files the record: the registered holder, as registered.
  party: (draft) => holderParty(draft.marks[0]),
  ownFields: () => ({ licensee: null, licenceType: '', startDate: '', endDate: '', goods: [] }),
  detailPage: 'brandPermitDetail',
})

/** The price of a licence record from the one price module (the official fee per mark recorded). */
export const licenceQuote = (draft: LicenceDraft, today: string): ServiceQuote =>
  serviceDraftQuote(draft, today, { fallback: 31 })

/** The goods entries for the chosen marks, keeping what was chosen for marks still there. */
export function goodsForMarks(
  goods: readonly LicensedMark[],
  marks: readonly ServiceMark[],
  registeredOf: (regNo: string) => ClassGoods[] | undefined,
): LicensedMark[] {
  return marks.flatMap((m) => {
    const kept = goods.find((g) => g.regNo === m.regNo)
    if (kept) return [kept]
    const registered = registeredOf(m.regNo)
    // A new mark licenses all its registered goods until the user narrows them down.
    return registered ? [{ regNo: m.regNo, registered, licensed: registered }] : []
  })
}

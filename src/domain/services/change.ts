/**
 * The change flow (/variable/extension): a change of the registered holder's name, address or both, or of the
 * agent on record, for mainland marks (product type 13) and, by region, for marks registered abroad (global
 * change, product type 17). Its draft, the issues of each step and the rules the page and the mock share.
 *
 * Office rules encoded here (official-rules.md §1.2 #2, §1.3): a change of name or address must cover every mark
 * of the holder (商标法实施条例 Art 17: marks left out make the office treat the request as abandoned), so the
 * supplement step lists the holder's other marks found on the register and asks what happens to each; a name
 * change needs the registration authority's proof of the change; the online change fee is nil.
 */
import type { KeysUnder, MessageKey } from '../message-key'
import {
  checkApplicant,
  EMPTY_APPLICANT,
  normalizeApplicant,
  type ApplicantField,
} from '../registration/applicant-rules'
import type { DocumentNeed, Issue } from '../wizard/types'
import type { Eligibility, ServiceDraftBase, ServiceMark, ServiceRegion } from './types'
import type { ServiceQuote } from '../service-quote'
import { serviceDraftQuote } from './quote'
import { serviceWizard } from './wizard'

export const CHANGE_KINDS = ['name', 'address', 'nameAndAddress', 'agent'] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

/** The kinds a region offers: the agent on record is changed only at CNIPA. */
export const changeKindsOf = (region: ServiceRegion): readonly ChangeKind[] =>
  region === 'mainland' ? CHANGE_KINDS : CHANGE_KINDS.filter((k) => k !== 'agent')

export const changesName = (kind: ChangeKind | null) => kind === 'name' || kind === 'nameAndAddress'
export const changesAddress = (kind: ChangeKind | null) => kind === 'address' || kind === 'nameAndAddress'

/** A holder's name and address in Chinese and English, as the register records them. */
export interface HolderParticulars {
  nameZh: string
  nameEn: string
  addressZh: string
  addressEn: string
}

/** The registered holder of the chosen marks (tmAlteration/getApplicantInformation). */
export interface ChangeHolder extends HolderParticulars {
  kind: 'enterprise' | 'individual'
  /** ISO 3166-1 alpha-2 of the holder's nationality or seat ('CN' for mainland holders). */
  country: string
  /** The applicant-book entry of the holder, when the account has one. */
  applicantId: string | null
  /** The agent on record for the marks ('' when the holder filed itself). */
  agent: string
}

/** Why one of the holder's other marks stays out of this change. */
export const EXCLUDE_REASONS = ['assignedAway', 'surrendered', 'notHolder'] as const
export type ExcludeReason = (typeof EXCLUDE_REASONS)[number]

/** What the user decided for one of the holder's other marks on the supplement step. */
export interface RelatedDecision {
  choice: 'include' | 'exclude' | ''
  reason: ExcludeReason | ''
}

/** The documents a change may ask for (a subset of the services' document kinds). */
export type ChangeDocumentKind = 'powerOfAttorney' | 'businessLicence' | 'idDocument' | 'proofOfChange'

export interface ChangeDraft extends ServiceDraftBase {
  service: 'variable'
  kind: ChangeKind | null
  /** The holder as registered; every chosen mark must have this holder. */
  holder: ChangeHolder | null
  /** The particulars after the change (only the changed part is read; see particularsAfter). */
  after: HolderParticulars
  /** The applicant-book entry the new particulars were taken from, if any. */
  afterApplicantId: string | null
  /** Change of agent: the holder revokes the agent on record and appoints the portal's agency. */
  agentRevoked: boolean
  /** The holder's other marks on the register (not chosen on selectTrademark), listed for the supplement. */
  relatedMarks: ServiceMark[]
  /** The decision for each of relatedMarks, by registration number. */
  related: Record<string, RelatedDecision>
}

/** One change request covers at most this many marks (the rest go into a second request). */
export const MAX_CHANGE_MARKS = 50

const emptyParticulars = (): HolderParticulars => ({ nameZh: '', nameEn: '', addressZh: '', addressEn: '' })

/** The draft's own fields as a new change draft starts them (the service base adds the rest). */
export const newChangeFields = () => ({
  service: 'variable' as const,
  kind: null,
  holder: null,
  after: emptyParticulars(),
  afterApplicantId: null,
  agentRevoked: false,
  relatedMarks: [] as ServiceMark[],
  related: {} as Record<string, RelatedDecision>,
})

const issue = (path: string, key: KeysUnder<'svcChange:issues.'>): Issue => ({
  path,
  message: `svcChange:issues.${key}`,
})

// Compared as the office compares them: without spaces, case and full/half-width differences of brackets.
const comparable = (value: string) =>
  value
    .replace(/[\s\u3000]+/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .toLowerCase()
export const sameText = (a: string, b: string) => comparable(a) === comparable(b)

/** Whether two holders are the same as the register records them (name, and address when both give one). */
export function sameHolder(a: HolderParticulars, b: HolderParticulars): boolean {
  const name =
    (a.nameZh && b.nameZh && sameText(a.nameZh, b.nameZh)) ||
    (a.nameEn && b.nameEn && sameText(a.nameEn, b.nameEn))
  return Boolean(name)
}

/** A mark's holder as ServiceMark carries it. */
export const holderOfMark = (m: ServiceMark): HolderParticulars => ({
  nameZh: m.holderZh,
  nameEn: m.holderEn,
  addressZh: m.holderAddressZh,
  addressEn: m.holderAddressEn,
})

// --- eligibility -------------------------------------------------------------------------------------------

/** Registered (1, 10) or on its way (published, under review, opposed, examined, cancellation pending, pending). */
const CHANGEABLE_STATUSES: readonly number[] = [1, 3, 4, 5, 6, 7, 10, 11, 12]

/** What the eligibility rule reads besides the mark (the shared service context: src/domain/services/types.ts). */
export interface ChangeEligibilityContext {
  today: string
  /** Registration numbers with a change already filed (ordered) and not yet decided. */
  openCases: ReadonlySet<string>
}

/**
 * Whether a change may be filed for a mark, and why not: the same rule for the row, isCanAlter and the order.
 * `holderIsAccounts` is false for a mark of the register whose holder is none of the account's applicants.
 */
export function changeEligibility(
  mark: ServiceMark,
  context: ChangeEligibilityContext,
  holderIsAccounts = true,
): Eligibility {
  const no = (key: KeysUnder<'svcChange:eligibility.'>): Eligibility => ({
    ok: false,
    reason: `svcChange:eligibility.${key}`,
  })
  if (!CHANGEABLE_STATUSES.includes(mark.status)) return no('notInForce')
  if (!holderIsAccounts) return no('notHolder')
  if (context.openCases.has(mark.regNo)) return no('changePending')
  return { ok: true }
}

// --- selectTrademark -----------------------------------------------------------------------------------------

/**
 * What selectTrademark adds to the shared mark checks (at least one, the limit, no mark twice, the region): one
 * change names one holder, so every chosen mark must have the same registered holder.
 */
export function holderIssues(draft: Pick<ChangeDraft, 'marks'>): Issue[] {
  const first = draft.marks[0]
  if (!first) return []
  return draft.marks.some((m) => !sameHolder(holderOfMark(m), holderOfMark(first)))
    ? [issue('marks', 'oneHolder')]
    : []
}

// --- perfectInformation --------------------------------------------------------------------------------------

/** The holder's particulars once the change is recorded: the changed part from `after`, the rest as registered. */
export function particularsAfter(draft: Pick<ChangeDraft, 'kind' | 'holder' | 'after'>): HolderParticulars {
  const before = draft.holder ?? emptyParticulars()
  const name = changesName(draft.kind)
  const address = changesAddress(draft.kind)
  return {
    nameZh: name ? draft.after.nameZh : before.nameZh,
    nameEn: name ? draft.after.nameEn : before.nameEn,
    addressZh: address ? draft.after.addressZh : before.addressZh,
    addressEn: address ? draft.after.addressEn : before.addressEn,
  }
}

const PARTICULAR_FIELDS = [
  'nameZh',
  'nameEn',
  'addressZh',
  'addressEn',
] as const satisfies readonly ApplicantField[]

/**
 * The §5 name and address rules of the applicant book (applicant-rules.ts), applied to the new particulars of
 * this holder: a mainland holder writes its name and address in Chinese, a foreign one in English, and a global
 * change files in English everywhere.
 */
function particularIssues(draft: ChangeDraft, holder: ChangeHolder): Issue[] {
  const after = particularsAfter(draft)
  const values = normalizeApplicant({
    ...EMPTY_APPLICANT,
    kind: holder.kind,
    country: holder.country,
    ...after,
  })
  const changed = new Set<string>([
    ...(changesName(draft.kind) ? ['nameZh', 'nameEn'] : []),
    ...(changesAddress(draft.kind) ? ['addressZh', 'addressEn'] : []),
  ])
  const out = checkApplicant(values, undefined, { englishRequired: draft.region !== 'mainland' })
    .filter((i) => changed.has(i.field))
    .map((i) => ({ path: `after.${i.field}`, message: i.message }))
  // The register keeps both languages: a language the holder is registered in must be given again.
  for (const field of PARTICULAR_FIELDS) {
    if (!changed.has(field) || out.some((i) => i.path === `after.${field}`)) continue
    if (holder[field].trim() !== '' && values[field] === '')
      out.push(issue(`after.${field}`, field.startsWith('name') ? 'nameKeepLanguage' : 'addressKeepLanguage'))
  }
  return out
}

export function informationIssues(draft: ChangeDraft): Issue[] {
  const out: Issue[] = [...holderIssues(draft)]
  if (!draft.holder) out.push(issue('holder', 'holderMissing'))
  if (!draft.kind) {
    out.push(issue('kind', 'kindRequired'))
    return out
  }
  if (!changeKindsOf(draft.region).includes(draft.kind)) out.push(issue('kind', 'agentMainlandOnly'))
  if (!draft.holder) return out
  const holder = draft.holder
  if (draft.kind === 'agent') {
    if (!draft.agentRevoked) out.push(issue('agentRevoked', 'agentRevocationRequired'))
    return out
  }
  out.push(...particularIssues(draft, holder))
  const after = particularsAfter(draft)
  if (
    changesName(draft.kind) &&
    !out.some((i) => i.path.startsWith('after.name')) &&
    sameText(after.nameZh, holder.nameZh) &&
    sameText(after.nameEn, holder.nameEn)
  )
    out.push(issue(after.nameZh ? 'after.nameZh' : 'after.nameEn', 'nameUnchanged'))
  if (
    changesAddress(draft.kind) &&
    !out.some((i) => i.path.startsWith('after.address')) &&
    sameText(after.addressZh, holder.addressZh) &&
    sameText(after.addressEn, holder.addressEn)
  )
    out.push(issue(after.addressZh ? 'after.addressZh' : 'after.addressEn', 'addressUnchanged'))
  return out
}

// --- supplement ----------------------------------------------------------------------------------------------

/**
 * The supplement step is shown for a change of name or address when the register holds other marks of the
 * holder: they must change together (条例 Art 17), so each needs a decision. A change of agent is per mark.
 */
export const needsSupplement = (draft: ChangeDraft): boolean =>
  changesName(draft.kind) || changesAddress(draft.kind) ? draft.relatedMarks.length > 0 : false

export function supplementIssues(draft: ChangeDraft): Issue[] {
  if (!needsSupplement(draft)) return []
  const out: Issue[] = []
  for (const mark of draft.relatedMarks) {
    const path = `related.${mark.regNo}`
    const decision = draft.related[mark.regNo]
    if (!decision || decision.choice === '') out.push(issue(path, 'relatedChoiceRequired'))
    else if (decision.choice === 'exclude' && decision.reason === '')
      out.push(issue(`${path}.reason`, 'excludeReasonRequired'))
  }
  return out
}

/** Every mark the change is filed for: the chosen marks and the holder's other marks included on the supplement. */
export function changedMarks(draft: ChangeDraft): ServiceMark[] {
  if (!needsSupplement(draft)) return draft.marks
  return [...draft.marks, ...draft.relatedMarks.filter((m) => draft.related[m.regNo]?.choice === 'include')]
}

/** The price of a change: the official fee of every mark it covers (the related marks included with it too). */
export const changeQuote = (draft: ChangeDraft, today: string): ServiceQuote =>
  serviceDraftQuote(draft, today, { fallback: 13, marks: changedMarks(draft) })

/** The marks grouped by the office they are filed with (one group for a mainland change, one per country abroad). */
export function marksByCountry(draft: ChangeDraft): { country: string; marks: ServiceMark[] }[] {
  const groups = new Map<string, ServiceMark[]>()
  for (const mark of changedMarks(draft))
    groups.set(mark.country, [...(groups.get(mark.country) ?? []), mark])
  return [...groups].map(([country, marks]) => ({ country, marks }))
}

// --- provideDocument ------------------------------------------------------------------------------------------

/**
 * The documents of a change (official-rules.md §1.3): the power of attorney, the holder's identity (business
 * licence, or ID for a person), and for a name change the registration authority's proof of it; a foreign
 * holder proves any change of name or address with its registry's certificate (and its Chinese translation).
 */
export function documentsNeeded(
  draft: Pick<ChangeDraft, 'kind' | 'holder' | 'region'>,
): DocumentNeed<ChangeDocumentKind>[] {
  const list: DocumentNeed<ChangeDocumentKind>[] = [
    { kind: 'powerOfAttorney', required: true },
    { kind: draft.holder?.kind === 'individual' ? 'idDocument' : 'businessLicence', required: true },
  ]
  const foreign = draft.holder !== null && draft.holder.country !== 'CN'
  if (changesName(draft.kind) || (foreign && changesAddress(draft.kind)))
    list.push({ kind: 'proofOfChange', required: true })
  else if (changesAddress(draft.kind)) list.push({ kind: 'proofOfChange', required: false })
  return list
}

/** The label key of a change kind (for the order, the detail page and the form). */
export const changeKindLabel = (kind: ChangeKind): MessageKey => `svcChange:kind.${kind}`

/**
 * The change flow (/variable/extension): mainland changes are product type 13, changes of marks registered
 * abroad (by region) 17. The supplement is present for a change of name or address when the register holds
 * other marks of the holder; whichever of perfectInformation and supplement comes last makes the order.
 */
export const changeWizard = serviceWizard<ChangeDraft>({
  slug: 'variable',
  productTypes: { mainland: 13, global: 17 },
  maxMarks: MAX_CHANGE_MARKS,
  information: {
    edits: ['kind', 'holder', 'after', 'afterApplicantId', 'agentRevoked', 'relatedMarks'],
    issues: informationIssues,
  },
  supplement: { edits: ['related'], issues: supplementIssues, when: needsSupplement },
  documentsNeeded,
  eligibility: (mark, context) => changeEligibility(mark, context),
  party: (draft) => draft.holder,
  ownFields: () => {
    const { service: _service, ...own } = newChangeFields()
    return own
  },
  detailPage: 'changeDetail',
})

/**
 * Trademark assignment (转让, product type 12): the draft, the checks of its own steps, which marks may be
 * assigned and the documents CNIPA asks for. The page, the flow machine and the mock run these functions, so
 * they refuse the same things with the same words (svcAssignment:issues.*).
 *
 * The rules (official-rules.md §1.2 row 3, §1.3):
 * - the assignor is the registered holder, as the applicant book holds it: a holder whose name or address has
 *   changed records the change first, so the assignor is read for the mark and never typed;
 * - the assignee is an applicant of the account's applicant book, or a new one entered with the same §5 rules
 *   as a registration (applicant-rules.ts, reused);
 * - 商标法 Art 42 and 实施条例 Art 31: the assignor's identical or similar marks on the same or similar goods
 *   must be assigned together; otherwise CNIPA sets a time limit and then treats the request as abandoned. The
 *   register answers which marks those are (tmAssignment/assignQuery); the supplement step lists them and asks,
 *   for each, to include it or to say why not;
 * - the application is filed jointly: the assignment application signed or sealed by both parties, both
 *   parties' identity documents, the power of attorney; a foreign assignor's documents notarised.
 */
import type { KeysUnder, MessageKey } from '../message-key'
import { applicantToInput, checkApplicant, normalizeApplicant } from '../registration/applicant-rules'
import { sameParty } from '../registration/applicant-selection'
import type { Applicant } from '../registration/types'
import type { DocumentNeed, Issue } from '../wizard/types'
import type { Eligibility, ServiceDocumentKind, ServiceDraftBase, ServiceMark } from './types'
import type { ServiceQuote } from '../service-quote'
import { serviceDraftQuote } from './quote'
import { serviceWizard } from './wizard'

/** How a related mark matches the mark assigned, as the register's similarity rules name it. */
export type RelatedMatch = 'identical' | 'samePronunciation' | 'contains' | 'sharedElement'

/** An identical or similar mark of the assignor on similar goods (tmAssignment/assignQuery). */
export interface RelatedMark {
  regNo: string
  name: string
  classes: string[]
  /** Status id of src/domain/trademark-status.ts. */
  status: number
  /** The registration number of the mark being assigned it relates to. */
  relatedTo: string
  match: RelatedMatch
  /** The similar groups (类似群) both marks' goods fall in, e.g. ['0901', '4220']. */
  sharedGroups: string[]
}

/** The user's decision on one related mark: assign it together, or keep it and say why. */
export interface RelatedChoice {
  include: boolean | null
  reason: string
}

export interface AssignmentDraft extends ServiceDraftBase {
  service: 'assignment'
  /** The registered holder of the chosen marks, as the applicant book holds it (tmAssignment/getApplicantInformation). */
  assignor: Applicant | null
  /** Where the assignee came from: the applicant book, or entered new (then added to the book). */
  assigneeSource: 'book' | 'new'
  assignee: Applicant | null
  /** The related marks the register named for `relatedFor`. */
  relatedMarks: RelatedMark[]
  /** The chosen marks' registration numbers (sorted, ';'-joined) the related marks were asked for. */
  relatedFor: string
  /** By registration number of a related mark. */
  relatedChoices: Record<string, RelatedChoice>
}

/** Document kinds of an assignment (the provideDocument step's slots; services:documents.kinds.*). */
export const ASSIGNMENT_DOCUMENTS = [
  'assignmentApplication',
  'assignorIdentity',
  'assigneeIdentity',
  'powerOfAttorney',
  'notarisedDocuments',
] as const satisfies readonly ServiceDocumentKind[]
export type AssignmentDocument = (typeof ASSIGNMENT_DOCUMENTS)[number]

/** The most marks one assignment draft takes (the services' draft limit). */
export const ASSIGNMENT_MAX_MARKS = 50

/** A reason for not assigning a related mark: at least this many characters, at most REASON_MAX. */
export const REASON_MIN = 10
export const REASON_MAX = 300

/** Statuses of a mark that can be assigned: registered, or an application still pending (China). */
const ASSIGNABLE: ReadonlySet<number> = new Set([1, 3, 4, 5, 6])

const issue = (path: string, key: KeysUnder<'svcAssignment:issues.'>): Issue => ({
  path,
  message: `svcAssignment:issues.${key}`,
})
const eligibilityKey = (key: KeysUnder<'svcAssignment:eligibility.'>): MessageKey =>
  `svcAssignment:eligibility.${key}`

/** The key the related marks are asked for: the chosen marks' numbers, sorted. */
export const relatedKeyOf = (marks: readonly Pick<ServiceMark, 'regNo'>[]): string =>
  marks
    .map((m) => m.regNo)
    .sort()
    .join(';')

/** The supplement step is part of the flow when the register named related marks for the chosen marks. */
export const hasRelatedMarks = (draft: AssignmentDraft): boolean => draft.relatedMarks.length > 0

/** Every mark the application covers: those chosen, and the related marks the user decided to include. */
export function assignedMarks(draft: AssignmentDraft): { regNo: string; name: string; classes: string[] }[] {
  const included = draft.relatedMarks.filter((r) => draft.relatedChoices[r.regNo]?.include === true)
  const seen = new Set<string>()
  return [...draft.marks, ...included].filter((m) => !seen.has(m.regNo) && Boolean(seen.add(m.regNo)))
}

/**
 * Whether a mark may be assigned: mainland, registered or pending, held by the assignor the account acts
 * for, and not in an assignment already filed or being filed.
 */
export function assignmentEligibility(
  mark: Pick<ServiceMark, 'status' | 'region'>,
  facts: { heldByAccount: boolean; underAssignment: boolean },
): Eligibility {
  if (mark.region !== 'mainland') return { ok: false, reason: eligibilityKey('mainlandOnly') }
  if (mark.status === 2 || mark.status === 9) return { ok: false, reason: eligibilityKey('invalid') }
  if (!ASSIGNABLE.has(mark.status)) return { ok: false, reason: eligibilityKey('notAssignable') }
  if (!facts.heldByAccount) return { ok: false, reason: eligibilityKey('notHolder') }
  if (facts.underAssignment) return { ok: false, reason: eligibilityKey('underAssignment') }
  return { ok: true }
}

/** selectTrademark: at least one mark, all held by one holder (one assignor per application). */
export function selectionIssues(draft: AssignmentDraft): Issue[] {
  if (draft.marks.length === 0) return [issue('marks', 'markRequired')]
  const holders = new Set(draft.marks.map((m) => `${m.holderZh}|${m.holderEn}`.trim().toLowerCase()))
  return holders.size > 1 ? [issue('marks', 'oneHolder')] : []
}

/**
 * perfectInformation: the assignor read from the register, an assignee that passes the §5 applicant rules
 * (a foreign assignee also with its Chinese name and address, which CNIPA's form asks for), who is not the
 * assignor, and the related marks asked for the marks now chosen.
 */
export function informationIssues(draft: AssignmentDraft, today?: string): Issue[] {
  const out: Issue[] = []
  if (!draft.assignor) out.push(issue('assignor', 'assignorMissing'))
  const a = draft.assignee
  if (!a) out.push(issue('assignee', 'assigneeRequired'))
  else {
    const problems = checkApplicant(normalizeApplicant(applicantToInput(a)), today)
    if (problems.length > 0) out.push(issue('assignee', 'assigneeIncomplete'))
    else if (a.country !== 'CN' && (!a.nameZh.trim() || !a.addressZh.trim()))
      out.push(issue('assignee', 'assigneeChineseNeeded'))
    if (draft.assignor && sameParty(draft.assignor, a)) out.push(issue('assignee', 'assigneeIsAssignor'))
  }
  if (draft.marks.length > 0 && draft.relatedFor !== relatedKeyOf(draft.marks))
    out.push(issue('relatedMarks', 'relatedNotChecked'))
  return out
}

/** supplement: a decision on every related mark; a kept mark with the reason it may stay with the assignor. */
export function supplementIssues(draft: AssignmentDraft): Issue[] {
  const out: Issue[] = []
  for (const r of draft.relatedMarks) {
    const at = `relatedChoices.${r.regNo}`
    const choice = draft.relatedChoices[r.regNo]
    if (!choice || choice.include === null) out.push(issue(at, 'choiceRequired'))
    else if (!choice.include) {
      const reason = choice.reason.trim()
      if (reason.length === 0) out.push(issue(`${at}.reason`, 'reasonRequired'))
      else if (reason.length < REASON_MIN) out.push(issue(`${at}.reason`, 'reasonTooShort'))
      else if (reason.length > REASON_MAX) out.push(issue(`${at}.reason`, 'reasonTooLong'))
    }
  }
  return out
}

const isForeign = (country: string | undefined) => Boolean(country) && country !== 'CN'

/** The documents the assignment needs: all required; the notarised papers only for a foreign assignor. */
export function assignmentDocuments(draft: AssignmentDraft): DocumentNeed<AssignmentDocument>[] {
  const needs: DocumentNeed<AssignmentDocument>[] = [
    { kind: 'assignmentApplication', required: true },
    { kind: 'assignorIdentity', required: true },
    { kind: 'assigneeIdentity', required: true },
    { kind: 'powerOfAttorney', required: true },
  ]
  if (isForeign(draft.assignor?.country)) needs.push({ kind: 'notarisedDocuments', required: true })
  return needs
}

/** provideDocument: every required document uploaded. */
export function documentIssues(draft: AssignmentDraft): Issue[] {
  return assignmentDocuments(draft)
    .filter((d) => d.required && !(draft.documents[d.kind]?.length ?? 0))
    .map((d) => issue(`documents.${d.kind}`, 'documentRequired'))
}

/** The assignment's own fields of a new draft. */
const ownFields = () => ({
  assignor: null,
  assigneeSource: 'book' as const,
  assignee: null,
  relatedMarks: [],
  relatedFor: '',
  relatedChoices: {},
})

/** The assignment wizard: /assignment/extension/<step>, product type 12, mainland marks. */
export const assignmentWizard = serviceWizard<AssignmentDraft>({
  slug: 'assignment',
  productTypes: { mainland: 12 },
  maxMarks: ASSIGNMENT_MAX_MARKS,
  information: {
    edits: ['assignor', 'assignee', 'assigneeSource', 'relatedMarks', 'relatedFor', 'relatedChoices'],
    issues: (draft) => [
      ...selectionIssues(draft).filter((i) => i.message !== 'svcAssignment:issues.markRequired'),
      ...informationIssues(draft),
    ],
  },
  supplement: { edits: ['relatedChoices'], issues: supplementIssues, when: hasRelatedMarks },
  documentsNeeded: assignmentDocuments,
  eligibility: (mark, context) =>
    assignmentEligibility(mark, { heldByAccount: true, underAssignment: context.openCases.has(mark.regNo) }),
  party: (draft) => draft.assignor,
  ownFields,
  detailPage: 'assignmentDetail',
})

/** The price of an assignment: the official fee of every mark assigned, the related marks assigned with them too. */
export const assignmentQuote = (draft: AssignmentDraft, today: string): ServiceQuote =>
  serviceDraftQuote(draft, today, { fallback: 12, marks: assignedMarks(draft) })

/** A new, empty assignment draft. */
export const newAssignmentDraft = (draftId: string, now: string): AssignmentDraft =>
  assignmentWizard.newDraft(draftId, now)

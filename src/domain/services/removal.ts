/**
 * Removal of the owner's own mark (商标注销, product type 34): the holder gives up its registration, whole or
 * for some of the registered goods (Regulations Art 73). It is free at the office. A whole removal returns
 * the original registration certificate; a partial one keeps it (the office records what remains).
 * Not to be confused with a third party's cancellation (撤销, e.g. non-use, type 16).
 *
 * Everything here is pure: the page, the wizard machine and the mock run the same checks.
 */
import { businessToday } from '../clock'
import type { KeysUnder, MessageKey } from '../message-key'
import type { DocumentNeed, Issue } from '../wizard/types'
import { heldMarkRefusal } from './held-mark'
import { holderParty } from './licence'
import type { ServiceQuote } from '../service-quote'
import { serviceDraftQuote } from './quote'
import { serviceWizard } from './wizard'
import { goodsCount, isProperSubsetOf, isSubsetOf, sameGoods, type ClassGoods } from './mark-goods'
import type { Eligibility, ServiceDraftBase, ServiceMark } from './types'

export type RemovalScope = 'whole' | 'partial'

/** What is removed of one mark: all of it, or the chosen part of its registered goods. */
export interface MarkRemoval {
  regNo: string
  scope: RemovalScope
  /** A copy of the mark's registered goods (from tmRemoval/queryTmInfo). */
  registered: ClassGoods[]
  /** The items given up (a partial removal only). */
  removed: ClassGoods[]
}

/** Why the holder gives the registration up (the form's statement; 'other' is explained in words). */
export const REMOVAL_REASONS = [
  'noLongerUsed',
  'businessChanged',
  'rebranded',
  'coexistence',
  'other',
] as const
export type RemovalReason = (typeof REMOVAL_REASONS)[number]

export const REASON_NOTE_MAX = 200

export interface RemovalDraft extends ServiceDraftBase {
  service: 'logOff'
  /** One entry per chosen mark (by registration number); entries of marks no longer chosen are ignored. */
  removals: MarkRemoval[]
  reason: RemovalReason | ''
  reasonNote: string
}

export const REMOVAL_DOCUMENT_KINDS = [
  'removalApplication',
  'holderId',
  'powerOfAttorney',
  'originalCertificate',
] as const
export type RemovalDocumentKind = (typeof REMOVAL_DOCUMENT_KINDS)[number]

const issue = (path: string, key: KeysUnder<'svcRemoval:issues.'>): Issue => ({
  path,
  message: `svcRemoval:issues.${key}`,
})

/**
 * Whether the account may remove this mark on the context's business day, and why not. `openCases`: marks
 * whose removal is already ordered (a second one would be refused by the office).
 */
export function removalEligibility(
  mark: ServiceMark,
  context: { today: string; openCases?: ReadonlySet<string> } = { today: businessToday() },
): Eligibility {
  const refusal = heldMarkRefusal(mark, context.today)
  if (refusal) {
    const reason: MessageKey = `svcRemoval:eligibility.${refusal}`
    return { ok: false, reason }
  }
  if (context.openCases?.has(mark.regNo)) return { ok: false, reason: 'svcRemoval:eligibility.beingRemoved' }
  return { ok: true }
}

/** Every chosen mark says what goes: all of it, or a part of its goods that leaves some registered. */
export function removalScopeIssues(draft: Pick<RemovalDraft, 'removals' | 'marks'>): Issue[] {
  const out: Issue[] = []
  draft.marks.forEach((mark, i) => {
    const entry = draft.removals.find((r) => r.regNo === mark.regNo)
    if (!entry) {
      out.push(issue(`removals.${i}.scope`, 'scopeRequired'))
      return
    }
    if (entry.scope !== 'partial') return
    const at = `removals.${i}.removed`
    if (goodsCount(entry.removed) === 0) out.push(issue(at, 'goodsRequired'))
    else if (!isSubsetOf(entry.removed, entry.registered)) out.push(issue(at, 'goodsNotRegistered'))
    else if (!isProperSubsetOf(entry.removed, entry.registered)) out.push(issue(at, 'partialTakesAll'))
  })
  return out
}

/** The reason: chosen, and explained (briefly) when it is 'other'. */
export function reasonIssues(draft: Pick<RemovalDraft, 'reason' | 'reasonNote'>): Issue[] {
  const note = draft.reasonNote.trim()
  if (draft.reason === '') return [issue('reason', 'reasonRequired')]
  if (draft.reason === 'other' && note === '') return [issue('reasonNote', 'reasonNoteRequired')]
  if (note.length > REASON_NOTE_MAX) return [issue('reasonNote', 'reasonNoteTooLong')]
  return []
}

/** What blocks the perfectInformation step of a removal. */
export const removalInformationIssues = (draft: RemovalDraft): Issue[] => [
  ...removalScopeIssues(draft),
  ...reasonIssues(draft),
]

/** Whether any chosen mark is removed whole (its original certificate goes back to the office). */
export const removesWholeMark = (draft: Pick<RemovalDraft, 'removals' | 'marks'>): boolean =>
  draft.marks.some((m) => draft.removals.find((r) => r.regNo === m.regNo)?.scope === 'whole')

/**
 * The files a removal needs: the application signed or sealed by the holder, the holder's proof of identity,
 * the power of attorney and, when a mark is removed whole, a scan of the original certificate.
 */
export function removalDocuments(
  draft: Pick<RemovalDraft, 'removals' | 'marks'>,
): DocumentNeed<RemovalDocumentKind>[] {
  const list: DocumentNeed<RemovalDocumentKind>[] = [
    { kind: 'removalApplication', required: true },
    { kind: 'holderId', required: true },
    { kind: 'powerOfAttorney', required: true },
  ]
  if (removesWholeMark(draft)) list.push({ kind: 'originalCertificate', required: true })
  return list
}

/** The original certificate of a mark removed whole is returned: it must be sent by post. */
export function removalOriginalIssues(draft: RemovalDraft): Issue[] {
  return removesWholeMark(draft) && !draft.originalsByPost
    ? [issue('originalsByPost', 'certificateByPost')]
    : []
}

/** The removal entries for the chosen marks, keeping what was chosen for marks still there. */
export function removalsForMarks(
  removals: readonly MarkRemoval[],
  marks: readonly ServiceMark[],
  registeredOf: (regNo: string) => ClassGoods[] | undefined,
): MarkRemoval[] {
  return marks.flatMap((m) => {
    const kept = removals.find((r) => r.regNo === m.regNo)
    if (kept) return [kept]
    const registered = registeredOf(m.regNo)
    return registered ? [{ regNo: m.regNo, scope: 'whole' as const, registered, removed: [] }] : []
  })
}

/** The mock's own check: the draft's copy of a mark's registered goods is still what the register holds. */
export const registeredCopyCurrent = (entry: { registered: ClassGoods[] }, register: ClassGoods[]): boolean =>
  sameGoods(entry.registered, register)

/** Marks one removal may take (one application per mark, filed together). */
export const REMOVAL_MAX_MARKS = 10

/** The removal (/logOff/extension/<step>) as a configuration of the services' shape. */
/** The price of a removal from the one price module (the official fee per mark removed). */
export const removalQuote = (draft: RemovalDraft, today: string): ServiceQuote =>
  serviceDraftQuote(draft, today, { fallback: 34 })

export const removalWizard = serviceWizard<RemovalDraft>({
  slug: 'logOff',
  productTypes: { mainland: 34 },
  maxMarks: REMOVAL_MAX_MARKS,
  information: { edits: ['removals', 'reason', 'reasonNote'], issues: removalInformationIssues },
  documentsNeeded: removalDocuments,
  documentIssues: removalOriginalIssues,
  eligibility: removalEligibility,
  party: (draft) => holderParty(draft.marks[0]),
  ownFields: () => ({ removals: [], reason: '', reasonNote: '' }),
  detailPage: 'annotationDetail',
})

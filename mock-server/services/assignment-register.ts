/**
 * What the register says about an assignment: who holds a mark, whether it may be assigned, and which of
 * the holder's other marks must go with it (商标法 Art 42, 实施条例 Art 31: identical or similar marks on the
 * same or similar goods are assigned together). The marks are the account's marks as their record pages show
 * them (portfolio-record.ts: status from the procedure events, goods with their similar groups), so the flow
 * and the record never disagree about a mark.
 */
import {
  assignedMarks,
  assignmentEligibility,
  type AssignmentDraft,
  type RelatedMark,
  type RelatedMatch,
} from '../../src/domain/services/assignment'
import { pickApplicant } from '../../src/domain/registration/applicant-rules'
import type { Applicant } from '../../src/domain/registration/types'
import type { Eligibility } from '../../src/domain/services/types'
import type { Issue } from '../../src/domain/wizard/types'
import type { HandlerContext } from '../context'
import { lifecycleOf, portfolioOf } from '../reference-data/portfolio'
import { GOODS_BY_CLASS } from '../register/goods'
import { prepareName, scorePrepared, type PreparedName } from '../register/similarity'
import type { WizardDraftRecord } from '../wizards/store'

type Ctx = HandlerContext<unknown>

/** The assignment wizard's id in the drafts table (the service shape names its flows service.<slug>). */
const ASSIGNMENT_FLOW = 'service.assignment'

/** One of the account's marks, as the assignment rules read it. */
export interface HeldMark {
  regNo: string
  name: string
  classes: string[]
  /** Every similar group (类似群) of the mark's goods. */
  groups: Set<string>
  status: number
  /** The registered holder as the applicant book holds it (null when the book has no entry). */
  holder: Applicant | null
}

/** The holder of the account's marks: the account's company (or its person) as its applicant book holds it. */
function holderOf(ctx: Ctx, userId: string): Applicant | null {
  const user = ctx.db.users.find((u) => u.id === userId)
  const nameZh = user?.companyName || user?.name || ''
  const entry = (ctx.db.applicants ?? []).find((a) => a.userId === userId && a.nameZh === nameZh)
  return entry ? pickApplicant(entry) : null
}

// The similar groups of a class's goods as a demo mark's record lists them (its class's first four goods,
// portfolio-record.ts), so the related marks named here are the ones the record pages show.
const recordGroups = (no: string) => (GOODS_BY_CLASS[Number(no) - 1] ?? []).slice(0, 4).map((g) => g.group)

/** The marks the account holds, with their status today and the similar groups of their goods. */
export function heldMarks(ctx: Ctx, userId: string): HeldMark[] {
  const holder = holderOf(ctx, userId)
  return portfolioOf(userId, ctx.today()).map((mark) => ({
    regNo: mark.regNo,
    name: mark.name,
    classes: [...mark.niceClasses],
    groups: new Set(mark.niceClasses.flatMap(recordGroups)),
    status: lifecycleOf(mark, ctx.today()).status,
    holder,
  }))
}

export const heldMark = (ctx: Ctx, userId: string, regNo: string): HeldMark | undefined =>
  heldMarks(ctx, userId).find((m) => m.regNo === regNo)

/** The account's other assignments that have an order or were filed, and the marks each covers. */
function assignmentsInHand(ctx: Ctx, userId: string, exceptDraftId?: string): AssignmentDraft[] {
  const table: WizardDraftRecord[] = ctx.db.wizardDrafts ?? []
  return table
    .filter((r) => r.userId === userId && r.flow === ASSIGNMENT_FLOW && !r.discardedAt)
    .map((r) => r.draft as AssignmentDraft)
    .filter((d) => d.draftId !== exceptDraftId && (d.orderId !== null || d.completedAt !== null))
}

/** Whether `regNo` may be assigned by the account (a mark it does not hold is answered as not held). */
export function eligibilityOf(ctx: Ctx, userId: string, regNo: string, exceptDraftId?: string): Eligibility {
  const mark = heldMark(ctx, userId, regNo)
  const underAssignment = assignmentsInHand(ctx, userId, exceptDraftId).some((d) =>
    assignedMarks(d).some((m) => m.regNo === regNo),
  )
  return assignmentEligibility(
    { status: mark?.status ?? 1, region: 'mainland' },
    { heldByAccount: mark !== undefined, underAssignment },
  )
}

// A distinctive element two names share: two Chinese characters in a row, or a Latin word of four letters.
const HAN_RUN = /\p{Script=Han}{2,}/gu
const LATIN_WORD = /[A-Z0-9]{4,}/g

function sharesElement(a: PreparedName, b: PreparedName): boolean {
  for (const run of a.norm.match(HAN_RUN) ?? []) {
    const chars = Array.from(run)
    for (let i = 0; i + 2 <= chars.length; i++) if (b.norm.includes(chars[i]! + chars[i + 1]!)) return true
  }
  const words = (n: PreparedName) => new Set(n.norm.match(LATIN_WORD) ?? [])
  const other = words(b)
  return [...words(a)].some((w) => other.has(w))
}

// A Latin name that spells two or more syllables of the Chinese name in a row (YUNSHAN / 云杉智能).
function spellsSyllables(latin: PreparedName, han: PreparedName): boolean {
  if (latin.han || !han.han || latin.norm.length < 4) return false
  const s = han.syllables
  for (let i = 0; i < s.length; i++)
    for (let j = i + 2; j <= s.length; j++) if (s.slice(i, j).join('') === latin.norm) return true
  return false
}

/**
 * Whether two names are identical or similar for the together-rule, and how: the search's similarity rules
 * at the high and middle levels, a shared distinctive element, or a Latin name spelling the Chinese one.
 */
export function nameRelation(a: string, b: string): RelatedMatch | null {
  const pa = prepareName(a)
  const pb = prepareName(b)
  const score = scorePrepared(pa, pb)
  if (score && score.level !== 'low') {
    const [reason = ''] = score.reasons
    if (reason === 'exact') return 'identical'
    if (reason === 'same-pinyin' || reason === 'pinyin-spelling') return 'samePronunciation'
    if (reason === 'query-in-name' || reason === 'name-in-query') return 'contains'
    return 'sharedElement'
  }
  if (spellsSyllables(pa, pb) || spellsSyllables(pb, pa)) return 'samePronunciation'
  if (sharesElement(pa, pb)) return 'sharedElement'
  return null
}

/**
 * The holder's marks that must be assigned with `regNos`: identical or similar names with at least one
 * similar group in common, found again from each mark that joins (a mark similar to a related mark moves too).
 * Invalid marks carry no right and are left out.
 */
export function relatedMarksOf(ctx: Ctx, userId: string, regNos: readonly string[]): RelatedMark[] {
  const held = heldMarks(ctx, userId)
  const alive = held.filter((m) => m.status !== 2 && m.status !== 9)
  const queue = regNos.map((n) => held.find((m) => m.regNo === n)).filter((m) => m !== undefined)
  const taken = new Set(regNos)
  const out: RelatedMark[] = []
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i]!
    for (const other of alive) {
      if (taken.has(other.regNo)) continue
      const sharedGroups = [...other.groups].filter((g) => from.groups.has(g)).sort()
      if (sharedGroups.length === 0) continue
      const match = nameRelation(from.name, other.name)
      if (!match) continue
      taken.add(other.regNo)
      queue.push(other)
      out.push({
        regNo: other.regNo,
        name: other.name,
        classes: other.classes,
        status: other.status,
        relatedTo: from.regNo,
        match,
        sharedGroups,
      })
    }
  }
  return out
}

/**
 * What only the server can refuse in an assignment draft: related marks that are not what the register
 * answers now for the marks chosen (a draft cannot drop a related mark by leaving it out), and a related mark
 * included that cannot be assigned (already in another assignment).
 */
export function assignmentServerIssues(ctx: Ctx, userId: string, draft: AssignmentDraft): Issue[] {
  if (draft.marks.length === 0) return []
  const now = relatedMarksOf(
    ctx,
    userId,
    draft.marks.map((m) => m.regNo),
  )
  const key = (marks: readonly RelatedMark[]) =>
    marks
      .map((m) => m.regNo)
      .sort()
      .join(';')
  if (key(now) !== key(draft.relatedMarks))
    return [{ path: 'relatedMarks', message: 'svcAssignment:issues.relatedChanged' }]
  return draft.relatedMarks.flatMap((m): Issue[] => {
    if (draft.relatedChoices[m.regNo]?.include !== true) return []
    const answer = eligibilityOf(ctx, userId, m.regNo, draft.draftId)
    return answer.ok ? [] : [{ path: `relatedChoices.${m.regNo}`, message: answer.reason }]
  })
}

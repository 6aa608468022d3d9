/**
 * What only the server can check of a change draft before its order is made: every mark is still changeable
 * by this account, the holder the draft carries is the one the register records, and the holder's other marks
 * the supplement decided on are the ones the register lists (a draft cannot leave one out by editing the list).
 */
import {
  changedMarks,
  holderOfMark,
  sameHolder,
  sameText,
  changesAddress,
  changesName,
  type ChangeDraft,
} from '../../src/domain/services/change'
import type { Issue } from '../../src/domain/wizard/types'
import {
  eligibilityFor,
  findHeldMark,
  marksOfHolder,
  markKey,
  pendingChangeNumbers,
} from '../services/change-marks'
import type { Ctx } from './mock-wizard'

const issue = (path: string, message: Issue['message']): Issue => ({ path, message })

export function changeServerIssues(ctx: Ctx, draft: ChangeDraft): Issue[] {
  const out: Issue[] = []
  const pending = pendingChangeNumbers(ctx)
  draft.marks.forEach((m, i) => {
    const held = findHeldMark(ctx, m.regNo, m.country)
    if (!held) {
      out.push(issue(`marks.${i}`, 'svcChange:issues.notEligible'))
      return
    }
    const eligibility = eligibilityFor(ctx, held, pending)
    if (!eligibility.ok) out.push(issue(`marks.${i}`, eligibility.reason))
    else if (!sameHolder(held.holder, holderOfMark(m)))
      out.push(issue(`marks.${i}`, 'svcChange:issues.holderChanged'))
  })
  const first = draft.marks[0] ? findHeldMark(ctx, draft.marks[0].regNo, draft.marks[0].country) : undefined
  if (first && draft.holder) {
    const h = first.holder
    const same =
      sameText(h.nameZh, draft.holder.nameZh) &&
      sameText(h.nameEn, draft.holder.nameEn) &&
      sameText(h.addressZh, draft.holder.addressZh) &&
      sameText(h.addressEn, draft.holder.addressEn)
    if (!same) out.push(issue('holder', 'svcChange:issues.holderChanged'))
  }
  // A mainland change of name or address must cover every mark the register lists under the holder.
  if (
    draft.region === 'mainland' &&
    draft.holder &&
    (changesName(draft.kind) || changesAddress(draft.kind))
  ) {
    const chosen = new Set(draft.marks.map(markKey))
    const listed = new Set(draft.relatedMarks.map(markKey))
    const register = marksOfHolder(ctx, draft.holder).map((h) => markKey(h.mark))
    const missing = register.some((key) => !chosen.has(key) && !listed.has(key))
    const invented = [...listed].some((key) => !register.includes(key) || chosen.has(key))
    if (missing || invented) out.push(issue('relatedMarks', 'svcChange:issues.relatedOutdated'))
  }
  return out
}

/** The order payload of a change: what the order detail page and the pending-change rule read. */
export function changeOrderPayload(draft: ChangeDraft) {
  const marks = changedMarks(draft)
  return {
    draftId: draft.draftId,
    kind: draft.kind,
    region: draft.region,
    regNos: marks.map((m) => m.regNo),
    markKeys: marks.map(markKey),
  }
}

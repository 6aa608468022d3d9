/**
 * The two certificate reissues as the mock serves them: what only the server can check (the mark is the
 * caller's, eligible on the record, and the certificate in question is on that record) and the order each
 * draft makes (priced by serviceQuote). Bound to the generic service order by the reissue handlers.
 */
import { serviceQuote } from '../../src/domain/service-quote'
import {
  reissueEligibility,
  reissueInformationIssues,
  reissueQuoteInput,
  type ReissueDraft,
} from '../../src/domain/services/reissue'
import type { Issue } from '../../src/domain/wizard/types'
import { reissueRecord } from '../handlers/service-reissue'
import type { Ctx } from './mock-wizard'

/**
 * The server's own checks: each chosen mark must be the caller's and eligible on its record, and the
 * certificate named must be on that record (the record the server reads, not the one the page sent).
 */
export function reissueServerIssues(ctx: Ctx, draft: ReissueDraft): Issue[] {
  const issues: Issue[] = []
  for (const [i, m] of draft.marks.entries()) {
    const found = reissueRecord(ctx, m.regNo)
    if (!found) {
      issues.push({ path: `marks.${i}`, message: 'svcReissue:issues.markRequired' })
      continue
    }
    const e = reissueEligibility(draft.productType, found.mark, found.onRecord, ctx.today())
    if (!e.ok) issues.push({ path: `marks.${i}`, message: e.reason })
    else if (i === 0)
      issues.push(...reissueInformationIssues({ ...draft, onRecord: found.onRecord }, ctx.today()))
  }
  return issues
}

/** The order a reissue makes: one certificate for its mark, priced on the mock's clock. */
export function reissueOrder(ctx: Ctx, draft: ReissueDraft) {
  const m = draft.marks[0]
  return {
    trademarkName: m?.name ?? '',
    trademarkId: m?.regNo ?? null,
    applicantName: m?.holderZh || m?.holderEn || '',
    applicantNameEn: m?.holderEn || m?.holderZh || '',
    niceClasses: [...(m?.classes ?? [])],
    countries: ['CN'],
    lines: serviceQuote(reissueQuoteInput(draft), ctx.today()).lines,
    payload: {
      draftId: draft.draftId,
      reason: draft.reason,
      explanation: draft.explanation,
      ...(draft.productType === 30
        ? {
            certificateKind: draft.certificateKind,
            certificateNo: draft.certificateNo,
            certificateDate: draft.certificateDate,
          }
        : {}),
    },
  }
}

import { renewalCalls } from '../../src/api/catalogue/renewal'
import { searchCalls } from '../../src/api/catalogue/search'
import { servicesCalls } from '../../src/api/catalogue/services'
import { renewalSchemas } from '../../src/api/schemas/renewal'
import {
  renewalQuote,
  renewalWizard,
  renewedDesignations,
  type RenewalDraft,
} from '../../src/domain/services/renewal'
import type { Issue } from '../../src/domain/wizard/types'
import { defineHandlers } from '../define-handlers'
import { findServiceMark } from '../services/marks'
import { serviceHandlers, serviceMock } from '../wizards/services'

/**
 * The renewal wizard as the mock serves it: the generic service mock with renewal's price and holder. A Madrid
 * mark's designations are the register's, not the draft's copy: the price reads them from the server's mark,
 * and a designation the register does not hold is refused.
 */
export const renewalMock = serviceMock<RenewalDraft>({
  wizard: renewalWizard,
  lines: (ctx, draft) => renewalQuote(withRegisterDesignations(ctx, draft), ctx.today()).lines,
  fixedOncePaid: ['holder', 'designationsRenewed'],
  serverIssues: (ctx, draft) =>
    draft.marks.flatMap((m): Issue[] => {
      const held = findServiceMark(ctx, m.regNo)?.designations ?? []
      return m.region === 'madrid' && renewedDesignations(draft, m).some((code) => !held.includes(code))
        ? [{ path: `designations.${m.regNo}`, message: 'svcRenewal:issues.designationUnknown' }]
        : []
    }),
})

function withRegisterDesignations(
  ctx: Parameters<typeof findServiceMark>[0],
  draft: RenewalDraft,
): RenewalDraft {
  return {
    ...draft,
    marks: draft.marks.map((m) =>
      m.region === 'madrid' ? { ...m, designations: findServiceMark(ctx, m.regNo)?.designations } : m,
    ),
  }
}

const h = serviceHandlers(renewalMock)

/** The renewal calls (issue 12): saving, filing and reading drafts, the marks, their check and their holder. */
export const renewalHandlers = [
  ...defineHandlers(renewalCalls, renewalSchemas, {
    trademarkInsertExtend: h.save,
    trademarkInsertExtendDetail: h.act(['mainland', 'madrid']),
    trademarkInsertGlobalExtendDetail: h.act(['global']),
    trademarkRenewalToPay: h.read,
    trademarkInsertExtendValidate: h.eligibility,
  }),
  ...defineHandlers(searchCalls, renewalSchemas, { tmInfoQueryTmInfoForRenew: h.marks }),
  ...defineHandlers(servicesCalls, renewalSchemas, { tmExtendGetApplicantInformation: h.holder }),
]

import { renewalCalls } from '../../src/api/catalogue/renewal'
import { searchCalls } from '../../src/api/catalogue/search'
import { servicesCalls } from '../../src/api/catalogue/services'
import { renewalSchemas } from '../../src/api/schemas/renewal'
import { renewalQuote, renewalWizard, type RenewalDraft } from '../../src/domain/services/renewal'
import { defineHandlers } from '../define-handlers'
import { serviceHandlers, serviceMock } from '../wizards/services'

/** The renewal wizard as the mock serves it: the generic service mock with renewal's price and holder. */
export const renewalMock = serviceMock<RenewalDraft>({
  wizard: renewalWizard,
  lines: (ctx, draft) => renewalQuote(draft, ctx.today()).lines,
  fixedOncePaid: ['holder'],
})

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

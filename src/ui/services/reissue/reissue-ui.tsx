import { replacementAndRenewalApi, reissueProveApi } from '../../../api/service-reissue'
import { serviceQuote } from '../../../domain/service-quote'
import {
  reissueProveWizard,
  reissueQuoteInput,
  replacementAndRenewalWizard,
  type ReissueDraft,
} from '../../../domain/services/reissue'
import { defineServiceFlowUi } from '../define-flow-ui'
import { ReissueInformationStep } from './information-step'
import { ReissueSummary } from './reissue-summary'

const reissueQuote = (draft: ReissueDraft, today: string) => serviceQuote(reissueQuoteInput(draft), today)

/** The reissue of the registration certificate (/reissueProve/extension/<step>, product type 29). */
export const {
  ui: reissueProveUi,
  Page: ReissueProveWizardPage,
  Filed: ReissueProveFiledService,
} = defineServiceFlowUi({
  wizard: reissueProveWizard,
  api: reissueProveApi,
  texts: { title: 'svcReissue:flows.reissueProve', intro: 'svcReissue:intros.reissueProve' },
  quote: reissueQuote,
  views: { perfectInformation: ReissueInformationStep },
  Summary: ReissueSummary,
})

/** The reissue of a change, transfer or renewal certificate (/replacementAndRenewal/extension/<step>, 30). */
export const {
  ui: replacementAndRenewalUi,
  Page: ReplacementAndRenewalWizardPage,
  Filed: ReplacementAndRenewalFiledService,
} = defineServiceFlowUi({
  wizard: replacementAndRenewalWizard,
  api: replacementAndRenewalApi,
  texts: {
    title: 'svcReissue:flows.replacementAndRenewal',
    intro: 'svcReissue:intros.replacementAndRenewal',
  },
  quote: reissueQuote,
  views: { perfectInformation: ReissueInformationStep },
  Summary: ReissueSummary,
})

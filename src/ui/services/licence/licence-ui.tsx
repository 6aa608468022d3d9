import { licenceApi } from '../../../api/services-licence'
import { licenceQuote, licenceWizard } from '../../../domain/services/licence'
import { defineServiceFlowUi } from '../define-flow-ui'
import { LicenceInformationStep } from './information-step'
import { LicenceSummary } from './licence-summary'

/** The licence record (/brandPermit/extension/<step>) and the licence filed for an order (brandPermitDetail). */
export const {
  ui: licenceUi,
  Page: LicenceWizardPage,
  Filed: LicenceFiledService,
} = defineServiceFlowUi({
  wizard: licenceWizard,
  api: licenceApi,
  texts: { title: 'svcLicence:title', intro: 'svcLicence:intro' },
  quote: licenceQuote,
  views: { perfectInformation: LicenceInformationStep },
  Summary: LicenceSummary,
})

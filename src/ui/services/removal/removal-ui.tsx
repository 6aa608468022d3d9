import { removalApi } from '../../../api/services-licence'
import { removalQuote, removalWizard } from '../../../domain/services/removal'
import { defineServiceFlowUi } from '../define-flow-ui'
import { RemovalInformationStep } from './information-step'
import { RemovalSummary } from './removal-summary'

/** The removal (/logOff/extension/<step>) and the removal filed for an order (annotationDetail). */
export const {
  ui: removalUi,
  Page: RemovalWizardPage,
  Filed: RemovalFiledService,
} = defineServiceFlowUi({
  wizard: removalWizard,
  api: removalApi,
  texts: { title: 'svcRemoval:title', intro: 'svcRemoval:intro' },
  quote: removalQuote,
  views: { perfectInformation: RemovalInformationStep },
  Summary: RemovalSummary,
})

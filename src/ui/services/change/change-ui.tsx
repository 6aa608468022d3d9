import { changeApi } from '../../../api/services-change'
import { changeQuote, changeWizard } from '../../../domain/services/change'
import { defineServiceFlowUi } from '../define-flow-ui'
import { FiledChangeSection } from './filed-change'
import { ChangeInformationStep } from './information-step'
import { ChangeSupplementStep } from './supplement-step'

/** The change of particulars (/variable/extension/<step>) and the change filed for an order (changeDetail). */
export const {
  ui: changeUi,
  Page: ChangeWizardPage,
  Filed: ChangeFiledService,
} = defineServiceFlowUi({
  wizard: changeWizard,
  api: changeApi,
  texts: { title: 'svcChange:title', intro: 'svcChange:intro' },
  quote: changeQuote,
  views: { perfectInformation: ChangeInformationStep, supplement: ChangeSupplementStep },
  Summary: FiledChangeSection,
})

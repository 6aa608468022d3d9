import { assignmentApi } from '../../../api/services-assignment'
import { assignmentQuote, assignmentWizard } from '../../../domain/services/assignment'
import { defineServiceFlowUi } from '../define-flow-ui'
import { FiledAssignmentSection } from './filed-assignment-section'
import { AssignmentInformationStep } from './information-step'
import { AssignmentSupplementStep } from './supplement-step'

/** The assignment (/assignment/extension/<step>) and the assignment filed for an order (assignmentDetail). */
export const {
  ui: assignmentUi,
  Page: AssignmentWizardPage,
  Filed: AssignmentFiledService,
} = defineServiceFlowUi({
  wizard: assignmentWizard,
  api: assignmentApi,
  texts: { title: 'svcAssignment:title', intro: 'svcAssignment:intro' },
  quote: assignmentQuote,
  views: { perfectInformation: AssignmentInformationStep, supplement: AssignmentSupplementStep },
  Summary: FiledAssignmentSection,
})

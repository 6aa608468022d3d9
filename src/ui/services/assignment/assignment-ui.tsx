import { useTranslation } from 'react-i18next'
import { assignmentApi } from '../../../api/services-assignment'
import { businessToday } from '../../../domain/clock'
import { assignmentQuote, assignmentWizard, type AssignmentDraft } from '../../../domain/services/assignment'
import { FeeBasis } from '../../flow/fee-basis'
import type { ServiceFlowUi } from '../service-flow'
import { FiledService } from '../service-summary'
import { ServiceWizardPage, type ServiceWizardPageProps } from '../service-wizard-page'
import { FiledAssignmentSection } from './filed-assignment-section'
import { AssignmentInformationStep } from './information-step'
import { AssignmentSupplementStep } from './supplement-step'

/** The price of an assignment from the one price module: each mark assigned, related marks included. */
function AssignmentPrice({ draft }: { draft: AssignmentDraft }) {
  return <FeeBasis quote={assignmentQuote(draft, businessToday())} testId="assignment-price" />
}

export const assignmentUi: ServiceFlowUi<AssignmentDraft> = {
  wizard: assignmentWizard,
  api: assignmentApi,
  useTexts: function useAssignmentTexts() {
    const { t } = useTranslation('svcAssignment')
    return { title: t('title'), intro: t('intro') }
  },
  views: { perfectInformation: AssignmentInformationStep, supplement: AssignmentSupplementStep },
  Summary: FiledAssignmentSection,
  Price: AssignmentPrice,
}

/** The assignment wizard (/assignment/extension/<step>). */
export function AssignmentWizardPage(props: Omit<ServiceWizardPageProps<AssignmentDraft>, 'flow'>) {
  return <ServiceWizardPage flow={assignmentUi} {...props} />
}

/** The assignment filed for an order, on its order detail page (assignmentDetail). */
export function AssignmentFiledService({ orderId }: { orderId: string }) {
  return <FiledService api={assignmentApi} Summary={FiledAssignmentSection} orderId={orderId} />
}

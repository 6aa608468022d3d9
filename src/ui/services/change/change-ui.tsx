import { useTranslation } from 'react-i18next'
import { changeApi } from '../../../api/services-change'
import { businessToday } from '../../../domain/clock'
import { changeQuote, changeWizard, type ChangeDraft } from '../../../domain/services/change'
import { FeeBasis } from '../../flow/fee-basis'
import type { ServiceFlowUi } from '../service-flow'
import { FiledService } from '../service-summary'
import { ServiceWizardPage, type ServiceWizardPageProps } from '../service-wizard-page'
import { FiledChangeSection } from './filed-change'
import { ChangeInformationStep } from './information-step'
import { ChangeSupplementStep } from './supplement-step'

/** The price of a change from the one price module: each mark it covers, with each official fee's basis. */
function ChangePrice({ draft }: { draft: ChangeDraft }) {
  return <FeeBasis quote={changeQuote(draft, businessToday())} testId="change-price" />
}

export const changeUi: ServiceFlowUi<ChangeDraft> = {
  wizard: changeWizard,
  api: changeApi,
  useTexts: function useChangeTexts() {
    const { t } = useTranslation('svcChange')
    return { title: t('title'), intro: t('intro') }
  },
  views: { perfectInformation: ChangeInformationStep, supplement: ChangeSupplementStep },
  Summary: FiledChangeSection,
  Price: ChangePrice,
}

/** The change wizard (/variable/extension/<step>). */
export function ChangeWizardPage(props: Omit<ServiceWizardPageProps<ChangeDraft>, 'flow'>) {
  return <ServiceWizardPage flow={changeUi} {...props} />
}

/** The change filed for an order, on its order detail page (changeDetail). */
export function ChangeFiledService({ orderId }: { orderId: string }) {
  return <FiledService api={changeApi} Summary={FiledChangeSection} orderId={orderId} />
}

import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isServiceStep } from '../../domain/services/wizard'

/** The words of a service step's way back ("Back to Choose trademarks"), for StepForm's backLabel. */
export function useServiceBackLabel() {
  const { t } = useTranslation(['flow', 'services'])
  return useCallback(
    (step: string) =>
      t('flow:actions.back', { step: isServiceStep(step) ? t(`services:steps.${step}.title`) : step }),
    [t],
  )
}

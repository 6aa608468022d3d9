import { Button, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { possibleReopens, canReopen } from '../../domain/wizard/define'
import type { WizardDraftBase } from '../../domain/wizard/types'
import { StepActions } from './step-actions'
import type { StepViewProps } from './wizard-ui'

/**
 * The frame of an edit or finishing step: the flow's own sections, what still blocks the step, a way back to
 * the step before when the flow allows it, and the submit button (busy while the server checks and acts).
 */
export function StepForm<D extends WizardDraftBase>({
  view,
  submitLabel,
  busyLabel,
  backLabel,
  testId,
  children,
}: {
  view: StepViewProps<D>
  submitLabel: string
  busyLabel?: string
  /** The words of the way back, given the step it leads to. */
  backLabel?: (step: string) => string
  testId: string
  children: ReactNode
}) {
  const { t } = useTranslation('flow')
  const { config, draft, issues, busy, send } = view
  const back = possibleReopens(config, draft.step)
    .filter((step) => canReopen(config, draft, draft.step, step))
    .at(-1)
  return (
    <Stack gap="5" data-testid={`${testId}-step`}>
      {children}
      <StepActions issues={issues}>
        {back && backLabel && (
          <Button
            variant="outline"
            onClick={() => send({ type: 'step.reopen', step: back })}
            data-testid="step-back"
          >
            {backLabel(back)}
          </Button>
        )}
        <Button
          colorPalette="blue"
          size="lg"
          loading={busy}
          loadingText={busyLabel}
          onClick={() => send({ type: 'step.submitted' })}
          data-testid={`${testId}-submit`}
        >
          {submitLabel || t('actions.next')}
        </Button>
      </StepActions>
    </Stack>
  )
}

import { List, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { DraftField, WizardDraftBase } from '../../domain/wizard/types'
import { SectionCard } from '../kit/section-card'
import { StepForm } from './step-form'
import type { StepViewProps } from './wizard-ui'
import { CheckBox } from '../kit/check-box'

/**
 * The reminder step some flows have before payment (what the user must know: deadlines, risks, what the
 * office may ask): the points, and a box the user ticks to say they read them. The flow's issue check for
 * the step refuses it unticked (with 'flow:reminder.acknowledgeRequired').
 */
export function ReminderStepView<D extends WizardDraftBase>({
  view,
  title,
  points,
  field,
}: {
  view: StepViewProps<D>
  title: string
  points: readonly ReactNode[]
  /** The boolean draft field the box sets. */
  field: DraftField<D>
}) {
  const { t } = useTranslation('flow')
  const checked = view.draft[field] === true
  const error = view.issues.some((i) => i.path === field)
  return (
    <StepForm view={view} submitLabel={t('reminder.next')} testId="reminder">
      <SectionCard title={title}>
        <Stack gap="4">
          <List.Root gap="2" ps="5">
            {points.map((point, i) => (
              <List.Item key={i}>{point}</List.Item>
            ))}
          </List.Root>
          <CheckBox
            checked={checked}
            invalid={error}
            onChange={(value) =>
              view.send({ type: 'draft.changed', patch: { [field]: value } as Partial<D> })
            }
            testId="reminder-acknowledge"
          >
            {t('reminder.acknowledge')}
          </CheckBox>
        </Stack>
      </SectionCard>
    </StepForm>
  )
}

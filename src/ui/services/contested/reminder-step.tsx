import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { raisesRelative, type ContestedDraft } from '../../../domain/services/contested'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { SectionCard } from '../../kit/section-card'
import { FilingDeadline } from './deadline-facts'
import { EvidencePlanField } from './information-step'

/**
 * reminder (opposition): what the opponent must still do before the opposition period ends, with its last
 * day and days left from the deadline engine, and the evidence plan (all evidence now, or reserved for the
 * 3 months after filing).
 */
export function ContestedReminderStep(view: StepViewProps<ContestedDraft>) {
  const { t } = useTranslation('svcContested')
  const { draft, send, issues } = view
  type Todo = 'pay' | 'sign' | 'identity' | 'gazette' | 'priorRight' | 'evidence'
  const todo: Todo[] = [
    'pay',
    'sign',
    'identity',
    'gazette',
    ...(raisesRelative(draft) ? (['priorRight'] as const) : []),
    'evidence',
  ]
  return (
    <StepForm view={view} submitLabel={t('reminder.next')} testId="contested-reminder">
      <SectionCard title={t('reminder.title')} description={t('reminder.intro')} testId="reminder-deadline">
        <FilingDeadline draft={draft} />
      </SectionCard>
      <SectionCard title={t('reminder.todoTitle')} testId="reminder-todo">
        <Stack as="ol" gap="2" ps="5">
          {todo.map((key) => (
            <Text as="li" key={key}>
              {t(`reminder.todo.${key}`)}
            </Text>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title={t('reminder.planTitle')} testId="reminder-plan">
        <EvidencePlanField
          draft={draft}
          onChange={(evidencePlan) => send({ type: 'draft.changed', patch: { evidencePlan } })}
          error={issues.find((i) => i.path === 'evidencePlan')?.message}
        />
      </SectionCard>
    </StepForm>
  )
}

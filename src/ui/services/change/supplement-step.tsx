import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import {
  EXCLUDE_REASONS,
  type ChangeDraft,
  type ExcludeReason,
  type RelatedDecision,
} from '../../../domain/services/change'
import type { ServiceMark } from '../../../domain/services/types'
import { trademarkStatusLabel } from '../../../domain/trademark-status'
import type { Issue } from '../../../domain/wizard/types'
import { useRootState } from '../../../state/root'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { ChoiceField } from '../../kit/choice-field'
import { FormField } from '../../kit/form-field'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'

type View = StepViewProps<ChangeDraft>

const errorAt = (issues: readonly Issue[], path: string) => issues.find((i) => i.path === path)?.message

/** supplement: each of the holder's other marks on the register changes too, or stays out for a stated reason. */
export function ChangeSupplementStep(view: View) {
  const { t } = useTranslation('svcChange')
  const { draft, issues, send } = view
  const decide = (regNo: string, decision: RelatedDecision) =>
    send({ type: 'draft.changed', patch: { related: { ...draft.related, [regNo]: decision } } })
  const includeAll = () =>
    send({
      type: 'draft.changed',
      patch: {
        related: Object.fromEntries(
          draft.relatedMarks.map((m) => [
            m.regNo,
            { choice: 'include', reason: '' } satisfies RelatedDecision,
          ]),
        ),
      },
    })
  return (
    <StepForm view={view} submitLabel={t('supplement.submit')} testId="change-supplement">
      <SectionCard
        title={t('supplement.title')}
        description={t('supplement.intro')}
        actions={
          <Button size="sm" variant="outline" onClick={includeAll} data-testid="related-include-all">
            {t('supplement.includeAll')}
          </Button>
        }
      >
        <Stack gap="3" data-testid="related-marks">
          {draft.relatedMarks.map((mark) => (
            <RelatedRow
              key={mark.regNo}
              mark={mark}
              decision={draft.related[mark.regNo] ?? { choice: '', reason: '' }}
              onChange={(d) => decide(mark.regNo, d)}
              error={errorAt(issues, `related.${mark.regNo}`)}
              reasonError={errorAt(issues, `related.${mark.regNo}.reason`)}
            />
          ))}
          <Text fontSize="sm" color="fg.muted">
            {t('supplement.feeNote')}
          </Text>
        </Stack>
      </SectionCard>
    </StepForm>
  )
}

function RelatedRow({
  mark,
  decision,
  onChange,
  error,
  reasonError,
}: {
  mark: ServiceMark
  decision: RelatedDecision
  onChange: (d: RelatedDecision) => void
  error?: Issue['message']
  reasonError?: Issue['message']
}) {
  const { t } = useTranslation('svcChange')
  const { lang } = useRootState()
  const message = useMessage()
  const status = trademarkStatusLabel(mark.status)
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      borderColor={error || reasonError ? 'border.error' : 'border'}
      p="3"
      data-testid={`related-${mark.regNo}`}
    >
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">{mark.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('mark.regNo', { regNo: mark.regNo })} ·{' '}
            {t('mark.classes', { classes: mark.classes.join('、') })} ·{' '}
            {mark.registrationDate
              ? t('mark.registered', { date: formatDate(mark.registrationDate, lang) })
              : (status?.[lang === 'en' ? 'en' : 'zh'] ?? t('mark.pending'))}
          </Text>
        </HStack>
        <ChoiceField<'include' | 'exclude' | ''>
          label={t('supplement.decision')}
          value={decision.choice}
          options={[
            { value: 'include', label: t('supplement.include') },
            { value: 'exclude', label: t('supplement.exclude') },
          ]}
          onChange={(choice) => onChange({ choice, reason: choice === 'exclude' ? decision.reason : '' })}
          testId={`related-${mark.regNo}-choice`}
          fullWidth
        />
        {error ? (
          <Text fontSize="sm" color="fg.error" data-testid={`related-${mark.regNo}-error`}>
            {message(error)}
          </Text>
        ) : null}
        {decision.choice === 'exclude' ? (
          <FormField label={t('supplement.reason')} required error={reasonError} maxW="md">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={decision.reason}
                onChange={(e) =>
                  onChange({
                    choice: 'exclude',
                    reason: (EXCLUDE_REASONS as readonly string[]).includes(e.target.value)
                      ? (e.target.value as ExcludeReason)
                      : '',
                  })
                }
                data-testid={`related-${mark.regNo}-reason`}
              >
                <option value="">{t('supplement.reasonNone')}</option>
                {EXCLUDE_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`supplement.reasons.${r}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
      </Stack>
    </Box>
  )
}

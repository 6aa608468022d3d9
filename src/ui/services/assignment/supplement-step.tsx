import { Alert, Badge, Card, HStack, Stack, Text, Textarea } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import {
  REASON_MAX,
  type AssignmentDraft,
  type RelatedChoice,
  type RelatedMark,
} from '../../../domain/services/assignment'
import { trademarkStatusLabel } from '../../../domain/trademark-status'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { ChoiceField } from '../../kit/choice-field'
import { FormField } from '../../kit/form-field'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'

type Decision = 'include' | 'keep' | ''

const decisionOf = (choice: RelatedChoice | undefined): Decision =>
  choice?.include === true ? 'include' : choice?.include === false ? 'keep' : ''

/**
 * supplement of an assignment: each of the assignor's related marks the register named (Trademark Law
 * Art 42), with why it is related, and the user's decision: assign it together, or keep it and say why.
 */
export function AssignmentSupplementStep(view: StepViewProps<AssignmentDraft>) {
  const { t, i18n } = useTranslation('svcAssignment')
  const { draft, send, issues } = view
  const text = useMessage()
  const en = i18n.language === 'en'
  const nameOf = (regNo: string) =>
    draft.marks.find((m) => m.regNo === regNo)?.name ??
    draft.relatedMarks.find((m) => m.regNo === regNo)?.name ??
    regNo
  const decide = (regNo: string, choice: RelatedChoice) =>
    send({ type: 'draft.changed', patch: { relatedChoices: { ...draft.relatedChoices, [regNo]: choice } } })
  const issueAt = (path: string) => issues.find((i) => i.path === path)?.message

  const row = (mark: RelatedMark) => {
    const choice = draft.relatedChoices[mark.regNo]
    const decision = decisionOf(choice)
    const status = trademarkStatusLabel(mark.status)
    const at = `relatedChoices.${mark.regNo}`
    return (
      <Card.Root key={mark.regNo} size="sm" variant="outline" data-testid={`related-${mark.regNo}`}>
        <Card.Body>
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold" fontSize="md">
                {mark.name}{' '}
                <Text as="span" fontFamily="mono" fontWeight="normal" color="fg.muted">
                  {mark.regNo}
                </Text>
              </Text>
              <HStack gap="2" wrap="wrap">
                {status ? <Badge variant="outline">{en ? status.en : status.zh}</Badge> : null}
                <Badge colorPalette="orange">{t(`match.${mark.match}`)}</Badge>
              </HStack>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('supplement.relatedTo', { name: nameOf(mark.relatedTo), regNo: mark.relatedTo })} ·{' '}
              {t('supplement.classes', { classes: mark.classes.join(en ? ', ' : '、') })} ·{' '}
              {t('supplement.sharedGroups', { groups: mark.sharedGroups.join(en ? ', ' : '、') })}
            </Text>
            <ChoiceField<Decision>
              label={t('supplement.choice')}
              value={decision}
              fullWidth
              testId={`related-choice-${mark.regNo}`}
              options={[
                { value: 'include', label: t('supplement.include') },
                { value: 'keep', label: t('supplement.keep') },
              ]}
              onChange={(value) =>
                decide(mark.regNo, { include: value === 'include', reason: choice?.reason ?? '' })
              }
            />
            {issueAt(at) && decision === '' ? (
              <Text fontSize="sm" color="fg.error" data-testid={`related-error-${mark.regNo}`}>
                {text(issueAt(at))}
              </Text>
            ) : null}
            {decision === 'keep' ? (
              <FormField
                label={t('supplement.reason')}
                required
                error={issueAt(`${at}.reason`)}
                helperText={t('supplement.reasonHelper')}
              >
                <Textarea
                  value={choice?.reason ?? ''}
                  maxLength={REASON_MAX + 50}
                  rows={3}
                  onChange={(event) =>
                    decide(mark.regNo, { include: false, reason: event.currentTarget.value })
                  }
                  data-testid={`related-reason-${mark.regNo}`}
                />
              </FormField>
            ) : null}
            {decision === 'keep' ? (
              <Text fontSize="sm" color="fg.warning">
                {t('supplement.keepWarning')}
              </Text>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
    )
  }

  return (
    <StepForm view={view} submitLabel={t('supplement.submit')} testId="assignment-supplement">
      <SectionCard title={t('supplement.title')} testId="related-marks">
        <Stack gap="4">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description fontSize="sm">{t('supplement.law')}</Alert.Description>
          </Alert.Root>
          {draft.relatedMarks.map(row)}
        </Stack>
      </SectionCard>
    </StepForm>
  )
}

import { Alert, Stack, Text, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { removalMarksQuery } from '../../../api/services-licence'
import {
  REASON_NOTE_MAX,
  REMOVAL_REASONS,
  removalsForMarks,
  removesWholeMark,
  type MarkRemoval,
  type RemovalDraft,
  type RemovalReason,
  type RemovalScope,
} from '../../../domain/services/removal'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { ChoiceField } from '../../kit/choice-field'
import { FormField } from '../../kit/form-field'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import { GoodsPicker } from '../mark-goods/goods-picker'

/**
 * perfectInformation of a removal: per mark, the whole registration or a part of its goods (some must stay),
 * and why the holder gives it up.
 */
export function RemovalInformationStep(view: StepViewProps<RemovalDraft>) {
  const { t } = useTranslation('svcRemoval')
  const text = useMessage()
  const { draft, send, issues, busy } = view
  const regNos = draft.marks.map((m) => m.regNo).sort()
  const marks = useQuery({ ...removalMarksQuery(regNos), enabled: regNos.length > 0 })

  // A newly chosen mark starts as a whole removal; a mark no longer chosen drops out.
  useEffect(() => {
    const rows = marks.data?.list
    if (!rows) return
    const next = removalsForMarks(
      draft.removals,
      draft.marks,
      (regNo) => rows.find((r) => r.mark.regNo === regNo)?.goods,
    )
    if (JSON.stringify(next) !== JSON.stringify(draft.removals))
      send({ type: 'draft.changed', patch: { removals: next } })
  }, [marks.data, draft.removals, draft.marks, send])

  const patch = (p: Partial<RemovalDraft>) => send({ type: 'draft.changed', patch: p })
  const patchEntry = (regNo: string, p: Partial<MarkRemoval>) =>
    patch({ removals: draft.removals.map((r) => (r.regNo === regNo ? { ...r, ...p } : r)) })
  const issueAt = (path: string) => issues.find((i) => i.path === path)?.message
  const reasonIssue = issueAt('reason')

  return (
    <StepForm view={view} submitLabel={t('info.submit')} testId="removal-information">
      <SectionCard
        title={t('info.scopeTitle')}
        description={t('info.scopeDescription')}
        testId="removal-scope"
      >
        <Stack gap="5">
          {marks.isError ? <Text color="fg.error">{t('info.goodsFailed')}</Text> : null}
          {draft.marks.map((mark, i) => {
            const entry = draft.removals.find((r) => r.regNo === mark.regNo)
            if (!entry)
              return marks.isPending ? (
                <Text key={mark.regNo} color="fg.muted">
                  {t('info.goodsLoading')}
                </Text>
              ) : null
            return (
              <Stack
                key={mark.regNo}
                gap="3"
                borderWidth="1px"
                rounded="md"
                p="4"
                data-testid={`removal-mark-${i}`}
              >
                <ChoiceField<RemovalScope>
                  label={t('summary.mark', { name: mark.name, regNo: mark.regNo })}
                  value={entry.scope}
                  options={(['whole', 'partial'] as const).map((value) => ({
                    value,
                    label: t(`scope.${value}`),
                  }))}
                  onChange={(scope) => patchEntry(mark.regNo, { scope })}
                  helper={t(entry.scope === 'whole' ? 'info.wholeHelp' : 'info.partialHelp')}
                  testId={`removal-scope-${i}`}
                  fullWidth
                />
                {entry.scope === 'partial' ? (
                  <GoodsPicker
                    legend={t('summary.removed')}
                    registered={entry.registered}
                    chosen={entry.removed}
                    onChange={(removed) => patchEntry(mark.regNo, { removed })}
                    error={issueAt(`removals.${i}.removed`)}
                    disabled={busy}
                    testId={`removal-goods-${i}`}
                  />
                ) : null}
              </Stack>
            )
          })}
          {removesWholeMark(draft) ? (
            <Alert.Root status="info" data-testid="removal-certificate-note">
              <Alert.Indicator />
              <Alert.Description>{t('summary.certificateNote')}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Stack>
      </SectionCard>

      <SectionCard title={t('info.reasonTitle')} testId="removal-reason">
        <Stack gap="4">
          <ChoiceField<RemovalReason | ''>
            label={t('summary.reason')}
            value={draft.reason}
            options={REMOVAL_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }))}
            onChange={(reason) => patch({ reason })}
            helper={
              reasonIssue ? (
                <Text as="span" color="fg.error">
                  {text(reasonIssue)}
                </Text>
              ) : undefined
            }
            testId="removal-reason-choice"
            fullWidth
          />
          <FormField
            label={t('info.reasonNote')}
            error={issueAt('reasonNote')}
            helperText={t('info.reasonNoteHelp', { count: draft.reasonNote.length, max: REASON_NOTE_MAX })}
            required={draft.reason === 'other'}
          >
            <Textarea
              value={draft.reasonNote}
              onChange={(event) => patch({ reasonNote: event.currentTarget.value })}
              rows={3}
              disabled={busy}
              data-testid="removal-reason-note"
            />
          </FormField>
        </Stack>
      </SectionCard>
    </StepForm>
  )
}

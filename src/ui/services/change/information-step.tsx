import { Alert, Button, Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { applicantListQuery } from '../../../api/registration-applicants'
import {
  changeKindsOf,
  changesAddress,
  changesName,
  type ChangeDraft,
  type ChangeKind,
  type HolderParticulars,
} from '../../../domain/services/change'
import type { Issue } from '../../../domain/wizard/types'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { CheckBox } from '../../kit/check-box'
import { ChoiceField } from '../../kit/choice-field'
import { FormField } from '../../kit/form-field'
import { useMessage } from '../../kit/message'
import { SectionCard } from '../../kit/section-card'
import { HolderCard } from './holder-card'
import { useHolderSync } from './holder-sync'

type View = StepViewProps<ChangeDraft>

const errorAt = (issues: readonly Issue[], path: string) => issues.find((i) => i.path === path)?.message

const FIELDS = ['nameZh', 'nameEn', 'addressZh', 'addressEn'] as const

/** perfectInformation: what changes, the registered holder beside the new particulars, or the new agent. */
export function ChangeInformationStep(view: View) {
  const { t } = useTranslation('svcChange')
  const message = useMessage()
  const { draft, issues, send } = view
  const sync = useHolderSync(view)
  const holder = draft.holder
  const patch = (p: Partial<ChangeDraft>) => send({ type: 'draft.changed', patch: p })
  const kinds = changeKindsOf(draft.region)
  const foreign = holder !== null && holder.country !== 'CN'
  const changed = (field: (typeof FIELDS)[number]) =>
    field.startsWith('name') ? changesName(draft.kind) : changesAddress(draft.kind)

  return (
    <StepForm view={view} submitLabel={t('info.submit')} testId="change-information">
      <HolderCard draft={draft} sync={sync} error={errorAt(issues, 'holder')} />
      <SectionCard title={t('info.kindTitle')}>
        <Stack gap="3">
          <ChoiceField<ChangeKind | ''>
            label={t('info.kindLabel')}
            value={draft.kind ?? ''}
            options={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            onChange={(value) => patch({ kind: value === '' ? null : value })}
            testId="change-kind"
            fullWidth
          />
          {errorAt(issues, 'kind') ? (
            <Text color="fg.error" fontSize="sm" data-testid="change-kind-error">
              {message(errorAt(issues, 'kind'))}
            </Text>
          ) : null}
        </Stack>
      </SectionCard>
      {draft.kind === 'agent' ? (
        <SectionCard title={t('info.agentTitle')}>
          <Stack gap="3">
            <Text fontSize="sm">
              {t('info.agentOnRecord')}: {holder?.agent || t('info.noAgent')}
            </Text>
            <Text fontSize="sm">
              {t('info.newAgent')}: {t('info.newAgentValue')}
            </Text>
            <FormField error={errorAt(issues, 'agentRevoked')}>
              <CheckBox
                checked={draft.agentRevoked}
                onChange={(agentRevoked) => patch({ agentRevoked })}
                invalid={Boolean(errorAt(issues, 'agentRevoked'))}
                testId="change-agent-revoked"
              >
                {t('info.agentRevoked')}
              </CheckBox>
            </FormField>
          </Stack>
        </SectionCard>
      ) : draft.kind ? (
        <SectionCard title={t('info.afterTitle')} description={t('info.afterIntro')}>
          <Stack gap="4">
            <FromApplicantBook draft={draft} onPick={(after, id) => patch({ after, afterApplicantId: id })} />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {FIELDS.filter(changed).map((field) => (
                <FormField
                  key={field}
                  label={t(`info.${field}`)}
                  required={isRequired(field, holder, draft.region)}
                  error={errorAt(issues, `after.${field}`)}
                  gridColumn={field.startsWith('address') ? { md: 'span 2' } : undefined}
                  data-testid={`change-after-${field}`}
                >
                  <Input
                    value={draft.after[field]}
                    onChange={(e) => patch({ after: { ...draft.after, [field]: e.target.value } })}
                    data-testid={`change-after-${field}-input`}
                  />
                </FormField>
              ))}
            </Grid>
            {!changesName(draft.kind) ? (
              <Text fontSize="sm" color="fg.muted">
                {t('info.unchangedName')}
              </Text>
            ) : null}
            {!changesAddress(draft.kind) ? (
              <Text fontSize="sm" color="fg.muted">
                {t('info.unchangedAddress')}
              </Text>
            ) : null}
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Description>
                <Stack gap="1">
                  {foreign ? <Text>{t('info.proofForeignNote')}</Text> : null}
                  {!foreign && changesName(draft.kind) ? <Text>{t('info.proofNameNote')}</Text> : null}
                  <Text>{draft.region === 'mainland' ? t('info.allMarksNote') : t('info.globalNote')}</Text>
                </Stack>
              </Alert.Description>
            </Alert.Root>
          </Stack>
        </SectionCard>
      ) : null}
      {sync.failed ? (
        <Button variant="outline" onClick={sync.retry} alignSelf="flex-start">
          {t('info.retry')}
        </Button>
      ) : null}
    </StepForm>
  )
}

/** The languages a holder must give (the applicant rules: Chinese at home, English abroad and for global filings). */
function isRequired(
  field: (typeof FIELDS)[number],
  holder: ChangeDraft['holder'],
  region: ChangeDraft['region'],
): boolean {
  if (!holder) return false
  if (holder[field].trim() !== '') return true
  const chinese = field.endsWith('Zh')
  if (region !== 'mainland') return !chinese
  return holder.country === 'CN' ? chinese : !chinese
}

/** Fills the new particulars from an applicant of the book of the holder's kind and origin. */
function FromApplicantBook({
  draft,
  onPick,
}: {
  draft: ChangeDraft
  onPick: (after: HolderParticulars, applicantId: string) => void
}) {
  const { t } = useTranslation('svcChange')
  const holder = draft.holder
  const { data } = useQuery({
    ...applicantListQuery({
      pageSize: 50,
      kind: holder?.kind ?? 'all',
      origin: holder ? (holder.country === 'CN' ? 'mainland' : 'foreign') : 'all',
    }),
    enabled: holder !== null,
  })
  const list = data?.list ?? []
  if (list.length === 0) return null
  return (
    <FormField label={t('info.fromBook')} helperText={t('info.fromBookHelp')} maxW="md">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={draft.afterApplicantId ?? ''}
          onChange={(e) => {
            const a = list.find((x) => x.applicantId === e.target.value)
            if (a)
              onPick(
                { nameZh: a.nameZh, nameEn: a.nameEn, addressZh: a.addressZh, addressEn: a.addressEn },
                a.applicantId,
              )
          }}
          data-testid="change-from-book"
        >
          <option value="">{t('info.fromBookNone')}</option>
          {list.map((a) => (
            <option key={a.applicantId} value={a.applicantId}>
              {a.nameZh || a.nameEn}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}

import { Alert, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { applicantQuery, applicantShortListQuery } from '../../../api/registration-applicants'
import { assignmentHolderQuery, relatedMarksQuery } from '../../../api/services-assignment'
import { pickApplicant } from '../../../domain/registration/applicant-rules'
import { relatedKeyOf, type AssignmentDraft } from '../../../domain/services/assignment'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { FormField } from '../../kit/form-field'
import { SectionCard } from '../../kit/section-card'
import { PartyLines } from './party-lines'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * perfectInformation of an assignment: the assignor as the register has it (read, never typed), the assignee
 * from the applicant book, and the register's answer on the marks that must be assigned together.
 */
export function AssignmentInformationStep(view: StepViewProps<AssignmentDraft>) {
  const { t } = useTranslation('svcAssignment')
  const { draft, send, issues } = view
  const queryClient = useQueryClient()
  const regNos = draft.marks.map((m) => m.regNo).sort()
  const holder = useQuery({ ...assignmentHolderQuery(regNos[0] ?? ''), enabled: regNos.length > 0 })
  const related = useQuery({ ...relatedMarksQuery(regNos), enabled: regNos.length > 0 })
  const book = useQuery(applicantShortListQuery(''))

  useEffect(() => {
    const found = holder.data?.holder
    if (found && !same(found, draft.assignor)) send({ type: 'draft.changed', patch: { assignor: found } })
  }, [holder.data, draft.assignor, send])

  useEffect(() => {
    const found = related.data
    if (!found || (found.relatedFor === draft.relatedFor && same(found.marks, draft.relatedMarks))) return
    // Decisions already made stay for the marks still listed.
    const relatedChoices = Object.fromEntries(
      found.marks.flatMap((m) =>
        draft.relatedChoices[m.regNo] ? [[m.regNo, draft.relatedChoices[m.regNo]!]] : [],
      ),
    )
    send({
      type: 'draft.changed',
      patch: { relatedMarks: found.marks, relatedFor: found.relatedFor, relatedChoices },
    })
  }, [related.data, draft.relatedFor, draft.relatedMarks, draft.relatedChoices, send])

  const chooseAssignee = async (applicantId: string) => {
    if (!applicantId) {
      send({ type: 'draft.changed', patch: { assignee: null } })
      return
    }
    const record = await queryClient.fetchQuery(applicantQuery(applicantId))
    send({ type: 'draft.changed', patch: { assignee: pickApplicant(record), assigneeSource: 'book' } })
  }

  const issueAt = (path: string) => issues.find((i) => i.path === path)?.message
  const a = draft.assignor
  const e = draft.assignee
  const relatedCount = draft.relatedFor === relatedKeyOf(draft.marks) ? draft.relatedMarks.length : null

  return (
    <StepForm view={view} submitLabel={t('info.submit')} testId="assignment-information">
      <SectionCard
        title={t('info.assignorTitle')}
        description={t('info.assignorDescription')}
        testId="assignor"
      >
        {a ? (
          <PartyLines
            testId="assignor-lines"
            rows={[
              [t('info.nameZh'), a.nameZh],
              [t('info.nameEn'), a.nameEn],
              [t('info.addressZh'), a.addressZh],
              [t('info.addressEn'), a.addressEn],
            ]}
          />
        ) : (
          <Text
            color={holder.isError || holder.data?.holder === null ? 'fg.error' : 'fg.muted'}
            fontSize="sm"
          >
            {holder.isError || holder.data?.holder === null
              ? t('info.assignorFailed')
              : t('info.assignorLoading')}
          </Text>
        )}
      </SectionCard>

      <SectionCard
        title={t('info.assigneeTitle')}
        description={t('info.assigneeDescription')}
        testId="assignee"
      >
        <Stack gap="4">
          <FormField
            label={t('info.assigneePick')}
            error={issueAt('assignee')}
            helperText={t('info.assigneeNew')}
          >
            <NativeSelect.Root maxW="32rem">
              <NativeSelect.Field
                value={e?.applicantId ?? ''}
                onChange={(event) => void chooseAssignee(event.currentTarget.value)}
                data-testid="assignee-select"
              >
                <option value="">{t('info.assigneePlaceholder')}</option>
                {(book.data ?? []).map((entry) => (
                  <option key={entry.applicantId} value={entry.applicantId}>
                    {[entry.nameZh, entry.nameEn].filter(Boolean).join(' · ')}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {e ? (
            <PartyLines
              testId="assignee-lines"
              rows={[
                [t('info.nameZh'), e.nameZh],
                [t('info.nameEn'), e.nameEn],
                [t('info.addressZh'), e.addressZh],
                [t('info.addressEn'), e.addressEn],
                [t('info.assigneeIdentity'), e.uscc || e.idNumber],
                [t('info.assigneeContact'), [e.contactPerson, e.phone].filter(Boolean).join(' · ')],
              ]}
            />
          ) : null}
        </Stack>
      </SectionCard>

      <SectionCard title={t('info.relatedTitle')} testId="related-summary">
        <Alert.Root
          status={relatedCount ? 'warning' : 'info'}
          data-testid="related-count"
          data-count={relatedCount ?? ''}
        >
          <Alert.Indicator />
          <Alert.Description>
            {relatedCount === null
              ? t('info.relatedChecking')
              : relatedCount === 0
                ? t('info.relatedNone')
                : t('info.relatedFound', { count: relatedCount })}
          </Alert.Description>
        </Alert.Root>
      </SectionCard>
    </StepForm>
  )
}

import { Alert, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { assignmentHolderQuery, relatedMarksQuery } from '../../../api/services-assignment'
import { relatedKeyOf, type AssignmentDraft } from '../../../domain/services/assignment'
import { StepForm } from '../../flow/step-form'
import type { StepViewProps } from '../../flow/wizard-ui'
import { BookPartyField } from '../../flow/applicants/book-party-field'
import { FactList } from '../../kit/fact-list'
import { SectionCard } from '../../kit/section-card'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * perfectInformation of an assignment: the assignor as the register has it (read, never typed), the assignee
 * from the applicant book or typed in as a new applicant, and the register's answer on the marks that must be assigned together.
 */
export function AssignmentInformationStep(view: StepViewProps<AssignmentDraft>) {
  const { t } = useTranslation('svcAssignment')
  const { draft, send, issues } = view
  const regNos = draft.marks.map((m) => m.regNo).sort()
  const holder = useQuery({ ...assignmentHolderQuery(regNos[0] ?? ''), enabled: regNos.length > 0 })
  const related = useQuery({ ...relatedMarksQuery(regNos), enabled: regNos.length > 0 })

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

  const issueAt = (path: string) => issues.find((i) => i.path === path)?.message
  const a = draft.assignor
  const relatedCount = draft.relatedFor === relatedKeyOf(draft.marks) ? draft.relatedMarks.length : null

  return (
    <StepForm view={view} submitLabel={t('info.submit')} testId="assignment-information">
      <SectionCard
        title={t('info.assignorTitle')}
        description={t('info.assignorDescription')}
        testId="assignor"
      >
        {a ? (
          <FactList
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
        <BookPartyField
          texts={{
            label: t('info.assigneePick'),
            placeholder: t('info.assigneePlaceholder'),
            helper: t('info.assigneeNew'),
            create: t('info.assigneeCreate'),
            dialogTitle: t('info.assigneeCreateTitle'),
          }}
          value={draft.assignee}
          onChange={(assignee, assigneeSource) =>
            send({ type: 'draft.changed', patch: { assignee, assigneeSource } })
          }
          error={issueAt('assignee')}
          required
          disabled={view.busy}
          testId="assignee-party"
        />
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

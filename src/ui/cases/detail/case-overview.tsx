import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { acknowledgeChangeMutation } from '../../../api/case-detail'
import type { CaseDetail } from '../../../api/schemas/cases-detail'
import { formatDateTime } from '../../../domain/format'
import { FactList } from '../../kit/fact-list'
import { SectionCard } from '../../kit/section-card'
import { toastError, toastSuccess } from '../../kit/toast'
import { useCaseWords } from './use-case-words'

/** The register changed since the member last looked: say so until they acknowledge it. */
function RegisterChange({ record }: { record: CaseDetail }) {
  const { t } = useTranslation('caseDetail')
  const { lang } = useCaseWords()
  const acknowledge = useMutation(acknowledgeChangeMutation())
  if (!record.changed) return null
  return (
    <Alert.Root status="warning" data-testid="case-register-changed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('changed.title')}</Alert.Title>
        <Alert.Description>
          {t('changed.description', {
            at: formatDateTime(record.changed.at, lang),
            fields: record.changed.fields,
          })}
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        loading={acknowledge.isPending}
        onClick={() =>
          acknowledge.mutate(
            { caseId: record.id },
            {
              onSuccess: () => toastSuccess(t('changed.acknowledged')),
              onError: (e) => toastError(e.message),
            },
          )
        }
      >
        {t('changed.known')}
      </Button>
    </Alert.Root>
  )
}

/** Who and what the case is about: parties, team, reference, designations, custom fields and notes. */
export function CaseOverview({ record }: { record: CaseDetail }) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  const none = t('overview.none')
  const rows: [string, string][] = [
    [t('overview.applicant'), record.applicant],
    [t('overview.agent'), record.agent || none],
    [t('overview.assignee'), record.assigneeName || t('overview.unassigned')],
    [t('overview.reference'), record.reference || none],
    [t('overview.classes'), record.classes.join(', ') || none],
    [t('overview.filingDate'), record.filingDate || none],
    [t('overview.registrationDate'), record.registrationDate || none],
  ]
  if (record.officeKind === 'madrid')
    rows.push([t('overview.designations'), record.designations.map(words.country).join('、') || none])
  rows.push(
    ...record.customFields.map((f): [string, string] => [f.name, f.value || none]),
    [t('overview.source'), t(`source.${record.source}`)],
    [t('overview.createdAt'), formatDateTime(record.createdAt, words.lang)],
    [t('overview.updatedAt'), formatDateTime(record.updatedAt, words.lang)],
  )
  return (
    <Stack gap="4">
      <RegisterChange record={record} />
      <SectionCard title={t('overview.title')} testId="case-overview">
        <Stack gap="4">
          <FactList rows={rows} />
          {record.notes ? (
            <Stack gap="1">
              <Text fontWeight="medium" fontSize="sm">
                {t('overview.notes')}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="case-notes">
                {record.notes}
              </Text>
            </Stack>
          ) : null}
        </Stack>
      </SectionCard>
    </Stack>
  )
}

import { Stack, Table, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../../api/case-grant'
import { caseProcessQuery } from '../../../api/case-detail'
import type { CaseDeadlineView } from '../../../api/schemas/cases-detail'
import { formatDateTime } from '../../../domain/format'
import { EmptyState } from '../../kit/empty-state'
import { QueryPanel } from '../../kit/query-panel'
import { SectionCard } from '../../kit/section-card'
import { RecordEventForm } from './record-event-form'
import { useCaseWords } from './use-case-words'

/** The office events of the case in date order, and (for a member who may edit) the status update form. */
export function CaseProcess({ caseId, deadlines }: { caseId: string; deadlines: CaseDeadlineView[] }) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  const { can } = useCaseGrant()
  const process = useQuery(caseProcessQuery(caseId))
  return (
    <Stack gap="4">
      <SectionCard title={t('process.title')} description={t('process.description')} testId="case-process">
        <QueryPanel
          query={process}
          loading={t('loading')}
          failed={t('process.loadFailed')}
          spinner={{ alignSelf: undefined }}
        >
          {(data) =>
            data.events.length === 0 ? (
              <EmptyState title={t('process.empty')} />
            ) : (
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('process.date')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('process.event')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('process.note')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('process.recordedBy')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.events.map((e, i) => (
                      <Table.Row key={`${e.date}-${e.code}-${i}`} data-testid="process-event">
                        <Table.Cell whiteSpace="nowrap">{e.date}</Table.Cell>
                        <Table.Cell>{words.event(e.code)}</Table.Cell>
                        <Table.Cell wordBreak="break-word">{e.note}</Table.Cell>
                        <Table.Cell>
                          {e.recordedBy ? (
                            t('process.recordedAt', {
                              name: e.recordedByName,
                              at: formatDateTime(e.recordedAt, words.lang),
                            })
                          ) : (
                            <Text as="span" color="fg.muted">
                              {t('process.register')}
                            </Text>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )
          }
        </QueryPanel>
      </SectionCard>
      {can('case.edit') ? (
        <RecordEventForm caseId={caseId} before={deadlines} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('process.readOnly')}
        </Text>
      )}
    </Stack>
  )
}

import { Badge, Link, Stack, Table } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../domain/format'
import { useRootState } from '../../../state/root'
import { EmptyState } from '../../kit/empty-state'
import { CaseParties } from './case-parties'
import { MarkSummary } from './mark-summary'
import { pick } from './record-links'
import { RecordNotFound } from './record-not-found'
import { casesOptions } from '../../../api/search'
import { RecordSection } from './record-section'

/** /instrument: the court judgements concerning a mark, newest first; each opens its full text. */
export function JudgementsPage({ id }: { id: string }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(casesOptions(id))
  if (!data) return <RecordNotFound what="mark" id={id} />
  return (
    <Stack gap="4" data-testid="judgements-page">
      <RecordSection title={t('judgements.title')} description={t('judgements.description')}>
        <MarkSummary mark={data.mark} />
      </RecordSection>
      <RecordSection title={t('judgements.listTitle', { count: data.list.length })}>
        {data.list.length === 0 ? (
          <EmptyState title={t('judgements.none')} description={t('judgements.noneDescription')} />
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" striped data-testid="judgements-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('judgements.columns.caseNo')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('judgements.columns.court')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('judgements.columns.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('judgements.columns.cause')}</Table.ColumnHeader>
                  <Table.ColumnHeader minW="48">{t('judgements.columns.parties')}</Table.ColumnHeader>
                  <Table.ColumnHeader minW="48">{t('judgements.columns.result')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((c) => (
                  <Table.Row key={c.id} data-testid="judgement-row" verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">
                      <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
                        <RouterLink
                          to="/judgementDocumentDetail"
                          search={{ id: c.id }}
                          data-testid="judgement-link"
                        >
                          {c.caseNo}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{pick(lang, c.courtZh, c.courtEn)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(c.date, lang)}</Table.Cell>
                    <Table.Cell>
                      <Stack gap="1" align="flex-start">
                        <span>{t(`judgements.kind.${c.kind}`)}</span>
                        <Badge size="sm" variant="outline">
                          {t(`judgements.instance.${c.instance === 2 ? 'second' : 'first'}`)}
                        </Badge>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      <CaseParties parties={c.parties} />
                    </Table.Cell>
                    <Table.Cell>{pick(lang, c.resultZh, c.resultEn)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </RecordSection>
    </Stack>
  )
}

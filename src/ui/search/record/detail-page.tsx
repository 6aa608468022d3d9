import { Button, Grid, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RecordExportButton } from '../export/record-export-button'
import { ContestActions } from './contest-actions'
import { PartyCard } from './party-card'
import { RecordClasses } from './record-classes'
import { RecordFacts } from './record-facts'
import { RecordHeader } from './record-header'
import { CASE_RECORD_LINKS } from './record-links'
import { RecordNotices } from './record-notices'
import { ARCHIVE_ROUTES } from '../../../domain/trademark-archives'
import { RecordNotFound } from './record-not-found'
import { archiveOptions } from '../../../api/search'
import { RecordSection } from './record-section'
import { RecordTimeline } from './record-timeline'
import { RenewalBadge } from './renewal-badge'
import { SimilarGroup } from './similar-group'

/** /query/detail and /detail: a mark's full record with its procedure, parties and similar marks. */
export function DetailPage({ id }: { id: string }) {
  const { t } = useTranslation('searchRecord')
  const { data } = useSuspenseQuery(archiveOptions({ id }))
  if (!data) return <RecordNotFound what="mark" id={id} />
  const { record } = data

  return (
    <Stack gap="4" data-testid="detail-page" data-id={record.id}>
      <RecordSection title={t('detail.title')} testId="record-summary">
        <RecordHeader
          record={record}
          badges={<RenewalBadge events={data.events} today={data.today} />}
          actions={
            <>
              <Button asChild size="sm" variant="outline">
                <RouterLink
                  to={ARCHIVE_ROUTES[data.archive]}
                  search={{ id: record.id }}
                  data-testid="archive-link"
                >
                  {t(`archive.link.${data.archive}`)}
                </RouterLink>
              </Button>
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/getNoticeInfo" search={{ id: record.id }} data-testid="notices-link">
                  {t('notices.link', { count: data.notices.length })}
                </RouterLink>
              </Button>
              {CASE_RECORD_LINKS.filter((l) => data[l.count] > 0).map((l) => (
                <Button key={l.tab} asChild size="sm" variant="outline">
                  <RouterLink
                    to="/instrument"
                    search={{ id: record.id, ...(l.tab === 'judgements' ? {} : { tab: l.tab }) }}
                    data-testid={l.testId}
                  >
                    {t(`${l.ns}.link`, { count: data[l.count] })}
                  </RouterLink>
                </Button>
              ))}
              <RecordExportButton id={record.id} />
              <ContestActions record={record} today={data.today} />
            </>
          }
        />
      </RecordSection>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Stack gap="4" minW="0">
          <RecordSection title={t('detail.facts')} testId="record-facts">
            <RecordFacts record={record} />
          </RecordSection>
          <RecordSection title={t('detail.classes')} description={t('detail.classesNote')}>
            <RecordClasses id={record.id} />
          </RecordSection>
        </Stack>
        <Stack gap="4" minW="0">
          <RecordSection title={t('detail.timeline')} description={t('detail.timelineNote')}>
            <RecordTimeline events={data.events} />
          </RecordSection>
          <RecordSection
            title={t('notices.title')}
            description={t('notices.description')}
            testId="record-notices"
          >
            <RecordNotices id={record.id} />
          </RecordSection>
          <RecordSection title={t('detail.parties')} testId="record-parties">
            <Stack gap="5">
              <PartyCard role="applicant" party={record.applicant} markId={record.id} />
              {record.agent ? <PartyCard role="agent" party={record.agent} markId={record.id} /> : null}
            </Stack>
          </RecordSection>
        </Stack>
      </Grid>
      <SimilarGroup id={record.id} hasWords={!!record.name.trim()} />
    </Stack>
  )
}

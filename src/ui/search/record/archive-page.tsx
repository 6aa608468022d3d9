import { Button, Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ArchiveKind } from '../../../domain/trademark-archives'
import { useRootState } from '../../../state/root'
import { DocumentsTable } from './documents-table'
import { EventsTable } from './events-table'
import { GazetteRefsTable } from './gazette-refs-table'
import { RecordFacts } from './record-facts'
import { RecordHeader } from './record-header'
import { pick } from './record-links'
import { RecordNotFound } from './record-not-found'
import { archiveOptions } from '../../../api/search'
import { RecordSection } from './record-section'
import { RenewalBadge } from './renewal-badge'

export interface ArchivePageProps {
  /** Which register's archive this page is (the route decides; see src/domain/trademark-archives.ts). */
  kind: ArchiveKind
  id?: string
  applicationNo?: string
}

/**
 * The archive of a mark: its bibliographic data, the procedure events, the documents the office issued and
 * the gazette references. One screen for the four archive pages; each names its register and office.
 */
export function ArchivePage({ kind, id, applicationNo }: ArchivePageProps) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const { data } = useSuspenseQuery(archiveOptions({ id, applicationNo }))
  if (!data) return <RecordNotFound what="mark" id={id ?? applicationNo ?? ''} />
  const { record } = data

  return (
    <Stack gap="4" data-testid="archive-page" data-kind={kind}>
      <RecordSection
        title={t(`archive.title.${kind}`)}
        description={t('archive.office', { office: pick(lang, data.officeZh, data.officeEn) })}
        testId="archive-summary"
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/query/detail" search={{ id: record.id }} data-testid="detail-link">
              {t('archive.toDetail')}
            </RouterLink>
          </Button>
        }
      >
        <RecordHeader
          record={record}
          imageSize={140}
          badges={<RenewalBadge events={data.events} today={data.today} submittedOn={data.renewalFiledOn} />}
        />
      </RecordSection>
      <RecordSection title={t('archive.bibliographic')}>
        <RecordFacts record={record} />
      </RecordSection>
      <RecordSection title={t('archive.events')} description={t('archive.eventsNote')}>
        <EventsTable events={data.events} />
      </RecordSection>
      <RecordSection title={t('archive.documents')}>
        <DocumentsTable documents={data.documents} />
      </RecordSection>
      <RecordSection
        title={t('archive.gazette')}
        actions={
          data.notices.length ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/getNoticeInfo" search={{ id: record.id }}>
                {t('notices.openAll')}
              </RouterLink>
            </Button>
          ) : null
        }
      >
        <GazetteRefsTable markId={record.id} refs={data.notices} />
      </RecordSection>
    </Stack>
  )
}

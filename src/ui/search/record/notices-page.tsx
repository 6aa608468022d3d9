import { Stack } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../kit/empty-state'
import { MarkSummary } from './mark-summary'
import { NoticeCard } from './notice-card'
import { RecordNotFound } from './record-not-found'
import { noticesOptions } from '../../../api/search'
import { RecordSection } from './record-section'

/** /getNoticeInfo: every gazette notice of a mark, oldest first, with issue, page and text. */
export function NoticesPage({ id }: { id: string }) {
  const { t } = useTranslation('searchRecord')
  const { data } = useSuspenseQuery(noticesOptions(id))
  if (!data) return <RecordNotFound what="mark" id={id} />
  return (
    <Stack gap="4" data-testid="notices-page">
      <RecordSection title={t('notices.title')} description={t('notices.description')}>
        <MarkSummary mark={data.mark} />
      </RecordSection>
      {data.notices.length ? (
        data.notices.map((n) => <NoticeCard key={n.id} notice={n} />)
      ) : (
        <EmptyState title={t('notices.none')} description={t('notices.noneDescription')} />
      )}
    </Stack>
  )
}

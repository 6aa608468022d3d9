import { Stack, Tabs } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { casesOptions, courtNoticesOptions, reviewCasesOptions } from '../../../api/search'
import { RECORD_TABS, type RecordTab } from '../../../domain/court-records'
import { EmptyState } from '../../kit/empty-state'
import { CourtNoticesTable } from './court-notices-table'
import { JudgementsTable } from './judgements-table'
import { MarkSummary } from './mark-summary'
import { RecordNotFound } from './record-not-found'
import { RecordSection } from './record-section'
import { ReviewCasesTable } from './review-cases-table'

/**
 * /instrument: the court and review records of a mark in three tabs (judgements, court notices, CNIPA review
 * decisions), the tab in the URL; each record opens in full on /judgementDocumentDetail.
 */
export function JudgementsPage({
  id,
  tab,
  onTabChange,
}: {
  id: string
  tab: RecordTab
  onTabChange: (tab: RecordTab) => void
}) {
  const { t } = useTranslation('searchRecord')
  const cases = useSuspenseQuery(casesOptions(id)).data
  const notices = useSuspenseQuery(courtNoticesOptions(id)).data
  const reviews = useSuspenseQuery(reviewCasesOptions(id)).data
  if (!cases || !notices || !reviews) return <RecordNotFound what="mark" id={id} />
  const counts: Record<RecordTab, number> = {
    judgements: cases.list.length,
    notices: notices.list.length,
    reviews: reviews.list.length,
  }
  const panels: Record<RecordTab, ReactNode> = {
    judgements: <JudgementsTable list={cases.list} />,
    notices: <CourtNoticesTable list={notices.list} />,
    reviews: <ReviewCasesTable list={reviews.list} />,
  }
  const ns = { judgements: 'judgements', notices: 'courtNotices', reviews: 'reviews' } as const
  return (
    <Stack gap="4" data-testid="judgements-page" data-tab={tab}>
      <RecordSection title={t('records.title')} description={t('records.description')}>
        <MarkSummary mark={cases.mark} />
      </RecordSection>
      <RecordSection title={t(`${ns[tab]}.listTitle`, { count: counts[tab] })}>
        <Tabs.Root
          value={tab}
          onValueChange={(e) => {
            const next = RECORD_TABS.find((k) => k === e.value)
            if (next) onTabChange(next)
          }}
          variant="line"
          lazyMount
        >
          <Tabs.List aria-label={t('records.title')}>
            {RECORD_TABS.map((k) => (
              <Tabs.Trigger key={k} value={k} data-testid={`records-tab-${k}`}>
                {t(`records.tab.${k}`, { count: counts[k] })}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* The list is the panel of the selected tab, which the tab names (aria-controls). */}
          <Tabs.Content value={tab} pb="0">
            {counts[tab] === 0 ? (
              <EmptyState title={t(`${ns[tab]}.none`)} description={t(`${ns[tab]}.noneDescription`)} />
            ) : (
              panels[tab]
            )}
          </Tabs.Content>
        </Tabs.Root>
      </RecordSection>
    </Stack>
  )
}

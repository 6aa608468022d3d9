import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../kit/page-header'
import { AnalyticsNav } from './analytics-nav'
import { FilterBar } from './filter-bar'
import {
  AgentsPanel,
  ApplicantAgentsPanel,
  EffectivePanel,
  HitsPanel,
  RankingByYearPanel,
  RankingPanel,
} from './rank-panels'

/** /trademarkStatistics: who files: applicant and agent rankings, name hits, the marks in force. */
export function StatisticsPage() {
  const { t } = useTranslation('analytics')
  return (
    <Stack gap="4">
      <PageHeader title={t('pages.statistics.title')} description={t('pages.statistics.description')} />
      <AnalyticsNav />
      <FilterBar />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <RankingPanel />
        <RankingByYearPanel />
      </SimpleGrid>
      <HitsPanel />
      <AgentsPanel />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <ApplicantAgentsPanel />
        <EffectivePanel />
      </SimpleGrid>
    </Stack>
  )
}

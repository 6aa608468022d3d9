import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../kit/page-header'
import { AnalyticsNav } from './analytics-nav'
import { ClassesPanel, TopGroupsPanel } from './class-panels'
import { FilterBar } from './filter-bar'
import { AgentCountPanel, AppsRegsPanel, GroupYearsPanel, OutcomesPanel, RenewalsPanel } from './time-panels'

/** /trademarkChart: the register over time and by goods: filings, outcomes, classes and groups, renewals. */
export function ChartPage() {
  const { t } = useTranslation('analytics')
  return (
    <Stack gap="4">
      <PageHeader title={t('pages.chart.title')} description={t('pages.chart.description')} />
      <AnalyticsNav />
      <FilterBar />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <AppsRegsPanel />
        <OutcomesPanel />
      </SimpleGrid>
      <ClassesPanel />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <TopGroupsPanel />
        <GroupYearsPanel />
        <RenewalsPanel />
        <AgentCountPanel />
      </SimpleGrid>
    </Stack>
  )
}

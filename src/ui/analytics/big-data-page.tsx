import { SimpleGrid, Stack, Tabs } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { BIG_DATA_TABS, type BigDataTab } from '../../domain/analytics-tabs'
import { PageHeader } from '../kit/page-header'
import { AnalyticsNav } from './analytics-nav'
import { FilterBar } from './filter-bar'
import { ChinaMapPanel, WorldMapPanel } from './map-panels'
import { EffectivePanel, RankingPanel } from './rank-panels'
import { AppsRegsPanel } from './time-panels'

export interface BigDataPageProps {
  tab: BigDataTab
  onTabChange: (tab: BigDataTab) => void
}

/**
 * /analyze/trademarkBigData and /analyze/trademarkMap (one page): the register at a glance (filings and
 * registrations, the marks in force, the top applicants) and, on the map tab, where the applicants are from.
 */
export function BigDataPage({ tab, onTabChange }: BigDataPageProps) {
  const { t } = useTranslation('analytics')
  return (
    <Stack gap="4">
      <PageHeader title={t('pages.bigData.title')} description={t('pages.bigData.description')} />
      <AnalyticsNav />
      <FilterBar />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => onTabChange(e.value as BigDataTab)}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {BIG_DATA_TABS.map((k) => (
            <Tabs.Trigger key={k} value={k}>
              {t(`pages.bigData.tabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview">
          <Stack gap="4">
            <AppsRegsPanel />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <EffectivePanel />
              <RankingPanel />
            </SimpleGrid>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="map">
          <Stack gap="4">
            <WorldMapPanel />
            <ChinaMapPanel />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  )
}
